// Issue 22 item 4: the compressed bytes an applicant downloads from the landing to the outcome,
// for one brand of each flow (Ibancar, legacy; Fiesta, v3), shared by the gate
// (journeys/journey-bytes.spec.ts, capped by budgets.json) and `npm run bench:phone`, which
// reads the gate's figures (gate-report.ts).
import { readFileSync } from 'node:fs';
import { expect, type Browser, type Page } from '@playwright/test';
import { completeForm, fiestaInitialDetails, fiestaSteps, formUrl } from '../support/dynamic-form';
import { chooseLoan, completeStep, ibancar, text } from '../support/legacy-flow';
import { basePath, repoRoot } from '../support/paths';
import { networkLog, type Fetched } from '../support/phone';

export const byteKinds = [
  'scripts',
  'styles',
  'translations',
  'api',
  'documents',
  'other',
] as const;
export type ByteKind = (typeof byteKinds)[number];
export type JourneyBytes = Record<ByteKind | 'total', number>;

/** What a response counts as: its path decides, since a prefetched script has no Script type. */
function kindOf({ path, type }: Fetched): ByteKind {
  if (path.includes('/api/')) return 'api';
  if (path.includes('/locales/')) return 'translations';
  if (path.endsWith('.js') || type === 'Script') return 'scripts';
  if (path.endsWith('.css') || type === 'Stylesheet') return 'styles';
  if (type === 'Document') return 'documents';
  return 'other';
}

/** Bytes on the wire (headers and compressed bodies) summed per kind, in KB. */
function sumBytes(fetched: readonly Fetched[]): JourneyBytes {
  const bytes = Object.fromEntries([...byteKinds, 'total'].map((k) => [k, 0])) as JourneyBytes;
  for (const response of fetched) {
    bytes[kindOf(response)] += response.wireBytes;
    bytes.total += response.wireBytes;
  }
  for (const key of Object.keys(bytes) as (keyof JourneyBytes)[])
    bytes[key] = Math.round((bytes[key] / 1024) * 10) / 10;
  return bytes;
}

/** Ibancar from the index through its steps to /accepted. */
async function walkIbancar(page: Page, origin: string): Promise<void> {
  const brand = ibancar('9000');
  await chooseLoan(page, origin, brand.locale);
  for (const step of brand.steps) await completeStep(page, brand.locale, step);
  await expect(page).toHaveURL(/\/accepted$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text(brand.locale, 'outcome', 'accepted', 'title'),
  );
}

/** Fiesta from initial-details through its 22 forms to /accepted. */
async function walkFiesta(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}${basePath}`);
  await completeForm(page, 'es', 'initial-details', {
    ...fiestaInitialDetails,
    form_general_policies: true,
  });
  for (const [index, [path, answers]] of fiestaSteps.entries()) {
    const last = index === fiestaSteps.length - 1;
    await completeForm(page, 'es', path, answers, last ? 'submit' : 'continue');
  }
  await expect(page).not.toHaveURL(formUrl('credit-history'));
  await expect(page).toHaveURL(/\/accepted$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text('es', 'outcome', 'accepted', 'title'),
  );
}

export const byteJourneys = { ibancar: walkIbancar, fiesta: walkFiesta } as const;
export type ByteJourney = keyof typeof byteJourneys;

/** One applicant's walk in a fresh browser (nothing cached), counted from the landing on. */
export async function journeyBytes(
  browser: Browser,
  origin: string,
  journey: ByteJourney,
): Promise<JourneyBytes> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const fetched = await networkLog(page);
    await byteJourneys[journey](page, origin);
    // Responses still arriving (the outcome's last status poll) belong to the journey.
    await page.waitForLoadState('networkidle');
    return sumBytes(fetched);
  } finally {
    await context.close();
  }
}

/** budgets.json's caps per journey, in KB on the wire. */
export function journeyBudgetsKb(): Record<ByteJourney, number> {
  const budgets = JSON.parse(readFileSync(`${repoRoot}budgets.json`, 'utf8')) as {
    journeyKb: Record<ByteJourney, number>;
  };
  return budgets.journeyKb;
}
