import { createRoot } from 'react-dom/client';
import { localeTags } from '@finceptiv/contract/product-ids';
import { applyTheme } from '@/brands/apply-theme';
import { loadBrand } from '@/brands/brand-loaders';
import { appPath, configuredProduct } from '@/shared/config/build-env';
import { localesPath, defaultNamespace, fallbackLanguage } from '@/shared/i18n/i18n-options';
import { prefetchTranslation, translationUrl } from '@/shared/i18n/prefetch';
import { startBotCheck } from '@/features/bot-check/public/bot-check';
import { forwardErrorsToTracking } from '@/features/tracking/public/lazy-tracking';
import { startJourneyReporting } from '@/features/journey/public/journey-reporting';
import { startFieldVitals } from '@/features/vitals/public/field-vitals';
import { reportError } from '@/shared/lib/report-error';
import { prepareAppRoot } from './boot/app-root';
import { isFramed } from './embed/is-framed';
import { productForHost } from './product-for-host';
import { ErrorScreen } from './errors/error-screen';
import { pageAhead } from './pages/application-pages';
import { applyDocumentHead, documentHeadFor } from './head/document-head';

// The brand comes from the host name (ARCHITECTURE.md 2), else the build-time default.
const fallbackProduct = configuredProduct ?? 'fiesta';

/**
 * The entry keeps only React and this bootstrap. The router shell, i18next, the brand and
 * the translation files are requested at once, side by side, so that no brand or library the
 * first paint does not need sits in the first download (budgets.json).
 */
export async function startApp(container: HTMLElement): Promise<void> {
  // First, so no report is missed; the tracking code itself loads once the screen is idle.
  forwardErrorsToTracking();
  const product = productForHost(window.location.hostname, fallbackProduct);
  const framed = isFramed();
  document.documentElement.lang = localeTags[product.locale];
  document.documentElement.classList.toggle('is-framed', framed);
  const pathname = appPath(window.location.pathname);
  // The page of this address, with its preparation and strings, side by side with the shell:
  // drawn in one go, the first screen shows no spinner, and none of React's 300 ms reveal
  // throttle (issue 22: the first press on a phone lost about 0.3 s to it).
  const page = pageAhead(product, pathname);
  for (const lng of new Set([product.locale, fallbackLanguage])) {
    for (const ns of [defaultNamespace, ...page.namespaces])
      prefetchTranslation(translationUrl(localesPath, lng, ns));
  }
  // A legacy landing's Continue creates the lead, and a first visit's app starts on the
  // applicant's first act, often that very press (the browser's sticky activation says so; a
  // returning visit starts before any). Its create waits for the bot check's answer: asked for
  // now, the challenge's round trip runs beside the app's start instead of after it (issue 22).
  if (
    product.flow === 'legacy' &&
    pathname === '/' &&
    'userActivation' in navigator &&
    navigator.userActivation.hasBeenActive
  ) {
    startBotCheck(product.backendProduct);
  }
  const appRoot = prepareAppRoot(container, product.id);
  const root = createRoot(appRoot.element);
  try {
    const [shell, brand, i18n] = await Promise.all([
      import('./shell'),
      loadBrand(product.id),
      import('@/shared/i18n/create-i18n').then(({ createI18n }) => createI18n(product.locale)),
    ]);
    // Asked for now, read from the prefetched responses; not waited for: a failed read retries
    // for seconds, and the page shows its own state until its strings come.
    void i18n.loadNamespaces([...page.namespaces]);
    // The landing waits for its page (code, forms), which came side by side with the above; its
    // prerendered copy stays on screen meanwhile. Elsewhere the shell draws at once.
    if (pathname === '/') await page.settled;
    applyTheme(brand.theme);
    if (!framed) {
      applyDocumentHead(documentHeadFor(brand.pageData, product.displayName), brand.config.favicon);
    }
    shell.renderShell(root, { product, brand, framed }, i18n);
    await appRoot.show();
    // Real-user timings (ADR 0029): the reporter loads once the live screen is idle.
    startFieldVitals(product.id);
    startJourneyReporting(product.id);
  } catch (error) {
    reportError('Failed to start the application', error);
    root.render(<ErrorScreen />);
    await appRoot.show({ now: true });
  }
}
