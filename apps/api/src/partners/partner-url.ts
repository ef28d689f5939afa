import { z } from 'zod';
import { isLoopbackHost } from '../config/loopback.ts';

/** Whether a URL may be called or shown as a partner's: https, or plain http to this machine. */
export function isPartnerUrl(raw: string): boolean {
  const url = new URL(raw);
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && isLoopbackHost(url.hostname.replace(/^\[|\]$/g, ''));
}

/**
 * A partner's URL in the catalogue or in a partner's answer: https anywhere; plain http only to
 * this machine (a local stub, never a partner's host).
 */
export const partnerUrl = z
  .url({ protocol: /^https?$/ })
  .max(2048)
  .refine(isPartnerUrl, { message: 'must be https (plain http only to a loopback host)' });
