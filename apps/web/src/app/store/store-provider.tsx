import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Storages } from '@/shared/storage/app-storage';
import type { RootState } from './root-reducer';
import { makeStore, type AppStore } from './store';

interface StoreProviderProps {
  children: ReactNode;
  /** A ready store (tests, or a shell that needs it before rendering). */
  store?: AppStore;
  /** Otherwise one is made once from these, usually bootstrapApplication()'s result. */
  preloadedState?: Partial<RootState>;
  storages?: Storages;
}

export function StoreProvider({ children, store, preloadedState, storages }: StoreProviderProps) {
  // Made once per mount: a re-render must never swap the store under the tree.
  const [own] = useState(() => store ?? makeStore(preloadedState, storages ? { storages } : {}));
  return <Provider store={own}>{children}</Provider>;
}
