import { describe, expect, it } from 'vitest';
import { productIds } from '@finceptiv/contract/product-ids';
import { productForHost } from './product-for-host';

describe('brand from the host name', () => {
  it.each(productIds)('%s.localhost selects %s', (id) => {
    expect(productForHost(`${id}.localhost`, 'fiesta').id).toBe(id);
  });

  it('selects production hosts', () => {
    expect(productForHost('antrag.askrobin.de', 'fiesta').id).toBe('askrobin');
    expect(productForHost('dangky.lienketvay.vn', 'fiesta').id).toBe('lienketvay');
  });

  it('falls back to the default product for any other host', () => {
    expect(productForHost('localhost', 'fiesta').id).toBe('fiesta');
    expect(productForHost('example.com', 'ratapro').id).toBe('ratapro');
  });
});
