import { useEffect, useEffectEvent, useState } from 'react';

export type Loaded<T> = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; value: T };

/**
 * What `load` gives for `key` (the brand and period a section shows): loading until it answers,
 * then ready or failed. A new key shows loading again at once; a late answer for an old key is
 * dropped, so a fast switch never shows the previous brand's figures under the new one.
 */
export function useLoaded<T>(key: string, load: () => Promise<T>): Loaded<T> {
  const [state, setState] = useState<{ key: string; loaded: Loaded<T> }>({
    key,
    loaded: { kind: 'loading' },
  });
  const run = useEffectEvent(load);
  useEffect(() => {
    let current = true;
    run().then(
      (value) => {
        if (current) setState({ key, loaded: { kind: 'ready', value } });
      },
      () => {
        if (current) setState({ key, loaded: { kind: 'failed' } });
      },
    );
    return () => {
      current = false;
    };
  }, [key]);
  return state.key === key ? state.loaded : { kind: 'loading' };
}
