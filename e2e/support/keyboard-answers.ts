import { expect, type Page } from '@playwright/test';
import type { Answers } from './dynamic-form';
import { tabTo } from './keyboard';

// The v3 dynamic form answered with the keyboard alone: Tab to each control, then type, press
// arrows or Space the way a keyboard user would. Needs the browser locale en-US, where a date
// input takes its digits as month, day, year.

type Kind = 'select' | 'radio' | 'checkbox' | 'date' | 'text';

async function kindOf(page: Page, name: string): Promise<Kind> {
  return page
    .locator(`[name="${name}"]`)
    .first()
    .evaluate((el) => {
      if (el instanceof HTMLSelectElement) return 'select';
      const type = (el as HTMLInputElement).type;
      return type === 'radio' || type === 'checkbox' || type === 'date' ? type : 'text';
    });
}

/** A closed select steps to the next option with each ArrowDown (the first is "choose"). */
async function pickWithArrows(page: Page, name: string, value: string) {
  const select = page.locator(`select[name="${name}"]`);
  await tabTo(page, select);
  const index = await select.evaluate(
    (el, wanted) =>
      Array.from((el as HTMLSelectElement).options).findIndex((o) => o.value === wanted),
    value,
  );
  expect(index, `option ${value} of ${name}`).toBeGreaterThan(0);
  for (let i = 0; i < index; i += 1) await page.keyboard.press('ArrowDown');
  await expect(select).toHaveValue(value);
}

/**
 * Tab enters a radio group on its first radio while none is checked; Space checks it and each
 * ArrowDown moves to the next one and checks that.
 */
async function checkRadio(page: Page, name: string, value: string) {
  const radios = page.locator(`input[type="radio"][name="${name}"]`);
  await tabTo(page, radios.first());
  const values = await radios.evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value));
  const index = values.indexOf(value);
  expect(index, `radio ${value} of ${name}`).toBeGreaterThanOrEqual(0);
  if (index === 0) await page.keyboard.press('Space');
  for (let i = 0; i < index; i += 1) await page.keyboard.press('ArrowDown');
  await expect(radios.nth(index)).toBeChecked();
}

/** Answers each data point with the keyboard, in the order given. */
export async function answerWithKeyboard(page: Page, answers: Answers): Promise<void> {
  for (const [name, value] of Object.entries(answers)) {
    const control = page.locator(`[name="${name}"]`).first();
    const kind = await kindOf(page, name);
    if (kind === 'select') await pickWithArrows(page, name, String(value));
    else if (kind === 'radio') await checkRadio(page, name, String(value));
    else if (kind === 'checkbox') {
      await tabTo(page, control);
      if (value === true) await page.keyboard.press('Space');
      await expect(control).toBeChecked({ checked: value === true });
    } else if (kind === 'date') {
      const [year, month, day] = String(value).split('-');
      await tabTo(page, control);
      await page.keyboard.type(`${month ?? ''}${day ?? ''}${year ?? ''}`);
      await expect(control).toHaveValue(String(value));
    } else {
      await tabTo(page, control);
      await page.keyboard.type(String(value));
    }
  }
}
