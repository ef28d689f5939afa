import type { BrandTheme } from '../brand-types';

// Pairs checked for WCAG AA contrast by brands.test.ts.
export const theme: BrandTheme = {
  colors: {
    primary: '#00606f',
    onPrimary: '#ffffff',
    background: '#f2f7f8',
    surface: '#ffffff',
    text: '#102a30',
    mutedText: '#45595e',
    link: '#00606f',
    border: '#6f8489',
    focus: '#00606f',
    headerBackground: '#ffffff',
    headerText: '#102a30',
    footerBackground: '#0d2429',
    footerText: '#e3eff1',
    hero: '#00606f',
    heroText: '#ffffff',
  },
  radius: '8px',
  fontStack: "'Source Sans 3', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
};
