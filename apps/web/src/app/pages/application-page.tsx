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
          {[t('page>trustFree'), t('page>trustSecure'), t('page>trustFast')].map((text) => (
            <li key={text}>
              <svg
                className="trust-list__icon"
                width="22"
                height="22"
                viewBox="0 0 22 22"
                aria-hidden="true"
                focusable="false"
              >
                <circle cx="11" cy="11" r="11" fill="currentColor" />
                <path
                  d="m6.5 11.5 3 3 6-6.5"
                  fill="none"
                  stroke="#fff"
                  strokeWidth="2.2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
              {text}
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
