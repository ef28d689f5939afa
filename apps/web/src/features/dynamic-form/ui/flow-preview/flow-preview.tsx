// Development only (issue 8 item 9): every v3 brand's forms in order, with step type, context,
// include-on-init, conditions and data points, to check a configuration at a glance. The text
// is English on purpose: it is a tool for the team, never shown to applicants.
import type { ProductId } from '@finceptiv/contract/products';
import { useEffect, useState } from 'react';
import { StepPage } from '@/shared/ui/step-page/step-page';
import { Spinner } from '@/shared/ui/spinner';
import { loadDefinitions } from '../../definitions/load-definitions';
import type { FormDefinition } from '../../definitions/types';
import { describeCondition } from './describe-condition';

export const previewBrands = ['default', 'fiesta', 'askrobin', 'ratapro', 'finipay'] as const;

type Flows = Partial<Record<ProductId, readonly FormDefinition[]>>;

function FormLine({ form }: { form: FormDefinition }) {
  const sequenced = form.stepType !== 'modal';
  return (
    <li>
      <code>{form.path}</code> · {form.stepType} · {form.context}
      {sequenced && !form.includeOnInit ? ' · joins when a data point is added' : null}
      {sequenced && form.manualProgress !== undefined
        ? ` · progress pinned at ${String(form.manualProgress)} %`
        : null}
      {sequenced && form.condition ? (
        <div>
          shown if <code>{describeCondition(form.condition)}</code>
        </div>
      ) : null}
      <ul>
        {form.dataPoints.map((field) => (
          <li key={field.name}>
            <code>{field.name}</code> ({field.control.kind}
            {field.required === false ? ', optional' : ''})
            {field.condition ? (
              <>
                {' '}
                if <code>{describeCondition(field.condition)}</code>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </li>
  );
}

export function FlowPreview() {
  const [flows, setFlows] = useState<Flows | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    Promise.all(previewBrands.map(async (id) => [id, await loadDefinitions(id)] as const))
      .then((entries) => {
        setFlows(Object.fromEntries(entries));
      })
      .catch((error: unknown) => {
        setFailure(error instanceof Error ? error.message : String(error));
      });
  }, []);
  return (
    <StepPage
      title="Dynamic form flows"
      lead="Development builds only: each v3 brand's forms in the order the applicant meets them."
    >
      {failure !== null ? <pre role="alert">{failure}</pre> : null}
      {flows === null && failure === null ? <Spinner /> : null}
      {flows
        ? previewBrands.map((id) => (
            <section key={id} aria-labelledby={`flow-${id}`}>
              <h2 id={`flow-${id}`}>{id}</h2>
              <ol>
                {(flows[id] ?? []).map((form) => (
                  <FormLine key={form.path} form={form} />
                ))}
              </ol>
            </section>
          ))
        : null}
    </StepPage>
  );
}
