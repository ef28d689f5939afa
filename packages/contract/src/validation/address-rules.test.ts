import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  blockNumberSchema,
  citySchema,
  districtSchema,
  flatNumberSchema,
  houseNumberSchema,
  municipalitySchema,
  streetSchema,
  suburbSchema,
} from './address-rules.ts';
import { validationMessages as M } from './messages.ts';
import { firstError } from '../test-support/first-error.ts';

describe('street', () => {
  it.each([
    ['Calle Mayor', null],
    ['Calle Mayor, 5', null],
    ['Hauptstraße 12a', null],
    ['Av. de la Constitución 3º', null],
    ["Rue de l'Église", null],
    ['ul. Marszałkowska 10/12', null],
    ['Main St.', null],
    ['Calle Mayor ', M.streetFormat],
    ['Calle Mayor-', M.streetFormat],
    ['Calle Mayor,', M.streetFormat],
    ['Calle Mayor/', M.streetFormat],
    ['12', M.streetFormat],
    ['12-14', M.streetFormat],
    [' Calle', M.streetFormat],
    ['Calle; Mayor', M.streetFormat],
    ['', M.required],
  ])('%j -> %s', (value, error) => {
    expect(firstError(streetSchema, value)).toBe(error);
  });
});

describe('house, flat and block number', () => {
  it.each([
    ['12', null],
    ['12A', null],
    ['12-14', null],
    ['s/n', null],
    ['B', null],
    ['3º', null],
    ['12-', 'format'],
    ['12 ', 'format'],
    ['12/', 'format'],
    ['-', 'format'],
    ["'.", 'format'],
    ['', 'required'],
    ['1'.repeat(21), 'tooLong'],
  ])('%j -> %s', (value, kind) => {
    const expected = (key: string) =>
      kind === null ? null : kind === 'format' ? key : kind === 'required' ? M.required : M.tooLong;
    expect(firstError(houseNumberSchema, value)).toBe(expected(M.houseNumberFormat));
    expect(firstError(flatNumberSchema, value)).toBe(expected(M.flatNumberFormat));
    expect(firstError(blockNumberSchema, value)).toBe(expected(M.blockNumberFormat));
  });
});

describe('city, suburb, district, municipality', () => {
  const rules = [
    [citySchema, M.cityFormat],
    [suburbSchema, M.suburbFormat],
    [districtSchema, M.districtFormat],
    [municipalitySchema, M.municipalityFormat],
  ] as const;
  it.each([
    ['Madrid', true],
    ['San Sebastián de los Reyes', true],
    ['Castellón de la Plana/Castelló', true],
    ["'s-Hertogenbosch", true],
    ['Sector 3', true],
    ['Hồ Chí Minh', true],
    ['St. Gallen', true],
    ['Madrid-', false],
    ['Madrid ', false],
    ['-Madrid', false],
    ['12345', false],
    ['Madrid!', false],
  ])('%j valid: %s', (value, valid) => {
    for (const [schema, key] of rules) expect(firstError(schema, value)).toBe(valid ? null : key);
  });

  it('never throws on random input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (value) => {
        for (const [schema] of rules) expect(() => schema.safeParse(value)).not.toThrow();
        expect(() => streetSchema.safeParse(value)).not.toThrow();
      }),
    );
  });
});
