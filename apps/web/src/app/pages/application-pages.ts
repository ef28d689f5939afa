// The page a path draws (an outcome or state-driven screen, else the brand's flow page), loaded
// once per page. Each promise carries its outcome the way React's use() reads it (status and
// value), so a page that has loaded draws at once, and the progress navigator can ask whether
// the next page would draw without waiting (issue 11, Next to painted).
import type { Product } from '@finceptiv/contract/products';
import { brandStyleLoaders } from '@/brands/brand-loaders';
import { loadApplicationPage } from './load-application-page';
import { flowNamespaces, pageFlows, pageRegistry } from './page-registry';
import { pageKey, type ApplicationPageComponent } from './page-types';
import { screenPathFor, screenRegistry } from './screen-registry';

type PagePromise = Promise<ApplicationPageComponent> & {
  status?: 'fulfilled' | 'rejected';
  value?: ApplicationPageComponent;
  reason?: unknown;
};

// One promise per page, so React's use() sees the same promise on every render.
const loading = new Map<string, PagePromise>();

/** Which page a path draws: its cache key and its loader. */
function pageSource(product: Product, pathname: string) {
  const screen = screenPathFor(pathname);
  return screen === undefined
    ? { key: pageKey(product), page: pageRegistry[pageKey(product)] }
    : { key: `${product.id}:${screen}`, page: screenRegistry[screen] };
}

const keyFor = (product: Product, pathname: string) => pageSource(product, pathname).key;

/** The page for this path, loading it (code and brand styles) on first ask. */
export function pageFor(product: Product, pathname: string): Promise<ApplicationPageComponent> {
  const { key, page } = pageSource(product, pathname);
  let promise = loading.get(key);
  if (!promise) {
    const loaded: PagePromise = loadApplicationPage(
      product,
      key,
      page,
      brandStyleLoaders[product.id],
    );
    // A failed load is kept: the page's render then ends on the error screen (spec 8) rather
    // than asking again on every render.
    loaded.then(
      (value) => {
        loaded.status = 'fulfilled';
        loaded.value = value;
      },
      (reason: unknown) => {
        loaded.status = 'rejected';
        loaded.reason = reason;
      },
    );
    loading.set(key, loaded);
    promise = loaded;
  }
  return promise;
}

/**
 * Loads a page ahead of its visit; settles when it has loaded or failed. A failed preload is
 * forgotten: the visit tries again.
 */
export function preloadPage(product: Product, pathname: string): Promise<void> {
  const key = keyFor(product, pathname);
  const loaded = loading.get(key);
  if (loaded) return loaded.then(settledFine, settledFine);
  const preload = pageFor(product, pathname);
  return preload.then(settledFine, () => {
    if (loading.get(key) === preload) loading.delete(key);
  });
}

const settledFine = () => undefined;

/**
 * The start-up's head start on the page of the address it opens (issue 22, the first press):
 * the page's code and its preparation, settled either way (a failed load is the page's to show),
 * and the translation namespaces it will read.
 */
export function pageAhead(
  product: Product,
  pathname: string,
): { settled: Promise<void>; namespaces: readonly string[] } {
  const flow = screenPathFor(pathname) === undefined ? pageFlows[pageKey(product)] : undefined;
  return {
    settled: preloadPage(product, pathname),
    namespaces: flow ? flowNamespaces[flow] : [],
  };
}

/** Whether this path's page has loaded, so drawing it will not wait on its code. */
export function isPageLoaded(product: Product, pathname: string): boolean {
  return loading.get(keyFor(product, pathname))?.status === 'fulfilled';
}
