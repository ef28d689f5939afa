import type { Product } from '@finceptiv/contract/products';
import { reportError } from '@/shared/lib/report-error';
import type { ApplicationPageComponent, PageLoader, StyleLoader } from './page-types';

// Spec 8's three reported failures. Each is reported, then thrown so that rendering fails
// into the error screen (spec 2).
const pageNotFound = 'ApplicationPage not found';
const stylesNotFound = 'Product styles not found';
const loadFailed = 'Failed to load ApplicationPage and product styles';

export async function loadApplicationPage(
  product: Product,
  key: string,
  page: PageLoader | undefined,
  styles: StyleLoader | undefined,
): Promise<ApplicationPageComponent> {
  if (!page) {
    reportError(pageNotFound, key);
    throw new Error(pageNotFound);
  }
  if (!styles) {
    reportError(stylesNotFound, key);
    throw new Error(stylesNotFound);
  }
  try {
    const [module] = await Promise.all([page(), styles()]);
    // Part of the page's load, so that the page draws complete, without a spinner in between.
    await module.prepare?.(product);
    return module.default;
  } catch (error) {
    reportError(loadFailed, error);
    throw new Error(loadFailed, { cause: error });
  }
}
