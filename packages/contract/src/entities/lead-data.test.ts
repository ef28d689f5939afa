import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { sampleLead } from '../fixtures/sample-lead.ts';
import { products } from '../products.ts';
import { validationMessages as M } from '../validation/messages.ts';
import { leadDataSchemaFor } from './lead-data-for-product.ts';
import { leadDataSchema, mergeLeadTags } from './lead-data.ts';

// Field lists copied from spec 3, so a missing or misspelt field fails here.
const specGroups = {
  personalDetails: 'firstName middleName lastName secondLastName gender dateOfBirth personalCode',
  contactDetails:
    'email phoneNumber marketingConsents postalCode province district city street blockNumber houseNumber floor flatNumber municipality suburb',
  incomeDetails:
    'monthlyIncome incomeSource incomeContractStartedAt incomeContractExpiresAt incomePayday jobArea jobTitle iban usingOnlineBanking positionType monthlyExtraIncome workPhone spouseMonthlyIncome salaryCycle salaryCycleValue',
  otherDetails:
    'loanPurpose isPoliticallyExposed connectedToPep maritalStatus education housingTenure housingTenureSinceDate hasVehicleDownPayment vehicleOwnership vehicleLicensePlateNumber isVehicleFinanced ibanConsent negativeCreditHistory numberOfDependants countryOfBirth livingArea citizenship secondCitizenship cityOfBirth idCardNumber idCardIssuedAt idCardIssuedAuthority overdueDebtAmount provinceOfBirth isInterestedInDebtConsolidation hasBankAccount hasProofOfIncome',
  expenses:
    'mortgageAmount rentAmount monthlyExpenses creditCommitments monthlyCreditCommitments hasOtherLoans totalDebtAmount',
  employer: 'name taxRegistryCode postalCode province city street houseNumber',
  referenceDetails: 'type name phoneNumber',
  googleClick: 'gclid gclidAt gbraid wbraid',
  posthogParameters: 'isLeadPrefilled leadPrefilledFields leadPreviouslyRedirected',
  deviceData: 'timezoneOffset deviceMemory language screenResolution loadingTime',
  affiliateReferenceParams: 'attribute subId transactionId setAt',
} as const;
const specTopLevel =
  'id amount period periodScale tags financingOption monthlyPaymentDay generalPolicies policies recaptchaLabel recaptchaToken leadSource leadStatus expiresAt deviceData sessionId sessionStartedAt sellingTierGlobalId affiliateReferenceParams fbp fbc ttp ttclid';

function shapeOf(schema: unknown): string[] {
  const inner = (schema as { def: { innerType?: { def: { shape: object } }; shape?: object } }).def;
  return Object.keys(inner.shape ?? inner.innerType?.def.shape ?? {}).sort();
}

