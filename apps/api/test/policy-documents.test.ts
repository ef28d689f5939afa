import { marked } from 'marked';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PolicyDocumentId } from '@finceptiv/contract/policies';
import type { ProductId } from '@finceptiv/contract/product-ids';
import type { RetentionPolicy } from '../src/config/retention-env.ts';
import { policyDocumentPages } from '../src/reference/policy-documents.ts';

// Policy pages are rendered on first request and kept per app, not all at buildApp. Counting
// marked's parse calls shows the work done without a counter in the product code or a timing.
const retention = (unfinishedLeadDays: number): RetentionPolicy => ({
  unfinishedLeadDays,
  documentDays: 30,
  smsDays: 7,
  idempotencyDays: 1,
  vitalsDays: 90,
});

const parse = () => vi.spyOn(marked, 'parse');
// Files share a worker's modules (isolate: false): the spy must not outlive its test.
afterEach(() => vi.restoreAllMocks());

describe('policy document pages', () => {
  it('renders nothing up front, then each page once on its first request', () => {
    const spy = parse();
    const pages = policyDocumentPages(retention(30));
    expect(spy).not.toHaveBeenCalled();

    const first = pages('fidea', 'privacy');
    expect(spy).toHaveBeenCalledTimes(1);
    expect(pages('fidea', 'privacy')).toBe(first);
    expect(spy).toHaveBeenCalledTimes(1);

    expect(pages('fidea', 'general-terms')).not.toBe(first);
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it('keeps each app’s pages to its own retention periods', () => {
    const short = policyDocumentPages(retention(45));
    const long = policyDocumentPages(retention(400));
    expect(short('fidea', 'privacy')).toMatch(/\b45\b/);
    expect(long('fidea', 'privacy')).toMatch(/\b400\b/);
    expect(long('fidea', 'privacy')).not.toMatch(/\b45\b/);
  });

  it('answers an unknown brand or document with an empty page, reading nothing', () => {
    const spy = parse();
    const pages = policyDocumentPages(retention(30));
    expect(pages('nobody' as ProductId, 'privacy')).toBe('');
    expect(pages('fidea', '../../secret' as PolicyDocumentId)).toBe('');
    expect(spy).not.toHaveBeenCalled();
  });
});
