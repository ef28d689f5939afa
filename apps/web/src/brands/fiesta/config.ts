import type { BrandConfig } from '../brand-types';
import logoDark from './logo-dark.svg';
import logoLight from './logo-light.svg';
import favicon from './favicon.svg';

export const config: BrandConfig = {
  productId: 'fiesta',
  homeUrl: 'https://www.fiesta.es/',
  logos: { dark: logoDark, light: logoLight },
  favicon,
  layoutClasses: { layout: 'layout--fiesta', main: 'main--fiesta' },
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
    gtmId: 'GTM-FS7X2LQ',
    analyticsKey: 'phc_fiestaDemoKey000000000000000000000000',
    facebookPixelId: '204815937462019',
    tiktokPixelId: 'CFIESTA4Q7J2K9M1',
    googleAdsConversionId: 'AW-10482736151',
  },
};