describe('lead data schema', () => {
  it('has every field of spec 3, and only those', () => {
    const shape = leadDataSchema.def.shape;
    expect(Object.keys(shape).sort()).toEqual(
      [...new Set([...specTopLevel.split(' '), ...Object.keys(specGroups)])].sort(),
    );
    for (const [group, fields] of Object.entries(specGroups)) {
      expect(shapeOf(shape[group as keyof typeof shape]), group).toEqual(fields.split(' ').sort());
    }
  });

  it('accepts an empty lead and the complete sample lead unchanged', () => {
    expect(leadDataSchema.parse({})).toEqual({});
    expect(leadDataSchema.parse(sampleLead)).toEqual(sampleLead);
    expect(leadDataSchemaFor(products.fiesta).parse(sampleLead)).toEqual(sampleLead);
  });

  it('strips unknown fields instead of keeping them', () => {
    expect(leadDataSchema.parse({ amount: 100, admin: true, personalDetails: { x: 1 } })).toEqual({
      amount: 100,
      personalDetails: {},
    });
  });

  it.each([
    [
      { contactDetails: { postalCode: '2801a' } },
      ['contactDetails', 'postalCode'],
      M.postalCodeFormat,
    ],
    [{ personalDetails: { firstName: 'Ann3' } }, ['personalDetails', 'firstName'], M.nameFormat],
    [
      { personalDetails: { dateOfBirth: '2020-01-01' } },
      ['personalDetails', 'dateOfBirth'],
      M.dateOfBirthUnderage,
    ],
    [{ expenses: { totalDebtAmount: 500001 } }, ['expenses', 'totalDebtAmount'], M.totalDebtMax],
    [
      { otherDetails: { overdueDebtAmount: 1001 } },
      ['otherDetails', 'overdueDebtAmount'],
      M.overdueDebtMax,
    ],
    [{ incomeDetails: { iban: 'ES00' } }, ['incomeDetails', 'iban'], M.ibanFormat],
    [{ sessionId: 'nope' }, ['sessionId'], M.sessionIdFormat],
    [{ employer: { name: 'Acme-' } }, ['employer', 'name'], M.companyNameFormat],
    [{ amount: -1 }, ['amount'], M.numberMin],
    [{ amount: '100' }, ['amount'], M.invalid],
  ])('%j fails at %j with %s', (input, path, message) => {
    const issues = leadDataSchema.safeParse(input).error?.issues ?? [];
    expect(issues.map((i) => ({ path: i.path, message: i.message }))).toEqual([{ path, message }]);
  });

  it('checks postal codes and the national ID against the brand, stores the compact ID', () => {
    const ratapro = leadDataSchemaFor(products.ratapro);
    const issues = ratapro.safeParse({
      personalDetails: { personalCode: '85111212344', dateOfBirth: '1985-11-13' },
      contactDetails: { postalCode: '00950' },
      employer: { postalCode: '28013' },
    }).error?.issues;
    expect(issues?.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['contactDetails.postalCode', M.postalCodeFormat],
      ['employer.postalCode', M.postalCodeFormat],
      ['personalDetails.personalCode', M.personalCodeDateOfBirth],
    ]);
    const fiesta = leadDataSchemaFor(products.fiesta);
    expect(fiesta.parse({ personalDetails: { personalCode: 'x-1234567-l' } })).toEqual({
      personalDetails: { personalCode: 'X1234567L' },
    });
    expect(
      fiesta.safeParse({ personalDetails: { personalCode: '12345678A' } }).error?.issues,
    ).toEqual([expect.objectContaining({ message: M.personalCodeFormat })]);
  });

  it('checks amount, period and phones against the brand', () => {
    const fiesta = leadDataSchemaFor(products.fiesta);
    const issues = fiesta.safeParse({
      amount: 1100,
      period: 30,
      contactDetails: { phoneNumber: '+4915123456789' },
    }).error?.issues;
    expect(issues?.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['amount', M.amountMax],
      ['period', M.periodMin],
      ['contactDetails.phoneNumber', M.phoneCountry],
    ]);
    const askrobin = leadDataSchemaFor(products.askrobin);
    expect(
      askrobin.safeParse({
        amount: 20000,
        period: 84,
        contactDetails: { phoneNumber: '01512 3456789' },
      }).success,
    ).toBe(true);
  });

  it("checks the IBAN's check digits and country against the brand", () => {
    const iban = (value: string) =>
      leadDataSchemaFor(products.fiesta)
        .safeParse({ incomeDetails: { iban: value } })
        .error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(iban('ES91 2100 0418 4502 0005 1332')).toBeUndefined();
    expect(iban('ES92 2100 0418 4502 0005 1332')).toEqual([['incomeDetails.iban', M.ibanFormat]]);
    expect(iban('DE89 3704 0044 0532 0130 00')).toEqual([['incomeDetails.iban', M.ibanCountry]]);
  });

  it('builds one schema per brand and reuses it', () => {
    expect(leadDataSchemaFor(products.fiesta)).toBe(leadDataSchemaFor(products.fiesta));
    expect(leadDataSchemaFor(products.fiesta)).not.toBe(leadDataSchemaFor(products.askrobin));
  });

  it('never throws on hostile input and always yields JSON Schema', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(() => leadDataSchemaFor(products.ratapro).safeParse(value)).not.toThrow();
      }),
    );
    expect(() => z.toJSONSchema(leadDataSchema)).not.toThrow();
  });
});

describe('mergeLeadTags', () => {
  it('keeps order, drops duplicates and always includes ui:react', () => {
    expect(mergeLeadTags(['a', 'b'], undefined, ['b', 'c', 'a'])).toEqual([
      'a',
      'b',
      'c',
      'ui:react',
    ]);
    expect(mergeLeadTags(['ui:react', 'x'])).toEqual(['ui:react', 'x']);
    expect(mergeLeadTags()).toEqual(['ui:react']);
  });
});
