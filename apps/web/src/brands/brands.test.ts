import { describe, expect, it } from 'vitest';
import { productIds, type ProductId } from '@finceptiv/contract/product-ids';
import { contrastRatio } from '@/shared/lib/contrast';
import { brandLoaders, brandStyleLoaders, loadBrand } from './brand-loaders';
import { brandSchema } from './brand-schema';
import type { BrandThemeColors } from './brand-types';

type Pair = [keyof BrandThemeColors, keyof BrandThemeColors];
// Text on its background: 4.5:1. UI boundaries and focus rings: 3:1 (WCAG 1.4.3, 1.4.11).
const textPairs: Pair[] = [
  ['text', 'background'],
  ['text', 'surface'],
  ['mutedText', 'surface'],
  ['mutedText', 'background'],
  ['link', 'surface'],
  ['link', 'background'],
  ['onPrimary', 'primary'],
  ['headerText', 'headerBackground'],
  ['footerText', 'footerBackground'],
  ['heroText', 'hero'],
];
const uiPairs: Pair[] = [
  ['border', 'surface'],
  ['primary', 'surface'],
  ['focus', 'surface'],
  ['focus', 'background'],
  ['focus', 'headerBackground'],
];

describe.each(productIds)('brand %s', (id: ProductId) => {
  it('loads a config, page data and theme that pass the schema', async () => {
    const brand = await loadBrand(id);
    const parsed = brandSchema.safeParse(brand);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(brand.config.productId).toBe(id);
  });

  it('meets WCAG AA contrast', async () => {
    const { colors } = (await loadBrand(id)).theme;
    for (const [fg, bg] of textPairs) {
      expect(contrastRatio(colors[fg], colors[bg]), `${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
    }
    for (const [fg, bg] of uiPairs) {
      expect(contrastRatio(colors[fg], colors[bg]), `${fg} on ${bg}`).toBeGreaterThanOrEqual(3);
    }
  });

  it('has its own style sheet loader', () => {
    expect(brandStyleLoaders[id]).toBeTypeOf('function');
  });
});

describe('brands', () => {
  it('are nine, one per product', () => {
    expect(Object.keys(brandLoaders).sort()).toEqual([...productIds].sort());
  });

  it('each have their own logos, favicon and home', async () => {
    const brands = await Promise.all(productIds.map((id) => loadBrand(id)));
    const distinct = (values: string[]) => new Set(values).size;
    expect(distinct(brands.map((b) => b.config.logos.dark))).toBe(9);
    expect(distinct(brands.map((b) => b.config.favicon))).toBe(9);
    expect(distinct(brands.map((b) => b.config.homeUrl))).toBe(9);
  });
});
