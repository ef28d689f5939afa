// The flow map (issue 25 item 5): a brand's forms or steps as configured, read-only, in the
// order applicants meet them, with what each asks and when. Technical names (paths, data
// points, conditions) stay as the configuration writes them, in code style.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { productIds, type ProductId } from '@finceptiv/contract/product-ids';
import { products } from '@finceptiv/contract/products';
import { Spinner } from '@/shared/ui/spinner';
import { flowOutline, type OutlineStep } from '../lib/flow-outline';
import { operatorNamespace } from '../operator-namespace';

const titleId = 'flow-map-title';
const brandId = 'flow-map-brand';

type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; steps: OutlineStep[] };

function StepLine({ step }: { step: OutlineStep }) {
  const { t } = useTranslation(operatorNamespace);
  return (
    <li>
      <code>{step.path}</code>
      {step.stepType ? (
        <>
          {' · '}
          {t('flow>stepType')} <code>{step.stepType}</code>
          {' · '}
          {t('flow>context')} <code>{step.context}</code>
        </>
      ) : null}
      {step.joinsLater ? ` · ${t('flow>joinsLater')}` : null}
      {step.pinnedProgress !== undefined
        ? ` · ${t('flow>pinned', { percent: step.pinnedProgress })}`
        : null}
      {step.shownIf ? (
        <div>
          {t('flow>shownIf')} <code>{step.shownIf}</code>
        </div>
      ) : null}
      <ul>
        {step.fields.map((field) => (
          <li key={field.name}>
            <code>{field.name}</code> ({field.kind}
            {field.optional ? `, ${t('flow>optional')}` : ''})
            {field.shownIf ? (
              <>
                {' '}
                {t('flow>shownIf')} <code>{field.shownIf}</code>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </li>
  );
}

export function FlowMap({ initialBrand }: { initialBrand: ProductId }) {
  const { t } = useTranslation(operatorNamespace);
  const [brand, setBrand] = useState<ProductId>(initialBrand);
  const [state, setState] = useState<State>({ kind: 'loading' });
  useEffect(() => {
    let current = true;
    flowOutline(brand).then(
      (steps) => {
        if (current) setState({ kind: 'ready', steps });
      },
      () => {
        if (current) setState({ kind: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [brand]);
  return (
    <section className="operator-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('flow>title')}</h2>
      <p>{t('flow>lead')}</p>
      <div className="field operator-section__period">
        <label className="field__label" htmlFor={brandId}>
          {t('flow>brand')}
        </label>
        <select
          id={brandId}
          className="field__input"
          value={brand}
          onChange={(event) => {
            setBrand(event.currentTarget.value as ProductId);
            setState({ kind: 'loading' });
          }}
        >
          {productIds.map((id) => (
            <option key={id} value={id}>
              {products[id].displayName}
            </option>
          ))}
        </select>
      </div>
      <p>{t(`flow>flows>${products[brand].flow}`)}</p>
      {state.kind === 'loading' ? <Spinner /> : null}
      {state.kind === 'failed' ? <p role="alert">{t('failed')}</p> : null}
      {state.kind === 'ready' ? (
        <ol className="operator-flow" aria-labelledby={titleId}>
          {state.steps.map((step) => (
            <StepLine key={step.path} step={step} />
          ))}
        </ol>
      ) : null}
    </section>
  );
}
