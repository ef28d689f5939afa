import type { BrandTheme } from '../brand-types';

// Pairs checked for WCAG AA contrast by brands.test.ts.
export const theme: BrandTheme = {
  colors: {
    primary: '#1f4e9c',
    onPrimary: '#ffffff',
    background: '#f4f6fb',
    surface: '#ffffff',
    text: '#131c2e',
    mutedText: '#4a5368',
    link: '#1f4e9c',
    border: '#717a90',
    focus: '#1f4e9c',
    headerBackground: '#ffffff',
    headerText: '#131c2e',
    footerBackground: '#13213d',
    footerText: '#e5ebf6',
    hero: '#e4ecfa',
    heroText: '#131c2e',
  },
  radius: '12px',
  fontStack: "'Open Sans', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
};
