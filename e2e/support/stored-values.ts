import type { Page } from '@playwright/test';

// What a page keeps in its browser storage, read key by key as the app (or another script on
// the page) would: used to prove no personal value is left where it should not be.

export type StorageName = 'localStorage' | 'sessionStorage';

/** Every key and value of one storage, one `key=value` line each. */
export async function storedText(page: Page, storage: StorageName): Promise<string> {
  return page.evaluate((name) => {
    const store = name === 'localStorage' ? localStorage : sessionStorage;
    return Object.keys(store)
      .map((key) => `${key}=${store.getItem(key) ?? ''}`)
      .join('\n');
  }, storage);
}

/** The typed values a storage still holds: as typed, and phone-like values by their digits. */
export async function personalValuesIn(
  page: Page,
  storage: StorageName,
  typed: readonly string[],
): Promise<string[]> {
  const text = await storedText(page, storage);
  const digits = text.replace(/\D/g, '');
  return typed.filter((value) => {
    const valueDigits = value.replace(/\D/g, '');
    return text.includes(value) || (valueDigits.length >= 7 && digits.includes(valueDigits));
  });
}
