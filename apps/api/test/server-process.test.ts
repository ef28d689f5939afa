import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

describe('server process', () => {
  it('becomes healthy, then stops cleanly on SIGTERM', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'api-proc-')),
        LOG_LEVEL: 'silent',
        NODE_ENV: 'test',
      },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    // A deadline rather than a count of tries: on a loaded 2-core machine the child's start
    // (tsx, then PGlite's initdb on disk) has taken over 30 s. The test's timeout leaves room
    // for the stop after it.
    const deadline = Date.now() + 90_000;
    let healthy = false;
    while (!healthy && Date.now() < deadline) {
      try {
        healthy = (await fetch(`http://127.0.0.1:${port}/api/health`)).ok;
      } catch {
        await new Promise((r) => setTimeout(r, 200));
      }
    }
    expect(healthy).toBe(true);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  }, 120_000);
});
