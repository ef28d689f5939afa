import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expectFieldHints, type HintCheck } from './field-hints';
import { basePath, repoRoot } from './paths';

// The legacy flow's journeys (issue 7): what each legacy brand's applicant types, step by
// step, and helpers that read the shipped translation files, so the journeys check the app
// against its own copy in the brand's locale.

type Messages = { [key: string]: string | Messages };

/** A string of a shipped translation file: text('mx', 'legacy-flow', 'form', 'continue'). */
export function text(locale: string, namespace: string, ...path: string[]): string {
  const file = `${repoRoot}apps/web/public/locales/${locale}/${namespace}.json`;
  let node: string | Messages = JSON.parse(readFileSync(file, 'utf8')) as Messages;
  for (const key of path) {
    if (typeof node === 'string' || !(key in node)) throw new Error(`no ${path.join('>')}`);
    node = node[key] as string | Messages;
  }
  if (typeof node !== 'string') throw new Error(`${path.join('>')} is not a string`);
  return node;
}

export type Entry =
  | { name: string; value: string; kind?: 'text' | 'select' | 'radio' }
  /** A postcode the lookup completes: filled, then awaited as the applicant sees it. */
  | { name: string; value: string; kind: 'postcode' }
  | { name: string; value: boolean; kind: 'checkbox' };

export interface LegacyStep {
  path: string;
  entries: Entry[];
}

export interface LegacyBrand {
  id: 'ibancar' | 'prestamotor' | 'fidea' | 'lienketvay';
  locale: string;
  steps: LegacyStep[];
}

const other = (extra: Entry[] = []): LegacyStep => ({
  path: '/other-information',
  entries: [
    { name: 'otherDetails.loanPurpose', value: 'car', kind: 'select' },
    { name: 'otherDetails.maritalStatus', value: 'single', kind: 'select' },
    { name: 'otherDetails.numberOfDependants', value: '1' },
    { name: 'otherDetails.housingTenure', value: 'tenant', kind: 'select' },
    { name: 'expenses.monthlyExpenses', value: '1500' },
    ...extra,
  ],
});

const income = (monthlyIncome: string, extra: Entry[] = []): LegacyStep => ({
  path: '/income-details',
  entries: [
    { name: 'incomeDetails.monthlyIncome', value: monthlyIncome },
    { name: 'incomeDetails.incomeSource', value: 'employed', kind: 'select' },
    { name: 'incomeDetails.incomePayday', value: '15' },
    ...extra,
  ],
});

/** Born on the 2nd: the steering table gives Wenance (docs/api.md). */
export function ibancar(monthlyIncome = '9000'): LegacyBrand {
  return {
    id: 'ibancar',
    locale: 'mx',
    steps: [
      {
        path: '/personal-details',
        entries: [
          { name: 'personalDetails.firstName', value: 'Ana' },
          { name: 'personalDetails.lastName', value: 'García' },
          { name: 'personalDetails.secondLastName', value: 'López' },
          { name: 'personalDetails.gender', value: 'female', kind: 'radio' },
          { name: 'personalDetails.dateOfBirth', value: '1990-03-02' },
          { name: 'personalDetails.personalCode', value: 'GALA900302MDFRPN09' },
          { name: 'generalPolicies', value: true, kind: 'checkbox' },
        ],
      },
      {
        path: '/contact-details',
        entries: [
          { name: 'contactDetails.email', value: 'ana.garcia@example.com' },
          { name: 'contactDetails.phoneNumber', value: '55 1234 5678' },
          // The lookup fills state and city (checked in the validation journey).
          { name: 'contactDetails.postalCode', value: '06000', kind: 'postcode' },
          { name: 'contactDetails.suburb', value: 'Centro' },
          { name: 'contactDetails.street', value: 'Avenida Juárez' },
          { name: 'contactDetails.houseNumber', value: '10' },
        ],
      },
      income(monthlyIncome),
      {
        path: '/employment-details',
        entries: [
          { name: 'employer.name', value: 'Autos del Centro' },
          { name: 'employer.city', value: 'Ciudad de México' },
        ],
      },
      other([{ name: 'otherDetails.vehicleLicensePlateNumber', value: 'ABC-123-D' }]),
      {
        path: '/reference-information',
        entries: [
          { name: 'referenceDetails.type', value: 'family', kind: 'select' },
          { name: 'referenceDetails.name', value: 'Luis Pérez' },
          { name: 'referenceDetails.phoneNumber', value: '55 8765 4321' },
        ],
      },
    ],
  };
}

