import type { BrandTheme } from '../brand-types';

// Pairs checked for WCAG AA contrast by brands.test.ts.
export const theme: BrandTheme = {
  colors: {
    primary: '#0050a8',
    onPrimary: '#ffffff',
    background: '#f3f7fc',
    surface: '#ffffff',
    text: '#0f1d30',
    mutedText: '#46546a',
    link: '#0050a8',
    border: '#6c7a8f',
    focus: '#0050a8',
    headerBackground: '#ffffff',
    headerText: '#0f1d30',
    footerBackground: '#0c2340',
    footerText: '#e4eefa',
    hero: '#0050a8',
    heroText: '#ffffff',
  },
  radius: '12px',
  fontStack: "'Roboto', 'Segoe UI', 'Helvetica Neue', Arial, sans-serif",
};
