import { afterEach, describe, expect, it } from 'vitest';
import { products } from '@finceptiv/contract/products';
import { setLogSink } from '@/shared/lib/log';
import { setErrorReporter } from '@/shared/lib/report-error';
import { isApplicationPath } from './application-paths';
import { loadApplicationPage } from './load-application-page';
import { pageRegistry } from './page-registry';
import type { ApplicationPageComponent } from './page-types';

const reported: string[] = [];
const restoreLog = setLogSink(() => undefined);
setErrorReporter((message) => reported.push(message));
afterEach(() => {
  reported.length = 0;
});

const Page: ApplicationPageComponent = () => null;
const page = () => Promise.resolve({ default: Page });
const styles = () => Promise.resolve({});

describe('loading the application page', () => {
  it('returns the page once page and styles have loaded', async () => {
    await expect(loadApplicationPage(products.fiesta, 'ES:fiesta', page, styles)).resolves.toBe(
      Page,
    );
    expect(reported).toEqual([]);
  });

  it('reports a missing page and fails', async () => {
    await expect(
      loadApplicationPage(products.fiesta, 'XX:none', undefined, styles),
    ).rejects.toThrow('ApplicationPage not found');
    expect(reported).toEqual(['ApplicationPage not found']);
  });

  it('reports missing styles and fails', async () => {
    await expect(
      loadApplicationPage(products.fiesta, 'ES:fiesta', page, undefined),
    ).rejects.toThrow('Product styles not found');
    expect(reported).toEqual(['Product styles not found']);
  });

  it('reports a failed load and fails', async () => {
    const broken = () => Promise.reject(new Error('chunk 404'));
    await expect(loadApplicationPage(products.fiesta, 'ES:fiesta', page, broken)).rejects.toThrow(
      'Failed to load ApplicationPage and product styles',
    );
    expect(reported).toEqual(['Failed to load ApplicationPage and product styles']);
  });

  it("returns the page only once its preparation (a v3 page's forms) has run", async () => {
    const steps: string[] = [];
    const prepared = () =>
      Promise.resolve({
        default: Page,
        prepare: async (product: { id: string }) => {
          await Promise.resolve();
          steps.push(`prepared ${product.id}`);
        },
      });
    const loaded = loadApplicationPage(products.fiesta, 'ES:fiesta', prepared, styles).then(
      (value) => {
        steps.push('loaded');
        return value;
      },
    );
    await expect(loaded).resolves.toBe(Page);
    expect(steps).toEqual(['prepared fiesta', 'loaded']);
  });

  it('has a page for every country and product of the contract', () => {
    expect(Object.keys(pageRegistry)).toHaveLength(9);
    restoreLog();
  });
});

describe('application paths', () => {
  const { fiesta, ibancar, fidea } = products;
  it.each([
    '/',
    '/continue/abc-123',
    '/unsubscribe',
    '/x1/consents',
    '/wniosek',
    '/form/date-of-birth',
    '/form/initial-details',
  ])('%s is an application path', (path) => {
    expect(isApplicationPath(fiesta, path)).toBe(true);
  });
  it.each(['/nope', '/continue', '/personal-details/extra', '/404', '/form/nope', '/form'])(
    '%s is not',
    (path) => {
      expect(isApplicationPath(fiesta, path)).toBe(false);
    },
  );
  // Issue 23.5: a step another country does not use is not found, with or without a lead.
  it('answers a legacy step only on the brands that take it', () => {
    expect(isApplicationPath(ibancar, '/reference-information')).toBe(true);
    expect(isApplicationPath(ibancar, '/employment-details')).toBe(true);
    expect(isApplicationPath(fidea, '/personal-details')).toBe(true);
    expect(isApplicationPath(fidea, '/reference-information')).toBe(false);
    expect(isApplicationPath(fidea, '/employment-details')).toBe(false);
    expect(isApplicationPath(fiesta, '/personal-details')).toBe(false);
    // A continue link sends state 1 there; on a v3 brand the navigator forwards it to the form.
    expect(isApplicationPath(fiesta, '/loan-information')).toBe(true);
  });
  it('answers a v3 form address only on a v3 brand', () => {
    expect(isApplicationPath(fiesta, '/form/name')).toBe(true);
    expect(isApplicationPath(fidea, '/form/name')).toBe(false);
  });
});

describe('the page registry', () => {
  it('gives the v3 brands the dynamic form and the legacy brands the chooser', async () => {
    const dynamic = (await import('@/features/dynamic-form/public/dynamic-form-page')).default;
    for (const key of ['ES:default', 'ES:fiesta', 'DE:askrobin', 'PL:ratapro', 'PH:finipay']) {
      expect((await pageRegistry[key as keyof typeof pageRegistry]!()).default, key).toBe(dynamic);
    }
    for (const key of ['MX:ibancar', 'CO:prestamotor', 'RO:fidea', 'VN:lienketvay']) {
      expect((await pageRegistry[key as keyof typeof pageRegistry]!()).default, key).not.toBe(
        dynamic,
      );
    }
  });
});
