// What one country's national ID rule consists of, and the helpers its rules share. Each
// country is its own module (id-rules/<cc>.ts) so the web loads only its brand's country.
import type { ValidateReturn } from 'stdnum/lib/cjs/types.js';

export interface EncodedBirth {
  /** 'YYYY-MM-DD' when the ID holds the full date. */
  date?: string;
  /** When it holds only the year (Vietnam). */
  year?: number;
  gender?: 'male' | 'female';
}

export interface IdRule {
  /** The compact (stored) form of a valid ID, otherwise undefined. */
  compact(value: string): string | undefined;
  /** What a valid compact ID says about its holder (PESEL, CNP, CURP, căn cước). */
  birth?(compactId: string): EncodedBirth;
}

/**
 * stdnum's `validate` functions, tried in turn (Spain: DNI, then NIE). Passed as functions, not
 * module namespaces, so the bundle needs no namespace helper.
 */
export function stdnumCompact(...validators: ((value: string) => ValidateReturn)[]) {
  return (value: string): string | undefined => {
    for (const validate of validators) {
      const result = validate(value);
      if (result.isValid) return result.compact;
    }
    return undefined;
  };
}

/** People write some IDs in groups ('1.020.304.050', '0011 2233 4455'); the groups mean nothing. */
export function digitsOnly(value: string): string {
  return value.replace(/[\s.-]/g, '');
}

export const isoDate = (year: number, month: string, day: string) => `${year}-${month}-${day}`;
export const oddIsMale = (digit: string | undefined): 'male' | 'female' =>
  Number(digit) % 2 === 1 ? 'male' : 'female';
