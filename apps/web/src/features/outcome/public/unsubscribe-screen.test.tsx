import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/features/application/public/application-test-api';
import { captureLog } from '@/shared/storage/capture-log';
import { renderOutcome } from '../test-support/render-outcome';
import { UnsubscribeScreen } from './unsubscribe-screen';

let log: ReturnType<typeof captureLog>;
beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=t';
  log = captureLog();
});
afterEach(() => {
  vi.unstubAllGlobals();
  log.restore();
});

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('UnsubscribeScreen', () => {
  it('takes the address from the link, drops it from the address bar and confirms', async () => {
    const calls = stubFetch({ status: 200 });
    const { router } = await renderOutcome(<UnsubscribeScreen />, {
      path: '/unsubscribe?email=ana%40example.com&utm_source=mail',
    });
    await settle();
    expect(router.state.location.search).toBe('?utm_source=mail');
    expect(screen.getByLabelText<HTMLInputElement>('Email address').value).toBe('ana@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    await settle();
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.url).toBe('/api/customer/email/unsubscribe?email=ana%40example.com');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('You are unsubscribed');
  });

  it('blocks a bad address with a focused summary linking to the field', async () => {
    const calls = stubFetch({ status: 200 });
    await renderOutcome(<UnsubscribeScreen />, { path: '/unsubscribe' });
    await settle();
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'ana@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    await settle();
    const summary = screen.getByRole('alert');
    expect(document.activeElement).toBe(summary);
    expect(summary.querySelector('a')?.getAttribute('href')).toBe('#unsubscribe-email');
    expect(screen.getByLabelText('Email address').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
    fireEvent.click(screen.getByRole('link'));
    expect(document.activeElement).toBe(screen.getByLabelText('Email address'));
  });

  it('never logs the address when the call fails', async () => {
    stubFetch({ status: 500, body: { error: 'x' } });
    await renderOutcome(<UnsubscribeScreen />, { path: '/unsubscribe?email=ana%40example.com' });
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toContain('could not unsubscribe');
    expect(log.lines.join(' ')).toContain('HTTP 500');
    expect(JSON.stringify([log.lines, log.details])).not.toMatch(/ana|example/);
  });
});
