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

/** Opens the native dialog modally: the page behind turns inert, so focus stays inside. */
function openModally(dialog: HTMLDialogElement) {
  try {
    dialog.showModal();
  } catch {
    // Environments without modal dialogs (older engines, jsdom): at least show it.
    dialog.setAttribute('open', '');
  }
}

/**
 * A form in a dialog (initial-details' amount and period): focus moves into it and cannot
 * leave it while it is open, Escape closes it unsaved, and closing returns the focus to the
 * control that opened it (WCAG 2.1.2, 2.4.3).
 */
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
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openModally(dialog);
    dialog.querySelector<HTMLElement>('input, select')?.focus();
    return () => {
      if (dialog.open) dialog.removeAttribute('open');
      opener?.focus();
    };
  }, []);
  // Escape: the browser's 'cancel' would close the dialog behind React's back; close through
  // the state instead. The keydown covers engines without modal dialogs.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const cancel = (event: Event) => {
      event.preventDefault();
      onClose();
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') cancel(event);
    };
    dialog.addEventListener('cancel', cancel);
    dialog.addEventListener('keydown', escape);
    return () => {
      dialog.removeEventListener('cancel', cancel);
      dialog.removeEventListener('keydown', escape);
    };
  }, [onClose]);
  const modalForm = { ...form, path, fields, errors: [] };
  return (
    <dialog ref={ref} className="modal" aria-label={t('form>amountTitle')}>
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
    </dialog>
  );
}
