import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { defaultProductId, productIds } from '@finceptiv/contract/product-ids';
import { readLimitsEnv, type Limits } from './limits.ts';
import { noTracking, readTrackingEnv, type TrackingByProduct } from './tracking-env.ts';
import { parseTrustProxy, type TrustProxy } from './trust-proxy.ts';

// Defaults are relative to the repository root so `npm start` works from any cwd.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

const csv = z.string().transform((s) =>
  s
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0),
);

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, '.data')),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// URL')
    .optional(),
  PRODUCT: z.enum(productIds).default(defaultProductId),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  APP_SECRET: z.string().optional(),
  WEB_DIST: z.string().min(1).default(path.join(repoRoot, 'apps/web/dist')),
  CHECKING_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(1500),
  // Behind a load balancer: how many hops, or which addresses, of X-Forwarded-For to believe.
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((raw, ctx): TrustProxy => {
      const parsed = parseTrustProxy(raw);
      if (parsed !== false && 'problem' in parsed) {
        ctx.addIssue({ code: 'custom', message: parsed.problem });
        return z.NEVER;
      }
      return parsed;
    }),
  // Space-separated CSP sources allowed to frame the app (spec 2: embeddable).
  FRAME_ANCESTORS: z.string().min(1).default("'self'"),
  // Extra hosts (host[:port]) whose Origin may call state-changing endpoints.
  ALLOWED_ORIGINS: csv.default([]),
});

export type Env = Omit<z.infer<typeof envSchema>, 'APP_SECRET'> & {
  APP_SECRET: string;
  /** Vendor ids per brand from the TRACKING_* variables (config/tracking-env.ts). */
  TRACKING: TrackingByProduct;
  /** The abuse limits set by LIMIT_* variables (config/limits.ts); the rest keep defaults. */
  LIMITS: Partial<Limits>;
};

export class EnvError extends Error {
  override name = 'EnvError';
}

function resolveSecret(parsed: z.infer<typeof envSchema>): string {
  const given = parsed.APP_SECRET;
  if (parsed.NODE_ENV === 'production') {
    if (given === undefined || given.length < 32) {
      throw new EnvError('APP_SECRET: required in production and at least 32 characters');
    }
    return given;
  }
  if (given !== undefined && given.length > 0) return given;
  // Persisted per data dir so a development restart keeps XSRF and continue tokens valid.
  const file = path.join(parsed.DATA_DIR, 'app-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(parsed.DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Parses the environment; throws EnvError naming every bad variable. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  const tracking = readTrackingEnv(source);
  const limits = readLimitsEnv(source);
  if (!result.success || tracking.problems.length > 0 || limits.problems.length > 0) {
    const lines = [
      ...(result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`),
      ...tracking.problems,
      ...limits.problems,
    ];
    throw new EnvError(`Invalid environment:\n  ${lines.join('\n  ')}`);
  }
  return {
    ...result.data,
    APP_SECRET: resolveSecret(result.data),
    TRACKING: tracking.tracking,
    LIMITS: limits.limits,
  };
}

/** An environment for tests: in-memory, no delay, fixed secret. */
export function testEnv(overrides: Partial<Env> = {}): Env {
  return {
    ...envSchema.parse({ NODE_ENV: 'test', LOG_LEVEL: 'silent', CHECKING_DELAY_MS: '0' }),
    APP_SECRET: 'test-secret-test-secret-test-secret-0123',
    WEB_DIST: path.join(repoRoot, '.tmp/no-web-dist'),
    TRACKING: noTracking,
    LIMITS: {},
    ...overrides,
  };
}
