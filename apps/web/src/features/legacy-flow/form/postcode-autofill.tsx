import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { get, useWatch, type UseFormReturn } from 'react-hook-form';
import type { CountryCode } from '@finceptiv/contract/product-ids';
import type { PostcodePlace } from '@/shared/api/postcode-lookup';
import { usePostcodeLookup } from '@/shared/api/use-postcode-lookup';
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
  const code: unknown = useWatch({ control: form.control, name });
  const [found, setFound] = useState('');
  const setValue = form.setValue as (
    path: string,
    value: string,
    options: { shouldDirty: boolean },
  ) => void;
  const fill = useCallback(
    (places: PostcodePlace[]) => {
      const fields = filledFields(places);
      for (const [path, value] of Object.entries(fields)) {
        setValue(path, value, { shouldDirty: true });
      }
      setFound(t('address>postcodeFound', { place: Object.values(fields).join(', ') }));
    },
    [setValue, t],
  );
  const opened: unknown = get(form.formState.defaultValues, name);
  usePostcodeLookup(code, opened, country, fill);
  return (
    <p className="field__hint" role="status">
      {found}
    </p>
  );
}
