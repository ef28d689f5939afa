import { describe, expect, it } from 'vitest';
import { locales } from '@finceptiv/contract/product-ids';
import { flatten, type Messages } from '@/test-support/locale-files';
import { rejectionKinds } from './rejection/rejection-kind';

// Every key the outcome screens read, in all nine locales, translated, same placeholders.
const files = import.meta.glob<Messages>('/public/locales/*/outcome.json', {
  eager: true,
  import: 'default',
});
const read = (lng: string) => flatten(files[`/public/locales/${lng}/outcome.json`] ?? {});
const english = read('en');
const sources = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}'], {
  eager: true,
  query: '?raw',
  import: 'default',
});
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('outcome namespace translations', () => {
  it('hold every literal key the screens use', () => {
    const used = Object.values(sources).flatMap((text) =>
      [...text.matchAll(/\bt\(\s*'([a-zA-Z]+>[^']+)'/g)].map((m) => m[1] ?? ''),
    );
    expect(used.length).toBeGreaterThan(20);
    for (const key of used) expect(english, key).toHaveProperty([key]);
    // Keys the screens build from a value.
    const built = [
      ...['checking', 'slow', 'gave-up'].map((s) => `checking>${s}`),
      ...[...rejectionKinds, 'general'].map((kind) => `rejected>kinds>${kind}`),
      ...['amount', 'period', 'monthlyPayment', 'totalRepayable', 'monthlyInterestRate'].map(
        (figure) => `accepted>figures>${figure}`,
      ),
    ];
    for (const key of built) expect(english).toHaveProperty([key]);
  });

  it.each(locales)('%s has every English key, non-empty, with its placeholders', (lng) => {
    const messages = read(lng);
    expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
    for (const [key, value] of Object.entries(messages)) {
      expect(value.trim(), key).not.toBe('');
      expect(placeholders(value), `${lng} ${key}`).toEqual(placeholders(english[key] ?? ''));
    }
  });

  it.each(locales.filter((l) => l !== 'en'))('%s is not left in English', (lng) => {
    const messages = read(lng);
    expect(Object.keys(english).filter((key) => messages[key] === english[key])).toEqual([]);
  });
});
