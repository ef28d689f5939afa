import { germanFormOrder } from '@finceptiv/contract/entities/form-paths';
import type { BrandConfig } from '../brand-types';
import logoDark from './logo-dark.svg';
import logoLight from './logo-light.svg';
import favicon from './favicon.svg';

export const config: BrandConfig = {
  productId: 'askrobin',
  homeUrl: 'https://www.askrobin.de/',
  logos: { dark: logoDark, light: logoLight },
  favicon,
  layoutClasses: { layout: 'layout--askrobin', main: 'main--askrobin' },
  // Spec 2's German build order (kept once, in the contract), after the v3 first page.
  dynamicFormSteps: ['initial-details', ...germanFormOrder],
  // Placeholders of the right shape; the real ids live in the deployment's configuration.
  tracking: {
    gtmId: 'GTM-ARB9K4T',
    analyticsKey: 'phc_askrobinDemoKey0000000000000000000000',
    facebookPixelId: '381920475561837',
    tiktokPixelId: '',
    googleAdsConversionId: 'AW-927364810',
  },
};
