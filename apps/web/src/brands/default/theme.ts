import type { BrandTheme } from '../brand-types';

// Pairs checked for WCAG AA contrast by brands.test.ts.
export const theme: BrandTheme = {
  colors: {
    primary: '#3b34b5',
    onPrimary: '#ffffff',
    background: '#f4f5fa',
    surface: '#ffffff',
    text: '#1a1d29',
    mutedText: '#4b5063',
    link: '#3b34b5',
    border: '#767b8c',
    focus: '#3b34b5',
    headerBackground: '#ffffff',
    headerText: '#1a1d29',
    footerBackground: '#1a1d29',
    footerText: '#e6e8f0',
    hero: '#3b34b5',
    heroText: '#ffffff',
  },
  radius: '12px',
  fontStack: "'Inter', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
};
