import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAskrobinStep } from '../../test-support/render-askrobin-step';

// Spec 9 in the v3 date-of-birth step: the real step, field registry and resolver.
async function renderBirthday() {
  const { onSubmit, user } = await renderAskrobinStep('date-of-birth');
  const input = document.querySelector<HTMLInputElement>('input[name="form_birthday"]');
  if (!input) throw new Error('no birthday input');
  return { onSubmit, input, user };
}

function paste(input: HTMLInputElement, text: string) {
  fireEvent.paste(input, { clipboardData: { getData: () => text } });
}

afterEach(() => {
  document.documentElement.lang = '';
});

describe('a date field with a two-digit year', { timeout: 20_000 }, () => {
  it('shows the year 61 means (1961) once the field is left, and sends it', async () => {
    const { input, onSubmit, user } = await renderBirthday();
    fireEvent.change(input, { target: { value: '0061-05-04' } });
    fireEvent.blur(input);
    await waitFor(() => {
      expect(input.value).toBe('1961-05-04');
    });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => {
      expect(onSubmit).toHaveBeenCalledWith({ form_birthday: '1961-05-04' });
    });
  });

  it('sends 1999 for 99 even when the form is sent without leaving the field', async () => {
    const { input, onSubmit } = await renderBirthday();
    fireEvent.change(input, { target: { value: '0099-12-31' } });
    fireEvent.submit(input.form as HTMLFormElement);
    await waitFor(() => {
      expect(onSubmit).toHaveBeenCalledWith({ form_birthday: '1999-12-31' });
    });
  });

  it('fills a pasted day-first date in the page locale, 60 meaning 2060', async () => {
    document.documentElement.lang = 'de-DE';
    const { input } = await renderBirthday();
    paste(input, '04.05.60');
    await waitFor(() => {
      expect(input.value).toBe('2060-05-04');
    });
  });

  it('reads a pasted date month-first where the locale writes it so (en-PH)', async () => {
    document.documentElement.lang = 'en-PH';
    const { input } = await renderBirthday();
    paste(input, '05/04/59');
    await waitFor(() => {
      expect(input.value).toBe('2059-05-04');
    });
  });

  it('leaves a paste that is no date to the browser', async () => {
    const { input } = await renderBirthday();
    paste(input, 'not a date');
    expect(input.value).toBe('');
  });
});
