// ALTCHA's proof of work (v2, SHA-256), solved in a module Web Worker by altcha-lib's own solver,
// so the page stays responsive while tens of thousands of hashes are tried.
import { encodeAltchaToken, type AltchaChallenge } from '@finceptiv/contract/api/bot-check';

/** A challenge not solved in this long is given up: the applicant gets a retry. */
const solveTimeoutMs = 90_000;

interface Solution {
  counter: number;
  derivedKey: string;
}

function isSolution(data: unknown): data is Solution {
  return (
    typeof data === 'object' &&
    data !== null &&
    'counter' in data &&
    typeof data.counter === 'number' &&
    'derivedKey' in data &&
    typeof data.derivedKey === 'string'
  );
}

export interface AltchaSolver {
  /** The token of the solved challenge: what the lead create carries in recaptchaToken. */
  solve(challenge: AltchaChallenge): Promise<string>;
  /** Ends the worker unused (the brand uses another provider, the challenge did not come). */
  stop(): void;
}

/**
 * Starts a solver worker at once, so its script loads while the challenge is being asked for:
 * on a slow line a create that waits for its answer waits one round trip less.
 */
export function startAltchaSolver(): AltchaSolver {
  const worker = new Worker(new URL('./solver.worker.ts', import.meta.url), { type: 'module' });
  const answered = new Promise<unknown>((resolve, reject) => {
    worker.addEventListener('message', ({ data }: MessageEvent<unknown>) => {
      resolve(data);
    });
    worker.addEventListener('error', () => {
      reject(new Error('Bot check worker failed'));
    });
  });
  // A worker that fails before it is asked anything is reported by solve, if it ever is.
  answered.catch(() => undefined);
  const stop = () => {
    worker.terminate();
  };
  return {
    async solve(challenge) {
      worker.postMessage({
        type: 'work',
        challenge,
        counterStart: 0,
        counterStep: 1,
        timeout: solveTimeoutMs,
      });
      try {
        const data = await answered;
        if (!isSolution(data)) throw new Error('Bot check challenge not solved');
        const { counter, derivedKey } = data;
        return encodeAltchaToken(challenge, { counter, derivedKey });
      } finally {
        stop();
      }
    },
    stop,
  };
}
