// /id-upload (30, Advanzia, skippable): the identity document's number, then photos or scans
// of its front and (optional, for a one-sided document) back. Type and size are checked before
// sending; the API checks the content again and a file it refuses (422 on `file`) is shown at
// its side's picker with the reason, to choose another file. The upload shows its progress and
// can be retried with the same Idempotency-Key when it did not arrive; skipping uses
// /lead/offer/skip-document-upload.
import { leadResponseSchema } from '@finceptiv/contract/api/lead-schemas';
import type { Product } from '@finceptiv/contract/products';
import { useRef, useState } from 'react';
import { useApplicationDispatch } from '@/features/application/public/use-application-selector';
import { leadApplicationStateReceived } from '@/features/application/public/lead-application-slice';
import { MissingLeadScreen, ScreenFrame } from '../ui/screen-frame';
import '../ui/post-offer.css';
import { pattern } from '../definitions/checks';
import type { ScreenField } from '../definitions/types';
import { statePart } from '../api/step-request';
import { uploadIdDocument, uploadRefusal, type DocumentSide } from '../api/upload-file';
import { AnswerForm } from '../ui/answer-form';
import type { Answers } from '../ui/answer-resolver';
import { FilePicker } from '../ui/file-picker';
import { usePostOfferText } from '../ui/use-post-offer-text';
import { useScreen } from '../ui/use-screen';
import { useLeadId, useStepSubmit } from '../ui/use-step-submit';
import { BusyButton } from '@/shared/ui/busy-button/busy-button';
import { clientPath } from '@/shared/api/client-path';
import { offerStepRoutes } from '@finceptiv/contract/api/offer-step-routes';
import { leadRoutes } from '@finceptiv/contract/api/lead-routes';

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
type Side = 'front' | 'back';

/** What to send: the front and back as two sides, or the front alone as the one document. */
function uploadPlan(front: File, back: File | undefined): [File, DocumentSide][] {
  return back
    ? [
        [front, 'front'],
        [back, 'back'],
      ]
    : [[front, undefined]];
}

export default function IdUploadScreen({ product }: { product: Product }) {
  const screen = useScreen('id-upload');
  const text = usePostOfferText();
  const leadId = useLeadId();
  const dispatch = useApplicationDispatch();
  const { submit, busy } = useStepSubmit();
  const [files, setFiles] = useState<Partial<Record<Side, File>>>({});
  const [fileErrors, setFileErrors] = useState<Partial<Record<Side, string>>>({});
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });
  // One Idempotency-Key per file and side: a retry resends the same upload under the same key,
  // and a front that already arrived is not sent again.
  const keys = useRef(new Map<File, string>());
  const sent = useRef(new Set<File>());
  if (!screen) return null;
  if (!leadId) return <MissingLeadScreen textKey={screen.textKey} />;

  const sendFiles = async (front: File, back: File | undefined) => {
    const plan = uploadPlan(front, back);
    setUpload({ state: 'sending', progress: 0 });
    let sendingSide: Side = 'front';
    try {
      for (const [index, [file, side]] of plan.entries()) {
        if (sent.current.has(file)) continue;
        sendingSide = side ?? 'front';
        const key = keys.current.get(file) ?? crypto.randomUUID();
        keys.current.set(file, key);
        const answer = await uploadIdDocument(leadId, file, side, key, (fraction) => {
          setUpload({ state: 'sending', progress: (index + fraction) / plan.length });
        });
        sent.current.add(file);
        if (index === plan.length - 1) {
          setUpload({ state: 'idle' });
          dispatch(leadApplicationStateReceived(statePart(leadResponseSchema.parse(answer))));
        }
      }
    } catch (error) {
      const refusal = uploadRefusal(error);
      // A refused file is not sent again as it is: its picker says why, and another is chosen.
      setUpload(refusal ? { state: 'idle' } : { state: 'failed' });
      if (refusal) setFileErrors((e) => ({ ...e, [sendingSide]: refusal }));
    }
  };

  const onSubmit = async (values: Answers) => {
    const { front, back } = files;
    if (!front) {
      setFileErrors((e) => ({ ...e, front: 'upload>missing' }));
      return;
    }
    if (fileErrors.front || fileErrors.back) return;
    const saved = await submit('POST', clientPath(leadRoutes.documentId), {
      id: leadId,
      documentType: values.document_type,
      documentId: values.document_number,
    });
    if (saved.ok) await sendFiles(front, back);
  };

  const choose = (side: Side) => (chosen: File | undefined, problem: string | undefined) => {
    setFiles((f) => ({ ...f, [side]: problem ? undefined : chosen }));
    setFileErrors((e) => ({ ...e, [side]: problem }));
    setUpload({ state: 'idle' });
  };
  const sides: Side[] = ['front', 'back'];
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
        extraErrors={sides.flatMap((side) => {
          const problem = fileErrors[side];
          return problem
            ? [
                {
                  href: `#dp-document_${side}`,
                  text: `${text.t(`upload>${side}`)}: ${text.t(problem)}`,
                },
              ]
            : [];
        })}
        onSubmit={(values) => void onSubmit(values)}
        actions={
          <BusyButton
            type="button"
            className="button button--secondary"
            busy={busy || sending}
            onClick={() =>
              void submit('POST', clientPath(offerStepRoutes.offerSkipDocumentUpload), {
                id: leadId,
              })
            }
          >
            {text.t('form>skip')}
          </BusyButton>
        }
      >
        {sides.map((side) => (
          <FilePicker
            key={side}
            name={`document_${side}`}
            label={text.t(`upload>${side}`)}
            optionalMark={side === 'back' ? ` ${text.t('form>optional')}` : ''}
            file={files[side]}
            error={fileErrors[side]}
            onChange={choose(side)}
          />
        ))}
        {sending ? (
          <div>
            <label htmlFor="upload-progress">{text.t('upload>progress')}</label>
            <progress id="upload-progress" max={1} value={upload.progress} />
          </div>
        ) : null}
        {upload.state === 'failed' && files.front ? (
          <div role="alert">
            <p>{text.t('upload>failed')}</p>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                if (files.front) void sendFiles(files.front, files.back);
              }}
            >
              {text.t('form>retry')}
            </button>
          </div>
        ) : null}
      </AnswerForm>
    </ScreenFrame>
  );
}
