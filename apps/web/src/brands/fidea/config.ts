import type { BrandConfig } from '../brand-types';
import logoDark from './logo-dark.svg';
import logoLight from './logo-light.svg';
import favicon from './favicon.svg';

export const config: BrandConfig = {
  productId: 'fidea',
  homeUrl: 'https://www.fidea.ro/',
  logos: { dark: logoDark, light: logoLight },
  favicon,
  layoutClasses: { layout: 'layout--fidea', main: 'main--fidea' },
  // Legacy flow: no dynamic form.
  dynamicFormSteps: [],
  // Placeholders of the right shape; the real ids live in the deployment's configuration.
  tracking: {
    gtmId: 'GTM-FDR8T1V',
    analyticsKey: '',
    facebookPixelId: '',
    tiktokPixelId: '',
    googleAdsConversionId: '',
  },
};
