import { policyDocumentPath } from '@finceptiv/contract/policies';
import { products, resolveProductId } from '@finceptiv/contract/products';
import { emailSchema } from '@finceptiv/contract/validation/text-rules';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app.ts';
import {
  companies,
  countryChoices,
  emailDomainFixes,
  positionChoices,
  professionalDetailsMapping,
  vehicleModels,
} from '../reference/data/lookups.ts';
import { policyDocumentPages } from '../reference/policy-documents.ts';
import type { PostcodeProvider } from '../reference/postcode-provider.ts';
import { retentionPolicy } from '../config/retention-env.ts';
import type { RouteHandler, RouteHandlers } from './contract-routes.ts';

type Names =
  | 'postcodeLookup'
  | 'postcode'
  | 'policies'
  | 'policyDocument'
  | 'company'
  | 'vehicleModels'
  | 'countryChoices'
  | 'positionChoices'
  | 'professionalDetailsMapping'
  | 'validateEmail'
  | 'partnerLogos';

// Reference data changes with deploys only: a short shared cache is safe.
const PUBLIC_CACHE = 'public, max-age=300';

export function lookupHandlers(
  ctx: AppContext,
  postcodes: PostcodeProvider,
): Pick<RouteHandlers, Names> {
  const brandOf = (request: FastifyRequest) =>
    products[resolveProductId(request.headers.host ?? '', ctx.env.PRODUCT)];
  const policyPage = policyDocumentPages(retentionPolicy(ctx.env));
  const postcode: RouteHandler<'postcode' | 'postcodeLookup'> = async (
    request,
    reply,
    { params, query },
  ) => {
    const country = query.country ?? brandOf(request).country;
    return reply
      .header('cache-control', PUBLIC_CACHE)
      .send(await postcodes.lookup(params.code, country));
  };
  return {
    postcodeLookup: (request, reply, input) => postcode(request, reply, input),
    postcode: (request, reply, input) => postcode(request, reply, input),

    // The general policies every applicant accepts before personal data is sent (ADR 0040), as
    // the host's brand serves them; `product` (a backend product) names no brand's text.
    policies: async (request, reply) => {
      const brand = brandOf(request).id;
      return reply.header('cache-control', PUBLIC_CACHE).send([
        {
          id: 'general-terms',
          label: 'policies.generalTerms',
          url: policyDocumentPath(brand, 'general-terms'),
          required: true,
        },
        {
          id: 'privacy',
          label: 'policies.privacy',
          url: policyDocumentPath(brand, 'privacy'),
          required: true,
        },
        { id: 'marketing', label: 'policies.marketing', required: false },
      ]);
    },

    policyDocument: async (_request, reply, { params }) =>
      reply
        .header('cache-control', PUBLIC_CACHE)
        .type('text/html; charset=utf-8')
        .send(policyPage(params.product, params.document)),

    company: async (request, reply, { params }) => {
      const country = brandOf(request).country;
      const needle = params.name.trim().toLocaleLowerCase();
      const found = companies
        .filter((c) => c.country === country && c.name.toLocaleLowerCase().includes(needle))
        .slice(0, 10)
        .map(({ name, taxRegistryCode, city, postalCode }) => ({
          name,
          taxRegistryCode,
          city,
          postalCode,
        }));
      return reply.header('cache-control', PUBLIC_CACHE).send(found);
    },

    vehicleModels: async (_request, reply) =>
      reply.header('cache-control', PUBLIC_CACHE).send(vehicleModels),
    countryChoices: async (_request, reply) =>
      reply.header('cache-control', PUBLIC_CACHE).send(countryChoices),
    positionChoices: async (_request, reply) =>
      reply.header('cache-control', PUBLIC_CACHE).send(positionChoices),
    professionalDetailsMapping: async (_request, reply) =>
      reply.header('cache-control', PUBLIC_CACHE).send(professionalDetailsMapping),

    // Personal data in the path: answered with no-store, and the logger masks the segment.
    validateEmail: async (_request, reply, { params }) => {
      const email = params.email.trim().toLowerCase();
      const valid = emailSchema.safeParse(email).success;
      const [local, domain] = email.split('@');
      const fix = domain === undefined ? undefined : emailDomainFixes[domain];
      const body =
        fix !== undefined && local ? { valid, suggestion: `${local}@${fix}` } : { valid };
      return reply.header('cache-control', 'no-store').send(body);
    },

    partnerLogos: async (_request, reply) =>
      reply.header('cache-control', PUBLIC_CACHE).send(
        ctx.env.PARTNERS.partners.map((p) => ({
          name: p.name,
          logoUrl: `/api/partner/${p.id}/logo.svg`,
        })),
      ),
  };
}
