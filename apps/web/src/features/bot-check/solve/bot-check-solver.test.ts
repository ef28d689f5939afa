import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { botCheckTokenField } from '@finceptiv/contract/api/bot-check';
import { captureLog } from '@/test-support/capture-log';
import {
  altchaChallenge,
  isValidAltchaToken,
  stubBrokenWorker,
  stubSolverWorker,
  workerMessages,
  workersStarted,
} from '../test-support/altcha-double';
import type { BotCheckState } from '../state';
import { answerLifeMs, createBotCheck } from './bot-check-solver';

type ChallengeAnswer = 'altcha' | { status: number; body?: unknown };

let challengeUrls: string[];
let log: ReturnType<typeof captureLog>;

/** The API's challenge route: each request takes the next answer (the last one repeats). */
function stubChallengeRoute(...answers: ChallengeAnswer[]) {
  challengeUrls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      challengeUrls.push(url);
      const answer = answers[Math.min(challengeUrls.length - 1, answers.length - 1)] ?? 'altcha';
      const { status, body } =
        answer === 'altcha' ? { status: 200, body: await altchaChallenge() } : answer;
      return new Response(JSON.stringify(body), { status });
    }),
  );
}

/** A bot check whose reported states are kept, with a promise for the next one reported. */
function botCheck() {
  const states: BotCheckState[] = [];
  let waiting: ((state: BotCheckState) => void) | undefined;
  const check = createBotCheck((state) => {
    states.push(state);
    waiting?.(state);
  });
  const reported = (wanted: BotCheckState) =>
    new Promise<void>((resolve) => {
      if (states.at(-1) === wanted) resolve();
      waiting = (state) => {
        if (state === wanted) resolve();
      };
    });
  return { check, states, reported };
}

beforeEach(() => {
  stubSolverWorker();
  log = captureLog();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  log.restore();
});

