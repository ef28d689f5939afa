import { act, render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import type { ProductId } from '@finceptiv/contract/product-ids';
import { products } from '@finceptiv/contract/products';
import { App } from '@/app/app';
import { appRoutes } from '@/app/router';
import { makeStore } from '@/app/store/store';
import { loadBrand } from '@/brands/brand-loaders';
import { testI18n } from './test-i18n';

/** The real shell (providers, data router, layout, lazy page) in memory, at a given path. */
export async function renderApp(productId: ProductId, path = '/', framed = false) {
  const product = products[productId];
  const [brand, i18n] = await Promise.all([loadBrand(productId), testI18n(product.locale)]);
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const store = makeStore();
  // Rendered inside an awaited act: the lazy page suspends, and React only retries a render
  // suspended in an act scope when that scope is awaited.
  let view: RenderResult | undefined;
  await act(async () => {
    view = render(
      <App context={{ product, brand, framed }} i18n={i18n} router={router} store={store} />,
    );
    await Promise.resolve();
  });
  if (!view) throw new Error('render failed');
  return { ...view, router, store, brand, product };
}
