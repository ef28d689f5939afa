import { readFileSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';

/**
 * Replaces what sits between `<!-- name:start -->` and `<!-- name:end -->` in a markdown file
 * (the markers must exist), in the project's Prettier style so the format check stays green.
 * Read just before writing: other sections of the file may change meanwhile.
 */
export async function writeDocSection(docPath: string, name: string, body: string): Promise<void> {
  const [start, end] = [`<!-- ${name}:start -->`, `<!-- ${name}:end -->`];
  const doc = readFileSync(docPath, 'utf8');
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  if (from < 0 || to < from) throw new Error(`${docPath} lacks the ${start} ... ${end} markers`);
  const updated = `${doc.slice(0, from + start.length)}\n\n${body}\n\n${doc.slice(to)}`;
  const options = (await resolveConfig(docPath)) ?? {};
  writeFileSync(docPath, await format(updated, { ...options, filepath: docPath }));
}
