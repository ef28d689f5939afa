import * as z from 'zod/mini';
import { productIds } from '@finceptiv/contract/product-ids';
import { hexColor } from './apply-theme';

// The runtime check of a brand module (used by brands.test.ts on every brand): TypeScript
// proves the shape, this proves the values (URLs, colours, class names).
const hex = z.string().check(z.regex(hexColor));
const https = z.string().check(z.regex(/^https:\/\/[a-z0-9.-]+(\/[\w./-]*)?$/i));
const asset = z.string().check(z.minLength(1));
const cssClass = z.string().check(z.regex(/^[a-z][a-z0-9-]*$/));

export const brandSchema = z.object({
  config: z.object({
    productId: z.enum(productIds),
    homeUrl: https,
    logos: z.object({ dark: asset, light: asset }),
    favicon: asset,
  }),
  pageData: z.object({
    pageTitle: z.string().check(z.minLength(10), z.maxLength(70)),
    metaDescription: z.string().check(z.minLength(50), z.maxLength(160)),
    metaKeywords: z.string().check(z.minLength(3)),
    footerText: z.string().check(z.minLength(2)),
    layoutClassName: cssClass,
    mainClassName: cssClass,
  }),
  theme: z.object({
    colors: z.object({
      primary: hex,
      onPrimary: hex,
      background: hex,
      surface: hex,
      text: hex,
      mutedText: hex,
      link: hex,
      border: hex,
      focus: hex,
      headerBackground: hex,
      headerText: hex,
      footerBackground: hex,
      footerText: hex,
      hero: hex,
      heroText: hex,
    }),
    radius: z.string().check(z.regex(/^\d+px$/)),
    fontStack: z.string().check(z.regex(/sans-serif$/)),
  }),
});
