import type { BrandConfig } from '../brand-types';
import logoDark from './logo-dark.svg';
import logoLight from './logo-light.svg';
import favicon from './favicon.svg';

export const config: BrandConfig = {
  productId: 'lienketvay',
  homeUrl: 'https://www.lienketvay.vn/',
  logos: { dark: logoDark, light: logoLight },
  favicon,
};
