import { useCallback, useSyncExternalStore } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * One field's value, kept current. Unlike `useWatch`, this cannot miss a change made between a
 * lazily loaded component's render and its commit (React may yield in between, and a fast
 * typist or autofill lands there): `useSyncExternalStore` reads the value again once it has
 * subscribed. Values are primitives (text, flags), so the snapshot compares by value.
 */
export function useFieldValue<T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, never>, 'subscribe' | 'getValues'>,
  name: FieldPath<T>,
): unknown {
  const { subscribe, getValues } = form;
  const listen = useCallback(
    (changed: () => void) =>
      subscribe({ name, exact: true, formState: { values: true }, callback: changed }),
    [subscribe, name],
  );
  const read = useCallback((): unknown => getValues(name), [getValues, name]);
  return useSyncExternalStore(listen, read);
}
