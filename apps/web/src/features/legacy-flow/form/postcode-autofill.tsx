import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { get, type UseFormReturn } from 'react-hook-form';
import type { CountryCode } from '@finceptiv/contract/product-ids';
import type { PostcodePlace } from '@/shared/api/postcode-lookup';
import { usePostcodeLookup } from '@/shared/api/use-postcode-lookup';
import { useFieldValue } from '@/shared/ui/use-field-value';
import type { LegacyInput, StepValues } from './use-legacy-form';
import { filledFields } from './postcode-lookup';

interface PostcodeAutofillProps {
  name: string;
  country: CountryCode;
  form: UseFormReturn<LegacyInput, unknown, StepValues>;
}

/** Watches the postcode; a complete one fills the address parts and says so (role=status). */
export default function PostcodeAutofill({ name, country, form }: PostcodeAutofillProps) {
  const { t } = useTranslation();
  // One lead path ('contactDetails.postalCode'): typed loosely, as the form's names are data.
  const code = useFieldValue(form, name);
  const [found, setFound] = useState('');
  const setValue = form.setValue as (
    path: string,
    value: string,
    options: { shouldDirty: boolean; shouldValidate: boolean },
  ) => void;
  const { isSubmitted } = form.formState;
  const fill = useCallback(
    (places: PostcodePlace[]) => {
      const fields = filledFields(places);
      // An applicant who pressed Continue before the answer came saw "required" on these
      // fields: once they are filled, those messages go (validation runs as on typing).
      for (const [path, value] of Object.entries(fields)) {
        setValue(path, value, { shouldDirty: true, shouldValidate: isSubmitted });
      }
      setFound(t('address>postcodeFound', { place: Object.values(fields).join(', ') }));
    },
    [setValue, t, isSubmitted],
  );
  const opened: unknown = get(form.formState.defaultValues, name);
  usePostcodeLookup(code, opened, country, fill);
  return (
    <p className="field__hint" role="status">
      {found}
    </p>
  );
}
