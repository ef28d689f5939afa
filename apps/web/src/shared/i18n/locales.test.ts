import { describe, expect, it } from 'vitest';
import { locales } from '@finceptiv/contract/product-ids';
import { validationMessageKeys } from '@finceptiv/contract/validation/messages';
import { flatten, readLocale } from '@/test-support/locale-files';

// Every user-visible key exists in every locale, with the same placeholders.
const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

function usedKeys(): Set<string> {
  const keys = new Set<string>();
  // Files that read the default namespace; features with their own namespace test their own.
  for (const text of Object.values(sources).filter((t) => t.includes('useTranslation()'))) {
    for (const match of text.matchAll(/\bt\(\s*'([^']+)'/g)) {
      if (match[1]) keys.add(match[1]);
    }
  }
  return keys;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const english = flatten(readLocale('en') ?? {});

describe('translations', () => {
  it('ship a file for each of the nine locales', () => {
    for (const locale of locales) expect(readLocale(locale), locale).toBeDefined();
  });

  it('cover every key the code uses', () => {
    const used = usedKeys();
    // A guard that the scan still finds the shell's keys (most screens now have their own namespace).
    expect(used.size).toBeGreaterThan(10);
    for (const key of used) expect(english, `en lacks ${key}`).toHaveProperty([key]);
  });

  it('cover every validation message key of the contract', () => {
    expect(validationMessageKeys.length).toBeGreaterThan(30);
    for (const key of validationMessageKeys)
      expect(english, `en lacks ${key}`).toHaveProperty([key]);
  });

  it.each(locales)(
    '%s has exactly the English keys, non-empty, with the same placeholders',
    (l) => {
      const messages = flatten(readLocale(l) ?? {});
      expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
      for (const [key, value] of Object.entries(messages)) {
        expect(value.trim(), `${l} ${key}`).not.toBe('');
        expect(placeholders(value), `${l} ${key}`).toEqual(placeholders(english[key] ?? ''));
      }
    },
  );

  it.each(locales.filter((l) => l !== 'en' && l !== 'ph'))('%s is not left in English', (l) => {
    const messages = flatten(readLocale(l) ?? {});
    const same = Object.keys(english).filter((key) => messages[key] === english[key]);
    expect(same).toEqual([]);
  });

  it('keeps the spec wording of the error screen in English', () => {
    expect(english['error>generic']).toBe('Something went wrong. Please, try again later.');
  });
});
