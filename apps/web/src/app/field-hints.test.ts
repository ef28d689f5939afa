// Issue 23.2: every field of every flow (each v3 brand's forms, each legacy country's steps, the
// post-offer form screens) carries an autofill token, input type and keyboard, as drawn. The
// profile data points a phone autofills are checked against what WHATWG and the keyboards mean.
import { autofillTokens, withPrefixShown } from '@finceptiv/contract/data-point-inputs';
import { dataPointForLeadPath, isDataPointName } from '@finceptiv/contract/data-points';
import type { CountryCode } from '@finceptiv/contract/product-ids';
import { products, productIds } from '@finceptiv/contract/products';
import { describe, expect, it } from 'vitest';
import { loadDefinitions } from '@/features/dynamic-form/definitions/load-definitions';
import type { DataPointField } from '@/shared/ui/form/field-types';
import { inputProps } from '@/shared/ui/form/input-attributes';
import { withInputHints } from '@/shared/ui/form/input-hints';
import { legacySteps } from '@/features/legacy-flow/steps/legacy-steps';
import { screenDefinitions } from '@/features/post-offer/definitions/screens';

interface Drawn {
  flow: string;
  dataPoint: string | undefined;
  kind: string;
  type?: string;
  inputMode?: string;
  autocomplete?: string;
}

// What the field components put on the element: text-like inputs take all three, a select
// only the token; radios and check boxes take none (HTML gives them no autofill).
function draw(flow: string, field: DataPointField, country: CountryCode, key?: string): Drawn {
  const hinted = withInputHints(field, country, key);
  const dataPoint = isDataPointName(key ?? field.name)
    ? (key ?? field.name)
    : dataPointForLeadPath(key ?? field.name);
  const kind = field.control.kind;
  const base = { flow, dataPoint, kind };
  if (kind === 'select') return { ...base, autocomplete: hinted.autocomplete };
  if (['radio', 'yes-no', 'checkbox', 'captcha'].includes(kind)) return base;
  const props = inputProps(hinted);
  // The legacy phone box shows the brand's prefix (legacy-flow/form/phone-field.tsx).
  const legacyPhone = flow.startsWith('legacy') && kind === 'tel';
  return {
    ...base,
    type: props.type,
    inputMode: props.inputMode,
    autocomplete: legacyPhone ? withPrefixShown(props.autoComplete) : props.autoComplete,
  };
}

async function everyField(): Promise<Drawn[]> {
  const drawn: Drawn[] = [];
  for (const id of productIds.filter((p) => products[p].flow === 'v3')) {
    const { country } = products[id];
    for (const form of await loadDefinitions(id)) {
      for (const field of form.dataPoints) drawn.push(draw(`v3 ${id}`, field, country));
    }
  }
  for (const step of legacySteps) {
    for (const [country, fields] of Object.entries(step.fields)) {
      for (const field of fields)
        drawn.push(draw(`legacy ${country}`, field, country as CountryCode));
    }
  }
  for (const screen of screenDefinitions) {
    if (screen.kind !== 'form') continue;
    for (const country of ['ES', 'RO'] as const) {
      for (const field of screen.fields) {
        drawn.push(draw(`post-offer ${screen.path}`, field, country, field.leadPath));
      }
    }
  }
  return drawn;
}

// [autocomplete, type, inputmode] of the applicant's own data, wherever it is asked.
const profile: Record<string, readonly [string, string, string | undefined]> = {
  form_first_name: ['given-name', 'text', undefined],
  form_middle_name: ['additional-name', 'text', undefined],
  form_last_name: ['family-name', 'text', undefined],
  email: ['email', 'email', 'email'],
  form_birthday: ['bday', 'date', undefined],
  form_postal_code: ['postal-code', 'text', 'numeric'],
  form_province: ['address-level1', 'text', undefined],
  form_city: ['address-level2', 'text', undefined],
  form_district: ['address-level2', 'text', undefined],
  form_suburb: ['address-level3', 'text', undefined],
  form_street: ['address-line1', 'text', undefined],
  form_flat_number: ['address-line2', 'text', undefined],
};

describe('autofill tokens, input types and keyboards', () => {
  it('every typed-in field and select carries a WHATWG token (or off)', async () => {
    const drawn = await everyField();
    expect(drawn.length).toBeGreaterThan(150);
    const tokens: readonly string[] = autofillTokens;
    for (const d of drawn.filter((x) => x.kind !== 'radio' && x.kind !== 'yes-no')) {
      if (d.kind === 'checkbox' || d.kind === 'captcha') continue;
      expect(tokens, JSON.stringify(d)).toContain(d.autocomplete);
    }
  });

  it('the applicant profile fills by its WHATWG tokens, with the matching type and keyboard', async () => {
    for (const d of await everyField()) {
      const expected = d.dataPoint === undefined ? undefined : profile[d.dataPoint];
      if (!expected) continue;
      expect([d.autocomplete, d.type, d.inputMode], JSON.stringify(d)).toEqual(expected);
    }
  });

  it('a phone is a tel input; a box with the prefix shown asks the national number', async () => {
    const phones = (await everyField()).filter((d) => d.dataPoint === 'phone_number');
    expect(phones.length).toBeGreaterThan(8);
    for (const d of phones) {
      const token = d.flow.startsWith('legacy') ? 'tel-national' : 'tel';
      expect([d.autocomplete, d.type, d.inputMode], d.flow).toEqual([token, 'tel', 'tel']);
    }
  });

  it('each flow lets autofill fill names, email, phone and birth date', async () => {
    const drawn = await everyField();
    const flows = new Set(drawn.filter((d) => !d.flow.startsWith('post')).map((d) => d.flow));
    expect(flows.size).toBe(9);
    for (const flow of flows) {
      const tokens = new Set(drawn.filter((d) => d.flow === flow).map((d) => d.autocomplete));
      for (const token of ['given-name', 'family-name', 'email', 'bday']) {
        expect(tokens, `${flow} ${token}`).toContain(token);
      }
      expect(tokens.has('tel') || tokens.has('tel-national'), flow).toBe(true);
    }
  });

  it('other people’s details and this loan’s answers are never autofilled', async () => {
    const others = [
      'form_reference_name',
      'form_reference_phone_number',
      'form_employer_city',
      'form_employer_postal_code',
      'form_iban',
      'form_personal_code',
      'loan_amount',
      'form_monthly_income',
    ];
    const drawn = (await everyField()).filter((d) => others.includes(d.dataPoint ?? ''));
    expect(new Set(drawn.map((d) => d.dataPoint)).size).toBeGreaterThan(5);
    for (const d of drawn) expect(d.autocomplete, JSON.stringify(d)).toBe('off');
  });

  it('amounts and counts get a digit keyboard; IDs by whether the country’s hold letters', async () => {
    const drawn = await everyField();
    for (const d of drawn.filter((x) => x.kind === 'currency')) expect(d.inputMode).toBe('decimal');
    for (const d of drawn.filter((x) => x.kind === 'integer')) expect(d.inputMode).toBe('numeric');
    const codes = drawn.filter((d) => d.dataPoint === 'form_personal_code');
    const byFlow = Object.fromEntries(codes.map((d) => [d.flow, d.inputMode]));
    expect(byFlow).toMatchObject({
      'legacy MX': undefined,
      'legacy CO': 'numeric',
      'legacy RO': 'numeric',
      'legacy VN': 'numeric',
      'v3 ratapro': 'numeric',
      'v3 fiesta': undefined,
      'post-offer /cnp': 'numeric',
    });
  });
});
