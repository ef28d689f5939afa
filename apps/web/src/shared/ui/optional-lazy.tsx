// A part of a screen that is an extra to it (the toasts, the postcode look-up, the consent
// banner) loads its code on demand. React's `lazy` throws a failed load to the nearest error
// boundary, the app's "something went wrong" page, and keeps failing after the connection is
// back: a phone that lost its signal before that code arrived lost the whole screen, answers
// typed in it included (seen with the toasts of a failed save, issue 19). Here a failed load
// draws nothing and is tried again the next time the part is drawn.
import { useEffect, useState, type ComponentType } from 'react';
import { loadOnce } from '@/shared/lib/load-once';

export function optionalLazy<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): ComponentType<Props> {
  const loadPart = loadOnce(load);
  let loaded: ComponentType<Props> | undefined;
  function OptionalPart(props: Props) {
    const [Part, setPart] = useState<ComponentType<Props> | undefined>(() => loaded);
    // After every drawing until it has loaded: loadOnce shares a load in flight and starts
    // afresh after a failed one.
    useEffect(() => {
      if (Part) return;
      let current = true;
      loadPart().then(
        (module) => {
          loaded = module.default;
          if (current) setPart(() => module.default);
        },
        () => undefined,
      );
      return () => {
        current = false;
      };
    });
    return Part ? <Part {...props} /> : null;
  }
  return OptionalPart;
}
