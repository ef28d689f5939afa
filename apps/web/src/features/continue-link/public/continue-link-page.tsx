// The page of '/continue/:id' (spec 2). Mount it for that path, inside the store provider:
//   { path: '/continue/:id', lazy: () => import('@/features/continue-link/public/continue-link-page')
//       .then((m) => ({ Component: () => <m.default product={product} /> })) }
// or render <ContinueLinkPage product={product} /> from the application page when the path
// matches applicationRoutes.continue. It needs the 'application' i18n namespace (loaded here).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Product } from '@finceptiv/contract/products';
import { applicationNamespace } from '@/features/application/public/application-namespace';
import { Spinner } from '@/shared/ui/spinner';
import { useContinueLink } from '../use-continue-link';
import './continue-link-page.css';

export default function ContinueLinkPage({ product }: { product: Pick<Product, 'flow'> }) {
  const { t, ready } = useTranslation(applicationNamespace);
  const { status, retry } = useContinueLink(product);

  if (status === 'loading' || !ready) {
    return (
      <div className="continue-page">
        {ready ? <h1 className="visually-hidden">{t('continue>loading')}</h1> : null}
        <Spinner />
      </div>
    );
  }
  const invalid = status === 'invalid';
  return (
    <div className="continue-page">
      <div className="card" role="alert">
        <h1 className="continue-page__title">
          {t(invalid ? 'continue>expiredTitle' : 'continue>failedTitle')}
        </h1>
        <p className="continue-page__text">
          {t(invalid ? 'continue>expiredText' : 'continue>failedText')}
        </p>
      </div>
      <p className="continue-page__actions">
        {invalid ? null : (
          <button type="button" className="button button--primary" onClick={retry}>
            {t('continue>retry')}
          </button>
        )}
        <Link to="/" className={invalid ? 'button button--primary' : 'button button--secondary'}>
          {t('continue>startAgain')}
        </Link>
      </p>
    </div>
  );
}
