import { describe, expect, it } from 'vitest';
import { tiktokIdentity } from './tiktok-identity';

// Expected digests computed independently with node:crypto.
const sessionId = '6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const sessionHash = '74b61e5025002f9db63b71b4bf41396881739145cd6eeb1007e6de4766118229';
const emailHash = '8e43ca37701228e74983efdbd0cff5c16b3b1e5d4e29a7c05626d4d25a018e11';
const phoneHash = '1e41ef79cb1baa05fa88e837a70de6f6ae248454bc8dae474312c0baebe8c7a5';

describe('tiktokIdentity', () => {
  it('hashes the session id as external id', async () => {
    expect((await tiktokIdentity({ sessionId })).external_id).toBe(sessionHash);
  });

  it('trims and lower-cases the email before hashing', async () => {
    const { email } = await tiktokIdentity({ email: '  Ana@Example.COM ' });
    expect(email).toBe(emailHash);
  });

  it('hashes a valid international phone number in E.164 form', async () => {
    expect((await tiktokIdentity({ phoneNumber: '+34612345678' })).phone_number).toBe(phoneHash);
    expect((await tiktokIdentity({ phoneNumber: ' +34 612 34 56 78' })).phone_number).toBe(
      phoneHash,
    );
  });

  it.each(['612345678', '+34 12', 'not a phone', ''])(
    'sends an empty phone for %j (not a valid international number)',
    async (phoneNumber) => {
      expect((await tiktokIdentity({ phoneNumber })).phone_number).toBe('');
    },
  );

  it('leaves unknown values empty', async () => {
    expect(await tiktokIdentity({})).toEqual({ external_id: '', email: '', phone_number: '' });
  });
});
