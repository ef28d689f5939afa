// The bot check on lead creation (issue 23 item 4, ADR 0045). One interface, two providers:
// ALTCHA's proof of work, built in and self-hosted (the default), and a hosted widget
// (Turnstile), chosen per brand by configuration. Whatever the provider, an answer is spent
// once: the first lead create that presents it records it in the shared counters, inside the
// create's transaction, so a replay is refused on any instance and a failed create spends nothing.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { BotCheckChallenge } from '@finceptiv/contract/api/bot-check';
import type { ProductId } from '@finceptiv/contract/product-ids';
import type { BotCheckConfig } from '../config/bot-check-env.ts';
import type { Database } from '../db/schema.ts';
import { countUse } from '../limits/counters.ts';
import { altchaProvider } from './altcha.ts';
import { turnstileProvider } from './turnstile.ts';

/** Why an answer was refused: kept apart for the log, answered alike (422) to the browser. */
export type BotCheckRefusal = 'missing' | 'malformed' | 'wrong' | 'expired' | 'spent';
export type BotCheckVerdict =
  | { ok: true; /** What identifies the answer for single use. */ answerId: string; lifeMs: number }
  | { ok: false; reason: BotCheckRefusal };

export interface BotCheckProvider {
  challenge(): Promise<BotCheckChallenge>;
  verify(token: string, remoteIp: string): Promise<BotCheckVerdict>;
}

export interface BotCheck {
  challenge(brand: ProductId): Promise<BotCheckChallenge>;
  /** Checks the answer and spends it in `trx`; the reason when refused, else null. */
  spend(
    trx: Kysely<Database>,
    brand: ProductId,
    token: unknown,
    remoteIp: string,
    now: Date,
  ): Promise<BotCheckRefusal | null>;
}

export function createBotCheck(
  config: BotCheckConfig,
  secret: string,
  fetchFn: typeof fetch = fetch,
): BotCheck {
  // One provider per brand, each bound to its brand: the built-in check signs with the brand's
  // own keys, so an answer solved for one brand is refused on another brand's create (as
  // `wrong`). A hosted one verifies with the brand's own secret key, which refuses another
  // widget's token; two brands configured with one widget share its tokens.
  const providers = new Map<ProductId, BotCheckProvider>();
  const providerFor = (brand: ProductId): BotCheckProvider => {
    let provider = providers.get(brand);
    if (provider === undefined) {
      const chosen = config.brands[brand];
      provider =
        chosen.provider === 'turnstile'
          ? turnstileProvider(chosen, config.verifyUrl, fetchFn)
          : altchaProvider(config.work, secret, brand);
      providers.set(brand, provider);
    }
    return provider;
  };
  return {
    challenge: (brand) => providerFor(brand).challenge(),
    async spend(trx, brand, token, remoteIp, now) {
      if (typeof token !== 'string' || token.length === 0) return 'missing';
      const verdict = await providerFor(brand).verify(token, remoteIp);
      if (!verdict.ok) return verdict.reason;
      const digest = createHash('sha256').update(verdict.answerId).digest('base64url');
      const use = await countUse(trx, `bot-answer:${digest.slice(0, 32)}`, verdict.lifeMs, now);
      return use.count > 1 ? 'spent' : null;
    },
  };
}
