import type { BrandTheme } from '../brand-types';

// Pairs checked for WCAG AA contrast by brands.test.ts.
export const theme: BrandTheme = {
  colors: {
    primary: '#c0262d',
    onPrimary: '#ffffff',
    background: '#fff8f3',
    surface: '#ffffff',
    text: '#2a1714',
    mutedText: '#5c4a45',
    link: '#a51f26',
    border: '#8a7570',
    focus: '#a51f26',
    headerBackground: '#ffffff',
    headerText: '#2a1714',
    footerBackground: '#2a1714',
    footerText: '#fbe9e4',
    hero: '#ffe3d3',
    heroText: '#2a1714',
  },
  radius: '16px',
  fontStack: "'Nunito', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
};
