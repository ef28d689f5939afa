import { test, expect } from '../support/fixtures';
import {
  chooseLoan,
  completeStep,
  firstSteps,
  prestamotor,
  stepTitle,
  text,
  type LegacyStep,
} from '../support/legacy-flow';
import { personalValuesIn, storedText } from '../support/stored-values';

// Issue 20, item 7 (ADR "personal data stays in the tab"): the device's local storage never
// holds what the applicant typed, and the tab's session storage lets go of it on the final
// screen. Prestamotor without income is rejected, so the walk ends on a final screen.

/** The free-text answers of a step (choices such as 'single' are not personal on their own). */
const typedValues = (step: LegacyStep) =>
  step.entries.flatMap((entry) =>
    typeof entry.value === 'string' && entry.kind === undefined && entry.value.length > 3
      ? [entry.value]
      : [],
  );

test('local storage never holds an answer; session storage lets go of them on /rejected', async ({
  page,
  server,
}) => {
  const brand = prestamotor('0');
  await chooseLoan(page, server.origin(brand.id), brand.locale);
  const typed: string[] = [];
  for (const [index, step] of brand.steps.entries()) {
    await completeStep(page, brand.locale, step);
    typed.push(...typedValues(step));
    const next = brand.steps[index + 1];
    // Saved once the next step (or the check) is on screen.
    if (next) {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        stepTitle(brand.locale, next.path),
      );
    } else await expect(page).toHaveURL(/\/(checking|rejected)$/);
    expect(await personalValuesIn(page, 'localStorage', typed)).toEqual([]);
  }
  // The tab did keep them while the application was open (reload and Back rely on it).
  expect(typed).toContain('carlos@example.com');

  await expect(page).toHaveURL(/\/rejected$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text(brand.locale, 'outcome', 'rejected', 'title'),
  );
  expect(await personalValuesIn(page, 'sessionStorage', typed)).toEqual([]);
  expect(await personalValuesIn(page, 'localStorage', typed)).toEqual([]);
  // What may stay on the device: the loan choice.
  expect(await storedText(page, 'localStorage')).toContain('"amount":');
});

test('the answers of an open application stay in the tab across a reload', async ({
  page,
  server,
}) => {
  const brand = prestamotor();
  const [personal] = firstSteps(brand);
  await chooseLoan(page, server.origin(brand.id), brand.locale);
  await completeStep(page, brand.locale, personal);
  await expect(page).toHaveURL(/\/contact-details$/);
  await page.reload();
  await expect(page).toHaveURL(/\/contact-details$/);
  expect(await personalValuesIn(page, 'sessionStorage', typedValues(personal))).toEqual(
    typedValues(personal),
  );
  expect(await personalValuesIn(page, 'localStorage', typedValues(personal))).toEqual([]);
});
