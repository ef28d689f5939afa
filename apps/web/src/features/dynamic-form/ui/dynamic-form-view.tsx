import type { Product } from '@finceptiv/contract/products';
import { Suspense, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Spinner } from '@/shared/ui/spinner';
import { leadSaved } from '@/features/application/public/application-actions';
import { leadApplicationStateReceived } from '@/features/application/public/lead-application-slice';
import {
  formSaved,
  formSubmitted,
  previousForm,
  serverErrorsReceived,
} from '../state/dynamic-forms-slice';
import {
  selectCurrentForm,
  selectDataPointValues,
  selectForms,
  selectIsLastForm,
  selectProgress,
  selectSubmission,
  type WithDynamicForms,
} from '../state/selectors';
import { stepRegistry } from './step-registry';
import './dynamic-form.css';
import type { StepOutput } from './form/use-step-form';
import type { SubmitApplication } from './submit-application';
import { useFormText } from './use-form-text';
import { useFormsLoaded } from './use-forms-loaded';

const useFormsSelector = useSelector.withTypes<WithDynamicForms>();

export interface DynamicFormViewProps {
  product: Product;
  submit: SubmitApplication;
}

/** The current form of the sequence, its progress, and the final submission. */
export function DynamicFormView({ product, submit }: DynamicFormViewProps) {
  useFormsLoaded(product);
  const dispatch = useDispatch();
  const { t } = useFormText();
  const form = useFormsSelector(selectCurrentForm);
  const stored = useFormsSelector(selectDataPointValues);
  const isLast = useFormsSelector(selectIsLastForm);
  const progress = useFormsSelector(selectProgress);
  const submission = useFormsSelector(selectSubmission);
  const perStep = useFormsSelector(selectForms).at(-1)?.dataPointsPerStep ?? {};
  const [status, setStatus] = useState<'idle' | 'sending' | 'failed'>('idle');

  if (!form) return <Spinner />;
  const Step = stepRegistry[form.stepType];

  async function send(values: StepOutput) {
    setStatus('sending');
    try {
      const result = await submit({
        dataPoints: { ...submission, ...values },
        dataPointsPerStep: perStep,
      });
      if (result.ok) {
        const { id, ...state } = result.lead;
        dispatch(leadSaved({ id }));
        dispatch(leadApplicationStateReceived(state));
      } else {
        dispatch(serverErrorsReceived(result.errors));
      }
      setStatus('idle');
    } catch {
      setStatus('failed');
    }
  }

  function onSubmit(values: StepOutput) {
    if (!form) return;
    if (!isLast) {
      dispatch(formSubmitted({ path: form.path, values }));
      return;
    }
    dispatch(formSaved({ path: form.path, values }));
    void send(values);
  }

  return (
    <section className="dynamic-form" aria-busy={status === 'sending'}>
      <p className="dynamic-form__progress">
        <progress max={100} value={progress} aria-label={t('form>progressLabel')} />
        <span>{t('form>progress', { percent: progress })}</span>
      </p>
      <Suspense fallback={<Spinner />}>
        <Step
          key={form.path}
          form={form}
          stored={stored}
          product={product}
          isLast={isLast}
          onSubmit={onSubmit}
          onPrevious={form.prevButtonFormPath === null ? undefined : () => dispatch(previousForm())}
          onSaveModal={(path, values) => dispatch(formSaved({ path, values }))}
        />
      </Suspense>
      <p role="status" className="dynamic-form__status">
        {status === 'sending' ? t('form>sending') : null}
        {status === 'failed' ? t('form>sendFailed') : null}
      </p>
    </section>
  );
}