// Prestamotor, Fidea and Lienketvay use the backend product 'default': minimum income 1, so
// an income of 0 steers to a rejection.

/** Born on the 3rd (Creditea). */
export function prestamotor(monthlyIncome = '3500000'): LegacyBrand {
  return {
    id: 'prestamotor',
    locale: 'co',
    steps: [
      {
        path: '/personal-details',
        entries: [
          { name: 'personalDetails.firstName', value: 'Carlos' },
          { name: 'personalDetails.lastName', value: 'Rodríguez' },
          { name: 'personalDetails.dateOfBirth', value: '1988-07-03' },
          { name: 'personalDetails.personalCode', value: '1020304050' },
          { name: 'generalPolicies', value: true, kind: 'checkbox' },
        ],
      },
      {
        path: '/contact-details',
        entries: [
          { name: 'contactDetails.email', value: 'carlos@example.com' },
          { name: 'contactDetails.phoneNumber', value: '300 123 4567' },
          { name: 'contactDetails.province', value: 'Cundinamarca' },
          { name: 'contactDetails.city', value: 'Bogotá' },
          { name: 'contactDetails.street', value: 'Calle 100' },
          { name: 'contactDetails.houseNumber', value: '15-20' },
        ],
      },
      income(monthlyIncome),
      other(),
    ],
  };
}

/** Born on the 4th (Younited). */
export function fidea(monthlyIncome = '4500'): LegacyBrand {
  return {
    id: 'fidea',
    locale: 'ro',
    steps: [
      {
        path: '/personal-details',
        entries: [
          { name: 'personalDetails.firstName', value: 'Ioana' },
          { name: 'personalDetails.lastName', value: 'Popescu' },
          { name: 'personalDetails.dateOfBirth', value: '1985-05-04' },
          { name: 'personalDetails.personalCode', value: '2850504123456' },
          { name: 'generalPolicies', value: true, kind: 'checkbox' },
        ],
      },
      {
        path: '/contact-details',
        entries: [
          { name: 'contactDetails.email', value: 'ioana@example.com' },
          { name: 'contactDetails.phoneNumber', value: '0712 345 678' },
          { name: 'contactDetails.province', value: 'Cluj' },
          { name: 'contactDetails.city', value: 'Cluj-Napoca' },
          { name: 'contactDetails.street', value: 'Strada Memorandumului' },
          { name: 'contactDetails.houseNumber', value: '28' },
        ],
      },
      income(monthlyIncome, [
        { name: 'incomeDetails.iban', value: 'RO49AAAA1B31007593840000' },
        { name: 'incomeDetails.usingOnlineBanking', value: 'true', kind: 'radio' },
      ]),
      other(),
    ],
  };
}

/** Born on the 5th (Advanzia). */
export function lienketvay(monthlyIncome = '15000000'): LegacyBrand {
  return {
    id: 'lienketvay',
    locale: 'vn',
    steps: [
      {
        path: '/personal-details',
        entries: [
          { name: 'personalDetails.lastName', value: 'Nguyễn' },
          { name: 'personalDetails.middleName', value: 'Văn' },
          { name: 'personalDetails.firstName', value: 'An' },
          { name: 'personalDetails.gender', value: 'male', kind: 'radio' },
          { name: 'personalDetails.dateOfBirth', value: '1992-11-05' },
          { name: 'personalDetails.personalCode', value: '001092012345' },
          { name: 'generalPolicies', value: true, kind: 'checkbox' },
        ],
      },
      {
        path: '/contact-details',
        entries: [
          { name: 'contactDetails.email', value: 'an.nguyen@example.com' },
          { name: 'contactDetails.phoneNumber', value: '091 234 5678' },
          { name: 'contactDetails.province', value: 'Hà Nội' },
          { name: 'contactDetails.district', value: 'Ba Đình' },
          { name: 'contactDetails.street', value: 'Phố Điện Biên Phủ' },
          { name: 'contactDetails.houseNumber', value: '12' },
        ],
      },
      income(monthlyIncome),
      other(),
    ],
  };
}

