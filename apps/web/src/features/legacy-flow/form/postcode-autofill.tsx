import { useEffect, useRef, useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useLegacyText } from '../legacy-text';
import type { LegacyInput, StepValues } from './use-legacy-form';
import { completePostcode, filledFields, lookUpPostcode } from './postcode-lookup';

interface PostcodeAutofillProps {
  name: string;
  form: UseFormReturn<LegacyInput, unknown, StepValues>;
}

/** Watches the postcode; a complete one fills the address parts and says so (role=status). */
export function PostcodeAutofill({ name, form }: PostcodeAutofillProps) {
  const { t } = useLegacyText();
  // One lead path ('contactDetails.postalCode'): typed loosely, as the form's names are data.
  const code: unknown = useWatch({ control: form.control, name });
  const [found, setFound] = useState('');
  // The code the form opened with was looked up when it was typed: looking it up again on a
  // reload would overwrite what the applicant corrected since.
  const looked = useRef(code);
  const setValue = form.setValue as (
    path: string,
    value: string,
    options: { shouldDirty: boolean },
  ) => void;
  useEffect(() => {
    const text = typeof code === 'string' ? code.trim() : '';
    if (code === looked.current || !completePostcode.test(text)) return;
    looked.current = code;
    let current = true;
    void lookUpPostcode(text).then((place) => {
      if (!current || !place) return;
      const fields = filledFields(place);
      for (const [path, value] of Object.entries(fields)) {
        setValue(path, value, { shouldDirty: true });
      }
      setFound(t('form>postcodeFound', { place: Object.values(fields).join(', ') }));
    });
    return () => {
      current = false;
    };
  }, [code, setValue, t]);
  return (
    <p className="field__hint" role="status">
      {found}
    </p>
  );
}
