// What the API benchmarks share (npm run bench:api, npm run bench:scale): an API process on
// loopback, the XSRF pair a browser holds, and solved bot-check answers for lead creates.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { botChallengePath, solveBotChallenge } from '../apps/api/src/test-support/bot-answer.ts';
import { freePort } from './pg-cluster.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// One deployment's secret: every instance must accept the XSRF pair another one issued.
export const appSecret = randomBytes(32).toString('hex');

/** Starts `apps/api/src/server.ts` on a free loopback port; resolves once /api/health answers. */
export async function startApi(env) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'finceptiv-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      APP_SECRET: appSecret,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      LIMIT_LEAD_CREATE_PER_CLIENT_PER_MINUTE: '100000000',
      LIMIT_BOT_CHALLENGES_PER_CLIENT_PER_MINUTE: '100000000',
      // Each create spends a bot-check answer (ADR 0045); the benchmark solves them beforehand
      // at the least work, so it measures the server's check, not the solving.
      BOT_CHECK_WORK: '1',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  const exit = new Promise((resolve) => {
    child.once('exit', () => {
      exited = true;
      resolve();
    });
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 150 && !exited; i++) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    origin,
    pid: child.pid,
    /** Resolves when the process ends of itself (a crash at start, say). */
    exit,
    async stop() {
      if (!exited) {
        child.kill('SIGTERM');
        await exit;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The XSRF pair a browser would hold, for the write benchmark. */
export async function session(origin) {
  const response = await fetch(`${origin}/api/xsrf`);
  const cookies = response.headers.getSetCookie().map((c) => c.split(';')[0]);
  const token = decodeURIComponent(
    cookies.find((c) => c.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? '',
  );
  return { cookie: cookies.join('; '), 'x-xsrf-token': token, origin };
}

/** Solved bot-check answers, one per create, as each applicant's browser brings its own. */
export async function solvedAnswers(origin, count) {
  const answers = [];
  for (let i = 0; i < count; i++) {
    const challenge = await fetch(`${origin}${botChallengePath}`);
    answers.push(await solveBotChallenge(await challenge.json()));
  }
  return answers;
}
