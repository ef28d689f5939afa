import { locales } from '@finceptiv/contract/product-ids';
import { describe, expect, it } from 'vitest';
import { flatten } from '@/test-support/locale-files';
import { hasDynamicForms, loadDefinitions } from '../definitions/load-definitions';
import { readFormLocale } from '../test-support/form-i18n';

const english = flatten(readFormLocale('en') ?? {});
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

// 'form>...' keys written in this feature's components.
const sources = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

async function keysTheDefinitionsNeed(): Promise<Set<string>> {
  const keys = new Set<string>();
  for (const id of ['default', 'fiesta', 'askrobin', 'ratapro', 'finipay'] as const) {
    expect(hasDynamicForms(id)).toBe(true);
    for (const form of await loadDefinitions(id)) {
      keys.add(`contexts>${form.context}`);
      for (const field of form.dataPoints) {
        if (field.control.kind !== 'captcha') keys.add(`fields>${field.name}`);
        if (field.control.kind !== 'radio' && field.control.kind !== 'select') continue;
        // Country codes are named by Intl.DisplayNames.
        for (const option of field.control.options.filter((o) => !/^[A-Z]{2}$/.test(o))) {
          keys.add(`options>${field.name}>${option}`);
        }
      }
    }
  }
  return keys;
}

describe('dynamic-form translations', () => {
  it('cover every label, option and context of every brand', async () => {
    const needed = await keysTheDefinitionsNeed();
    expect(needed.size).toBeGreaterThan(100);
    for (const key of needed) expect(english, `en lacks ${key}`).toHaveProperty([key]);
  });

  it('cover every form string the components use', () => {
    const used = Object.values(sources).flatMap((text) =>
      [...text.matchAll(/'(form>\w+)'/g)].map((m) => m[1] ?? ''),
    );
    expect(used.length).toBeGreaterThan(10);
    for (const key of used) expect(english, `en lacks ${key}`).toHaveProperty([key]);
  });

  it.each(locales)('%s has the English keys, non-empty, with the same placeholders', (locale) => {
    const messages = flatten(readFormLocale(locale) ?? {});
    expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
    for (const [key, value] of Object.entries(messages)) {
      expect(value.trim(), `${locale} ${key}`).not.toBe('');
      expect(placeholders(value), `${locale} ${key}`).toEqual(placeholders(english[key] ?? ''));
    }
  });

  // Cognates ('IBAN', 'Position', 'No') are allowed; a file left in English is not.
  it.each(locales.filter((l) => l !== 'en' && l !== 'ph'))('%s is translated', (locale) => {
    const messages = flatten(readFormLocale(locale) ?? {});
    const same = Object.keys(english).filter((key) => messages[key] === english[key]);
    expect(same.length, same.join(', ')).toBeLessThanOrEqual(4);
  });
});
