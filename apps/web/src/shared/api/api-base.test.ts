import { afterEach, describe, expect, it, vi } from 'vitest';
import { servedApiBase } from './api-base';

// Spec 1 and 7 (the backend's base address per environment), issue 26 item 8, ADR 0034: the
// app calls the API at the base the server wrote into the page, read once when it loads.
function page(content?: string): Document {
  const doc = document.implementation.createHTMLDocument('t');
  if (content !== undefined) {
    const meta = doc.createElement('meta');
    meta.name = 'api-base';
    meta.content = content;
    doc.head.append(meta);
  }
  return doc;
}

describe('servedApiBase', () => {
  it('reads the base the server wrote into the page', () => {
    expect(servedApiBase(page('/loan-api'))).toBe('/loan-api');
    expect(servedApiBase(page('/gateway/v1/loans'))).toBe('/gateway/v1/loans');
  });

  it('uses /api without the element (the dev server) or without a document (Node)', () => {
    expect(servedApiBase(page())).toBe('/api');
    expect(servedApiBase(undefined)).toBe('/api');
  });

  it.each(['', 'https://elsewhere.example/api', '//elsewhere.example', 'api', '/api/', '/a b'])(
    'ignores a value the server would refuse (%j) and uses /api',
    (content) => {
      expect(servedApiBase(page(content))).toBe('/api');
    },
  );
});

describe('the API client', () => {
  afterEach(() => {
    document.head.querySelector('meta[name="api-base"]')?.remove();
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  async function clientServedWith(base: string | undefined) {
    if (base !== undefined) {
      const meta = document.createElement('meta');
      meta.name = 'api-base';
      meta.content = base;
      document.head.append(meta);
    }
    vi.resetModules();
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        urls.push(url);
        if (url.endsWith('/xsrf')) document.cookie = 'XSRF-TOKEN=served.token; path=/';
        return Promise.resolve(new Response('{}', { status: 200 }));
      }),
    );
    const client = await import('./client');
    const { clientPath } = await import('./client-path');
    const { apiUrl } = await import('./api-base');
    return { client, clientPath, apiUrl, urls };
  }

  it('sends every call, and the XSRF bootstrap, below the base of the document', async () => {
    const { client, clientPath, urls } = await clientServedWith('/loan-api');
    expect(client.apiBase).toBe('/loan-api');
    // The contract's paths keep their /api prefix; the client swaps it for the served base.
    const path = clientPath({ path: '/api/lead/status/:id' }, { id: 'lead-1' });
    expect(path).toBe('/lead/status/lead-1');
    await client.apiRequest('GET', path);
    await client.apiRequest('POST', '/v3/lead', { a: 1 });
    expect(urls).toEqual(['/loan-api/lead/status/lead-1', '/loan-api/xsrf', '/loan-api/v3/lead']);
  });

  it('puts the calls made outside the client (beacons, the tracking configuration) below it too', async () => {
    const { apiUrl } = await clientServedWith('/loan-api');
    expect(apiUrl('/api/vitals')).toBe('/loan-api/vitals');
    expect(apiUrl('/api/tracking-config')).toBe('/loan-api/tracking-config');
  });

  it('calls /api when the page names no base', async () => {
    const { client, urls } = await clientServedWith(undefined);
    await client.apiRequest('GET', '/health');
    expect(urls).toEqual(['/api/health']);
  });
});
