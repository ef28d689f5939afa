import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app.ts';
import { devOutboxRoutes } from './dev-outbox.ts';
import { leadStatusRoutes } from './lead-status.ts';
import { leadV2Routes } from './lead-v2.ts';
import { mobileVerificationRoutes } from './mobile-verification.ts';
import { postOfferStepRoutes } from './post-offer-steps.ts';

export function registerApiRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  leadV2Routes(api, ctx);
  leadStatusRoutes(api, ctx);
  postOfferStepRoutes(api, ctx);
  mobileVerificationRoutes(api, ctx);
  devOutboxRoutes(api, ctx);
  return Promise.resolve();
}
