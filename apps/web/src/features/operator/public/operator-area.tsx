// The frame of the operator area: the brand's name, then the page in the main landmark.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@finceptiv/contract/products';
import { operatorNamespace } from '../operator-namespace';
import { OperatorPage } from '../ui/operator-page';
import '../ui/operator.css';

export function OperatorArea({ product }: { product: Product }) {
  const brandName = product.displayName;
  const { t, ready } = useTranslation(operatorNamespace);
  useEffect(() => {
    if (ready) document.title = `${t('area>title')} · ${brandName}`;
  }, [ready, t, brandName]);
  return (
    <div className="app operator-area">
      <header className="site-header">
        <div className="site-header__inner">
          <p className="operator-area__brand">{brandName}</p>
        </div>
      </header>
      <main className="app-main">
        <OperatorPage product={product} />
      </main>
    </div>
  );
}
