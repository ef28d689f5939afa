// Spec 2/7, continue links. The applicant's link is the app address
//   /continue/<lead id>?urlType=<link type>&token=<signed token>[&refTransactionId=...]
// and its token is what the API checks (apps/api/src/leads/continue-token.ts): bound to the
// lead, the link type and a deadline. This asks the API for the lead behind it.
import {
  continueLeadResponseSchema,
  type ContinueLeadResponse,
} from '@finceptiv/contract/api/lead-schemas';
import type { Product } from '@finceptiv/contract/products';
import { ApiError, apiRequest } from '@/shared/api/client';

export type ContinueOutcome =
  | { kind: 'loaded'; lead: ContinueLeadResponse }
  /** Expired, tampered with, for another lead, or no token at all: only starting again helps. */
  | { kind: 'invalid' }
  /** The server or the network failed: trying again may help. */
  | { kind: 'failed' };

const defaultUrlType = 'email';
const urlTypePattern = /^[\w-]{1,30}$/;

/** The API path for a link, or undefined when the link cannot be valid. */
export function continueApiPath(
  product: Pick<Product, 'flow'>,
  id: string,
  query: URLSearchParams,
): string | undefined {
  const token = query.get('token');
  const urlType = query.get('urlType') ?? defaultUrlType;
  if (!id || !token || !urlTypePattern.test(urlType)) return undefined;
  const params = new URLSearchParams({ token });
  const refTransactionId = query.get('refTransactionId');
  if (refTransactionId) params.set('refTransactionId', refTransactionId);
  const version = product.flow === 'v3' ? 'v3' : 'v2';
  return `/${version}/lead/url/${encodeURIComponent(id)}/${encodeURIComponent(urlType)}?${params.toString()}`;
}

export async function loadContinuedLead(
  product: Pick<Product, 'flow'>,
  id: string,
  query: URLSearchParams,
  signal?: AbortSignal,
): Promise<ContinueOutcome> {
  const path = continueApiPath(product, id, query);
  if (path === undefined) return { kind: 'invalid' };
  try {
    const answer = await apiRequest<unknown>('GET', path, undefined, signal ? { signal } : {});
    const parsed = continueLeadResponseSchema.safeParse(answer);
    return parsed.success ? { kind: 'loaded', lead: parsed.data } : { kind: 'failed' };
  } catch (error) {
    // 403 for a bad or expired token, 404 for a lead that is gone, 400 for a mangled link.
    if (error instanceof ApiError && [400, 403, 404].includes(error.status)) {
      return { kind: 'invalid' };
    }
    if (signal?.aborted) throw error;
    return { kind: 'failed' };
  }
}
