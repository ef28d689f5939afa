import fastifyCookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { createBotCheck, type BotCheck } from './bot-check/bot-check.ts';
import type { Env } from './config/env.ts';
import {
  fastifyServerOptions,
  httpServerSettings,
  limitConnections,
} from './config/http-server.ts';
import { defaultLimits, type Limits } from './config/limits.ts';
import type { Db } from './db/open-database.ts';
import { registerApiCompression } from './http/compression.ts';
import { cookieSite } from './http/embed-cookies.ts';
import { RateLimitedError, registerErrorHandling } from './http/errors.ts';
import { registerBeaconBodyParser, registerJsonBodyParser } from './http/json-body.ts';
import { loggerOptions } from './http/logging.ts';
import { registerOpenApi } from './http/openapi.ts';
import { registerPathGuard } from './http/path-guard.ts';
import { securityEventsPlugin } from './http/security-events.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerWebStatic } from './http/web-static.ts';
import { xsrfPlugin } from './http/xsrf.ts';
import { postLandingOrigins } from './partners/catalogue.ts';
import { createPartnerDecisions, type PartnerDecisions } from './partners/partner-decisions.ts';
import type { PostcodeProvider } from './reference/postcode-provider.ts';
import { databaseRateLimitStore } from './limits/rate-limit-store.ts';
import { registerApiRoutes } from './routes/register-api-routes.ts';
import { createDevInbox, type DevInbox } from './verification/dev-inbox.ts';
import { outboxSmsSender, type SmsSender } from './verification/sms-sender.ts';

const WITHOUT_DATABASE = new Set(['/api/health', '/api/xsrf']);

export interface AppDeps {
  env: Env;
  db: Db;
  /** False while migrations run: /api answers 503 and health says so. Defaults to ready. */
  isReady?: () => boolean;
  smsSender?: SmsSender;
  limits?: Partial<Limits>;
  /** Replaces the shipped postcode data set (e.g. a keyed external service). */
  postcodes?: PostcodeProvider;
  /** Where logs go (tests capture them); stdout by default. */
  logStream?: { write(line: string): void };
  /** Injected clock for expiry tests. */
  now?: () => Date;
}

export interface AppContext {
  env: Env;
  db: Db;
  sms: SmsSender;
  /** Plain texts of the built-in sender, for the development outbox (DEV_ENDPOINTS only). */
  devInbox?: DevInbox;
  limits: Limits;
  /** The bot check on lead creation, per brand (ADR 0045). */
  botCheck: BotCheck;
  /** The decision at Checking with the partner catalogue (ADR 0061). */
  decisions: PartnerDecisions;
  now: () => Date;
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { env, db } = deps;
  const isReady = deps.isReady ?? (() => true);
  const server = httpServerSettings(env);
  const app = Fastify({
    logger: loggerOptions(env.LOG_LEVEL, deps.logStream),
    bodyLimit: 100 * 1024,
    // Off by default: the socket address is the client for rate limits. Never `true`
    // (config/trust-proxy.ts): a hop count or the balancers' addresses.
    trustProxy: env.TRUST_PROXY,
    routerOptions: { maxParamLength: 500 },
    // Headers, request, idle and keep-alive timeouts, requests per connection (HTTP_*).
    ...fastifyServerOptions(server),
  });
  // Connections per client address and in all, on the server whichever entry point listens.
  limitConnections(app.server, server, app.log);
  // Only JSON (and multipart where registered): a text/plain body is a 415, not a string,
  // but on the field-data route, which takes a beacon's JSON as text/plain (ADR 0029).
  app.removeContentTypeParser('text/plain');
  registerJsonBodyParser(app);
  registerBeaconBodyParser(app);
  registerErrorHandling(app);
  await app.register(securityEventsPlugin, { secret: env.APP_SECRET });
  registerPathGuard(app);
  // Development and staging (APP_ENV, ADR 0034) keep out of search engines; ROBOTS_NOINDEX overrides.
  if (env.ROBOTS_NOINDEX) {
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('x-robots-tag', 'noindex, nofollow');
    });
  }

  await app.register(fastifyCookie);
  await registerSecurityHeaders(app, {
    embed: env.EMBED,
    tracking: env.TRACKING,
    defaultProduct: env.PRODUCT,
    botCheck: env.BOT_CHECK.brands,
    formTargets: postLandingOrigins(env.PARTNERS),
  });
  const now = deps.now ?? (() => new Date());
  await app.register(rateLimit, {
    global: false,
    // Counted in the database the instances share, not in this process (limits/).
    store: databaseRateLimitStore({ db, secret: env.APP_SECRET, now, log: app.log }),
    errorResponseBuilder: (request, context) =>
      new RateLimitedError(
        (request.routeOptions.config.rateLimit || undefined)?.groupId ?? 'route',
        Math.max(1, Math.ceil(context.ttl / 1000)),
      ),
  });
  await app.register(xsrfPlugin, {
    secret: env.APP_SECRET,
    allowedOrigins: env.ALLOWED_ORIGINS,
    cookieSite: (request, otherwise) => cookieSite(env, request, otherwise),
  });

  // Keyed on the routed path, as the router read it, not on how the URL was spelled. Health
  // answers for itself; the XSRF bootstrap touches no database.
  app.addHook('onRequest', async (request, reply) => {
    const routed = request.routeOptions.url ?? '';
    if (!isReady() && routed.startsWith('/api/') && !WITHOUT_DATABASE.has(routed)) {
      return reply.code(503).header('retry-after', '1').send({ error: 'starting' });
    }
  });

  const devInbox = env.DEV_ENDPOINTS ? createDevInbox() : undefined;
  const context: AppContext = {
    env,
    db,
    ...(devInbox ? { devInbox } : {}),
    sms: deps.smsSender ?? outboxSmsSender(db, devInbox),
    limits: { ...defaultLimits, ...env.LIMITS, ...deps.limits },
    botCheck: createBotCheck(env.BOT_CHECK, env.APP_SECRET),
    decisions: createPartnerDecisions({
      db,
      catalogue: env.PARTNERS,
      now,
      delayMs: env.CHECKING_DELAY_MS,
      logError: (message, error) => {
        app.log.error({ err: error }, message);
      },
    }),
    now,
  };
  // A stop waits for the partners being asked, so their answers are recorded and counted.
  app.addHook('onClose', async () => {
    await context.decisions.settled(true);
  });
  await app.register(
    async (api) => {
      // JSON answers of 1 KB and more, on the fly; the app's files are compressed when built.
      await registerApiCompression(api);
      await registerApiRoutes(api, context, {
        isReady,
        ...(deps.postcodes ? { postcodes: deps.postcodes } : {}),
      });
    },
    { prefix: '/api' },
  );
  await registerOpenApi(app);
  await registerWebStatic(app, {
    webDist: env.WEB_DIST,
    defaultProduct: env.PRODUCT,
    embed: env.EMBED,
    apiBase: env.PUBLIC_API_BASE,
  });
  return app;
}