describe('the bot check', () => {
  it('asks the brand its challenge and solves it in a module worker, ready before it is taken', async () => {
    stubChallengeRoute('altcha');
    const { check, states, reported } = botCheck();
    check.start('fiesta');
    expect(states).toEqual(['checking']);
    await reported('ready');
    expect(challengeUrls).toEqual(['/api/bot-check/challenge?product=fiesta']);
    expect(workersStarted).toHaveLength(1);
    expect(workersStarted[0]?.url).toMatch(/\/solver\.worker\.ts\b/);
    expect(workersStarted[0]?.options).toEqual({ type: 'module' });
    expect(workerMessages).toHaveLength(1);
    expect(workerMessages[0]).toMatchObject({ type: 'work', counterStart: 0, counterStep: 1 });
    // Started again while one is kept: nothing new is asked.
    check.start('fiesta');
    expect(challengeUrls).toHaveLength(1);

    const answer = await check.take('fiesta');
    expect(workersStarted[0]?.terminated).toBe(true);
    expect(Object.keys(answer)).toEqual([botCheckTokenField]);
    expect(await isValidAltchaToken(answer[botCheckTokenField] ?? '')).toBe(true);
    expect(states).toEqual(['checking', 'ready', 'idle']);
  });

  it('hands each answer out once: the next create solves a fresh challenge', async () => {
    stubChallengeRoute('altcha');
    const { check } = botCheck();
    const first = await check.take('fiesta');
    const second = await check.take('fiesta');
    expect(challengeUrls).toHaveLength(2);
    expect(second[botCheckTokenField]).not.toBe(first[botCheckTokenField]);
    expect(await isValidAltchaToken(second[botCheckTokenField] ?? '')).toBe(true);
  });

  it('a create taken while the answer is being found waits for it; a second create gets its own', async () => {
    stubChallengeRoute('altcha');
    const { check, states } = botCheck();
    check.start('ratapro');
    const [first, second] = await Promise.all([check.take('ratapro'), check.take('ratapro')]);
    expect(challengeUrls).toHaveLength(2);
    expect(first[botCheckTokenField]).not.toBe(second[botCheckTokenField]);
    expect(states.at(-1)).toBe('idle');
  });

  it('shows a refused challenge request as failed, and a retry starts again for the same brand', async () => {
    stubChallengeRoute({ status: 429, body: { error: 'rate_limited' } }, 'altcha');
    const { check, states, reported } = botCheck();
    await expect(check.take('askrobin')).rejects.toThrow('HTTP 429');
    expect(states).toEqual(['checking', 'failed']);
    expect(log.lines).toContain('Bot check failed');
    check.retry();
    await reported('ready');
    expect(challengeUrls).toEqual([
      '/api/bot-check/challenge?product=askrobin',
      '/api/bot-check/challenge?product=askrobin',
    ]);
  });

  it('retries for the brand the page started with when it has started none itself', async () => {
    stubChallengeRoute('altcha');
    const { check, reported } = botCheck();
    check.retry();
    expect(challengeUrls).toEqual([]);
    check.retry('ratapro');
    await reported('ready');
    expect(challengeUrls).toEqual(['/api/bot-check/challenge?product=ratapro']);
  });

  it('fails on an answer it cannot read, a worker that fails or a challenge left unsolved', async () => {
    stubChallengeRoute({ status: 200, body: { provider: 'altcha', challenge: {} } });
    const { check, states } = botCheck();
    await expect(check.take('fiesta')).rejects.toThrow();
    stubChallengeRoute('altcha');
    stubBrokenWorker();
    await expect(check.take('fiesta')).rejects.toThrow('Bot check worker failed');
    // altcha-lib's worker answers null when it gives up (its timeout).
    vi.stubGlobal(
      'Worker',
      class extends EventTarget {
        postMessage() {
          queueMicrotask(() => this.dispatchEvent(new MessageEvent('message', { data: null })));
        }
        terminate() {
          return undefined;
        }
      },
    );
    await expect(check.take('fiesta')).rejects.toThrow('not solved');
    expect(states.filter((state) => state === 'failed')).toHaveLength(3);
  });

  it('drops an answer nobody took in time: the next create finds a fresh one', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    stubChallengeRoute('altcha');
    const { check, states, reported } = botCheck();
    check.start('fiesta');
    await reported('ready');
    vi.advanceTimersByTime(answerLifeMs - 1);
    expect(states.at(-1)).toBe('ready');
    vi.advanceTimersByTime(1);
    expect(states.at(-1)).toBe('idle');
    await check.take('fiesta');
    expect(challengeUrls).toHaveLength(2);
  });

  it('takes a hosted widget’s token for a brand that uses one', async () => {
    stubChallengeRoute({ status: 200, body: { provider: 'turnstile', siteKey: '0x4AAAA-site' } });
    const render = vi.fn((_box: HTMLElement, options: { callback: (token: string) => void }) => {
      queueMicrotask(() => {
        options.callback('widget-token');
      });
      return 'widget-1';
    });
    vi.stubGlobal('turnstile', { render, remove: vi.fn() });
    const { check } = botCheck();
    expect(await check.take('finipay')).toEqual({ [botCheckTokenField]: 'widget-token' });
    // The proof-of-work worker, started while the challenge was asked for, is ended unused.
    expect(workersStarted.map((worker) => worker.terminated)).toEqual([true]);
    expect(workerMessages).toEqual([]);
    expect(render).toHaveBeenCalledWith(
      expect.any(HTMLElement),
      expect.objectContaining({ sitekey: '0x4AAAA-site' }),
    );
  });

  it('knows the bot check’s refusal among a create’s field errors', () => {
    const { check } = botCheck();
    const error = (fieldName: string, message = 'validation.botCheck') => ({ fieldName, message });
    expect(check.isRefusal([error('email', 'validation.email'), error('recaptchaToken')])).toBe(
      true,
    );
    expect(check.isRefusal([error('form_recaptchalabel')])).toBe(true);
    expect(check.isRefusal([error('recaptchaToken', 'validation.required')])).toBe(false);
    expect(check.isRefusal([error('email')])).toBe(false);
  });
});
