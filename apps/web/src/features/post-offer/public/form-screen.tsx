// Every post-offer route whose screen is a form of fields (definitions/screens.ts, kind
// 'form'): one component, one lazy chunk. Default export for the shell's screen registry.
import type { Product } from '@finceptiv/contract/products';
import { useState } from 'react';
import { LeadScreenFrame } from '../ui/screen-frame';
import '../ui/post-offer.css';
import type { ScreenField } from '../definitions/types';
import { AnswerForm } from '../ui/answer-form';
import type { Answers } from '../ui/answer-resolver';
import { SkipButton } from '../ui/skip-button';
import { fieldForError, stepBody } from '../ui/step-body';
import { endpointFor } from '../definitions/screens';
import { usePostOfferText } from '../ui/use-post-offer-text';
import { useScreen } from '../ui/use-screen';
import { useStepSubmit } from '../ui/use-step-submit';

export default function FormScreen({ product }: { product: Product }) {
  const screen = useScreen('form');
  const text = usePostOfferText();
  const { submit, busy } = useStepSubmit();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  if (!screen) return null;
  const onSubmit = async (leadId: string, values: Answers, shown: readonly ScreenField[]) => {
    const result = await submit('POST', endpointFor(screen), stepBody(leadId, shown, values));
    if (result.ok || result.failure.kind !== 'fields') {
      setServerErrors({});
      return;
    }
    setServerErrors(
      Object.fromEntries(
        result.failure.errors.map((e) => [
          fieldForError(shown, e.fieldName)?.name ?? shown[0]?.name ?? '',
          e.message,
        ]),
      ),
    );
  };
  return (
    <LeadScreenFrame textKey={screen.textKey}>
      {(leadId) => (
        <AnswerForm
          fields={screen.fields}
          product={product}
          heading={text.t(`screens>${screen.textKey}>heading`)}
          submitLabel={text.t('form>continue')}
          busy={busy}
          serverErrors={serverErrors}
          onSubmit={(values, shown) => void onSubmit(leadId, values, shown)}
          actions={<SkipButton screen={screen} leadId={leadId} />}
        >
          {screen.notice ? <p>{text.t(`screens>${screen.textKey}>notice`)}</p> : null}
        </AnswerForm>
      )}
    </LeadScreenFrame>
  );
}
