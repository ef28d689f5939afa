import { z } from 'zod';
import { apiBaseProblem, defaultApiBase } from '@finceptiv/contract/api/api-base';

// Spec 1: development, staging and production are named configurations (ADR 0034). APP_ENV
// picks one preset; a variable that is set wins over the preset's value. Development
// conveniences stay off unless switched on: a preset only decides whether the switch
// (DEV_ENDPOINTS=true) is accepted, and only development accepts it.

export const appEnvs = ['development', 'staging', 'production'] as const;
export type AppEnv = (typeof appEnvs)[number];

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

export interface Preset {
  /** NODE_ENV when it is not set. */
  nodeEnv: 'development' | 'production';
  /** LOG_LEVEL when it is not set. */
  logLevel: LogLevel;
  /** Whether DEV_ENDPOINTS=true is accepted (with a loopback HOST); it is never on by default. */
  devEndpointsAllowed: boolean;
  /** ROBOTS_NOINDEX when it is not set: `X-Robots-Tag: noindex` on every response. */
  noindex: boolean;
  /** PUBLIC_API_BASE when it is not set: where the served app sends its calls. */
  publicApiBase: string;
}

const presets: Readonly<Record<AppEnv, Preset>> = {
  development: {
    nodeEnv: 'development',
    logLevel: 'debug',
    devEndpointsAllowed: true,
    noindex: true,
    publicApiBase: defaultApiBase,
  },
  // A copy of production that search engines must not list and whose logs say more.
  staging: {
    nodeEnv: 'production',
    logLevel: 'debug',
    devEndpointsAllowed: false,
    noindex: true,
    publicApiBase: defaultApiBase,
  },
  production: {
    nodeEnv: 'production',
    logLevel: 'info',
    devEndpointsAllowed: false,
    noindex: false,
    publicApiBase: defaultApiBase,
  },
};

/**
 * APP_ENV when it is not set: development for `npm run dev` and the tests (which set NODE_ENV to
 * development or test, as before APP_ENV existed), production for anything else (ADR 0021).
 */
function defaultAppEnv(nodeEnv: string | undefined): AppEnv {
  return nodeEnv === 'development' || nodeEnv === 'test' ? 'development' : 'production';
}

// The app's own path (http/web-static.ts BASE_PATH): the SPA fallback answers every address
// below it, so calls there would get the page, not the API.
const APP_PATH = '/application-frontend';

/** PUBLIC_API_BASE: a path on the app's origin (contract/api/api-base.ts), outside the app's. */
const publicApiBase = z
  .string()
  .optional()
  .superRefine((value, ctx) => {
    if (value === undefined) return;
    const problem =
      apiBaseProblem(value) ??
      (value === APP_PATH || value.startsWith(`${APP_PATH}/`)
        ? `not the app's own path ${APP_PATH}`
        : undefined);
    if (problem !== undefined) ctx.addIssue({ code: 'custom', message: `${value}: ${problem}` });
  });

export const appEnvVariables = {
  APP_ENV: z.enum(appEnvs, { error: `must be one of ${appEnvs.join(', ')}` }).optional(),
  NODE_ENV: z.enum(['development', 'test', 'production']).optional(),
  LOG_LEVEL: z.enum(logLevels).optional(),
  ROBOTS_NOINDEX: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  PUBLIC_API_BASE: publicApiBase,
};

interface Given {
  APP_ENV?: AppEnv | undefined;
  NODE_ENV?: 'development' | 'test' | 'production' | undefined;
  LOG_LEVEL?: LogLevel | undefined;
  ROBOTS_NOINDEX?: boolean | undefined;
  PUBLIC_API_BASE?: string | undefined;
}

export interface Resolved {
  APP_ENV: AppEnv;
  NODE_ENV: 'development' | 'test' | 'production';
  LOG_LEVEL: LogLevel;
  ROBOTS_NOINDEX: boolean;
  PUBLIC_API_BASE: string;
}

/** The preset of APP_ENV with every variable that was set laid over it. */
export function resolveAppEnv(given: Given): Resolved {
  const APP_ENV = given.APP_ENV ?? defaultAppEnv(given.NODE_ENV);
  const preset = presets[APP_ENV];
  return {
    APP_ENV,
    NODE_ENV: given.NODE_ENV ?? preset.nodeEnv,
    LOG_LEVEL: given.LOG_LEVEL ?? preset.logLevel,
    ROBOTS_NOINDEX: given.ROBOTS_NOINDEX ?? preset.noindex,
    PUBLIC_API_BASE: given.PUBLIC_API_BASE ?? preset.publicApiBase,
  };
}

/**
 * Rules between APP_ENV and the settings it governs; each message names the variable it is
 * about. The loopback rule of DEV_ENDPOINTS is env.ts's.
 */
export function appEnvProblems(env: Resolved & { DEV_ENDPOINTS: boolean }, given: Given): string[] {
  const problems: string[] = [];
  if (
    env.APP_ENV !== 'development' &&
    given.NODE_ENV !== undefined &&
    given.NODE_ENV !== 'production'
  ) {
    problems.push(
      `NODE_ENV: ${given.NODE_ENV} contradicts APP_ENV=${env.APP_ENV}; leave it unset or set production`,
    );
  }
  if (!env.DEV_ENDPOINTS) return problems;
  if (!presets[env.APP_ENV].devEndpointsAllowed) {
    const why =
      given.APP_ENV === undefined
        ? ` (the default with NODE_ENV ${given.NODE_ENV ?? 'unset'})`
        : '';
    problems.push(
      `DEV_ENDPOINTS: not allowed with APP_ENV=${env.APP_ENV}${why}; development endpoints are for APP_ENV=development only`,
    );
  } else if (env.NODE_ENV === 'production') {
    problems.push('DEV_ENDPOINTS: not allowed with NODE_ENV=production');
  }
  return problems;
}
