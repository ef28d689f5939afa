import { describe, expect, it } from 'vitest';

// The analytics SDK and the phone metadata are large; they must stay out of the chunk that
// imports the facade. A static value import anywhere here would pull them in.
const sources = import.meta.glob<string>(['../**/*.ts', '!../**/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const lazyOnly = ['posthog-js', 'libphonenumber-js'];

describe('vendor libraries', () => {
  it('are reached only through dynamic import()', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(10);
    const offenders = Object.entries(sources).flatMap(([file, text]) =>
      lazyOnly
        .filter((name) => new RegExp(`^import (?!type )[^;]*from '${name}[^']*'`, 'm').test(text))
        .map((name) => `${file}: ${name}`),
    );
    expect(offenders).toEqual([]);
    expect(Object.values(sources).join('\n')).toContain("import('posthog-js')");
  });
});
