// The general terms and privacy policy each brand serves (ADR 0040): one Markdown template per
// language and document (reference/policies/), filled with the brand's name, the document's
// version from the contract and the retention periods this deployment actually applies, so the
// text the applicant accepts states what the server does. Each page is rendered on its first
// request and kept for the life of the app.
import { readFileSync } from 'node:fs';
import { marked } from 'marked';
import {
  policyDocumentIds,
  policyVersions,
  type PolicyDocumentId,
} from '@finceptiv/contract/policies';
import {
  localeTags,
  productIds,
  type Locale,
  type ProductId,
} from '@finceptiv/contract/product-ids';
import { products } from '@finceptiv/contract/products';
import type { RetentionPolicy } from '../config/retention-env.ts';

/** The language a locale's documents are written in: the Spanish locales share one text. */
const documentLanguage: Record<Locale, string> = {
  en: 'en',
  ph: 'en',
  es: 'es',
  mx: 'es',
  co: 'es',
  de: 'de',
  pl: 'pl',
  ro: 'ro',
  vn: 'vi',
};

const templateFile = (language: string, document: PolicyDocumentId) =>
  new URL(`./policies/${language}/${document}.md`, import.meta.url);

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`policy template: unknown ${placeholder}`);
    return value;
  });
}

function page(locale: Locale, markdown: string): string {
  const body = marked.parse(markdown, { async: false });
  const title = /^# (.+)$/m.exec(markdown)?.[1] ?? '';
  // Inline style attributes are what the page CSP admits (styleSrcAttr), not a <style> element.
  return `<!doctype html><html lang="${localeTags[locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body style="max-width:42rem;margin:0 auto;padding:1rem;font:1rem/1.6 system-ui,sans-serif;color:#1a1a1a;background:#fff"><main>${body}</main></body></html>`;
}

export type PolicyDocuments = (product: ProductId, document: PolicyDocumentId) => string;

function renderPage(
  product: ProductId,
  document: PolicyDocumentId,
  retention: RetentionPolicy,
): string {
  const { locale, displayName } = products[product];
  const template = readFileSync(templateFile(documentLanguage[locale], document), 'utf8');
  const markdown = fill(template, {
    brand: displayName,
    version: policyVersions[document],
    unfinishedLeadDays: String(retention.unfinishedLeadDays),
    documentDays: String(retention.documentDays),
    smsDays: String(retention.smsDays),
  });
  return page(locale, markdown);
}

/**
 * Every brand's documents as HTML pages, each rendered on its first request and kept. Rendering
 * all of them eagerly made every buildApp (the tests build many) read and parse 18 templates that
 * most apps never serve. The memo lives in the returned function, made once per app with that
 * app's retention periods, so two apps with different periods in one process never share a page.
 * A missing or broken template now throws on its first request instead of at start-up;
 * test/consent.test.ts requests every brand's every document, so CI still catches it.
 */
export function policyDocumentPages(retention: RetentionPolicy): PolicyDocuments {
  const pages = new Map<string, string>();
  return (product, document) => {
    const key = `${product}/${document}`;
    let html = pages.get(key);
    if (html === undefined) {
      // The route's schema already admits only known ids; checked again because the ids now
      // pick a file to read, and an unknown one answered '' when every page was made up front.
      if (!productIds.includes(product) || !policyDocumentIds.includes(document)) return '';
      html = renderPage(product, document, retention);
      pages.set(key, html);
    }
    return html;
  };
}
