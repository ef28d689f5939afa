import { useTranslation } from 'react-i18next';
import type { Product } from '@finceptiv/contract/products';
import { LoanChooser } from '@/features/loan-chooser/loan-chooser';

// The first screen every brand shows until the flows plug in their own pages.
export default function ApplicationPage({ product }: { product: Product }) {
  const { t } = useTranslation();
  return (
    <>
      <section className="hero" aria-labelledby="page-title">
        <div className="hero__inner">
          <h1 id="page-title" className="hero__title">
            {t('page>title')}
          </h1>
          <p className="hero__lead">{t('page>lead')}</p>
        </div>
      </section>
      <div className="page-body">
        <div className="card">
          <LoanChooser product={product} />
        </div>
        <ul className="trust-list">
          <li>{t('page>trustFree')}</li>
          <li>{t('page>trustSecure')}</li>
          <li>{t('page>trustFast')}</li>
        </ul>
      </div>
    </>
  );
}
