import type { BrandConfig } from '../brand-types';
import logoDark from './logo-dark.svg';
import logoLight from './logo-light.svg';
import favicon from './favicon.svg';

export const config: BrandConfig = {
  productId: 'lienketvay',
  homeUrl: 'https://www.lienketvay.vn/',
  logos: { dark: logoDark, light: logoLight },
  favicon,
  layoutClasses: { layout: 'layout--lienketvay', main: 'main--lienketvay' },
  // Legacy flow: no dynamic form.
  dynamicFormSteps: [],
  // Placeholders of the right shape; the real ids live in the deployment's configuration.
  tracking: {
    gtmId: 'GTM-LKV4H9D',
    analyticsKey: '',
    facebookPixelId: '618203947715526',
    tiktokPixelId: 'CLKVAY2B8N5T3R',
    googleAdsConversionId: '',
  },
};
