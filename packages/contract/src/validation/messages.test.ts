import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { serverOnlyMessageKeys, validationMessageKeys, validationMessages } from './messages.ts';

describe('validation message keys', () => {
  it('are unique i18n keys, never English text', () => {
    expect(new Set(validationMessageKeys).size).toBe(validationMessageKeys.length);
    for (const key of validationMessageKeys) expect(key).toMatch(/^validation(\.[a-z][A-Za-z]*)+$/);
  });

  it('are all used by some rule, so the list holds no dead keys', () => {
    const dir = new URL('..', import.meta.url);
    const sources = readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('messages.ts'))
      .map((f) => readFileSync(new URL(f, dir), 'utf8'))
      .join('\n');
    for (const [name, key] of Object.entries(validationMessages)) {
      if (serverOnlyMessageKeys.includes(key)) continue;
      expect(sources, name).toContain(`M.${name}`);
    }
  });
});
