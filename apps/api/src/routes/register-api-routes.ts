import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ApiRouteName } from '@finceptiv/contract/api';
import type { AppContext } from '../app.ts';
import { routeLimits } from '../config/limits.ts';
import { builtInPostcodeProvider, type PostcodeProvider } from '../reference/postcode-provider.ts';
import { registerDevUnsubscribeLink } from '../customers/dev-unsubscribe-link.ts';
import { botCheckHandlers } from './bot-check-handlers.ts';
import { continueHandlers, registerDevContinueLink } from './continue-handlers.ts';
import { registerContractRoutes, type RouteConfig } from './contract-routes.ts';
import { customerHandlers } from './customer-handlers.ts';
import { devOutboxRoutes } from './dev-outbox.ts';
import { devVerificationProviderRoutes } from './dev-verification-provider.ts';
import { idUploadHandler } from './id-upload-handler.ts';
import { journeyHandlers } from './journey-handlers.ts';
import { leadHandlers } from './lead-handlers.ts';
import { lookupHandlers } from './lookup-handlers.ts';
import { metaHandlers } from './meta-handlers.ts';
import { operatorFiguresHandlers } from './operator-figures-handlers.ts';
import { operatorHandlers } from './operator-handlers.ts';
import { currentOperatorSession, unauthorized } from '../operators/operator-sessions.ts';
import { partnerCallbackRoutes } from '../partners/callback-route.ts';
import { partnerPageRoutes } from './partner-pages.ts';
import { stepHandlers } from './step-handlers.ts';
import { trackingHandlers } from './tracking-handlers.ts';
import { vitalsHandlers } from './vitals-handlers.ts';
import { verificationHandlers } from './verification-handlers.ts';

export interface ApiOptions {
  isReady: () => boolean;
  postcodes?: PostcodeProvider;
}

/** A missing-key report: a few keys with their English fallback texts. */
export const MISSING_KEYS_BODY_LIMIT = 16 * 1024;

/** Each rate-limited route's per-client budget, as @fastify/rate-limit route options. */
function routeConfigs(ctx: AppContext): Partial<Record<ApiRouteName, RouteConfig>> {
  const configs: Partial<Record<ApiRouteName, RouteConfig>> = Object.fromEntries(
    Object.entries(routeLimits(ctx.limits)).map(([name, limit]) => [
      name,
      { rateLimit: { max: limit.max, timeWindow: limit.windowMs, groupId: limit.budget } },
    ]),
  );
  // navigator.sendBeacon sends no custom header and a string as text/plain (ADR 0029).
  configs.reportVitals = { ...configs.reportVitals, xsrfOriginOnly: true, beaconBody: true };
  configs.reportJourney = { ...configs.reportJourney, xsrfOriginOnly: true, beaconBody: true };
  // i18next reports one key (and its fallback text) per call.
  configs.addMissingTranslations = {
    ...configs.addMissingTranslations,
    bodyLimit: MISSING_KEYS_BODY_LIMIT,
  };
  return configs;
}

export async function registerApiRoutes(
  api: FastifyInstance,
  ctx: AppContext,
  options: ApiOptions,
): Promise<void> {
  await api.register(multipart, {
    limits: { fileSize: ctx.limits.uploadMaxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 8 },
    throwFileSizeLimit: true,
  });
  registerContractRoutes(
    api,
    {
      ...leadHandlers(ctx),
      ...botCheckHandlers(ctx),
      ...continueHandlers(ctx),
      ...stepHandlers(ctx),
      ...verificationHandlers(ctx),
      ...customerHandlers(ctx),
      ...idUploadHandler(ctx),
      ...lookupHandlers(ctx, options.postcodes ?? builtInPostcodeProvider()),
      ...metaHandlers(ctx, options.isReady),
      ...trackingHandlers(ctx),
      ...vitalsHandlers(ctx),
      ...journeyHandlers(ctx),
      ...operatorHandlers(ctx),
      ...operatorFiguresHandlers(ctx),
    },
    routeConfigs(ctx),
    {
      operator: async (request) => {
        if ((await currentOperatorSession(ctx.db, request, ctx.now())) === undefined)
          throw unauthorized();
      },
    },
  );
  partnerPageRoutes(api, ctx.env.PARTNERS);
  partnerCallbackRoutes(api, ctx);
  // Development-only routes exist only when asked for (DEV_ENDPOINTS, loopback HOST: env.ts).
  if (ctx.env.DEV_ENDPOINTS) {
    if (ctx.devInbox) devOutboxRoutes(api, ctx.devInbox);
    devVerificationProviderRoutes(api, ctx);
    registerDevContinueLink(api, ctx);
    registerDevUnsubscribeLink(api, ctx);
  }
}
