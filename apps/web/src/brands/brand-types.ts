import type { ProductId } from '@finceptiv/contract/product-ids';

// What a brand adds to the contract's product (spec 1): links, looks and page data. Country,
// locale, money and phone prefix stay in the contract's `products`; the dynamic form's steps in
// its brand definitions; tracking ids in the deployment's configuration (docs/tracking.md).

export interface BrandThemeColors {
  /** Buttons and highlights; `onPrimary` is text on it. */
  primary: string;
  onPrimary: string;
  /** Page background and the card surface. */
  background: string;
  surface: string;
  text: string;
  mutedText: string;
  link: string;
  /** Input borders and other UI boundaries (3:1 against surface). */
  border: string;
  focus: string;
  headerBackground: string;
  headerText: string;
  footerBackground: string;
  footerText: string;
  /** Decorative band behind the first screen; text on it uses `heroText`. */
  hero: string;
  heroText: string;
}

export interface BrandTheme {
  colors: BrandThemeColors;
  radius: string;
  fontStack: string;
}

export interface PageData {
  pageTitle: string;
  metaDescription: string;
  metaKeywords: string;
  footerText: string;
  layoutClassName: string;
  mainClassName: string;
}

export interface BrandConfig {
  productId: ProductId;
  homeUrl: string;
  logos: { dark: string; light: string };
  favicon: string;
}

export interface Brand {
  config: BrandConfig;
  pageData: PageData;
  theme: BrandTheme;
}
