import { productIds, type ProductId } from '@finceptiv/contract/product-ids';

// The bot check on lead creation is deployment configuration (ADR 0045): each brand uses the
// built-in proof of work (ALTCHA) unless BOT_CHECK_<BRAND>_PROVIDER names a hosted provider,
// whose keys then come with it. There is no "off": every deployment checks.

export type BrandBotCheck =
  { provider: 'altcha' } | { provider: 'turnstile'; siteKey: string; secretKey: string };

export interface BotCheckConfig {
  /** ALTCHA: the least number of hashes a challenge takes; it is drawn in [work, 2 x work]. */
  work: number;
  /** The hosted provider's server-side verify endpoint (Turnstile's siteverify by default). */
  verifyUrl: string;
  brands: Readonly<Record<ProductId, BrandBotCheck>>;
}

type Source = Readonly<Record<string, string | undefined>>;

const defaultBotCheckWork = 20_000;
const turnstileVerifyUrl = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';
const brandVariable = (product: ProductId, suffix: string) =>
  `BOT_CHECK_${product.toUpperCase()}_${suffix}`;

/** Every brand on the built-in check, at the given work (tests, and the default). */
export function builtInBotCheck(work = defaultBotCheckWork): BotCheckConfig {
  const brands = Object.fromEntries(productIds.map((id) => [id, { provider: 'altcha' }]));
  return { work, verifyUrl: turnstileVerifyUrl, brands: brands as BotCheckConfig['brands'] };
}

function readBrand(source: Source, product: ProductId, problems: string[]): BrandBotCheck {
  const providerVariable = brandVariable(product, 'PROVIDER');
  const provider = source[providerVariable]?.trim() ?? '';
  if (provider === '' || provider === 'altcha') return { provider: 'altcha' };
  if (provider !== 'turnstile') {
    problems.push(`${providerVariable}: altcha or turnstile, not ${provider}`);
    return { provider: 'altcha' };
  }
  const siteKey = source[brandVariable(product, 'SITE_KEY')]?.trim() ?? '';
  const secretKey = source[brandVariable(product, 'SECRET_KEY')]?.trim() ?? '';
  for (const [suffix, value] of [
    ['SITE_KEY', siteKey],
    ['SECRET_KEY', secretKey],
  ] as const) {
    if (value === '') problems.push(`${brandVariable(product, suffix)}: required with turnstile`);
  }
  return { provider: 'turnstile', siteKey, secretKey };
}

/** The BOT_CHECK_* variables as configuration; a bad value is a problem naming its variable. */
export function readBotCheckEnv(source: Source): { botCheck: BotCheckConfig; problems: string[] } {
  const problems: string[] = [];
  const rawWork = source.BOT_CHECK_WORK?.trim();
  let work = defaultBotCheckWork;
  if (rawWork !== undefined && rawWork !== '') {
    work = Number(rawWork);
    if (!Number.isInteger(work) || work < 1 || work > 5_000_000) {
      problems.push('BOT_CHECK_WORK: a whole number from 1 to 5000000');
      work = defaultBotCheckWork;
    }
  }
  const verifyUrl = source.BOT_CHECK_VERIFY_URL?.trim() || turnstileVerifyUrl;
  try {
    const url = new URL(verifyUrl);
    if (url.protocol !== 'https:' && url.hostname !== '127.0.0.1' && url.hostname !== 'localhost')
      problems.push('BOT_CHECK_VERIFY_URL: https only (http only for a local stub)');
  } catch {
    problems.push('BOT_CHECK_VERIFY_URL: not a URL');
  }
  const brands = Object.fromEntries(
    productIds.map((id) => [id, readBrand(source, id, problems)]),
  ) as BotCheckConfig['brands'];
  return { botCheck: { work, verifyUrl, brands }, problems };
}
