import type { BrandTheme } from '../brand-types';

// Pairs checked for WCAG AA contrast by brands.test.ts.
export const theme: BrandTheme = {
  colors: {
    primary: '#b3261e',
    onPrimary: '#ffffff',
    background: '#fffaf0',
    surface: '#ffffff',
    text: '#2b1a12',
    mutedText: '#5e4b40',
    link: '#9c2019',
    border: '#857166',
    focus: '#9c2019',
    headerBackground: '#ffffff',
    headerText: '#2b1a12',
    footerBackground: '#3a1410',
    footerText: '#fdf0dc',
    hero: '#fff0c7',
    heroText: '#2b1a12',
  },
  radius: '14px',
  fontStack: "'Be Vietnam Pro', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
};
