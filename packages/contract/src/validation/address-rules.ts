// Spec 5 rules for address parts. Separators are space, comma, slash and hyphen; a value may
// not end in one. Dots, apostrophes and ordinal signs ('5º', 'St.') are part of a word.
import { validationMessages as M } from './messages.ts';
import { patterned } from './primitives.ts';

const word = "[\\p{L}\\p{M}\\p{N}.'’ºª°#]+";
const separated = `${word}(?:[ ,/-]+${word})*`;

/** Must contain a letter: 'Calle Mayor, 5', 'Hauptstraße 12a'. */
export const streetPattern = new RegExp(`^(?=.*\\p{L})${separated}$`, 'u');

/** House, flat and block numbers: a letter or digit required, '12', '3B', '12-14', 's/n'. */
export const buildingNumberPattern = new RegExp(`^(?=.*[\\p{L}\\p{N}])${separated}$`, 'u');

// Must contain a letter; may not start or end in a hyphen or space ("'s-Hertogenbosch" is fine).
export const localityPattern =
  /^(?=.*\p{L})(?![ -])[\p{L}\p{M}\p{N} .,'’()/-]*[\p{L}\p{M}\p{N}.'’()]$/u;

export const streetSchema = patterned(streetPattern, M.streetFormat, 150);
export const houseNumberSchema = patterned(buildingNumberPattern, M.houseNumberFormat, 20);
export const flatNumberSchema = patterned(buildingNumberPattern, M.flatNumberFormat, 20);
export const blockNumberSchema = patterned(buildingNumberPattern, M.blockNumberFormat, 20);
export const citySchema = patterned(localityPattern, M.cityFormat, 100);
export const suburbSchema = patterned(localityPattern, M.suburbFormat, 100);
export const districtSchema = patterned(localityPattern, M.districtFormat, 100);
export const municipalitySchema = patterned(localityPattern, M.municipalityFormat, 100);
