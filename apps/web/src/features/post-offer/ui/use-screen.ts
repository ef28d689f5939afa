import { useLocation } from 'react-router';
import { screenForPath } from '../definitions/screens';
import type { ScreenDefinition } from '../definitions/types';

/** The definition of the route being shown, narrowed to the kind a component renders. */
export function useScreen<K extends ScreenDefinition['kind']>(
  ...kinds: K[]
): Extract<ScreenDefinition, { kind: K }> | undefined {
  const { pathname } = useLocation();
  const screen = screenForPath(pathname);
  return screen && (kinds as string[]).includes(screen.kind)
    ? (screen as Extract<ScreenDefinition, { kind: K }>)
    : undefined;
}
