import { useEffect, useRef } from 'react';
import type { DataPointField } from '../../definitions/types';
import type { StepOutput } from '../form/use-step-form';
import { StepForm } from '../form/step-form';
import { useFormText } from '../use-form-text';
import type { StepProps } from './step-props';

export interface ModalStepProps extends Pick<StepProps, 'form' | 'stored' | 'product'> {
  path: string;
  fields: readonly DataPointField[];
  onSave: (values: StepOutput) => void;
  onClose: () => void;
}

/** A form in a dialog (initial-details' amount and period); Escape closes it unsaved. */
export default function ModalStep({
  form,
  path,
  fields,
  stored,
  product,
  onSave,
  onClose,
}: ModalStepProps) {
  const { t } = useFormText();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('input, select')?.focus();
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [onClose]);
  const modalForm = { ...form, path, fields, errors: [] };
  return (
    <div
      ref={ref}
      className="modal"
      role="dialog"
      aria-modal="true"
      aria-label={t('form>amountTitle')}
    >
      <StepForm
        form={modalForm}
        fields={fields}
        stored={stored}
        product={product}
        title={t('form>amountTitle')}
        submitLabel={t('form>save')}
        onSubmit={onSave}
        onPrevious={onClose}
      />
    </div>
  );
}
