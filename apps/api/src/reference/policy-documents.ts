// The general terms and privacy policy each brand serves (ADR 0040): one Markdown template per
// language and document (reference/policies/), filled with the brand's name, the document's
// version from the contract and the retention periods this deployment actually applies, so the
// text the applicant accepts states what the server does. Rendered once, when the API starts.
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

/** Every brand's documents as HTML pages; throws at start-up on a missing or broken template. */
export function renderPolicyDocuments(retention: RetentionPolicy): PolicyDocuments {
  const pages = new Map<string, string>();
  for (const product of productIds) {
    const { locale, displayName } = products[product];
    for (const document of policyDocumentIds) {
      const template = readFileSync(templateFile(documentLanguage[locale], document), 'utf8');
      const markdown = fill(template, {
        brand: displayName,
        version: policyVersions[document],
        unfinishedLeadDays: String(retention.unfinishedLeadDays),
        documentDays: String(retention.documentDays),
        smsDays: String(retention.smsDays),
      });
      pages.set(`${product}/${document}`, page(locale, markdown));
    }
  }
  return (product, document) => pages.get(`${product}/${document}`) ?? '';
}
