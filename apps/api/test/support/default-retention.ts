import { z } from 'zod';
import { retentionEnv, retentionPolicy } from '../../src/config/retention-env.ts';

/** The retention policy a server runs with when no RETENTION_* variable is set (ADR 0023). */
export const defaultRetentionPolicy = retentionPolicy(z.object(retentionEnv).parse({}));
