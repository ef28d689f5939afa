import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../../src/test-support/free-port.ts';

export interface ApiProcess {
  port: number;
  origin: string;
  /** The JSON log lines written so far (LOG_LEVEL from env, info by default). */
  logs: Record<string, unknown>[];
  exited: Promise<number | null>;
  /** Polls /api/health until 200 or the deadline; true when healthy. */
  healthy(deadlineMs: number): Promise<boolean>;
  stop(): Promise<number | null>;
}

/** `npm run serve`'s process (src/server.ts through tsx) on a free loopback port. */
export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      NODE_ENV: 'test',
      // Real challenges that cost the tests' clients a few milliseconds to solve.
      BOT_CHECK_WORK: '50',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const logs: Record<string, unknown>[] = [];
  let buffered = '';
  child.stdout.on('data', (chunk: Buffer) => {
    buffered += chunk.toString('utf8');
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) {
      try {
        logs.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        // not a log line
      }
    }
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const origin = `http://127.0.0.1:${port}`;
  return {
    port,
    origin,
    logs,
    exited,
    async healthy(deadlineMs) {
      const deadline = Date.now() + deadlineMs;
      while (Date.now() < deadline && child.exitCode === null) {
        try {
          if ((await fetch(`${origin}/api/health`)).ok) return true;
        } catch {
          // not listening yet
        }
        await new Promise((r) => setTimeout(r, 200));
      }
      return false;
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
