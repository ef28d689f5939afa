import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app.ts';
import { builtInPostcodeProvider, type PostcodeProvider } from '../reference/postcode-provider.ts';
import { registerDevUnsubscribeLink } from '../customers/dev-unsubscribe-link.ts';
import { continueHandlers, registerDevContinueLink } from './continue-handlers.ts';
import { registerContractRoutes } from './contract-routes.ts';
import { customerHandlers } from './customer-handlers.ts';
import { devOutboxRoutes } from './dev-outbox.ts';
import { devVerificationProviderRoutes } from './dev-verification-provider.ts';
import { idUploadHandler } from './id-upload-handler.ts';
import { leadHandlers } from './lead-handlers.ts';
import { lookupHandlers } from './lookup-handlers.ts';
import { metaHandlers } from './meta-handlers.ts';
import { partnerPageRoutes } from './partner-pages.ts';
import { stepHandlers } from './step-handlers.ts';
import { trackingHandlers } from './tracking-handlers.ts';
import { verificationHandlers, verificationRouteConfigs } from './verification-handlers.ts';

export interface ApiOptions {
  isReady: () => boolean;
  postcodes?: PostcodeProvider;
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
      ...continueHandlers(ctx),
      ...stepHandlers(ctx),
      ...verificationHandlers(ctx),
      ...customerHandlers(ctx),
      ...idUploadHandler(ctx),
      ...lookupHandlers(ctx, options.postcodes ?? builtInPostcodeProvider()),
      ...metaHandlers(ctx, options.isReady),
      ...trackingHandlers(ctx),
    },
    {
      ...verificationRouteConfigs(ctx),
      createLeadV2: {
        rateLimit: { max: ctx.limits.leadCreatePerClientPerMinute, timeWindow: 60_000 },
      },
      createLeadV3: {
        rateLimit: { max: ctx.limits.leadCreatePerClientPerMinute, timeWindow: 60_000 },
      },
    },
  );
  partnerPageRoutes(api);
  devOutboxRoutes(api, ctx);
  devVerificationProviderRoutes(api, ctx);
  registerDevContinueLink(api, ctx);
  registerDevUnsubscribeLink(api, ctx);
}
