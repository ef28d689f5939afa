import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLogSink } from '@/shared/lib/log';
import { createI18n } from './create-i18n';

// Real i18next, real http backend, our request hook; only fetch is scripted.
type Answer = number | 'network';

function scriptedFetch(answers: Answer[]) {
  const calls: string[] = [];
  const fetchImpl = vi.fn((input: RequestInfo | URL) => {
    const url = input instanceof Request ? input.url : String(input);
    calls.push(url);
    const answer = answers.shift() ?? 200;
    if (answer === 'network') return Promise.reject(new TypeError('Failed to fetch'));
    const body = answer === 200 ? JSON.stringify({ hello: `hi ${url}` }) : 'nope';
    return Promise.resolve(new Response(body, { status: answer }));
  });
  return { fetchImpl: fetchImpl as unknown as typeof fetch, calls };
}

const loadPath = '/t/{{lng}}/{{ns}}.json';
let logged: string[] = [];
let restore: () => void;

beforeEach(() => {
  vi.useFakeTimers();
  logged = [];
  restore = setLogSink((_level, message) => logged.push(message));
});
afterEach(() => {
  restore();
  vi.useRealTimers();
});

async function settle(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
}

describe('translation loader', () => {
  it('retries 5xx with waits of 350 ms doubling each time, then succeeds', async () => {
    const { fetchImpl, calls } = scriptedFetch([500, 503, 200]);
    const ready = createI18n('en', fetchImpl, loadPath);
    await settle(0);
    expect(calls).toHaveLength(1);
    await settle(349);
    expect(calls).toHaveLength(1);
    await settle(1);
    expect(calls).toHaveLength(2);
    await settle(699);
    expect(calls).toHaveLength(2);
    await settle(1);
    expect(calls).toHaveLength(3);
    const i18n = await ready;
    expect(i18n.t('hello')).toBe('hi /t/en/common.json');
    expect(logged.filter((m) => m.startsWith('Failed to load translations'))).toHaveLength(2);
  });

  it('retries network errors', async () => {
    const { fetchImpl, calls } = scriptedFetch(['network', 200]);
    const ready = createI18n('en', fetchImpl, loadPath);
    await settle(400);
    await ready;
    expect(calls).toHaveLength(2);
  });

  it('does not retry 4xx and logs the failure', async () => {
    const { fetchImpl, calls } = scriptedFetch([404]);
    const ready = createI18n('en', fetchImpl, loadPath);
    await settle(60_000);
    const i18n = await ready;
    expect(calls).toHaveLength(1);
    expect(i18n.t('hello')).toBe('hello');
    expect(logged.some((m) => m.includes('/t/en/common.json'))).toBe(true);
  });

  it('gives up after 5 retries', async () => {
    const { fetchImpl, calls } = scriptedFetch([500, 500, 500, 500, 500, 500, 500, 500]);
    const ready = createI18n('en', fetchImpl, loadPath);
    await settle(350 + 700 + 1400 + 2800 + 5600 + 1000);
    await ready;
    expect(calls).toHaveLength(6);
  });

  it('loads the brand locale and the English fallback', async () => {
    const { fetchImpl, calls } = scriptedFetch([]);
    const ready = createI18n('vn', fetchImpl, loadPath);
    await settle(0);
    await ready;
    expect(calls.sort()).toEqual(['/t/en/common.json', '/t/vn/common.json']);
  });
});
