import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leadId, stubFetch } from '@/features/application/test-support/application-test-api';
import { setLogSink, type LogLevel } from '@/shared/lib/log';
import { loadContinuedLead, missingUrlDataMessage, readContinueLink } from './load-continued-lead';

// Spec 8: missing URL data is logged, naming what is missing and never a value of it.
const token = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
const v2 = { flow: 'legacy' } as const;
let logged: { level: LogLevel; message: string; details?: string }[];
let restore: () => void;

beforeEach(() => {
  logged = [];
  restore = setLogSink((level, message, details) => logged.push({ level, message, details }));
  document.cookie = 'XSRF-TOKEN=t; path=/';
});

afterEach(() => {
  restore();
  vi.unstubAllGlobals();
});

describe('missing URL data', () => {
  it('is logged when the link in the address has no token', async () => {
    const link = readContinueLink(new URLSearchParams('urlType=sms'));
    expect(await loadContinuedLead(v2, leadId, link)).toEqual({ kind: 'invalid' });
    expect(logged).toEqual([
      {
        level: 'warn',
        message: missingUrlDataMessage,
        details: '{"missing":["token or urlType"]}',
      },
    ]);
  });

  it('is logged when the address has no lead id', async () => {
    expect(await loadContinuedLead(v2, '', { urlType: 'sms', token })).toEqual({
      kind: 'invalid',
    });
    expect(logged).toEqual([
      { level: 'warn', message: missingUrlDataMessage, details: '{"missing":["id"]}' },
    ]);
  });

  it('is logged with the missing paths, not the values, when the answer lacks the lead', async () => {
    stubFetch({ status: 200, body: { id: leadId, data: { email: 'ana@example.com' } } });
    expect(await loadContinuedLead(v2, leadId, { urlType: 'sms', token })).toEqual({
      kind: 'failed',
    });
    const [entry] = logged;
    expect(entry?.level).toBe('error');
    expect(entry?.message).toBe(missingUrlDataMessage);
    expect(entry?.details).toContain('progressState');
    expect(entry?.details).not.toContain('ana@example.com');
    expect(entry?.details).not.toContain(token);
    expect(entry?.details).not.toContain(leadId);
  });

  it('is not logged for a complete link', async () => {
    stubFetch({ status: 404, body: { error: 'not_found' } });
    await loadContinuedLead(v2, leadId, { urlType: 'sms', token });
    expect(logged.map((l) => l.message)).not.toContain(missingUrlDataMessage);
  });
});
