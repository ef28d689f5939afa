import { askrobinUpTo, formUrl } from '../support/dynamic-form';
import { test, expect } from '../support/fixtures';

// Spec 9 in Chromium's own date input: a year typed with two digits (the input then holds
// 0061) shows as the year it means once the field is left, and a pasted short date fills it,
// read in the page's locale (AskRobin: de-DE, day first). The browser's locale fixes how the
// input takes digits (month/day/year), and Tab after the year stays inside the input.
test.use({ locale: 'en-US' });

test('askrobin: a two-digit birth year means 19xx above 60, 20xx up to 60', async ({
  page,
  server,
}) => {
  await askrobinUpTo(page, server.origin('askrobin'), 'date-of-birth');
  await expect(page).toHaveURL(formUrl('date-of-birth'));
  const birthday = page.locator('[name="form_birthday"]');

  await birthday.click();
  await page.keyboard.type('050461');
  await expect(birthday).toHaveValue('0061-05-04');
  await birthday.blur();
  await expect(birthday).toHaveValue('1961-05-04');

  await birthday.evaluate((input, text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
  }, '03.02.99');
  await expect(birthday).toHaveValue('1999-02-03');

  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page).toHaveURL(formUrl('loan-purpose'));
});
