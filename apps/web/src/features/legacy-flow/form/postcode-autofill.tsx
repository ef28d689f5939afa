import type { UseFormReturn } from 'react-hook-form';
import type { CountryCode } from '@finceptiv/contract/product-ids';
import { usePostcodeAutofill } from '@/shared/ui/use-postcode-autofill';
import type { LegacyInput, StepValues } from './use-legacy-form';
import { filledFields } from './postcode-lookup';

interface PostcodeAutofillProps {
  name: string;
  country: CountryCode;
  form: UseFormReturn<LegacyInput, unknown, StepValues>;
}

/** Watches the postcode; a complete one fills the address parts and says so (role=status). */
export default function PostcodeAutofill({ name, country, form }: PostcodeAutofillProps) {
  const found = usePostcodeAutofill(form, name, country, filledFields);
  return (
    <p className="field__hint" role="status">
      {found}
    </p>
  );
}
