import path from 'node:path';
import { isLocale } from '@finceptiv/contract/product-ids';
import { isTranslationNamespace } from '@finceptiv/contract/translation-namespaces';
import type { AppContext } from '../app.ts';
import { sendPrecompressedFile } from '../http/compression.ts';
import { notFound } from '../http/errors.ts';
import type { RouteHandlers } from './contract-routes.ts';

type Names = 'translations' | 'addMissingTranslations' | 'health' | 'xsrf';

const SAFE_NAME = /^[a-z]{2,3}(-[A-Za-z]{2,4})?$/;
const SAFE_NS = /^[A-Za-z0-9_-]{1,50}$/;

export function metaHandlers(ctx: AppContext, isReady: () => boolean): Pick<RouteHandlers, Names> {
  return {
    health: async (_request, reply) =>
      isReady() ? reply.send({ status: 'ok' }) : reply.code(503).send({ error: 'starting' }),

    xsrf: async (_request, reply) => {
      reply.issueXsrfPair();
      return reply.code(204).header('cache-control', 'no-store').send();
    },

    // The app's own translation files (built into WEB_DIST/locales), for clients of the API path.
    // Sent as the build's brotli or gzip copy when the client takes one (ADR 0027).
    translations: async (_request, reply, { params }) => {
      const ns = params.ns.replace(/\.json$/, '');
      if (!SAFE_NAME.test(params.lng) || !SAFE_NS.test(ns)) throw notFound();
      reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8');
      try {
        return await sendPrecompressedFile(
          reply,
          path.join(ctx.env.WEB_DIST, 'locales', params.lng, `${ns}.json`),
        );
      } catch {
        throw notFound();
      }
    },

    // i18next's saveMissing in development: count each key so translators see what is missing.
    // A development endpoint (DEV_ENDPOINTS), though the contract lists it for the app's client.
    addMissingTranslations: async (_request, reply, { params, body }) => {
      if (!ctx.env.DEV_ENDPOINTS) throw notFound();
      // Only the app's own locales and namespaces: a report names a file that could hold the key.
      if (!isLocale(params.lng) || !isTranslationNamespace(params.ns)) throw notFound();
      for (const key of Object.keys(body)) {
        await ctx.db
          .insertInto('missing_translations')
          .values({ lng: params.lng, ns: params.ns, key, count: 1 })
          .onConflict((oc) =>
            oc
              .columns(['lng', 'ns', 'key'])
              .doUpdateSet((eb) => ({ count: eb('missing_translations.count', '+', 1) })),
          )
          .execute();
      }
      return reply.code(204).send();
    },
  };
}
