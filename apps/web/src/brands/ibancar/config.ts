import type { BrandConfig } from '../brand-types';
import logoDark from './logo-dark.svg';
import logoLight from './logo-light.svg';
import favicon from './favicon.svg';

export const config: BrandConfig = {
  productId: 'ibancar',
  homeUrl: 'https://www.ibancar.mx/',
  logos: { dark: logoDark, light: logoLight },
  favicon,
  layoutClasses: { layout: 'layout--ibancar', main: 'main--ibancar' },
  // Legacy flow: no dynamic form.
  dynamicFormSteps: [],
  // Placeholders of the right shape; the real ids live in the deployment's configuration.
  tracking: {
    gtmId: 'GTM-IBX3M8R',
    analyticsKey: '',
    facebookPixelId: '559302817746120',
    tiktokPixelId: 'CIBANCAR7M2Q4X8',
    googleAdsConversionId: '',
  },
};
