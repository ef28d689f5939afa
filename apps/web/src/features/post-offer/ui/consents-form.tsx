// The partner's policies (spec 2): one checkbox per consent, none pre-ticked, each required
// one must be ticked; a consent with a document links to it (new tab, so the form stays).
import type { CustomerConsent } from '@finceptiv/contract/entities/lead-application-state';
import type { Product } from '@finceptiv/contract/products';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Spinner } from '@/shared/ui/spinner';
import { fetchCustomerConsents } from '../api/customer-consents';
import type { ScreenField } from '../definitions/types';
import { AnswerForm } from './answer-form';
import type { Answers } from './answer-resolver';
import { usePostOfferText } from './use-post-offer-text';
import { useStepSubmit } from './use-step-submit';

const fieldName = (index: number) => `consent_${index}`;

function useConsents(leadId: string) {
  const [consents, setConsents] = useState<CustomerConsent[] | 'failed' | undefined>();
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    fetchCustomerConsents(leadId, controller.signal).then(setConsents, () => {
      if (!controller.signal.aborted) setConsents('failed');
    });
    return () => {
      controller.abort();
    };
  }, [leadId, attempt]);
  return {
    consents,
    retry: () => {
      setAttempt((n) => n + 1);
    },
  };
}

export interface ConsentsFormProps {
  leadId: string;
  product: Product;
  /** POST endpoint that records the consents; undefined = nothing to record now. */
  endpoint: string | undefined;
  actions?: ReactNode;
  /** Opt-in answers asked after the policies, sent as `answers.<name>` (contract rules). */
  answerFields?: readonly ScreenField[];
}

export function ConsentsForm({
  leadId,
  product,
  endpoint,
  actions,
  answerFields = [],
}: ConsentsFormProps) {
  const text = usePostOfferText();
  const { consents, retry } = useConsents(leadId);
  const { submit, busy } = useStepSubmit();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState(false);
  const list = useMemo(() => (Array.isArray(consents) ? consents : []), [consents]);
  const fields = useMemo<ScreenField[]>(
    () => [
      ...list.map((c, i) => ({
        name: fieldName(i),
        control: { kind: 'checkbox' as const },
        required: c.required,
      })),
      ...answerFields,
    ],
    [list, answerFields],
  );
  if (consents === undefined) return <Spinner />;
  if (consents === 'failed')
    return (
      <div role="alert">
        <p>{text.t('errors>consentsFailed')}</p>
        <button type="button" className="button button--secondary" onClick={retry}>
          {text.t('form>retry')}
        </button>
      </div>
    );
  const labels = Object.fromEntries(
    list.map((c, i) => [fieldName(i), text.t(c.label, { defaultValue: c.label })]),
  );
  const onSubmit = async (values: Answers) => {
    if (!endpoint) return;
    const answers = Object.fromEntries(answerFields.map((f) => [f.name, values[f.name] === true]));
    const body = {
      id: leadId,
      consents: Object.fromEntries(list.map((c, i) => [c.id, values[fieldName(i)] === true])),
      ...(answerFields.length > 0 ? { answers } : {}),
    };
    const result = await submit('POST', endpoint, body);
    if (result.ok) {
      setDone(true);
      return;
    }
    if (result.failure.kind !== 'fields') return;
    setServerErrors(
      Object.fromEntries(
        result.failure.errors.map((e) => {
          const answer = answerFields.find((f) => `answers.${f.name}` === e.fieldName);
          if (answer) return [answer.name, e.message];
          const index = list.findIndex((c) => `consents.${c.id}` === e.fieldName);
          return [fieldName(Math.max(index, 0)), e.message];
        }),
      ),
    );
  };
  const documents = list.filter((c) => c.url);
  // Nothing to record in the lead's present state: the consents are shown, not asked.
  if (!endpoint)
    return (
      <ul className="post-offer__documents">
        {list.map((c, i) => (
          <li key={c.id}>
            {c.url ? (
              <a href={c.url} target="_blank" rel="noopener noreferrer">
                {labels[fieldName(i)]}
                <span className="visually-hidden"> {text.t('form>newTab')}</span>
              </a>
            ) : (
              labels[fieldName(i)]
            )}
          </li>
        ))}
      </ul>
    );
  return (
    <>
      {done ? <p role="status">{text.t('consents>saved')}</p> : null}
      <AnswerForm
        fields={fields}
        labels={labels}
        product={product}
        heading={text.t('consents>heading')}
        submitLabel={text.t('consents>accept')}
        busy={busy}
        serverErrors={serverErrors}
        onSubmit={(values) => void onSubmit(values)}
        actions={actions}
      >
        {documents.length > 0 ? (
          <ul className="post-offer__documents">
            {documents.map((c) => (
              <li key={c.id}>
                <a href={c.url} target="_blank" rel="noopener noreferrer">
                  {text.t('consents>readDocument', { name: labels[fieldName(list.indexOf(c))] })}
                  <span className="visually-hidden"> {text.t('form>newTab')}</span>
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </AnswerForm>
    </>
  );
}
