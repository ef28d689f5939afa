import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '../src/config/env.ts';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'api-env-'));

describe('environment', () => {
  it('applies the documented defaults', () => {
    const env = loadEnv({ DATA_DIR: dataDir() });
    expect(env).toMatchObject({
      PORT: 8080,
      HOST: '0.0.0.0',
      PRODUCT: 'fiesta',
      CHECKING_DELAY_MS: 1500,
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['PRODUCT', 'nonexistent'],
    ['LOG_LEVEL', 'loud'],
    ['NODE_ENV', 'prod'],
    ['CHECKING_DELAY_MS', '-1'],
  ])('rejects %s=%s naming the variable', (name, value) => {
    expect(() => loadEnv({ DATA_DIR: dataDir(), [name]: value })).toThrow(new RegExp(name));
  });

  it('requires a long APP_SECRET in production', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', APP_SECRET: 'short' })).toThrow(EnvError);
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/APP_SECRET/);
    expect(loadEnv({ NODE_ENV: 'production', APP_SECRET: 'x'.repeat(32) }).APP_SECRET).toBe(
      'x'.repeat(32),
    );
  });

  it('persists a generated development secret in DATA_DIR', () => {
    const dir = dataDir();
    const first = loadEnv({ DATA_DIR: dir }).APP_SECRET;
    expect(first).toHaveLength(64);
    expect(loadEnv({ DATA_DIR: dir }).APP_SECRET).toBe(first);
    expect(readFileSync(path.join(dir, 'app-secret'), 'utf8')).toBe(first);
  });

  it('stops the server process with a message naming the bad variable', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: { ...process.env, PORT: 'not-a-port', DATA_DIR: dataDir() },
      encoding: 'utf8',
      // Starting tsx has taken 12 s on a loaded 2-core machine; the limit only stops a hang.
      timeout: 50_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/PORT/);
  }, 60_000);
});
