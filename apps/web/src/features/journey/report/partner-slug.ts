/**
 * The partner as the journey figures name it ('Crédito Rápido' -> 'credito-rapido'): the
 * contract's pattern allows lower-case letters, digits and hyphens only, so no free text
 * reaches the store.
 */
export function partnerSlug(name: string): string | undefined {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return slug === '' ? undefined : slug;
}
