// The page a path draws (an outcome or state-driven screen, else the brand's flow page), loaded
// once per page. Each promise carries its outcome the way React's use() reads it (status and
// value), so a page that has loaded draws at once, and the progress navigator can ask whether
// the next page would draw without waiting (issue 11, Next to painted).
import type { Product } from '@finceptiv/contract/products';
import { brandStyleLoaders } from '@/brands/brand-loaders';
import { loadApplicationPage } from './load-application-page';
import { pageRegistry } from './page-registry';
import { pageKey, type ApplicationPageComponent } from './page-types';
import { screenPathFor, screenRegistry } from './screen-registry';

type PagePromise = Promise<ApplicationPageComponent> & {
  status?: 'fulfilled' | 'rejected';
  value?: ApplicationPageComponent;
};

// One promise per page, so React's use() sees the same promise on every render.
const loading = new Map<string, PagePromise>();

function keyFor(product: Product, pathname: string): string {
  const screen = screenPathFor(pathname);
  return screen === undefined ? pageKey(product) : `${product.id}:${screen}`;
}

/** The page for this path, loading it (code and brand styles) on first ask. */
export function pageFor(product: Product, pathname: string): Promise<ApplicationPageComponent> {
  const key = keyFor(product, pathname);
  let promise = loading.get(key);
  if (!promise) {
    const screen = screenPathFor(pathname);
    const page = screen === undefined ? pageRegistry[pageKey(product)] : screenRegistry[screen];
    const loaded: PagePromise = loadApplicationPage(key, page, brandStyleLoaders[product.id]);
    loaded.then(
      (value) => Object.assign(loaded, { status: 'fulfilled', value }),
      () => {
        // Kept, it would fail every later visit too; forgotten, the next render tries again.
        loaded.status = 'rejected';
        loading.delete(key);
      },
    );
    loading.set(key, loaded);
    promise = loaded;
  }
  return promise;
}

/** Loads a page ahead of its visit; a failure is reported by the load and retried on the visit. */
export function preloadPage(product: Product, pathname: string): void {
  pageFor(product, pathname).catch(() => undefined);
}

/** Whether this path's page has loaded, so drawing it will not wait on its code. */
export function isPageLoaded(product: Product, pathname: string): boolean {
  return loading.get(keyFor(product, pathname))?.status === 'fulfilled';
}
