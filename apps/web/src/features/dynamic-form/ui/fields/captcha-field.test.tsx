import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startBotCheck } from '@/features/bot-check/public/bot-check';
import {
  altchaChallenge,
  setBotCheckState,
  stubSolverWorker,
} from '@/features/bot-check/test-support/altcha-double';
import { setLogSink } from '@/shared/lib/log';
import { fields } from '../../definitions/fields';
import { formI18n } from '../../test-support/form-i18n';
import { CaptchaField } from './captcha-field';
import type { FormInput } from '@/shared/ui/form/field-props';

const lines = {
  idle: 'Security check: This form is protected against automated requests.',
  checking: 'Security check: Checking in the background that a person is applying…',
  ready: 'Security check: Checked. You can continue.',
  failed: 'Security check: The check could not be completed.',
};

function Captcha({ error }: { error?: string }) {
  const { register } = useForm<FormInput>();
  return (
    <CaptchaField
      field={fields.form_recaptchalabel}
      productId="fiesta"
      label="Security check"
      error={error}
      register={register}
      optionLabel={(option) => option}
      optionalMark=""
    />
  );
}

async function renderCaptcha(error?: string) {
  render(
    <I18nextProvider i18n={await formI18n('en')}>
      <Captcha error={error} />
    </I18nextProvider>,
  );
  return screen.getByRole('status');
}

/** The line the applicant sees: the status's one paragraph that is not hidden. */
function shownLine(status: HTMLElement): string {
  const shown = within(status)
    .getAllByText(/^Security check:/)
    .filter((line) => getComputedStyle(line).visibility !== 'hidden');
  expect(shown).toHaveLength(1);
  return shown[0]?.textContent.trim() ?? '';
}

// Vitest hands jsdom no style sheets: the rule of dynamic-form.css that hides the unseen lines,
// so that what the applicant does not see is unseen to the queries too.
beforeAll(() => {
  const style = document.createElement('style');
  style.textContent = '.captcha-status__unseen { visibility: hidden; }';
  document.head.append(style);
});
let restoreLog: () => void;
beforeEach(() => {
  restoreLog = setLogSink(() => undefined);
});
afterEach(() => {
  act(() => {
    setBotCheckState('idle');
  });
  vi.unstubAllGlobals();
  restoreLog();
});

describe('the captcha line (spec 2) shows the bot check', () => {
  it('says each state in one status line, every state laid out so that none moves the form', async () => {
    const status = await renderCaptcha();
    expect(shownLine(status)).toBe(lines.idle);
    for (const state of ['checking', 'ready', 'failed', 'idle'] as const) {
      act(() => {
        setBotCheckState(state);
      });
      expect(shownLine(status)).toContain(lines[state]);
      // All four lines stay in place (one grid cell), the unseen ones reserving the height.
      expect(within(status).getAllByText(/^Security check:/)).toHaveLength(4);
    }
  });

  it('offers a retry only when the check failed', async () => {
    await renderCaptcha();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    act(() => {
      setBotCheckState('failed');
    });
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    act(() => {
      setBotCheckState('checking');
    });
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('checks again on Retry, and says when the answer is ready', async () => {
    stubSolverWorker();
    let requests = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        requests += 1;
        return requests === 1
          ? new Response('{"error":"rate_limited"}', { status: 429 })
          : new Response(JSON.stringify(await altchaChallenge()));
      }),
    );
    const status = await renderCaptcha();
    startBotCheck('fiesta');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(shownLine(status)).toContain(lines.failed);
    await userEvent.click(retry);
    await vi.waitFor(() => {
      expect(shownLine(status)).toBe(lines.ready);
    });
    expect(requests).toBe(2);
    // The answer is not a form value: the data point's hidden input stays empty.
    expect(
      document.querySelector<HTMLInputElement>('input[name="form_recaptchalabel"]')?.value,
    ).toBe('');
  });

  it('shows a refusal of the API on the line, where the error summary links to', async () => {
    await renderCaptcha('We could not confirm that a person is applying.');
    const error = screen.getByText('We could not confirm that a person is applying.');
    expect(error).toHaveAttribute('id', 'dp-form_recaptchalabel-error');
    expect(document.getElementById('dp-form_recaptchalabel')).toContainElement(error);
  });
});
