import { useLocation } from 'react-router';
import { useAppSelector } from '@/app/store/hooks';
import { hasUiOverlay, type UiState } from '@/app/store/ui-slice';

// Spec 2: header and footer go fully transparent on continue links and while the `ui` state
// is non-empty (an empty object means no overlay).
export function isChromeTransparent(pathname: string, ui: UiState): boolean {
  return pathname.includes('continue') || hasUiOverlay(ui);
}

export function useChromeTransparent(): boolean {
  const { pathname } = useLocation();
  return isChromeTransparent(
    pathname,
    useAppSelector((state) => state.ui),
  );
}
