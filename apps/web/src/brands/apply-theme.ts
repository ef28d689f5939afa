import type { BrandTheme, BrandThemeColors } from './brand-types';

// Custom properties set through the CSSOM: the CSP allows that, unlike an injected <style>.
export function themeProperties(theme: BrandTheme): Record<string, string> {
  const props: Record<string, string> = {
    '--radius': theme.radius,
    '--font-stack': theme.fontStack,
  };
  for (const name of Object.keys(theme.colors) as (keyof BrandThemeColors)[]) {
    props[`--color-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`] = theme.colors[name];
  }
  return props;
}

export function applyTheme(theme: BrandTheme, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(themeProperties(theme))) {
    root.style.setProperty(name, value);
  }
}
