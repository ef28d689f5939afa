import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { get, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { CountryCode } from '@finceptiv/contract/product-ids';
import type { PostcodePlace } from '@/shared/api/postcode-lookup';
import { usePostcodeLookup } from '@/shared/api/use-postcode-lookup';
import { useFieldValue } from './use-field-value';

/**
 * Spec 7's postcode lookup as both flows use it (the legacy contact details, the v3 address
 * form): watches the typed code, looks it up once complete, fills the fields `fieldsFor` names
 * for the places found and returns the line that says what was filled (for a role=status). The
 * applicant can still change what was filled.
 */
export function usePostcodeAutofill<T extends FieldValues, Output>(
  form: UseFormReturn<T, unknown, Output>,
  name: FieldPath<T>,
  country: CountryCode,
  fieldsFor: (places: readonly PostcodePlace[]) => Record<string, string>,
  onPlaces?: (places: readonly PostcodePlace[]) => void,
): string {
  const { t } = useTranslation();
  const code = useFieldValue(form, name);
  const [found, setFound] = useState('');
  // The names come from the step's data (lead paths, data points), not from T's keys.
  const setValue = form.setValue as unknown as (
    path: string,
    value: string,
    options: { shouldDirty: boolean; shouldValidate: boolean },
  ) => void;
  const { isSubmitted } = form.formState;
  const fill = useCallback(
    (places: PostcodePlace[]) => {
      const fields = fieldsFor(places);
      // The field the applicant is typing in keeps what they type: filling it under their
      // cursor would mix the two ("BerlinBerlin" when the answer lands mid-keystroke).
      const typingIn = document.activeElement?.getAttribute('name');
      // An applicant who pressed Continue before the answer came saw "required" on these
      // fields: once they are filled, those messages go (validation runs as on typing).
      for (const [path, value] of Object.entries(fields)) {
        if (path !== typingIn)
          setValue(path, value, { shouldDirty: true, shouldValidate: isSubmitted });
      }
      onPlaces?.(places);
      const place = Object.values(fields).join(', ');
      setFound(place === '' ? '' : t('address>postcodeFound', { place }));
    },
    [fieldsFor, onPlaces, setValue, t, isSubmitted],
  );
  const opened: unknown = get(form.formState.defaultValues, name);
  usePostcodeLookup(code, opened, country, fill);
  return found;
}
