import { describe, expect, it } from 'vitest';
import { recorderOptions, scrubUrl } from './recorder-privacy';

const id = '0b7f0c2e-4b8e-4f4c-9a59-0c1d2e3f4a5b';

describe('recorder privacy options', () => {
  it('masks every input and text, and keeps the console and the IP out', () => {
    expect(recorderOptions.dom).toEqual({ inputSanitizer: true, textSanitizer: true });
    expect(recorderOptions.console.isEnabled).toBe(false);
    expect(recorderOptions.shouldCaptureIP).toBe(false);
  });

  it('records no lead id, query or fragment in page and request addresses', () => {
    expect(scrubUrl(`https://x.test/application-frontend/continue/${id}?token=t#a`)).toBe(
      'https://x.test/application-frontend/continue/:id',
    );
    expect(scrubUrl(`/api/lead/status/${id}`)).toBe('/api/lead/status/:id');
    expect(scrubUrl(`https://x.test/continue/short-id?email=a%40b.c`)).toBe(
      'https://x.test/continue/:id',
    );
    expect(recorderOptions.browser.urlSanitizer(`https://x.test/${id}/consents`)).toBe(
      'https://x.test/:id/consents',
    );
  });

  it('drops request and response bodies and headers', () => {
    const request = recorderOptions.network.requestSanitizer({
      url: `/api/lead/${id}/redirect`,
      body: '{"personalDetails":{"firstName":"Ana"}}',
      headers: { 'X-XSRF-TOKEN': 'secret' },
    });
    expect(request).toEqual({ url: '/api/lead/:id/redirect', headers: {} });
    expect(recorderOptions.network.responseSanitizer({ body: '{"id":"x"}' })).toEqual({
      headers: {},
    });
  });
});
