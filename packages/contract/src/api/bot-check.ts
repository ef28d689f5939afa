// The bot check on lead creation (issue 23 item 4, ADR 0045): which provider a brand uses, the
// challenge the browser fetches, and where the answer travels. The API picks the provider per
// brand (BOT_CHECK_<PRODUCT>_PROVIDER); the browser learns it from the challenge route, so one
// build serves brands with the built-in proof of work and brands with a hosted widget.
import * as z from 'zod/mini';
import { text } from '../validation/primitives.ts';
import { validationMessages } from '../validation/messages.ts';
import { productQuerySchema } from './common.ts';
import { defineRoutes } from './route-types.ts';

/** `altcha`: ALTCHA's open proof-of-work protocol, self-hosted. `turnstile`: a hosted widget. */
export const botCheckProviders = ['altcha', 'turnstile'] as const;
export type BotCheckProvider = (typeof botCheckProviders)[number];

/** ALTCHA v2's challenge as altcha-lib signs it (nonce, salt, key prefix, expiry, signature). */
const altchaChallengeSchema = z.object({
  parameters: z.object({
    algorithm: text(20),
    nonce: text(128),
    salt: text(128),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: text(128),
    keySignature: z.optional(text(256)),
    expiresAt: z.optional(z.number()),
  }),
  signature: text(256),
});
export type AltchaChallenge = z.infer<typeof altchaChallengeSchema>;

export const botCheckChallengeSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('altcha'), challenge: altchaChallengeSchema }),
  z.object({ provider: z.literal('turnstile'), siteKey: text(200) }),
]);
export type BotCheckChallenge = z.infer<typeof botCheckChallengeSchema>;

/**
 * The lead field that carries the answer on a lead create, both flows (spec 3: the captcha
 * token). For ALTCHA it is the base64 JSON of { challenge, solution }; for a hosted provider,
 * the widget's response token. It is checked and spent, never stored.
 */
export const botCheckTokenField = 'recaptchaToken';
/** Where a refused check is reported: the v3 captcha label's data point, the legacy token field. */
export const botCheckErrorFieldByFlow = {
  v3: 'form_recaptchalabel',
  legacy: botCheckTokenField,
} as const;
export const botCheckErrorFields = Object.values(botCheckErrorFieldByFlow);
export const botCheckFailedMessage = validationMessages.botCheck;

/** The hosted provider's widget script, and the sources the page's CSP must admit for it. */
export const turnstileScriptUrl =
  'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';
const turnstileOrigin = new URL(turnstileScriptUrl).origin;
export const botCheckCspSources: Readonly<
  Record<BotCheckProvider, { 'script-src': string[]; 'frame-src': string[] }>
> = {
  altcha: { 'script-src': [], 'frame-src': [] },
  turnstile: { 'script-src': [turnstileOrigin], 'frame-src': [turnstileOrigin] },
};

export const botCheckRoutes = defineRoutes({
  // A fresh challenge for the brand of the request's host (or ?product=). Nothing is stored:
  // the challenge is signed, and only its answer is recorded, once, when a lead is created.
  botCheckChallenge: {
    method: 'GET',
    path: '/api/bot-check/challenge',
    specPath: null,
    successStatus: 200,
    query: productQuerySchema,
    response: botCheckChallengeSchema,
  },
});

/** The base64 token of an ALTCHA answer: what the browser sends and the API decodes. */
export function encodeAltchaToken(
  challenge: AltchaChallenge,
  solution: { counter: number; derivedKey: string },
): string {
  const json = JSON.stringify({ challenge, solution });
  return btoa(json);
}
