import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import type { Storages } from '@/shared/storage/app-storage';
import { startPersistence } from './persistence';
import { rootReducer, type RootState } from './root-reducer';

export type { RootState };

export interface MakeStoreOptions {
  /** Where slices persist; without it nothing is written (tests of pure state). */
  storages?: Storages;
}

export function makeStore(preloadedState?: Partial<RootState>, options: MakeStoreOptions = {}) {
  const listener = createListenerMiddleware<RootState>();
  if (options.storages) startPersistence(listener, options.storages);
  return configureStore({
    reducer: rootReducer,
    ...(preloadedState ? { preloadedState } : {}),
    middleware: (getDefault) => getDefault().prepend(listener.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
