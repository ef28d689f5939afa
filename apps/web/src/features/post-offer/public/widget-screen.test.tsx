import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProgressState } from '@finceptiv/contract/progress-states';
import { backoffDelays } from '@/features/application/public/backoff';
import {
  leadAnswer,
  leadId,
  makeApplicationStore,
  stubFetch,
  type RecordedCall,
} from '@/features/application/test-support/application-test-api';
import { captureLog } from '@/test-support/capture-log';
import type { Messages } from '@/test-support/locale-files';
import { testI18n } from '@/test-support/test-i18n';
import { partnerCallbackWatchSchedule } from '../ui/partner-callback-watch';
import WidgetScreen from './widget-screen';

// The widget screen with the real watch, the real refreshLeadStatus and a fetch double: a
// partner's server-side callback moves the lead on, and the open page notices by itself.
const english = import.meta.glob<Messages>('/public/locales/en/post-offer.json', {
  eager: true,
  import: 'default',
})['/public/locales/en/post-offer.json'];

const onInstantor = {
  applicationData: { id: leadId },
  leadApplication: { progressState: ProgressState.Instantor },
};
const session = {
  status: 200,
  body: { reference: 'ref-1', provider: 'instantor', expiresAt: '2026-11-21T10:30:00.000Z' },
};
const stillThere = { status: 200, body: leadAnswer(ProgressState.Instantor) };
const movedOn = { status: 200, body: leadAnswer(ProgressState.ThankYou) };
const statusUrl = `/api/lead/status/${leadId}`;
const waiting = 'Complete the steps in the window above.';

async function renderWidget() {
  const i18n = await testI18n('en');
  i18n.addResourceBundle('en', 'post-offer', english ?? {});
  const store = makeApplicationStore(onInstantor);
  const router = createMemoryRouter([{ path: '*', element: <WidgetScreen /> }], {
    initialEntries: ['/instantor'],
  });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </I18nextProvider>,
  );
  // The verification session is answered and the frame drawn.
  await advance(0);
  return { ...view, store };
}

const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
const statusReads = (calls: RecordedCall[]) => calls.filter((c) => c.url === statusUrl);

let log: ReturnType<typeof captureLog>;
beforeEach(() => {
  vi.useFakeTimers();
  document.cookie = 'XSRF-TOKEN=test-token';
  log = captureLog();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  log.restore();
});

describe('partnerCallbackWatchSchedule', () => {
  it('reads after 3 s, then ever less often up to every 15 s, for 30 minutes', () => {
    const delays = backoffDelays(partnerCallbackWatchSchedule);
    expect(delays.slice(0, 6)).toEqual([3000, 4500, 6750, 10125, 15000, 15000]);
    const total = delays.reduce((a, b) => a + b, 0);
    expect(total).toBeLessThanOrEqual(30 * 60_000);
    expect(total).toBeGreaterThan(30 * 60_000 - 15_000);
  });
});

describe('WidgetScreen watching for a partner callback', () => {
  it('reads the status on the schedule, showing nothing new, and stops after 30 minutes', async () => {
    const calls = stubFetch(session, stillThere);
    await renderWidget();
    expect(calls.map((c) => c.url)).toEqual(['/api/lead/verification/session']);
    await advance(2999);
    expect(statusReads(calls)).toHaveLength(0);
    await advance(1);
    expect(statusReads(calls)).toHaveLength(1);
    await advance(4499);
    expect(statusReads(calls)).toHaveLength(1);
    await advance(1 + 6750 + 10_125 + 15_000);
    expect(statusReads(calls)).toHaveLength(5);
    expect(screen.getByRole('status').textContent).toBe(waiting);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await advance(30 * 60_000);
    const all = backoffDelays(partnerCallbackWatchSchedule).length;
    expect(statusReads(calls)).toHaveLength(all);
    await advance(60 * 60_000);
    expect(statusReads(calls)).toHaveLength(all);
    expect(screen.getByRole('status').textContent).toBe(waiting);
  });

  it('stores the state the callback moved the lead to, and reads no more', async () => {
    const calls = stubFetch(session, stillThere, movedOn);
    const { store } = await renderWidget();
    await advance(3000);
    expect(store.getState().leadApplication.progressState).toBe(ProgressState.Instantor);
    await advance(4500);
    expect(statusReads(calls)).toHaveLength(2);
    expect(store.getState().leadApplication.progressState).toBe(ProgressState.ThankYou);
    await advance(60 * 60_000);
    expect(statusReads(calls)).toHaveLength(2);
  });

  it('stops reading when the screen goes away', async () => {
    const calls = stubFetch(session, stillThere);
    const { unmount } = await renderWidget();
    await advance(3000 + 4500);
    expect(statusReads(calls)).toHaveLength(2);
    unmount();
    await advance(60 * 60_000);
    expect(statusReads(calls)).toHaveLength(2);
  });

  it('retries a failed read on the schedule', async () => {
    const calls = stubFetch(
      session,
      { status: 503, body: { error: 'starting' } },
      new TypeError('Failed to fetch'),
      movedOn,
    );
    const { store } = await renderWidget();
    await advance(3000 + 4500);
    expect(statusReads(calls)).toHaveLength(2);
    expect(store.getState().leadApplication.progressState).toBe(ProgressState.Instantor);
    expect(log.lines).toContain('Failed to refresh lead status');
    await advance(6749);
    expect(statusReads(calls)).toHaveLength(2);
    await advance(1);
    expect(statusReads(calls)).toHaveLength(3);
    expect(store.getState().leadApplication.progressState).toBe(ProgressState.ThankYou);
    await advance(60 * 60_000);
    expect(statusReads(calls)).toHaveLength(3);
  });

  it("reads nothing while the frame's own result is being posted", async () => {
    // A fetch double whose step post is answered only when the test says so; the running
    // status read it aborts, as a browser does.
    const calls: { url: string; method: string }[] = [];
    let answerStep: (() => void) | undefined;
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init: RequestInit = {}) => {
        calls.push({ url, method: init.method ?? 'GET' });
        if (url.endsWith('/verification/session')) return Promise.resolve(json(session.body));
        if (url === statusUrl) return Promise.resolve(json(stillThere.body));
        return new Promise<Response>((resolve) => {
          answerStep = () => {
            resolve(json(movedOn.body));
          };
        });
      }),
    );
    const { store, container } = await renderWidget();
    await advance(3000);
    expect(calls.filter((c) => c.url === statusUrl)).toHaveLength(1);

    const frame = container.querySelector('iframe');
    await act(async () => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: {
            type: 'verification-widget',
            provider: 'instantor',
            outcome: 'verified',
            result: 'signed',
          },
          source: frame?.contentWindow ?? null,
        }),
      );
      await Promise.resolve();
    });
    expect(calls.at(-1)).toEqual({ url: '/api/lead/account', method: 'POST' });
    expect(screen.getByRole('status').textContent).toBe('Verified. Saving…');
    await advance(60_000);
    expect(calls.filter((c) => c.url === statusUrl)).toHaveLength(1);

    await act(async () => {
      answerStep?.();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(store.getState().leadApplication.progressState).toBe(ProgressState.ThankYou);
    await advance(60 * 60_000);
    expect(calls.filter((c) => c.url === statusUrl)).toHaveLength(1);
  });
});
