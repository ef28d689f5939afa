// The flow map (issue 25 item 5): a brand's forms or steps as configured, read-only, in the
// order applicants meet them, with what each asks and when. Technical names (paths, data
// points, conditions) stay as the configuration writes them, in code style.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductId } from '@finceptiv/contract/product-ids';
import { products } from '@finceptiv/contract/products';
import { Spinner } from '@/shared/ui/spinner';
import { flowOutline, type OutlineStep } from '../lib/flow-outline';
import { operatorNamespace } from '../operator-namespace';
import { BrandChoice } from './figure-choices';
import { useLoaded } from './use-loaded';

const titleId = 'flow-map-title';

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
  const loaded = useLoaded(brand, () => flowOutline(brand));
  return (
    <section className="operator-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('flow>title')}</h2>
      <p>{t('flow>lead')}</p>
      <div className="operator-section__choices">
        <BrandChoice id="flow-map-brand" value={brand} onChange={setBrand} />
      </div>
      <p>{t(`flow>flows>${products[brand].flow}`)}</p>
      {loaded.kind === 'loading' ? <Spinner /> : null}
      {loaded.kind === 'failed' ? <p role="alert">{t('failed')}</p> : null}
      {loaded.kind === 'ready' ? (
        <ol className="operator-flow" aria-labelledby={titleId}>
          {loaded.value.map((step) => (
            <StepLine key={step.path} step={step} />
          ))}
        </ol>
      ) : null}
    </section>
  );
}
