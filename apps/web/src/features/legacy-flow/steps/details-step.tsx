import { legacyStepRoutesFor } from '@finceptiv/contract/legacy-steps';
import type { Product } from '@finceptiv/contract/products';
import { StepPage } from '@/shared/ui/step-page/step-page';
import { useApplicationStore } from '@/features/application/public/use-application-selector';
import { LegacyStepForm } from '../form/legacy-step-form';
import { useLegacyText } from '../legacy-text';
import type { LegacyCountry } from './legacy-field';
import { type LegacyStep } from './legacy-steps';

interface DetailsStepProps {
  product: Product & { country: LegacyCountry };
  step: LegacyStep;
}

/** A details step in the shared frame: its h1 takes focus, the eyebrow says how far along. */
export function DetailsStep({ product, step }: DetailsStepProps) {
  const { t } = useLegacyText();
  // Read, not subscribed: the saved answers only fill the form when it starts (useLegacyForm
  // keeps its first values), and a subscription would draw the step again on its way out.
  const saved = useApplicationStore().getState().applicationData;
  const order = legacyStepRoutesFor(product.id);
  const fields = step.fields[product.country] ?? [];
  return (
    <StepPage
      title={t(`steps>${step.path.slice(1)}>title`)}
      lead={t(`steps>${step.path.slice(1)}>lead`)}
      eyebrow={t('progress', {
        step: order.indexOf(step.path) + 1,
        total: order.length,
      })}
    >
      <LegacyStepForm product={product} fields={fields} saved={saved} />
    </StepPage>
  );
}
