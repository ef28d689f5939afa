import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/shared/api/client';
import { log, logHttpError, maxDetailLength, serializeDetails, setLogSink } from './log';

const lines: { level: string; message: string; details?: string }[] = [];
const restore = setLogSink((level, message, details) => {
  lines.push(details === undefined ? { level, message } : { level, message, details });
});
afterEach(() => {
  lines.length = 0;
  vi.unstubAllGlobals();
});

describe('log', () => {
  it('keeps details up to 1024 characters', () => {
    log.error('kept', 'x'.repeat(maxDetailLength));
    expect(lines[0]?.details).toHaveLength(1024);
  });

  it('drops details longer than 1024 characters, keeping the message', () => {
    log.warn('dropped', 'x'.repeat(maxDetailLength + 1));
    expect(lines[0]).toEqual({ level: 'warn', message: 'dropped' });
  });

  it('measures objects by their JSON', () => {
    expect(serializeDetails({ a: 'b' })).toBe('{"a":"b"}');
    expect(serializeDetails({ big: 'y'.repeat(2000) })).toBeUndefined();
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(serializeDetails(circular)).toBe('[unserializable details]');
  });

  it('logs HTTP errors with their status', () => {
    logHttpError('POST', '/v2/lead', 422, { errors: [] });
    expect(lines[0]).toEqual({
      level: 'error',
      message: 'HTTP 422 on POST /v2/lead',
      details: '{"errors":[]}',
    });
  });

  it('is used by the API client on a failed call', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('{"error":"x"}', { status: 503 })));
    await expect(apiRequest('GET', '/lead/status/1')).rejects.toMatchObject({ status: 503 });
    expect(lines.map((l) => l.message)).toContain('HTTP 503 on GET /lead/status/1');
  });

  it('can be pointed back at the console', () => {
    expect(typeof restore).toBe('function');
  });
});
