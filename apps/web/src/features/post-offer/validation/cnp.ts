// The Romanian personal numeric code (CNP): S YY MM DD JJ NNN C. S gives sex and century,
// YYMMDD the date of birth, JJ the county, C a checksum over the first twelve digits.
const weights = [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9] as const;

const centuryBySex: Record<string, number | undefined> = {
  '1': 1900,
  '2': 1900,
  '3': 1800,
  '4': 1800,
  '5': 2000,
  '6': 2000,
  // 7 and 8: residents, 9: foreigners; the code does not say the century, assume 1900.
  '7': 1900,
  '8': 1900,
  '9': 1900,
};

export function cnpCheckDigit(firstTwelve: string): number {
  const sum = weights.reduce((total, weight, i) => total + weight * Number(firstTwelve[i]), 0);
  const rest = sum % 11;
  return rest === 10 ? 1 : rest;
}

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Whether `value` (spaces allowed) is a CNP with a real birth date, county and checksum. */
export function isValidCnp(value: string): boolean {
  const cnp = value.replace(/\s/g, '');
  if (!/^\d{13}$/.test(cnp)) return false;
  const century = centuryBySex[cnp[0] ?? ''];
  if (century === undefined) return false;
  const year = century + Number(cnp.slice(1, 3));
  if (!isRealDate(year, Number(cnp.slice(3, 5)), Number(cnp.slice(5, 7)))) return false;
  const county = Number(cnp.slice(7, 9));
  // 01-46 and 51-52 are counties and Bucharest's sectors; 70 is "any" (newer codes).
  if (!((county >= 1 && county <= 46) || county === 51 || county === 52 || county === 70))
    return false;
  return cnpCheckDigit(cnp.slice(0, 12)) === Number(cnp[12]);
}
