import { legacyStepRoutesFor } from '@finceptiv/contract/legacy-steps';
import { describe, expect, it } from 'vitest';
import { flatten, readLocale } from '@/test-support/locale-files';

// Every key this feature asks for exists in English, in its own namespace or (by fallback) in
// common; the nine locales have the same keys as English (steps/legacy-steps.test.ts).
const sources = import.meta.glob<string>(
  ['/src/features/legacy-flow/**/*.{ts,tsx}', '!/src/features/legacy-flow/**/*.test.{ts,tsx}'],
  { eager: true, query: '?raw', import: 'default' },
);
const own = import.meta.glob<Record<string, unknown>>('/public/locales/en/legacy-flow.json', {
  eager: true,
  import: 'default',
});

const english = {
  ...flatten(readLocale('en') ?? {}),
  ...flatten((own['/public/locales/en/legacy-flow.json'] ?? {}) as Parameters<typeof flatten>[0]),
};

describe('the legacy flow texts', () => {
  it('exist for every literal key the code uses', () => {
    const used = new Set<string>();
    for (const text of Object.values(sources)) {
      for (const match of text.matchAll(/\b(?:t|legacyT)\(\s*'([^']+)'/g)) {
        if (match[1]) used.add(match[1]);
      }
    }
    expect(used.size).toBeGreaterThan(15);
    for (const key of used) expect(english, key).toHaveProperty([key]);
  });

  it('name every step of every brand', () => {
    for (const id of ['ibancar', 'prestamotor', 'fidea', 'lienketvay']) {
      for (const path of legacyStepRoutesFor(id)) {
        expect(english).toHaveProperty([`steps>${path.slice(1)}>title`]);
        expect(english).toHaveProperty([`steps>${path.slice(1)}>lead`]);
      }
    }
  });
});
