import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  leadAnswer,
  leadId,
  stubFetch,
} from '@/features/application/test-support/application-test-api';
import { setTrackingLoader, type Runtime } from '@/features/tracking/public/lazy-tracking';
import { captureLog } from '@/test-support/capture-log';
import { readRedirectMemory, rememberRedirect } from '../redirect/redirect-memory';
import { renderOutcome } from '../test-support/render-outcome';
import RedirectedScreen from './redirected-screen';

const redirectedLead = (redirect?: { url: string; method: 'GET' | 'POST' }) => ({
  applicationData: { id: leadId },
  leadApplication: {
    progressState: 12 as const,
    applicationResult: { status: 'redirected', partner: { name: 'Younited' } },
    ...(redirect ? { redirect } : {}),
  },
});
const landing = '/api/partner/younited/landing?offerId=younited-1';
let log: ReturnType<typeof captureLog>;
let assign: ReturnType<typeof vi.fn>;
let submit: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => {
  sessionStorage.clear();
  log = captureLog();
  assign = vi.fn();
  // Leaving the page is the browser's part: record it instead.
  vi.stubGlobal('location', { href: 'http://x.localhost/', assign });
  submit = vi.fn<() => void>();
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(submit);
});
afterEach(() => {
  setTrackingLoader(undefined);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  log.restore();
});

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('RedirectedScreen', () => {
  it('waits for the tracked redirect event before leaving', async () => {
    let deliver: () => void = () => undefined;
    const delivered = new Promise<void>((resolve) => {
      deliver = resolve;
    });
    setTrackingLoader(() => Promise.resolve({ delivered: () => delivered } as unknown as Runtime));
    await renderOutcome(<RedirectedScreen />, {
      state: redirectedLead({ url: landing, method: 'GET' }),
    });
    await settle();
    expect(assign).not.toHaveBeenCalled();
    await act(async () => {
      deliver();
      await delivered;
    });
    await settle();
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('leaves at once by GET on a first arrival and remembers it', async () => {
    await renderOutcome(<RedirectedScreen />, {
      state: redirectedLead({ url: landing, method: 'GET' }),
    });
    await settle();
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith(`http://x.localhost${landing}`);
    expect(readRedirectMemory()).toEqual({
      redirected: true,
      target: { url: `http://x.localhost${landing}`, method: 'GET' },
    });
  });

  it('submits a POST form to the partner for a POST redirect', async () => {
    const { container } = await renderOutcome(<RedirectedScreen />, {
      state: redirectedLead({ url: landing, method: 'POST' }),
    });
    await settle();
    expect(submit).toHaveBeenCalledTimes(1);
    const form = container.querySelector('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', `http://x.localhost${landing}`);
    expect(assign).not.toHaveBeenCalled();
  });

  it('on a return shows the way to the partner without leaving again', async () => {
    rememberRedirect({ url: `http://x.localhost${landing}`, method: 'GET' });
    await renderOutcome(<RedirectedScreen />, { state: redirectedLead() });
    await settle();
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Continue at Younited' })).toHaveAttribute(
      'href',
      `http://x.localhost${landing}`,
    );
    expect(screen.getByRole('button', { name: 'Start a new application' })).toBeInTheDocument();
  });

  it('asks the API for the target after a reload, and never follows a non-http address', async () => {
    const calls = stubFetch({
      status: 200,
      body: { ...leadAnswer(12), url: 'javascript:alert(1)', method: 'GET' },
    });
    await renderOutcome(<RedirectedScreen />, { state: redirectedLead() });
    await settle();
    expect(calls[0]?.url).toBe(`/api/lead/${leadId}/redirect`);
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toContain('could not open the address');
  });
});
