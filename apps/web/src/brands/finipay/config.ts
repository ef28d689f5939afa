import type { BrandConfig } from '../brand-types';
import logoDark from './logo-dark.svg';
import logoLight from './logo-light.svg';
import favicon from './favicon.svg';

export const config: BrandConfig = {
  productId: 'finipay',
  homeUrl: 'https://www.finipay.ph/',
  logos: { dark: logoDark, light: logoLight },
  favicon,
  layoutClasses: { layout: 'layout--finipay', main: 'main--finipay' },
  // FIXME: placeholder order until the dynamic-form definitions land.
  dynamicFormSteps: [
    'initial-details',
    'name',
    'gender',
    'date-of-birth',
    'address-information',
    'monthly-income',
    'income-payday',
    'job-area',
    'bank-account',
  ],
  // Placeholders of the right shape; the real ids live in the deployment's configuration.
  tracking: {
    gtmId: 'GTM-FNP6W3J',
    analyticsKey: 'phc_finipayDemoKey00000000000000000000000',
    facebookPixelId: '902817364455019',
    tiktokPixelId: 'CFINIPAY5K1M8Q',
    googleAdsConversionId: 'AW-10938475620',
  },
};
