import type { PageData } from '@/brands/brand-types';

// Spec 1: title, description and keywords from page data, falling back to the display name.
export interface DocumentHead {
  title: string;
  description: string;
  keywords: string;
}

export function documentHeadFor(pageData: Partial<PageData>, displayName: string): DocumentHead {
  return {
    title: pageData.pageTitle?.trim() || displayName,
    description: pageData.metaDescription?.trim() || displayName,
    keywords: pageData.metaKeywords?.trim() || displayName,
  };
}

function upsert(doc: Document, selector: string, create: () => HTMLElement): HTMLElement {
  const found = doc.head.querySelector<HTMLElement>(selector);
  if (found) return found;
  const element = create();
  doc.head.append(element);
  return element;
}

function meta(doc: Document, name: string, content: string): void {
  const element = upsert(doc, `meta[name="${name}"]`, () => {
    const m = doc.createElement('meta');
    m.name = name;
    return m;
  });
  element.setAttribute('content', content);
}

/** Writes title, meta tags and favicon. Not called when framed (spec 2). */
export function applyDocumentHead(head: DocumentHead, faviconUrl: string, doc = document): void {
  doc.title = head.title;
  meta(doc, 'description', head.description);
  meta(doc, 'keywords', head.keywords);
  const icon = upsert(doc, 'link[rel="icon"]', () => {
    const link = doc.createElement('link');
    link.rel = 'icon';
    return link;
  });
  icon.setAttribute('type', 'image/svg+xml');
  icon.setAttribute('href', faviconUrl);
}
