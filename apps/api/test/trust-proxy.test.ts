import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv, testEnv } from '../src/config/env.ts';
import { signOptOutToken } from '../src/customers/opt-out-token.ts';
import { createTestApp } from './support/test-app.ts';

const load = (vars: Record<string, string>) =>
  loadEnv({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'api-trust-')), ...vars });

describe('TRUST_PROXY and LIMIT_* variables', () => {
  it('trusts no proxy by default, and takes the proxies addresses and ranges', () => {
    expect(load({}).TRUST_PROXY).toBe(false);
    expect(
      load({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5,::1,fd00::/8,loopback' }).TRUST_PROXY,
    ).toEqual(['10.0.0.0/8', '192.168.1.5', '::1', 'fd00::/8', 'loopback']);
  });

  it.each([
    ['true', /any client pick its own address/],
    ['1', /hop count/],
    ['10.0.0.0/33', /not an address or CIDR range: 10\.0\.0\.0\/33/],
    ['balancer.internal', /not an address/],
  ])('refuses TRUST_PROXY=%s with a message', (value, message) => {
    expect(() => load({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    expect(() => load({ TRUST_PROXY: value })).toThrow(message);
  });

  it('sets a limit from its LIMIT_ variable and refuses a bad one', () => {
    expect(load({ LIMIT_SMS_SENDS_PER_LEAD_PER_DAY: '9' }).LIMITS).toEqual({
      smsSendsPerLeadPerDay: 9,
    });
    expect(() => load({ LIMIT_LEAD_CREATE_PER_CLIENT_PER_MINUTE: '0' })).toThrow(
      /LIMIT_LEAD_CREATE_PER_CLIENT_PER_MINUTE/,
    );
  });

  it('believes X-Forwarded-For from a listed proxy only', async () => {
    const t = await createTestApp({
      env: { TRUST_PROXY: ['10.0.0.1'] },
      deps: { limits: { unsubscribesPerClientPerHour: 1 } },
    });
    try {
      // A valid link's token (ADR 0020), so an admitted request is a 204.
      const token = signOptOutToken(
        testEnv().APP_SECRET,
        'a@example.com',
        'marketing-email',
        new Date(Date.now() + 3_600_000),
      );
      const unsubscribe = (remoteAddress: string, forwardedFor: string) =>
        t.client.inject({
          method: 'POST',
          url: '/api/customer/email/unsubscribe',
          payload: { token },
          remoteAddress,
          headers: { 'x-forwarded-for': forwardedFor },
        });
      // Through the balancer: two clients, two budgets.
      expect((await unsubscribe('10.0.0.1', '198.51.100.1')).statusCode).toBe(204);
      expect((await unsubscribe('10.0.0.1', '198.51.100.2')).statusCode).toBe(204);
      expect((await unsubscribe('10.0.0.1', '198.51.100.2')).statusCode).toBe(429);
      // Straight to the instance: its own header is ignored, so it cannot mint addresses.
      expect((await unsubscribe('203.0.113.9', '198.51.100.3')).statusCode).toBe(204);
      expect((await unsubscribe('203.0.113.9', '198.51.100.4')).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });
});
