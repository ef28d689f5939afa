import type { BrandConfig } from '../brand-types';
import logoDark from './logo-dark.svg';
import logoLight from './logo-light.svg';
import favicon from './favicon.svg';

export const config: BrandConfig = {
  productId: 'ratapro',
  homeUrl: 'https://www.ratapro.pl/',
  logos: { dark: logoDark, light: logoLight },
  favicon,
  layoutClasses: { layout: 'layout--ratapro', main: 'main--ratapro' },
  // FIXME: placeholder order until the dynamic-form definitions land.
  dynamicFormSteps: [
    'initial-details',
    'name',
    'personal-code',
    'marital-status',
    'address-information',
    'monthly-income',
    'income-source',
    'employer-name',
    'monthly-expenses',
    'bank-account',
  ],
  // Placeholders of the right shape; the real ids live in the deployment's configuration.
  tracking: {
    gtmId: 'GTM-RTP2N6C',
    analyticsKey: 'phc_ratapproDemoKey000000000000000000000',
    facebookPixelId: '773018264590311',
    tiktokPixelId: '',
    googleAdsConversionId: 'AW-11029384756',
  },
};
