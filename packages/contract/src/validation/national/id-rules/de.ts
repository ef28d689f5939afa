// Germany has no general personal number; the tax identification number (IdNr, check digit by
// ISO 7064, stdnum) is the one a lender may ask for. AskRobin's flow asks none.
import { validate as idnr } from 'stdnum/lib/cjs/de/idnr.js';
import { stdnumCompact, type IdRule } from './id-rule.ts';

export const rule: IdRule = { compact: stdnumCompact(idnr) };
