import type { BrandTheme } from '../brand-types';

// Pairs checked for WCAG AA contrast by brands.test.ts.
export const theme: BrandTheme = {
  colors: {
    primary: '#0b6b3a',
    onPrimary: '#ffffff',
    background: '#f3f8f4',
    surface: '#ffffff',
    text: '#14261b',
    mutedText: '#4a5a50',
    link: '#0b6b3a',
    border: '#6f8276',
    focus: '#0b6b3a',
    headerBackground: '#ffffff',
    headerText: '#14261b',
    footerBackground: '#0f2a1b',
    footerText: '#e4f1e8',
    hero: '#0b6b3a',
    heroText: '#ffffff',
  },
  radius: '10px',
  fontStack: "'Montserrat', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
};
