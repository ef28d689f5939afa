import { describe, expect, it } from 'vitest';
import { partnerAnswerOutcomes } from '@finceptiv/contract/api/operator-routes';
import { locales } from '@finceptiv/contract/product-ids';
import { flatten, type Messages } from '@/test-support/locale-files';

// Every key the operator area reads, in all nine locales, with the same placeholders; the
// partners' columns follow the contract's outcomes, so a new outcome needs its label here.
const files = import.meta.glob<Messages>('/public/locales/*/operator.json', {
  eager: true,
  import: 'default',
});
const read = (lng: string) => flatten(files[`/public/locales/${lng}/operator.json`] ?? {});
const english = read('en');
const sources = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}'], {
  eager: true,
  query: '?raw',
  import: 'default',
});
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('operator namespace translations', () => {
  it('hold every literal key the area uses', () => {
    const used = Object.values(sources).flatMap((text) =>
      [...text.matchAll(/\bt\(\s*'([a-zA-Z]+>[^']+)'/g)].map((m) => m[1] ?? ''),
    );
    expect(used.length).toBeGreaterThan(20);
    for (const key of used) expect(english, key).toHaveProperty([key]);
  });

  it("label every column of the partners' table and its values", () => {
    const keys = [
      ...[
        'name',
        'partner',
        'decision',
        'sent',
        ...partnerAnswerOutcomes,
        'acceptanceRate',
        'medianMs',
        'p95Ms',
        'circuitOpenUntil',
      ].map((key) => `partners>columns>${key}`),
      'partners>decisions>local',
      'partners>decisions>remote',
      'partners>circuit>closed',
      'partners>circuit>open',
    ];
    for (const key of keys) expect(english, key).toHaveProperty([key]);
    expect(placeholders(english['partners>circuit>open'] ?? '')).toEqual(['time']);
  });

  it.each(locales)('%s has every English key, non-empty, with its placeholders', (lng) => {
    const messages = read(lng);
    expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
    for (const [key, value] of Object.entries(messages)) {
      expect(value.trim(), key).not.toBe('');
      expect(placeholders(value), `${lng} ${key}`).toEqual(placeholders(english[key] ?? ''));
    }
  });
});
