import type { BrandTheme } from '../brand-types';

// Pairs checked for WCAG AA contrast by brands.test.ts.
export const theme: BrandTheme = {
  colors: {
    primary: '#1c3d8f',
    onPrimary: '#ffffff',
    background: '#f5f7fc',
    surface: '#ffffff',
    text: '#111a33',
    mutedText: '#4a5370',
    link: '#1c3d8f',
    border: '#737b93',
    focus: '#1c3d8f',
    headerBackground: '#ffffff',
    headerText: '#111a33',
    footerBackground: '#111a33',
    footerText: '#e7ebf7',
    hero: '#ffd23f',
    heroText: '#111a33',
  },
  radius: '6px',
  fontStack: "'Poppins', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
};
