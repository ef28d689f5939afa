import { legacyStepRoutesFor } from '@finceptiv/contract/legacy-steps';
import type { Product } from '@finceptiv/contract/products';
import { StepPage } from '@/shared/ui/step-page/step-page';
import { useLegacyText } from '../legacy-text';
import { LoanChooser } from './loan-chooser';

/**
 * State 1: the applicant confirms (or changes) the loan; the PUT moves the lead to personal
 * details (the API moves state 1 on with any PUT: it has no form data group).
 */
export function LoanInformationStep({ product }: { product: Product }) {
  const { t } = useLegacyText();
  const order = legacyStepRoutesFor(product.id);
  return (
    <StepPage
      title={t('steps>loan-information>title')}
      lead={t('steps>loan-information>lead')}
      eyebrow={t('progress', { step: 1, total: order.length })}
    >
      <LoanChooser product={product} />
    </StepPage>
  );
}
