import { products, type Product } from '@finceptiv/contract/products';
import { describe, expect, it } from 'vitest';
import { setLogSink } from '@/shared/lib/log';
import { setErrorReporter } from '@/shared/lib/report-error';
import { isPageLoaded, pageFor, preloadPage } from './application-pages';

setLogSink(() => undefined);
const reported: string[] = [];
setErrorReporter((message) => reported.push(message));

describe('the application pages', () => {
  it('loads a page once, and says when it has loaded so that it draws without waiting', async () => {
    const product = products.ibancar;
    expect(isPageLoaded(product, '/personal-details')).toBe(false);
    const page = pageFor(product, '/personal-details');
    // Every path of the flow draws the same flow page: one load serves them all.
    expect(pageFor(product, '/contact-details')).toBe(page);
    await page;
    expect(isPageLoaded(product, '/contact-details')).toBe(true);
    // React's use() reads the outcome off the promise and does not suspend on it.
    expect(page).toMatchObject({ status: 'fulfilled', value: await page });
    // An outcome screen is a page of its own.
    expect(isPageLoaded(product, '/checking')).toBe(false);
    void preloadPage(product, '/checking');
    await pageFor(product, '/checking');
    expect(isPageLoaded(product, '/checking')).toBe(true);
  });

  it('keeps a page that failed to load failed, so its render ends on the error screen', async () => {
    const unknown = { ...products.ibancar, id: 'nobrand', country: 'XX' } as unknown as Product;
    const failed = pageFor(unknown, '/personal-details');
    await expect(failed).rejects.toThrow('ApplicationPage not found');
    expect(failed).toMatchObject({ status: 'rejected' });
    expect(pageFor(unknown, '/contact-details')).toBe(failed);
    expect(isPageLoaded(unknown, '/personal-details')).toBe(false);
    expect(reported).toEqual(['ApplicationPage not found']);
  });

  it('forgets a preload that failed, so the visit tries again', async () => {
    const unknown = { ...products.fiesta, id: 'nobrand2', country: 'XY' } as unknown as Product;
    reported.length = 0;
    void preloadPage(unknown, '/personal-details');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reported).toEqual(['ApplicationPage not found']);
    const visit = pageFor(unknown, '/personal-details');
    await expect(visit).rejects.toThrow('ApplicationPage not found');
    expect(reported).toEqual(['ApplicationPage not found', 'ApplicationPage not found']);
    expect(pageFor(unknown, '/personal-details')).toBe(visit);
  });
});
