import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/features/application/test-support/application-test-api';
import { captureLog } from '@/test-support/capture-log';
import { renderOutcome } from '../test-support/render-outcome';
import UnsubscribeScreen from './unsubscribe-screen';

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
const token = `${'k'.repeat(43)}.marketing-email.1900000000000.${'m'.repeat(43)}`;
const invalidText = 'This link does not work';

describe('UnsubscribeScreen', () => {
  it('takes the token from the link, drops it from the address bar, posts it and confirms', async () => {
    const calls = stubFetch({ status: 200 });
    const { router } = await renderOutcome(<UnsubscribeScreen />, {
      path: `/unsubscribe?token=${token}&utm_source=mail`,
    });
    await settle();
    expect(router.state.location.search).toBe('?utm_source=mail');
    expect(calls).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    await settle();
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/customer/email/unsubscribe' });
    expect(calls[0]?.body).toEqual({ token });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('You are unsubscribed');
  });

  it('without a token (or with only an address) offers nothing to press and explains', async () => {
    const calls = stubFetch({ status: 200 });
    const { router } = await renderOutcome(<UnsubscribeScreen />, {
      path: '/unsubscribe?email=ana%40example.com',
    });
    await settle();
    expect(router.state.location.search).toBe('');
    // Announced as an alert; focus stays on the page title, where every screen puts it.
    expect(screen.getByRole('alert').textContent).toContain(invalidText);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('explains a link the API refuses (forged, altered, expired)', async () => {
    stubFetch({ status: 404, body: { error: 'not_found' } });
    await renderOutcome(<UnsubscribeScreen />, { path: `/unsubscribe?token=${token}` });
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toContain(invalidText);
  });

  it('never logs the token when the call fails, and offers the button again', async () => {
    stubFetch({ status: 500, body: { error: 'x' } });
    await renderOutcome(<UnsubscribeScreen />, { path: `/unsubscribe?token=${token}` });
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toContain('could not unsubscribe');
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeInTheDocument();
    expect(log.lines.join(' ')).toContain('HTTP 500');
    expect(JSON.stringify([log.lines, log.details])).not.toContain('kkkk');
  });
});
