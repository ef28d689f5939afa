import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { idempotencyKeyHeaderName } from '@finceptiv/contract/api/headers';
import { ApiError, apiRequest, requestTimeoutMs } from './client';
import { xsrfHeader } from './xsrf';

// The browser's only door to the API: what every form relies on when the network or the
// server misbehaves (issue 11: no endless spinner, no lost submission).
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A network that never answers: the call ends only when its signal aborts, as fetch does. */
function hangUntilAborted() {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => {
            reject(new DOMException('The operation was aborted.', 'AbortError'));
          });
        }),
    ),
  );
}

describe('apiRequest', () => {
  let calls: { url: string; init: RequestInit }[];

  beforeEach(() => {
    calls = [];
    document.cookie = 'XSRF-TOKEN=first.token; path=/';
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  function answer(...responses: (() => Response)[]) {
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init: RequestInit) => {
        calls.push({ url, init });
        const next = responses.shift();
        if (!next) throw new Error('unexpected call');
        return Promise.resolve(next());
      }),
    );
  }

  it('sends the XSRF header and the idempotency key, and returns the parsed answer', async () => {
    answer(() => json(200, { id: 'lead-1' }));
    const lead = await apiRequest<{ id: string }>(
      'POST',
      '/v2/lead',
      { a: 1 },
      {
        idempotencyKey: 'key-1',
      },
    );
    expect(lead).toEqual({ id: 'lead-1' });
    const headers = calls[0]?.init.headers as Record<string, string>;
    expect(headers[xsrfHeader]).toBe('first.token');
    expect(headers[idempotencyKeyHeaderName]).toBe('key-1');
  });

  it("sends the browser's cookies (the lead-access cookie) with every call, to its own origin only", async () => {
    answer(
      () => json(200, {}),
      () => json(200, {}),
    );
    await apiRequest('GET', '/lead/status/x');
    await apiRequest('POST', '/lead/skip/x');
    expect(calls.map((c) => c.init.credentials)).toEqual(['same-origin', 'same-origin']);
  });

  it('resends once, with the fresh token, when the server refuses the XSRF pair', async () => {
    answer(
      () => {
        // The refusal carries a fresh pair, as the API's XSRF hook sets it.
        document.cookie = 'XSRF-TOKEN=second.token; path=/';
        return json(403, { error: 'xsrf' });
      },
      () => json(200, { id: 'lead-1' }),
    );
    await expect(apiRequest('PUT', '/v2/lead', {}, { idempotencyKey: 'k' })).resolves.toEqual({
      id: 'lead-1',
    });
    const tokens = calls.map((c) => (c.init.headers as Record<string, string>)[xsrfHeader]);
    expect(tokens).toEqual(['first.token', 'second.token']);
    expect(
      calls.map((c) => (c.init.headers as Record<string, string>)[idempotencyKeyHeaderName]),
    ).toEqual(['k', 'k']);
  });

  it('does not loop on a second XSRF refusal or resend other 403s', async () => {
    answer(
      () => json(403, { error: 'xsrf' }),
      () => json(403, { error: 'xsrf' }),
    );
    await expect(apiRequest('PUT', '/v2/lead', {})).rejects.toMatchObject({ status: 403 });
    expect(calls).toHaveLength(2);

    calls = [];
    answer(() => json(403, { error: 'origin' }));
    await expect(apiRequest('PUT', '/v2/lead', {})).rejects.toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(1);
  });

  it('gives up on a call that gets no answer, so the form can offer a retry', async () => {
    vi.useFakeTimers();
    hangUntilAborted();
    const pending = apiRequest('GET', '/lead/status/x');
    const settled = expect(pending).rejects.toThrow(/abort/i);
    await vi.advanceTimersByTimeAsync(requestTimeoutMs - 1);
    let done = false;
    void pending.catch(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
  });

  it("still honours the caller's own abort", async () => {
    const controller = new AbortController();
    hangUntilAborted();
    const pending = apiRequest('GET', '/lead/status/x', undefined, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toThrow(/abort/i);
  });
});
