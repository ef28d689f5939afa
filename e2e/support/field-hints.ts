import { expect, type Page } from '@playwright/test';
import { inputHintsForField, withPrefixShown } from '@finceptiv/contract/data-point-inputs';
import type { CountryCode } from '@finceptiv/contract/product-ids';

// Issue 23.2 in the real browser: each drawn input and select carries the contract's autofill
// token and keyboard for the data point it fills, and the input type the token needs.

/** Which country's hints a journey checks, and the tokens it has seen so far. */
export interface HintCheck {
  country: CountryCode;
  seen: string[];
}

interface DrawnInput {
  name: string;
  tag: string;
  type: string;
  autocomplete: string | null;
  inputmode: string | null;
}

// The type a token's value needs, so that a phone offers the value and its keyboard.
const typeForToken: Record<string, string> = {
  email: 'email',
  tel: 'tel',
  'tel-national': 'tel',
  bday: 'date',
};

/**
 * Checks the form's fields against the contract and returns the tokens seen. `prefixShown`:
 * the phone box prints the country prefix (legacy flow), so it asks the national number.
 */
export async function expectFieldHints(
  page: Page,
  country: CountryCode,
  { prefixShown = false }: { prefixShown?: boolean } = {},
): Promise<string[]> {
  const drawn = await page
    .locator('main form input[name], main form select[name]')
    .evaluateAll((elements) =>
      elements.map((e) => ({
        name: e.getAttribute('name') ?? '',
        tag: e.tagName.toLowerCase(),
        type: e.getAttribute('type') ?? '',
        autocomplete: e.getAttribute('autocomplete'),
        inputmode: e.getAttribute('inputmode'),
      })),
    );
  const typed = drawn.filter(
    (d: DrawnInput) => !['radio', 'checkbox', 'hidden', 'range'].includes(d.type),
  );
  for (const d of typed) {
    const hints = inputHintsForField(d.name, country);
    const token = hints?.autocomplete ?? 'off';
    const expected = prefixShown && d.type === 'tel' ? withPrefixShown(token) : token;
    expect(d.autocomplete, d.name).toBe(expected);
    if (hints?.inputMode) expect(d.inputmode, d.name).toBe(hints.inputMode);
    const type = typeForToken[expected ?? ''];
    if (type && d.tag === 'input') expect(d.type, d.name).toBe(type);
    if (expected === 'postal-code') expect(d.inputmode, d.name).toBe('numeric');
  }
  return typed.map((d) => d.autocomplete ?? '');
}
