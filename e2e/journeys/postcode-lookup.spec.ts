import { expectNoAxeViolations } from '../support/axe';
import { answer, commonText, completeForm, formText, formUrl } from '../support/dynamic-form';
import { test, expect } from '../support/fixtures';
import { basePath } from '../support/paths';
import { chooseLoan, completeStep, fill, ibancar, text } from '../support/legacy-flow';
import { scaled } from '../support/timeouts';

// Issue 26 item 2 (spec 2, spec 7): the v3 address form uses the postcode lookup, and a lookup
// that finds several addresses for one code adds form_flat_number, so the brand's flat-number
// form joins the sequence right after the address. The white label (default) asks no flat
// number unless something adds it.
test('default: a postcode of several addresses fills the city and adds the flat-number form', async ({
  page,
  server,
}) => {
  test.setTimeout(scaled(120_000));
  await page.goto(`${server.origin('default')}${basePath}`);
  await completeForm(page, 'en', 'initial-details', {
    email: 'pablo.ruiz@example.es',
    phone_number: '622 345 678',
    form_general_policies: true,
  });
  await completeForm(page, 'en', 'loan-purpose', { form_loan_purpose: 'health' });
  await completeForm(page, 'en', 'name', { form_first_name: 'Pablo', form_last_name: 'Ruiz' });
  await completeForm(page, 'en', 'date-of-birth', { form_birthday: '1979-02-21' });
  await completeForm(page, 'en', 'personal-code', { form_personal_code: '12345678Z' });

  await expect(page).toHaveURL(formUrl('address-information'));
  // 28001 covers two barrios of Madrid (Recoletos, Goya) in the shipped data set.
  await answer(page, { form_postal_code: '28001' });
  await expect(page.locator('[name="form_city"]')).toHaveValue('Madrid');
  await expect(page.locator('[name="form_province"]')).toHaveValue('Madrid');
  const found = commonText('en', 'address>postcodeFound').replace('{{place}}', 'Madrid, Madrid');
  await expect(page.getByRole('status').filter({ hasText: found })).toBeVisible();
  await expectNoAxeViolations(page, 'address filled from the lookup');
  await answer(page, { form_street: 'Calle de Serrano', form_house_number: '7' });
  await page.getByRole('button', { name: formText('en', 'form>continue'), exact: true }).click();

  await completeForm(page, 'en', 'flat-number', { form_floor: '3', form_flat_number: 'B' });
  await expect(page).toHaveURL(formUrl('income-source'));
  // Back on the address, the city the lookup filled is the applicant's answer now.
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(formUrl('address-information'));
  await expect(page.locator('[name="form_city"]')).toHaveValue('Madrid');
});

// An applicant who presses Continue before the lookup has answered is told the state and city
// are required; when the answer comes and fills them, those messages go, and Continue saves.
test('ibancar: a lookup answered after the press clears the messages it made wrong', async ({
  page,
  server,
}) => {
  test.setTimeout(scaled(120_000));
  const brand = ibancar();
  const [personal, contact] = brand.steps;
  await chooseLoan(page, server.origin('ibancar'), brand.locale);
  await completeStep(page, brand.locale, personal!);
  await expect(page).toHaveURL(new RegExp(`${contact!.path}$`));
  let answerLookup: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    answerLookup = resolve;
  });
  await page.route('**/api/postcode/lookup/**', async (route) => {
    await held;
    await route.continue();
  });
  // Typed as a fast applicant does: on without waiting for the lookup.
  for (const entry of contact!.entries)
    await fill(page, entry.kind === 'postcode' ? { ...entry, kind: 'text' } : entry);
  await page
    .getByRole('button', { name: text(brand.locale, 'legacy-flow', 'form', 'continue') })
    .click();
  const city = page.locator('[name="contactDetails.city"]');
  await expect(city).toHaveAttribute('aria-invalid', 'true');
  answerLookup();
  await expect(city).toHaveValue('Ciudad de México');
  await expect(city).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('[name="contactDetails.province"]')).not.toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expectNoAxeViolations(page, 'contact details filled after the press');
  await page
    .getByRole('button', { name: text(brand.locale, 'legacy-flow', 'form', 'continue') })
    .click();
  await expect(page).toHaveURL(/\/income-details$/);
});
