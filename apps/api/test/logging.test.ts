import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl } from '../src/http/logging.ts';
import { submitLegacyLead } from './support/lead-walk.ts';
import { createLoggingTestApp, type TestApp } from './support/test-app.ts';

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createLoggingTestApp(lines);
});
afterAll(() => t.close());

describe('logs carry no personal data', () => {
  it('redacts emails and phones in paths and drops query strings', () => {
    expect(redactUrl('/api/email/validate/ana%40example.com')).toBe(
      '/api/email/validate/[redacted]',
    );
    expect(redactUrl('/api/customer/email/unsubscribe?email=ana@example.com')).toBe(
      '/api/customer/email/unsubscribe',
    );
    expect(redactUrl('/api/x/%2B34%20612%20345%20678')).toBe('/api/x/[redacted]');
    expect(redactUrl('/api/lead/status/8c1f')).toBe('/api/lead/status/8c1f');
  });

  it('a full application leaves no name, email, phone or cookie in the log', async () => {
    await submitLegacyLead(t.client, 1);
    await t.client.inject({ method: 'GET', url: '/api/email/validate/ana%40example.com' });
    await t.client.inject({
      method: 'POST',
      url: '/api/customer/email/unsubscribe?email=ana%40example.com',
    });
    const log = lines.join('\n');
    expect(lines.length).toBeGreaterThan(5);
    for (const secret of [
      'Ana',
      'Ruiz',
      'ana@example.com',
      'ana%40example.com',
      '612 345 678',
      t.client.cookies.sid ?? 'sid-missing',
    ]) {
      expect(log).not.toContain(secret);
    }
  });

  it('logs a routed request with parameters by its pattern, not what was typed into it', async () => {
    await t.client.inject({ method: 'GET', url: '/api/postcode/lookup/28013?country=ES' });
    await t.client.inject({ method: 'GET', url: '/api/company/Zenobia%20Quist%20SL' });
    const log = lines.join('\n');
    expect(log).toContain('/api/postcode/lookup/:code');
    expect(log).toContain('/api/company/:name');
    expect(log).not.toContain('28013');
    expect(log).not.toContain('Zenobia');
  });
});
