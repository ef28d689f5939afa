// /id-upload (30, Advanzia, skippable): the identity document's number, then a photo or scan
// of it. Type and size are checked before sending; the upload shows its progress and can be
// retried with the same Idempotency-Key; skipping uses /lead/offer/skip-document-upload.
import { leadResponseSchema } from '@finceptiv/contract/api/lead-schemas';
import type { Product } from '@finceptiv/contract/products';
import { useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { leadApplicationStateReceived } from '@/features/application/public/lead-application-slice';
import { ScreenFrame } from '../ui/screen-frame';
import '../ui/post-offer.css';
import { pattern } from '../definitions/checks';
import type { ScreenField } from '../definitions/types';
import { statePart, stepFailure } from '../api/step-request';
import { uploadIdDocument } from '../api/upload-file';
import { AnswerForm } from '../ui/answer-form';
import type { Answers } from '../ui/answer-resolver';
import { FilePicker } from '../ui/file-picker';
import { MissingLead } from '../ui/missing-lead';
import { usePostOfferText } from '../ui/use-post-offer-text';
import { useScreen } from '../ui/use-screen';
import { useLeadId, useStepSubmit } from '../ui/use-step-submit';

const fields: readonly ScreenField[] = [
  { name: 'document_type', control: { kind: 'radio', options: ['id_card', 'passport'] } },
  {
    name: 'document_number',
    control: { kind: 'text' },
    autocomplete: 'off',
    check: pattern(/^[A-Za-z0-9]{5,20}$/, 'errors>documentNumber'),
  },
];

type Upload = { state: 'idle' } | { state: 'sending'; progress: number } | { state: 'failed' };

export function IdUploadScreen({ product }: { product: Product }) {
  const screen = useScreen('id-upload');
  const text = usePostOfferText();
  const leadId = useLeadId();
  const dispatch = useDispatch();
  const { submit, busy } = useStepSubmit();
  const [file, setFile] = useState<File>();
  const [fileError, setFileError] = useState<string>();
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });
  // One key per chosen file: a retry of the same file is the same submission.
  const uploadKey = useRef<{ file: File; key: string } | undefined>(undefined);
  if (!screen) return null;
  if (!leadId)
    return (
      <ScreenFrame title={text.title(screen.textKey)}>
        <MissingLead />
      </ScreenFrame>
    );

  const sendFile = async (chosen: File) => {
    if (uploadKey.current?.file !== chosen)
      uploadKey.current = { file: chosen, key: crypto.randomUUID() };
    setUpload({ state: 'sending', progress: 0 });
    try {
      const answer = await uploadIdDocument(leadId, chosen, uploadKey.current.key, (progress) => {
        setUpload({ state: 'sending', progress });
      });
      setUpload({ state: 'idle' });
      dispatch(leadApplicationStateReceived(statePart(leadResponseSchema.parse(answer))));
    } catch (error) {
      const failure = stepFailure(error);
      setUpload({ state: 'failed' });
      if (failure.kind === 'fields') setFileError('upload>type');
    }
  };

  const onSubmit = async (values: Answers) => {
    if (!file) {
      setFileError('upload>missing');
      return;
    }
    if (fileError) return;
    const saved = await submit('POST', '/lead/documentId', {
      id: leadId,
      documentType: values.document_type,
      documentId: values.document_number,
    });
    if (saved.ok) await sendFile(file);
  };

  const sending = upload.state === 'sending';
  return (
    <ScreenFrame title={text.title(screen.textKey)} lead={text.lead(screen.textKey)}>
      <AnswerForm
        fields={fields}
        product={product}
        heading={text.t('upload>heading')}
        submitLabel={text.t('upload>send')}
        busy={busy || sending}
        serverErrors={{}}
        extraErrors={
          fileError
            ? [
                {
                  href: '#dp-document_file',
                  text: `${text.t('upload>file')}: ${text.t(fileError)}`,
                },
              ]
            : []
        }
        onSubmit={(values) => void onSubmit(values)}
        actions={
          <button
            type="button"
            className="button button--secondary"
            disabled={busy || sending}
            onClick={() => void submit('POST', '/lead/offer/skip-document-upload', { id: leadId })}
          >
            {text.t('form>skip')}
          </button>
        }
      >
        <FilePicker
          name="document_file"
          label={text.t('upload>file')}
          file={file}
          error={fileError}
          onChange={(chosen, problem) => {
            setFile(problem ? undefined : chosen);
            setFileError(problem);
            setUpload({ state: 'idle' });
          }}
        />
        {sending ? (
          <div>
            <label htmlFor="upload-progress">{text.t('upload>progress')}</label>
            <progress id="upload-progress" max={1} value={upload.progress} />
          </div>
        ) : null}
        {upload.state === 'failed' && file ? (
          <div role="alert">
            <p>{text.t('upload>failed')}</p>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void sendFile(file)}
            >
              {text.t('form>retry')}
            </button>
          </div>
        ) : null}
      </AnswerForm>
    </ScreenFrame>
  );
}

export default IdUploadScreen;
