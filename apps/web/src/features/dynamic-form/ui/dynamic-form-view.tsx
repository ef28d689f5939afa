import type { Product } from '@finceptiv/contract/products';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/shared/ui/spinner';
import { StepPage } from '@/shared/ui/step-page/step-page';
import { firstFormPath } from '../definitions/types';
import { formSaved, formSubmitted, nextForm, previousForm } from '../state/dynamic-forms-slice';
import {
  selectCurrentForm,
  selectDataPointValues,
  selectForms,
  selectIsLastForm,
  selectNextFormFields,
  selectSubmission,
} from '../state/selectors';
import { stepRegistry } from './step-registry';
// The prerendered landing links the style sheets of the page's static imports
// (prerender-brand.mjs): the form kit's layout must be among them, though the fields that bring
// it load with the lazy steps.
import '@/shared/ui/form/form-layout.css';
import './dynamic-form.css';
import { FormEyebrow } from './form-eyebrow';
import type { StepOutput } from './form/use-step-form';
import { useFormAddress } from './use-form-address';
import { useFormText } from './use-form-text';
import { useFormsLoaded } from './use-forms-loaded';
import { useLeadSaving, type SaveLead } from './use-lead-saving';
import { useFormsDispatch, useFormsSelector, useFormsStore } from './store-hooks';

// StepPage's h1: it names every form after the first (StepForm then skips its own heading).
const pageTitleId = 'page-title';

export interface DynamicFormViewProps {
  product: Product;
  /** The application feature's lead saving (`useSaveLead(product)`). */
  save: SaveLead;
}

/**
 * The current form of the sequence in the shared step frame: its question as the h1, section
 * and progress above it. initial-details is the landing page: it keeps the brand's hero title
 * and creates the lead (so a continue link works early); the last form submits everything.
 */
export function DynamicFormView({ product, save }: DynamicFormViewProps) {
  useFormsLoaded(product);
  useFormAddress();
  const dispatch = useFormsDispatch();
  const store = useFormsStore();
  const { t } = useFormText();
  const common = useTranslation('common').t;
  const form = useFormsSelector(selectCurrentForm);
  const stored = useFormsSelector(selectDataPointValues);
  const isLast = useFormsSelector(selectIsLastForm);
  const nextFields = useFormsSelector(selectNextFormFields);
  const { status, send } = useLeadSaving(save);
  const errorCount = form?.errors.length ?? 0;

  // A form opened because of server errors: the summary, not the heading, gets the focus (the
  // frame focuses its heading first; this effect runs after it).
  useEffect(() => {
    if (errorCount > 0)
      document.querySelector<HTMLElement>('.dynamic-form .error-summary')?.focus();
  }, [form?.path, errorCount]);

  if (!form) return <Spinner />;
  const Step = stepRegistry[form.stepType];
  const isLanding = form.path === firstFormPath;

  /** Everything collected so far, read after this form's answers were stored. */
  function collected() {
    const state = store.getState();
    return {
      dataPoints: selectSubmission(state),
      dataPointsPerStep: selectForms(state).at(-1)?.dataPointsPerStep ?? {},
    };
  }

  function onSubmit(values: StepOutput) {
    if (!form || status === 'sending') return;
    const path = form.path;
    if (isLast) {
      dispatch(formSaved({ path, values }));
      void send(collected());
    } else if (isLanding) {
      dispatch(formSaved({ path, values }));
      void send({ dataPoints: collected().dataPoints }, () => {
        // A reapplying applicant's save starts over (the forms reset): keep these answers.
        dispatch(formSaved({ path, values }));
        dispatch(nextForm());
      });
    } else {
      dispatch(formSubmitted({ path, values }));
    }
  }

  return (
    <StepPage
      key={form.path}
      title={isLanding ? common('page>title') : t(`titles>${form.path}`)}
      lead={isLanding ? common('page>lead') : undefined}
      eyebrow={
        <FormEyebrow context={form.context} progress={isLanding ? undefined : form.progress} />
      }
    >
      <section className="dynamic-form" aria-busy={status === 'sending'}>
        <Suspense fallback={<Spinner />}>
          <Step
            form={form}
            stored={stored}
            product={product}
            isLast={isLast}
            nextFields={nextFields}
            onSubmit={onSubmit}
            onPrevious={
              form.prevButtonFormPath === null ? undefined : () => dispatch(previousForm())
            }
            labelledBy={isLanding ? undefined : pageTitleId}
            onSaveModal={(path, values) => dispatch(formSaved({ path, values }))}
          />
        </Suspense>
        <p role="status" className="dynamic-form__status">
          {status === 'sending' ? t('form>sending') : null}
          {status === 'failed' ? t('form>sendFailed') : null}
        </p>
      </section>
    </StepPage>
  );
}
