import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { defaultProductId, productIds } from '@finceptiv/contract/product-ids';
import { resolveSecret, SecretError } from './app-secret.ts';
import { appEnvProblems, appEnvVariables, resolveAppEnv, type Resolved } from './app-env.ts';
import { noEmbedding, readEmbedEnv, type EmbedByProduct } from './embed-env.ts';
import { readBotCheckEnv, builtInBotCheck, type BotCheckConfig } from './bot-check-env.ts';
import { httpServerEnv, httpServerProblems } from './http-server.ts';
import { isLoopbackHost } from './loopback.ts';
import { readPartnersEnv } from '../partners/load-catalogue.ts';
import { defaultCatalogue, type Catalogue } from '../partners/catalogue.ts';
import { readLimitsEnv, type Limits } from './limits.ts';
import { retentionEnv } from './retention-env.ts';
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

const flag = z
  .enum(['true', 'false'])
  .default('false')
  .transform((v) => v === 'true');

// Full origins (scheme://host[:port]), compared whole: a host alone would admit its http twin.
const origins = csv.pipe(
  z.array(
    z
      .url({ protocol: /^https?$/, error: 'each entry must be a scheme://host[:port] origin' })
      .transform((u) => new URL(u).origin),
  ),
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
  // APP_ENV (development, staging, production) and the settings whose defaults it picks:
  // NODE_ENV, LOG_LEVEL, ROBOTS_NOINDEX, PUBLIC_API_BASE (config/app-env.ts, ADR 0034). Fail
  // closed (ADR 0021): without APP_ENV or NODE_ENV the preset is production.
  ...appEnvVariables,
  // Development-only endpoints (SMS outbox, continue-link minting, widget stand-in,
  // missing-translation counter): off unless asked for, only with APP_ENV=development and
  // only on a loopback HOST.
  DEV_ENDPOINTS: flag,
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
  // Extra origins (scheme://host[:port]) that may call state-changing endpoints.
  ALLOWED_ORIGINS: origins.default([]),
  // The lender's partner catalogue (docs/partners.md); the shipped demonstration without it.
  PARTNERS_FILE: z.string().optional(),
  ...retentionEnv,
  // Timeouts and connection caps of the HTTP server (config/http-server.ts).
  ...httpServerEnv,
});

type Parsed = z.infer<typeof envSchema>;

/** The parsed variables with APP_ENV's preset filling in what was not set. */
function withPreset(parsed: Parsed): Omit<Parsed, keyof Resolved> & Resolved {
  return { ...parsed, ...resolveAppEnv(parsed) };
}

export type Env = Omit<ReturnType<typeof withPreset>, 'APP_SECRET'> & {
  APP_SECRET: string;
  /** Vendor ids per brand from the TRACKING_* variables (config/tracking-env.ts). */
  TRACKING: TrackingByProduct;
  /** The abuse limits set by LIMIT_* variables (config/limits.ts); the rest keep defaults. */
  LIMITS: Partial<Limits>;
  /** Partner origins allowed to frame each brand, from the EMBED_ORIGINS* variables. */
  EMBED: EmbedByProduct;
  /** Each brand's bot check on lead creation, from the BOT_CHECK_* variables (ADR 0045). */
  BOT_CHECK: BotCheckConfig;
  /** The partners asked for decisions, from PARTNERS_FILE (partners/load-catalogue.ts). */
  PARTNERS: Catalogue;
};

export class EnvError extends Error {
  override name = 'EnvError';
}

/** Rules across variables; each message names the variable it is about. */
function crossChecks(parsed: Parsed, env: ReturnType<typeof withPreset>): string[] {
  const problems = [...appEnvProblems(env, parsed), ...httpServerProblems(env)];
  if (env.DEV_ENDPOINTS && !isLoopbackHost(env.HOST))
    problems.push(
      `DEV_ENDPOINTS: only on a loopback HOST (127.0.0.1, ::1, localhost), not ${env.HOST}`,
    );
  return problems;
}

/** Parses the environment; throws EnvError naming every bad variable. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  const tracking = readTrackingEnv(source);
  const limits = readLimitsEnv(source);
  const embed = readEmbedEnv(source);
  const botCheck = readBotCheckEnv(source);
  const partners = readPartnersEnv(source);
  const others = [
    ...partners.problems,
    ...tracking.problems,
    ...limits.problems,
    ...embed.problems,
    ...botCheck.problems,
  ];
  if (!result.success || others.length > 0) {
    const lines = [
      ...(result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`),
      ...others,
    ];
    throw new EnvError(`Invalid environment:\n  ${lines.join('\n  ')}`);
  }
  const resolved = withPreset(result.data);
  const problems = crossChecks(result.data, resolved);
  if (problems.length > 0) throw new EnvError(`Invalid environment:\n  ${problems.join('\n  ')}`);
  try {
    return {
      ...resolved,
      APP_SECRET: resolveSecret(result.data),
      TRACKING: tracking.tracking,
      LIMITS: limits.limits,
      EMBED: embed.embed,
      BOT_CHECK: botCheck.botCheck,
      PARTNERS: partners.catalogue,
    };
  } catch (error) {
    if (error instanceof SecretError) throw new EnvError(error.message);
    throw error;
  }
}

/** An environment for tests: in-memory, no delay, fixed secret, development endpoints on. */
export function testEnv(overrides: Partial<Env> = {}): Env {
  return {
    ...withPreset(
      envSchema.parse({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        CHECKING_DELAY_MS: '0',
        DEV_ENDPOINTS: 'true',
        HOST: '127.0.0.1',
      }),
    ),
    APP_SECRET: 'test-secret-test-secret-test-secret-0123',
    WEB_DIST: path.join(repoRoot, '.tmp/no-web-dist'),
    TRACKING: noTracking,
    LIMITS: {},
    EMBED: noEmbedding,
    // Real challenges, solved by the tests' clients as a browser would, at a work that costs
    // them a few milliseconds.
    BOT_CHECK: builtInBotCheck(50),
    PARTNERS: defaultCatalogue,
    ...overrides,
  };
}
