import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '../src/config/env.ts';
import { onPostgresStage } from './support/test-database.ts';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'api-env-'));

describe('environment', () => {
  it('applies the documented defaults: production, no development endpoints', () => {
    const env = loadEnv({ DATA_DIR: dataDir() });
    expect(env).toMatchObject({
      PORT: 8080,
      HOST: '0.0.0.0',
      PRODUCT: 'fiesta',
      CHECKING_DELAY_MS: 1500,
      APP_ENV: 'production',
      NODE_ENV: 'production',
      DEV_ENDPOINTS: false,
      PUBLIC_API_BASE: '/api',
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
    ['APP_ENV', 'prod'],
    ['PUBLIC_API_BASE', 'https://api.example.com'],
    ['CHECKING_DELAY_MS', '-1'],
  ])('rejects %s=%s naming the variable', (name, value) => {
    expect(() => loadEnv({ DATA_DIR: dataDir(), [name]: value })).toThrow(new RegExp(name));
  });

  const random = randomBytes(32).toString('base64url');
  const pg = 'postgres://app@db.internal/app';

  it('requires a random-looking APP_SECRET with DATABASE_URL (several instances)', () => {
    expect(() => loadEnv({ DATABASE_URL: pg })).toThrow(/APP_SECRET: required with DATABASE_URL/);
    expect(loadEnv({ DATABASE_URL: pg, APP_SECRET: random }).APP_SECRET).toBe(random);
  });

  it.each([
    ['short', 'at least 32'],
    ['x'.repeat(40), 'repetitive'],
    ['changeme-changeme-changeme-changeme-1234', 'placeholder'],
    ['your-secret-goes-here-0123456789abcdefgh', 'placeholder'],
  ])('refuses APP_SECRET=%s in any mode', (secret, reason) => {
    for (const NODE_ENV of ['production', 'development']) {
      expect(() => loadEnv({ DATA_DIR: dataDir(), NODE_ENV, APP_SECRET: secret })).toThrow(
        new RegExp(`APP_SECRET: .*${reason}`),
      );
    }
    expect(() => loadEnv({ DATA_DIR: dataDir(), APP_SECRET: secret })).toThrow(EnvError);
  });

  it('generates the PGlite secret once into an owner-only DATA_DIR', () => {
    const dir = path.join(dataDir(), 'nested');
    const first = loadEnv({ DATA_DIR: dir }).APP_SECRET;
    expect(first).toHaveLength(64);
    expect(loadEnv({ DATA_DIR: dir }).APP_SECRET).toBe(first);
    expect(readFileSync(path.join(dir, 'app-secret'), 'utf8')).toBe(first);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(dir, 'app-secret')).mode & 0o777).toBe(0o600);
  });

  it('narrows an existing DATA_DIR to its owner', () => {
    const dir = dataDir();
    chmodSync(dir, 0o755);
    loadEnv({ DATA_DIR: dir });
    expect(statSync(dir).mode & 0o777).toBe(0o700);
  });

  it('allows development endpoints only when asked for, on loopback, outside production', () => {
    const dev = { DATA_DIR: dataDir(), NODE_ENV: 'development', DEV_ENDPOINTS: 'true' };
    expect(() => loadEnv(dev)).toThrow(/DEV_ENDPOINTS: only on a loopback HOST/);
    expect(() => loadEnv({ ...dev, HOST: '192.168.1.5' })).toThrow(/DEV_ENDPOINTS/);
    expect(() => loadEnv({ ...dev, HOST: '127.0.0.1', NODE_ENV: 'production' })).toThrow(
      /DEV_ENDPOINTS: not allowed with APP_ENV=production \(the default with NODE_ENV production\)/,
    );
    for (const HOST of ['127.0.0.1', '::1', 'localhost', '127.0.0.2'])
      expect(loadEnv({ ...dev, HOST }).DEV_ENDPOINTS).toBe(true);
  });

  it('reads ALLOWED_ORIGINS as whole origins', () => {
    const env = loadEnv({
      DATA_DIR: dataDir(),
      ALLOWED_ORIGINS: 'https://partner.example, http://localhost:5173/',
    });
    expect(env.ALLOWED_ORIGINS).toEqual(['https://partner.example', 'http://localhost:5173']);
    expect(() => loadEnv({ DATA_DIR: dataDir(), ALLOWED_ORIGINS: 'partner.example' })).toThrow(
      /ALLOWED_ORIGINS/,
    );
  });

  it.skipIf(onPostgresStage)(
    'stops the server process with a message naming the bad variable',
    () => {
      const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: path.resolve(import.meta.dirname, '..'),
        env: { ...process.env, PORT: 'not-a-port', DATA_DIR: dataDir() },
        encoding: 'utf8',
        // Starting tsx has taken 12 s on a loaded 2-core machine; the limit only stops a hang.
        timeout: 50_000,
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toMatch(/PORT/);
    },
    60_000,
  );
});
