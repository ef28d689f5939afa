import { translationNamespaces } from '@finceptiv/contract/translation-namespaces';
import { locales } from '@finceptiv/contract/product-ids';
import { describe, expect, it } from 'vitest';

// The contract's namespace list is what the API accepts missing-key reports for: it must name
// exactly the files every locale ships.
const files = Object.keys(import.meta.glob('../../../public/locales/*/*.json'));

describe('translation namespaces', () => {
  it.each(locales)('%s ships exactly the contract namespaces', (locale) => {
    const shipped = files
      .filter((f) => f.includes(`/locales/${locale}/`))
      .map((f) => f.replace(/^.*\/(.+)\.json$/, '$1'))
      .sort();
    expect(shipped).toEqual([...translationNamespaces].sort());
  });
});
