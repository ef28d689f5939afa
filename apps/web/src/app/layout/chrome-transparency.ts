import { useLocation } from 'react-router';
import { hasOverlay, useUiOverlay, type UiOverlay } from '@/shared/ui-state/ui-overlay';

// Spec 2: header and footer go fully transparent on continue links and under an overlay.
export function isChromeTransparent(pathname: string, ui: UiOverlay): boolean {
  return pathname.includes('continue') || hasOverlay(ui);
}

export function useChromeTransparent(): boolean {
  const { pathname } = useLocation();
  return isChromeTransparent(pathname, useUiOverlay());
}
