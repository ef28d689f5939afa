import type { BrandTheme } from '../brand-types';

// Pairs checked for WCAG AA contrast by brands.test.ts.
export const theme: BrandTheme = {
  colors: {
    primary: '#b0122b',
    onPrimary: '#ffffff',
    background: '#f7f6f6',
    surface: '#ffffff',
    text: '#231a1c',
    mutedText: '#574b4e',
    link: '#b0122b',
    border: '#7d7274',
    focus: '#b0122b',
    headerBackground: '#ffffff',
    headerText: '#231a1c',
    footerBackground: '#231a1c',
    footerText: '#f2e9eb',
    hero: '#231a1c',
    heroText: '#ffffff',
  },
  radius: '4px',
  fontStack: "'Lato', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
};
