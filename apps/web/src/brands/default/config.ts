import type { BrandConfig } from '../brand-types';
import logoDark from './logo-dark.svg';
import logoLight from './logo-light.svg';
import favicon from './favicon.svg';

export const config: BrandConfig = {
  productId: 'default',
  homeUrl: 'https://www.finceptiv.com/',
  logos: { dark: logoDark, light: logoLight },
  favicon,
  layoutClasses: { layout: 'layout--default', main: 'main--default' },
  // FIXME: placeholder order until the dynamic-form definitions land.
  dynamicFormSteps: [
    'initial-details',
    'name',
    'date-of-birth',
    'personal-code',
    'address-information',
    'monthly-income',
    'income-source',
    'bank-account',
  ],
  // Placeholders of the right shape; the real ids live in the deployment's configuration.
  tracking: {
    gtmId: 'GTM-K7F3Q2M',
    analyticsKey: 'phc_finceptivDemoKey0000000000000000000000',
    facebookPixelId: '',
    tiktokPixelId: '',
    googleAdsConversionId: '',
  },
};
