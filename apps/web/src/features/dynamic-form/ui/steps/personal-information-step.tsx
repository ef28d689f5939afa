import { lazy, Suspense, useCallback, useState } from 'react';
import { OwnStepForm } from '../form/step-form';
import { useFormText } from '../use-form-text';
import { loanChoice, LoanSummary } from './loan-summary';
import type { StepProps } from './step-props';

// The modal's chunk loads only when the applicant changes the amount.
const ModalStep = lazy(() => import('./modal-step'));

/** initial-details: contact data and consents; amount and period in a modal (spec 2). */
export default function PersonalInformationStep(props: StepProps) {
  const { form, stored, product, isLast, onSubmit, onPrevious, onSaveModal, nextFields } = props;
  const { t } = useFormText();
  const modalHasErrors = form.errors.some((e) =>
    form.modal?.fields.some((f) => f.name === e.fieldName),
  );
  const [modalOpen, setModalOpen] = useState(modalHasErrors);
  const modal = form.modal;
  const close = useCallback(() => {
    setModalOpen(false);
  }, []);
  return (
    <>
      <OwnStepForm
        form={form}
        isLast={isLast}
        stored={stored}
        product={product}
        onSubmit={(values) => {
          onSubmit({ ...loanChoice(stored, product), ...values });
        }}
        onPrevious={onPrevious}
        nextFields={nextFields}
      >
        <LoanSummary stored={stored} product={product} />
        {modal ? (
          <button
            type="button"
            className="button button--link"
            onClick={() => {
              setModalOpen(true);
            }}
          >
            {t('form>changeAmount')}
          </button>
        ) : null}
      </OwnStepForm>
      {modal && modalOpen ? (
        <Suspense fallback={null}>
          <ModalStep
            form={form}
            path={modal.path}
            fields={modal.fields}
            stored={{ ...stored, ...loanChoice(stored, product) }}
            product={product}
            onSave={(values) => {
              onSaveModal(modal.path, values);
              close();
            }}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </>
  );
}
