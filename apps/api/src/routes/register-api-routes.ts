import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app.ts';
import { leadStatusRoutes } from './lead-status.ts';
import { leadV2Routes } from './lead-v2.ts';

export function registerApiRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  leadV2Routes(api, ctx);
  leadStatusRoutes(api, ctx);
  return Promise.resolve();
}
