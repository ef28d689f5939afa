// The operator area's page (issue 25, ADR 0041): built apart from the applicant's app
// (apps/web/scripts/build.mjs), so none of its code or strings reaches an applicant, and
// served by the API for /application-frontend/operator. The host's brand gives its colours
// and language, as it does for applicants.
import '@/app/styles/base.css';
// The charts' own styles (ADR 0043), here so that only the operator page's CSS carries them.
import 'uplot/dist/uPlot.min.css';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { localeTags } from '@finceptiv/contract/product-ids';
import { applyTheme } from '@/brands/apply-theme';
import { loadBrand } from '@/brands/brand-loaders';
import { productForHost } from '@/app/product-for-host';
import { configuredProduct } from '@/shared/config/build-env';
import { createI18n } from '@/shared/i18n/create-i18n';
import { OperatorArea } from '@/features/operator/public/operator-area';

const container = document.getElementById('operator-root');
if (!container) throw new Error('Root container "#operator-root" not found in the DOM.');

const product = productForHost(window.location.hostname, configuredProduct ?? 'fiesta');
document.documentElement.lang = localeTags[product.locale];
const [brand, i18n] = await Promise.all([loadBrand(product.id), createI18n(product.locale)]);
applyTheme(brand.theme);
createRoot(container).render(
  <I18nextProvider i18n={i18n}>
    <OperatorArea product={product} />
  </I18nextProvider>,
);
