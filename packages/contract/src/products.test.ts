import { describe, expect, it } from 'vitest';
import {
  clampLoan,
  productIds,
  products,
  resolveProductId,
  backendProductIds,
  localeTags,
  locales,
} from './products.ts';

describe('products table', () => {
  it('has one entry per product id, keyed by its own id', () => {
    expect(Object.keys(products).sort()).toEqual([...productIds].sort());
    for (const id of productIds) expect(products[id].id).toBe(id);
  });

  it('uses only backend product ids and valid defaults inside every range', () => {
    for (const p of Object.values(products)) {
      expect(backendProductIds).toContain(p.backendProduct);
      for (const r of [p.loan.amount, p.loan.period]) {
        expect(r.default).toBeGreaterThanOrEqual(r.min);
        expect(r.default).toBeLessThanOrEqual(r.max);
        expect((r.default - r.min) % r.step).toBe(0);
      }
    }
  });

  it('clamps the inconsistent default period (31 below min 61) to 61', () => {
    expect(products.fiesta.loan.period).toMatchObject({
      default: 61,
      min: 61,
      max: 90,
      unit: 'days',
    });
    expect(products.default.loan.amount).toEqual({ default: 1000, min: 100, max: 1000, step: 100 });
  });

  it('carries the German build values', () => {
    expect(products.askrobin.loan.amount).toEqual({
      default: 20000,
      min: 100,
      max: 120000,
      step: 100,
    });
    expect(products.askrobin.loan.period).toEqual({
      default: 84,
      min: 1,
      max: 120,
      step: 1,
      unit: 'months',
    });
    expect(products.askrobin.phonePrefix).toBe('+49');
  });

  it('maps every locale to a BCP 47 tag Intl accepts', () => {
    for (const l of locales)
      expect(Intl.getCanonicalLocales(localeTags[l])).toEqual([localeTags[l]]);
    expect(localeTags.vn).toBe('vi-VN');
  });
});

describe('resolveProductId', () => {
  it.each([
    ['askrobin.localhost', 'askrobin'],
    ['www.ratapro.localhost', 'ratapro'],
    ['FINIPAY.localhost', 'finipay'],
    ['fidea.localhost:8080', 'fidea'],
    ['apply.fiesta.es', 'fiesta'],
    ['www.antrag.askrobin.de', 'askrobin'],
    ['localhost', 'default'],
    ['unknown.localhost', 'default'],
    ['askrobin.example.com', 'default'],
    ['evil-apply.fiesta.es', 'default'],
    ['', 'default'],
  ] as const)('%s -> %s', (host, expected) => {
    expect(resolveProductId(host, 'default')).toBe(expected);
  });
});

describe('clampLoan', () => {
  const cfg = products.fiesta.loan;
  it.each([
    [50, 30, 100, 61],
    [100, 61, 100, 61],
    [1000, 90, 1000, 90],
    [1001, 91, 1000, 90],
    [149, 70.4, 100, 70],
    [150, 70.6, 200, 71],
    [Number.NaN, Number.POSITIVE_INFINITY, 1000, 61],
  ])('(%s, %s) -> (%s, %s)', (amount, period, a, p) => {
    expect(clampLoan(cfg, amount, period)).toEqual({ amount: a, period: p });
  });

  it('never overshoots a max that is off the step grid', () => {
    const odd = {
      amount: { default: 5, min: 0, max: 95, step: 10 },
      period: { default: 1, min: 1, max: 1, step: 1, unit: 'days' as const },
    };
    expect(clampLoan(odd, 94, 1).amount).toBe(90);
  });
});
