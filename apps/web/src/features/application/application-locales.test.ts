import { describe, expect, it } from 'vitest';
import { locales } from '@finceptiv/contract/product-ids';
import { flatten, type Messages } from '@/test-support/locale-files';

const files = import.meta.glob<Messages>('/public/locales/*/application.json', {
  eager: true,
  import: 'default',
});
const read = (lng: string) => flatten(files[`/public/locales/${lng}/application.json`] ?? {});
const english = read('en');

describe('application namespace translations', () => {
  it('hold the save-failure toast and the continue-link texts', () => {
    expect(english['errors>saveFailed']).toBeTruthy();
    expect(english['continue>expiredTitle']).toBeTruthy();
  });

  it.each(locales)('%s has every English key, non-empty', (lng) => {
    const messages = read(lng);
    expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
    for (const value of Object.values(messages)) expect(value.trim()).not.toBe('');
  });

  it.each(locales.filter((l) => l !== 'en'))('%s is not left in English', (lng) => {
    const messages = read(lng);
    expect(Object.keys(english).filter((key) => messages[key] === english[key])).toEqual([]);
  });
});
