import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leadId, stubFetch } from '@/features/application/test-support/application-test-api';
import { setLogSink } from '@/shared/lib/log';
import type { Messages } from '@/test-support/locale-files';
import { testI18n } from '@/test-support/test-i18n';
import { SetPasswordForm } from './set-password-form';

const english = import.meta.glob<Messages>('/public/locales/en/post-offer.json', {
  eager: true,
  import: 'default',
})['/public/locales/en/post-offer.json'];

// The API answers 204; the stub answers 200 with an empty body (a Response cannot carry a body
// with 204, and stubFetch always gives one).
async function setup(answer: { status: number; body?: unknown } = { status: 200 }) {
  const calls = stubFetch(answer);
  const i18n = await testI18n('en');
  i18n.addResourceBundle('en', 'post-offer', english ?? {});
  await act(async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <SetPasswordForm leadId={leadId} />
      </I18nextProvider>,
    );
    await Promise.resolve();
  });
  return calls;
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-token';
  setLogSink(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});

describe('SetPasswordForm', () => {
  it('ticks the rules as the applicant types', async () => {
    await setup();
    const input = screen.getByLabelText('Password');
    const rule = () => screen.getByText('At least 10 characters').closest('li');
    expect(rule()).toHaveAttribute('data-met', 'false');
    await userEvent.type(input, 'abc');
    expect(screen.getByText('At least one letter').closest('li')).toHaveAttribute(
      'data-met',
      'true',
    );
    expect(rule()).toHaveAttribute('data-met', 'false');
    await userEvent.type(input, 'defghij1');
    expect(rule()).toHaveAttribute('data-met', 'true');
  });

  it('sends nothing while a rule is unmet and says why', async () => {
    const calls = await setup();
    await userEvent.type(screen.getByLabelText('Password'), 'short1');
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(calls).toHaveLength(0);
    expect(screen.getByRole('alert').textContent).toBeTruthy();
  });

  it('posts the password once, then forgets it: not in the page, storage or the URL', async () => {
    const calls = await setup();
    await userEvent.type(screen.getByLabelText('Password'), 'correct horse 7');
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/lead/customer/password');
    expect(calls[0]?.body).toEqual({ id: leadId, password: 'correct horse 7' });
    expect(calls[0]?.headers['idempotency-key']).toMatch(/^[\da-f-]{36}$/);
    expect((await screen.findByRole('status')).textContent).toBe('Your password has been saved.');
    expect(document.body.innerHTML).not.toContain('correct horse 7');
    const stored = [sessionStorage, localStorage].flatMap((storage) =>
      Object.keys(storage).map((key) => storage.getItem(key) ?? ''),
    );
    expect(stored.join(' ')).not.toContain('correct horse');
    expect(window.location.href).not.toContain('horse');
  });

  it("shows the server's strength refusal in the applicant's words, keeping what they typed", async () => {
    await setup({
      status: 422,
      body: { errors: [{ fieldName: 'password', message: 'validation.password.weak' }] },
    });
    const input = screen.getByLabelText<HTMLInputElement>('Password');
    await userEvent.type(input, 'password1234');
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This password is too easy to guess. Try a longer or less common phrase.',
    );
    expect(input.value).toBe('password1234');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('says a password is already saved when the API answers 409', async () => {
    await setup({ status: 409, body: { error: 'password_already_set' } });
    await userEvent.type(screen.getByLabelText('Password'), 'correct horse 7');
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'A password has already been saved for this application.',
    );
  });
});
