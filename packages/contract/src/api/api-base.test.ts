import { describe, expect, it } from 'vitest';
import { apiBaseProblem, isApiBase } from './api-base.ts';

const good = ['/api', '/loan-api', '/a/b', '/v1.2/api_~x', '/...a'];
const bad = [
  '',
  'api',
  '/',
  '/api/',
  '/a//b',
  '/..',
  '/a/./b',
  '/a/../b',
  '/a b',
  '/a%20b',
  '/a?b',
  '/a#b',
  'https://api.example.com',
  '//api.example.com',
  'javascript:alert(1)',
  `/${'a'.repeat(200)}`,
];

describe('the API base rule (ADR 0034)', () => {
  it('takes a same-origin path of plain segments', () => {
    for (const value of good) expect(isApiBase(value), value).toBe(true);
  });

  it('refuses anything else, and says why', () => {
    for (const value of bad) {
      expect(isApiBase(value), value).toBe(false);
      expect(apiBaseProblem(value), value).toEqual(expect.any(String));
    }
  });

  it('has one answer: the server refuses at start exactly what the app ignores', () => {
    for (const value of [...good, ...bad]) {
      expect(apiBaseProblem(value) === undefined, value).toBe(isApiBase(value));
    }
  });
});
