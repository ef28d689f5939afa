import { describe, expect, it } from 'vitest';
import { applyDocumentHead, documentHeadFor } from './document-head';

describe('document head', () => {
  it('comes from page data', () => {
    expect(
      documentHeadFor({ pageTitle: 'T', metaDescription: 'D', metaKeywords: 'K' }, 'Fiesta'),
    ).toEqual({ title: 'T', description: 'D', keywords: 'K' });
  });

  it('falls back to the display name for anything missing or blank', () => {
    expect(documentHeadFor({ pageTitle: '  ' }, 'Fiesta')).toEqual({
      title: 'Fiesta',
      description: 'Fiesta',
      keywords: 'Fiesta',
    });
  });

  it('writes title, meta tags and an SVG favicon, once each', () => {
    const doc = document.implementation.createHTMLDocument('x');
    const head = { title: 'Title', description: 'Desc', keywords: 'a, b' };
    applyDocumentHead(head, '/fav.svg', doc);
    applyDocumentHead(head, '/fav2.svg', doc);
    expect(doc.title).toBe('Title');
    expect(doc.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Desc');
    expect(doc.querySelector('meta[name="keywords"]')?.getAttribute('content')).toBe('a, b');
    const icon = doc.querySelectorAll('link[rel="icon"]');
    expect(icon).toHaveLength(1);
    expect(icon[0]?.getAttribute('href')).toBe('/fav2.svg');
  });
});
