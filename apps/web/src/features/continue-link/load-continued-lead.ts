// Spec 2/7, continue links. The applicant's link is the app address
//   /continue/<lead id>?urlType=<link type>&token=<single-use token>[&refTransactionId=...]
// The page reads it once and POSTs the token (never putting it in an API address, which logs
// and caches keep); a live link binds the lead to this browser with the access cookie.
import {
  continueLeadResponseSchema,
  type ContinueLeadResponse,
} from '@finceptiv/contract/api/lead-schemas';
import type { Product } from '@finceptiv/contract/products';
import { ApiError, apiRequest } from '@/shared/api/client';
import { log } from '@/shared/lib/log';

/** Spec 8: missing URL data is logged. Details name what is missing, never a value of it. */
export const missingUrlDataMessage = 'Missing URL data';

export type ContinueOutcome =
  | { kind: 'loaded'; lead: ContinueLeadResponse }
  /** Expired, used, revoked, for another lead, or no token at all: only starting again helps. */
  | { kind: 'invalid' }
  /** The server or the network failed: trying again may help. */
  | { kind: 'failed' };

/** What the link's address carries, read once. */
export interface ContinueLink {
  urlType: string;
  token: string;
  refTransactionId?: string;
}

const defaultUrlType = 'email';
const urlTypePattern = /^[\w-]{1,30}$/;

/** The link in the address, or undefined when it cannot be valid. */
export function readContinueLink(query: URLSearchParams): ContinueLink | undefined {
  const token = query.get('token');
  const urlType = query.get('urlType') ?? defaultUrlType;
  if (!token || !urlTypePattern.test(urlType)) return undefined;
  const refTransactionId = query.get('refTransactionId');
  return { urlType, token, ...(refTransactionId ? { refTransactionId } : {}) };
}

async function exchange(
  product: Pick<Product, 'flow'>,
  id: string,
  link: ContinueLink,
): Promise<ContinueOutcome> {
  const version = product.flow === 'v3' ? 'v3' : 'v2';
  const path = `/${version}/lead/url/${encodeURIComponent(id)}/${encodeURIComponent(link.urlType)}`;
  const body = {
    token: link.token,
    ...(link.refTransactionId ? { refTransactionId: link.refTransactionId } : {}),
  };
  try {
    const answer = await apiRequest<unknown>('POST', path, body);
    const parsed = continueLeadResponseSchema.safeParse(answer);
    if (parsed.success) return { kind: 'loaded', lead: parsed.data };
    // The answer lacks the lead the link stands for: only the paths, the values are personal.
    log.error(missingUrlDataMessage, {
      answer: parsed.error.issues.map((issue) => issue.path.join('.')),
    });
    return { kind: 'failed' };
  } catch (error) {
    // 404 for any link that does not open (unknown lead, used, expired, ended); 422 mangled.
    if (error instanceof ApiError && [400, 403, 404, 422].includes(error.status)) {
      return { kind: 'invalid' };
    }
    return { kind: 'failed' };
  }
}

// The token works once: a second POST of it while the first is under way (React's development
// double effect) would be refused. So an exchange in flight is shared by whoever asks for it.
const inFlight = new Map<string, Promise<ContinueOutcome>>();

export function loadContinuedLead(
  product: Pick<Product, 'flow'>,
  id: string,
  link: ContinueLink | undefined,
): Promise<ContinueOutcome> {
  if (!id || link === undefined) {
    log.warn(missingUrlDataMessage, {
      missing: [...(id ? [] : ['id']), ...(link === undefined ? ['token or urlType'] : [])],
    });
    return Promise.resolve({ kind: 'invalid' });
  }
  const key = `${product.flow}|${id}|${link.token}`;
  const known = inFlight.get(key);
  if (known) return known;
  const started = exchange(product, id, link).finally(() => inFlight.delete(key));
  inFlight.set(key, started);
  return started;
}
