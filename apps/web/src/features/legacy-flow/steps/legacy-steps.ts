// The legacy flow's steps as data (issue 7): per step its route, the progress state it
// belongs to and, per country, the lead fields it asks (spec 3 groups). The server moves
// one state on when a PUT carries the step's group (docs/api.md, Legacy flow).
import { policyDocumentIds } from '@finceptiv/contract/policy-paths';
import { ProgressState, type ProgressStateValue } from '@finceptiv/contract/progress-states';
import {
  genderField,
  optional,
  select,
  text,
  typed,
  type LegacyCountry,
  type LegacyField,
} from './legacy-field';
import { contactFields } from './contact-fields';

export interface LegacyStep {
  path: string;
  state: ProgressStateValue;
  /** Only the countries whose brands take this step. */
  fields: Readonly<Partial<Record<LegacyCountry, readonly LegacyField[]>>>;
}

const S = ProgressState;
const personalCode = (country: LegacyCountry) =>
  text('personalDetails.personalCode', { labelKey: `fields>personalCode${country}` });
const firstName = text('personalDetails.firstName');
const lastName = text('personalDetails.lastName');
// Spanish-speaking countries carry two surnames; the second is optional (not everyone has one).
const secondLastName = text('personalDetails.secondLastName', optional);
const dateOfBirth = typed('date', 'personalDetails.dateOfBirth');
// Personal details is the first legacy step that sends personal data: the applicant accepts the
// terms and the privacy policy on it, and the API takes nothing personal without (ADR 0040).
const acceptance = typed('checkbox', 'generalPolicies', { documents: policyDocumentIds });

const incomeSources = ['employed', 'selfEmployed', 'pensioner', 'student', 'other'] as const;
const income: readonly LegacyField[] = [
  typed('currency', 'incomeDetails.monthlyIncome'),
  select('incomeDetails.incomeSource', incomeSources),
  typed('integer', 'incomeDetails.incomePayday'),
  text('incomeDetails.jobTitle', optional),
];

const loanPurposes = ['car', 'home', 'education', 'health', 'debts', 'business', 'other'] as const;
const maritalStatuses = ['single', 'married', 'cohabiting', 'divorced', 'widowed'] as const;
const housing = ['owner', 'tenant', 'family', 'other'] as const;
const other: readonly LegacyField[] = [
  select('otherDetails.loanPurpose', loanPurposes),
  select('otherDetails.maritalStatus', maritalStatuses),
  typed('integer', 'otherDetails.numberOfDependants'),
  select('otherDetails.housingTenure', housing),
  typed('currency', 'expenses.monthlyExpenses'),
];

export const legacySteps: readonly LegacyStep[] = [
  {
    path: '/personal-details',
    state: S.PersonalDetails,
    fields: {
      MX: [
        firstName,
        lastName,
        secondLastName,
        genderField,
        dateOfBirth,
        personalCode('MX'),
        acceptance,
      ],
      CO: [firstName, lastName, secondLastName, dateOfBirth, personalCode('CO'), acceptance],
      RO: [firstName, lastName, dateOfBirth, personalCode('RO'), acceptance],
      // Vietnamese names are written family name first.
      VN: [
        lastName,
        text('personalDetails.middleName', optional),
        firstName,
        genderField,
        dateOfBirth,
        personalCode('VN'),
        acceptance,
      ],
    },
  },
  { path: '/contact-details', state: S.ContactDetails, fields: contactFields },
  {
    path: '/income-details',
    state: S.IncomeDetails,
    fields: {
      MX: income,
      CO: income,
      // Romanian lenders pay out to a Romanian IBAN and ask about online banking.
      RO: [
        ...income,
        typed('iban', 'incomeDetails.iban'),
        typed('yes-no', 'incomeDetails.usingOnlineBanking'),
      ],
      VN: income,
    },
  },
  // Ibancar only (state 8 sits between income and other information in its flow).
  {
    path: '/employment-details',
    state: S.EmploymentDetails,
    fields: {
      MX: [text('employer.name'), text('employer.city'), text('employer.street', optional)],
    },
  },
  {
    path: '/other-information',
    state: S.OtherInformation,
    fields: {
      // A car-title loan is secured by the applicant's car: its plate identifies it.
      MX: [...other, text('otherDetails.vehicleLicensePlateNumber')],
      CO: other,
      RO: other,
      VN: other,
    },
  },
  // Ibancar only: a personal reference the lender may call.
  {
    path: '/reference-information',
    state: S.ReferenceInformation,
    fields: {
      MX: [
        select('referenceDetails.type', ['family', 'friend', 'colleague']),
        text('referenceDetails.name'),
        typed('tel', 'referenceDetails.phoneNumber'),
      ],
    },
  },
];

export function legacyStepFor(path: string): LegacyStep | undefined {
  return legacySteps.find((step) => step.path === path);
}

/** Which step asks this lead field (server errors are shown against that step's field). */
export function stepOwning(country: LegacyCountry, fieldName: string): LegacyStep | undefined {
  return legacySteps.find((step) => step.fields[country]?.some((f) => f.name === fieldName));
}
