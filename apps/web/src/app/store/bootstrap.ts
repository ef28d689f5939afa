import type { Product } from '@finceptiv/contract/products';
import { attributionEnv } from '@/shared/config/build-env';
import { log } from '@/shared/storage/log';
import { openBrowserStorages } from '@/shared/storage/app-storage';
import { readAttributionConfig } from './attribution-config';
import { initApplication } from './init-application';
import { makeStore, type AppStore } from './store';

/**
 * The browser side of start-up: runs initApplication on the real address, storage, clock and
 * cookies, removes personal values from the address bar, and returns the persisting store.
 * Call it once, before the router is created, so the router never sees the personal values.
 */
export function createAppStore(product: Product): AppStore {
  const storages = openBrowserStorages();
  const { preloadedState, cleanAddress } = initApplication({
    location: window.location,
    storage: storages,
    now: new Date(),
    product,
    cookies: document.cookie,
    config: readAttributionConfig(attributionEnv, product.id),
  });
  if (cleanAddress !== undefined) {
    try {
      window.history.replaceState(window.history.state, '', cleanAddress);
    } catch (error) {
      log.warn('Could not remove personal data from the address.', error);
    }
  }
  return makeStore(preloadedState, { storages });
}
