// Spain: DNI for nationals, NIE for foreign residents; both end in a check letter (stdnum).
import { validate as dni } from 'stdnum/lib/cjs/es/dni.js';
import { validate as nie } from 'stdnum/lib/cjs/es/nie.js';
import { stdnumCompact, type IdRule } from './id-rule.ts';

export const rule: IdRule = { compact: stdnumCompact(dni, nie) };
