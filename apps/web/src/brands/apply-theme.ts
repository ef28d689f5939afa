import type { BrandTheme, BrandThemeColors } from './brand-types';

/** A theme colour as brands and custom colours write it: '#1a2b3c'. */
export const hexColor = /^#[0-9a-f]{6}$/i;

const colorProperty = (name: string) =>
  `--color-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

// Custom properties set through the CSSOM: the CSP allows that, unlike an injected <style>.
function themeProperties(theme: BrandTheme): Record<string, string> {
  const props: Record<string, string> = {
    '--radius': theme.radius,
    '--font-stack': theme.fontStack,
  };
  for (const name of Object.keys(theme.colors) as (keyof BrandThemeColors)[]) {
    props[colorProperty(name)] = theme.colors[name];
  }
  return props;
}

/**
 * Spec 3's custom colours (the ui slice, restored from `uiColors`) over the brand's palette:
 * only the palette's own names, only hex colours, so a stored value can neither reach another
 * property nor smuggle CSS in.
 */
export function customColorProperties(
  custom: Readonly<Record<string, string>>,
  palette: BrandThemeColors,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(custom)
      .filter(([name, value]) => Object.hasOwn(palette, name) && hexColor.test(value))
      .map(([name, value]) => [colorProperty(name), value]),
  );
}

export function applyTheme(theme: BrandTheme, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(themeProperties(theme))) {
    root.style.setProperty(name, value);
  }
}
