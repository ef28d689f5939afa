/** Spec 2: footer text (or the product name), ' - ', the current year. */
export function footerLine(footerText: string | undefined, displayName: string, now: Date): string {
  const text = footerText?.trim() || displayName;
  return `${text} - ${now.getFullYear()}`;
}
