import { createContext, useContext } from 'react';
import type { Product } from '@finceptiv/contract/products';
import type { Brand } from '@/brands/brand-types';

// What every screen of the shell needs to know about where it runs.
export interface AppContextValue {
  product: Product;
  brand: Brand;
  /** Running inside a frame (spec 2): no header, footer or head tags; height is reported. */
  framed: boolean;
}

export const AppContext = createContext<AppContextValue | null>(null);

export function useAppContext(): AppContextValue {
  const value = useContext(AppContext);
  if (!value) throw new Error('useAppContext outside AppContext');
  return value;
}