export async function fill(page: Page, entry: Entry): Promise<void> {
  const field = page.locator(`[name="${entry.name}"]`);
  if (entry.kind === 'checkbox') await field.setChecked(entry.value);
  else if (entry.kind === 'radio')
    await field.and(page.locator(`[value="${entry.value}"]`)).check();
  else if (entry.kind === 'select') await field.selectOption(entry.value);
  else await field.fill(entry.value);
  if (entry.kind === 'postcode') {
    // The applicant reads "address completed" before going on; a press before it meets
    // "required" on the parts the lookup is about to fill (postcode-lookup.spec.ts).
    const found = page.locator('.legacy-form__postcode', { has: field }).getByRole('status');
    await expect(found).not.toBeEmpty();
  }
}

/** The field holds what `fill` put in it: the text typed, the option chosen, the box ticked. */
async function expectEntry(page: Page, entry: Entry): Promise<void> {
  const field = page.locator(`[name="${entry.name}"]`);
  if (entry.kind === 'checkbox') await expect(field).toBeChecked({ checked: entry.value });
  else await expect(field).toHaveValue(entry.value);
}

/** Each field holds its entry (expectEntry, in order). */
export async function expectEntries(page: Page, entries: Entry[]): Promise<void> {
  for (const entry of entries) await expectEntry(page, entry);
}

/** The brand's first two steps, personal and contact details, for the journeys about them. */
export function firstSteps(brand: LegacyBrand): [personal: LegacyStep, contact: LegacyStep] {
  const [personal, contact] = brand.steps;
  if (!personal || !contact) throw new Error(`${brand.id}: fewer than two steps`);
  return [personal, contact];
}

/** A button of the legacy form by its label in `locale`: continue, retry, saving. */
export const formButton = (page: Page, locale: string, label: 'continue' | 'retry' | 'saving') =>
  page.getByRole('button', { name: text(locale, 'legacy-flow', 'form', label) });

export const stepTitle = (locale: string, path: string) =>
  text(locale, 'legacy-flow', 'steps', path.slice(1), 'title');

/** Asserts the step's heading and axe, fills it and presses Continue. */
export async function completeStep(
  page: Page,
  locale: string,
  step: LegacyStep,
  hints?: HintCheck,
) {
  await expect(page).toHaveURL(new RegExp(`${basePath}${step.path.slice(1)}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(stepTitle(locale, step.path));
  await expectNoAxeViolations(page, step.path);
  if (hints) {
    hints.seen.push(...(await expectFieldHints(page, hints.country, { prefixShown: true })));
  }
  for (const entry of step.entries) await fill(page, entry);
  await page.getByRole('button', { name: text(locale, 'legacy-flow', 'form', 'continue') }).click();
}

/**
 * The index, saved with the chooser's button: the lead is created with the loan (state 1's
 * answers), so the applicant goes straight on to personal details (spec 2, issue 23.5).
 */
export async function chooseLoan(page: Page, origin: string, locale: string, query = '') {
  await page.goto(`${origin}${basePath}${query}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text(locale, 'common', 'page', 'title'),
  );
  await expect(page.getByRole('slider').first()).toBeVisible();
  await expectNoAxeViolations(page, 'index');
  const submit = page.getByRole('button', { name: text(locale, 'common', 'chooser', 'submit') });
  const save = page.waitForRequest((r) => r.url().endsWith('/api/v2/lead'));
  await submit.click();
  await expect(page).toHaveURL(/\/personal-details$/);
  // The lead is created behind the step (ADR 0057). A journey goes on once the create has
  // answered (or failed), so what it does next to the API's routes meets the steps' own saves.
  await (await save).response().catch(() => null);
}

/**
 * Holds the checking screen's status polls until the returned `release` is called, so the
 * journey can look at (and run axe on) /checking before the decision moves it on.
 */
export async function holdDecision(page: Page): Promise<() => Promise<void>> {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const pattern = '**/api/lead/status/**';
  await page.route(pattern, async (route) => {
    await gate;
    // The poller may have given up on (aborted) a held request meanwhile.
    await route.continue().catch(() => undefined);
  });
  return async () => {
    release();
    await page.unroute(pattern);
  };
}
