import type { BrandConfig } from '../brand-types';
import logoDark from './logo-dark.svg';
import logoLight from './logo-light.svg';
import favicon from './favicon.svg';

export const config: BrandConfig = {
  productId: 'prestamotor',
  homeUrl: 'https://www.prestamotor.co/',
  logos: { dark: logoDark, light: logoLight },
  favicon,
  layoutClasses: { layout: 'layout--prestamotor', main: 'main--prestamotor' },
  // Legacy flow: no dynamic form.
  dynamicFormSteps: [],
  // Placeholders of the right shape; the real ids live in the deployment's configuration.
  tracking: {
    gtmId: 'GTM-PMT5R7W',
    analyticsKey: '',
    facebookPixelId: '',
    tiktokPixelId: '',
    googleAdsConversionId: '',
  },
};
