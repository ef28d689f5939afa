import { readFileSync } from 'node:fs';
import type { z } from 'zod';
import { catalogueSchema, type CatalogueFile } from './catalogue-schema.ts';
import { defaultCatalogue, type Catalogue, type Partner } from './catalogue.ts';

// PARTNERS_FILE: the lender's partner catalogue (docs/partners.md). Read once at start; a file
// that is missing, not JSON or not valid stops the server with every problem named by entry
// and field ("partners[2] (alpha).decision.timeoutMs: ..."), as a bad variable does.

type Source = Readonly<Record<string, string | undefined>>;

/** A secret shorter than this is refused: HMAC keys are as strong as their shortest guess. */
const minSecretLength = 32;

function where(file: unknown, path: readonly PropertyKey[]): string {
  const [head, index, ...rest] = path;
  if (head !== 'partners' || typeof index !== 'number') return path.join('.');
  const partners = (file as { partners?: unknown[] }).partners;
  const id = (partners?.[index] as { id?: unknown } | undefined)?.id;
  const name = typeof id === 'string' ? ` (${id})` : '';
  return [`partners[${index}]${name}`, ...rest].join('.');
}

function issuesOf(file: unknown, error: z.ZodError): string[] {
  return error.issues.map((issue) => `PARTNERS_FILE ${where(file, issue.path)}: ${issue.message}`);
}

function withSecrets(parsed: CatalogueFile, source: Source): Catalogue | string[] {
  const problems: string[] = [];
  const partners = parsed.partners.map((entry, index): Partner => {
    if (entry.decision.kind === 'local') return { ...entry, decision: entry.decision };
    const name = entry.decision.secretEnv;
    const secret = source[name] ?? '';
    if (secret.length < minSecretLength)
      problems.push(
        `PARTNERS_FILE partners[${index}] (${entry.id}).decision.secretEnv: ${name} must hold the shared secret, at least ${minSecretLength} characters`,
      );
    return { ...entry, decision: entry.decision, secret };
  });
  return problems.length > 0 ? problems : { ...parsed, partners };
}

/** The catalogue PARTNERS_FILE names, or the shipped default; problems name entry and field. */
export function readPartnersEnv(source: Source): { catalogue: Catalogue; problems: string[] } {
  const path = source.PARTNERS_FILE;
  if (path === undefined || path === '') return { catalogue: defaultCatalogue, problems: [] };
  let file: unknown;
  try {
    file = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    const reason = error instanceof SyntaxError ? 'not JSON' : 'cannot be read';
    return { catalogue: defaultCatalogue, problems: [`PARTNERS_FILE ${path}: ${reason}`] };
  }
  const parsed = catalogueSchema.safeParse(file);
  if (!parsed.success)
    return { catalogue: defaultCatalogue, problems: issuesOf(file, parsed.error) };
  const catalogue = withSecrets(parsed.data, source);
  return Array.isArray(catalogue)
    ? { catalogue: defaultCatalogue, problems: catalogue }
    : { catalogue, problems: [] };
}
