// Every country's ID rule at once, for the API and the lead schema. The web loads one country
// through personal-code-check.ts, so a brand downloads its own country's checks only.
import type { CountryCode } from '../../../product-ids.ts';
import { rule as CO } from './co.ts';
import { rule as DE } from './de.ts';
import { rule as ES } from './es.ts';
import type { IdRule } from './id-rule.ts';
import { rule as MX } from './mx.ts';
import { rule as PH } from './ph.ts';
import { rule as PL } from './pl.ts';
import { rule as RO } from './ro.ts';
import { rule as VN } from './vn.ts';

export const idRules: Record<CountryCode, IdRule> = { ES, DE, MX, CO, PL, RO, VN, PH };
