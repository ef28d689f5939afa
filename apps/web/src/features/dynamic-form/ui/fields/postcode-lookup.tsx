import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseFormReturn } from 'react-hook-form';
import type { CountryCode } from '@finceptiv/contract/product-ids';
import { sharedParts, type PostcodePlace } from '@/shared/api/postcode-lookup';
import { usePostcodeLookup } from '@/shared/api/use-postcode-lookup';
import { useFieldValue } from '@/shared/ui/use-field-value';
import { dataPointsAdded } from '../../state/dynamic-forms-slice';
import type { StepOutput } from '../form/step-resolver';
import { useFormsDispatch } from '../store-hooks';
import type { FormInput } from './field-props';

interface PostcodeLookupProps {
  /** The postcode's data point. */
  name: string;
  form: UseFormReturn<FormInput, unknown, StepOutput>;
  /** The data points this form shows: only those are filled. */
  shown: ReadonlySet<string>;
  country: CountryCode;
}

// Spec 2: a data point added later adds its form. A postcode that covers several addresses (a
// block of flats, a street of several buildings) needs the flat to tell them apart, so the
// lookup adds form_flat_number and the brand's flat-number form joins the sequence. (Here, not
// in the step form: only a form with a postcode needs the store for it.)
const addedWhenSeveral = ['form_flat_number'];

/**
 * Loaded by the step form only when it shows a postcode (the lookup's routes and schemas stay
 * out of the first act). The v3 address form's use of spec 7's lookup: a complete postcode fills the city, province,
 * district, municipality and suburb the places share (the applicant can still change them)
 * and says so in a live region.
 */
export default function PostcodeLookup({ name, form, shown, country }: PostcodeLookupProps) {
  const dispatch = useFormsDispatch();
  const { t } = useTranslation();
  const code = useFieldValue(form, name);
  const [found, setFound] = useState('');
  const { setValue } = form;
  const { isSubmitted } = form.formState;
  const fill = useCallback(
    (places: PostcodePlace[]) => {
      const filled = Object.entries(sharedParts(places))
        .map(([part, value]) => [`form_${part}`, value] as const)
        .filter(([name]) => shown.has(name));
      // A press before the answer came showed "required" on these: filled, they revalidate.
      for (const [name, value] of filled)
        setValue(name, value, { shouldDirty: true, shouldValidate: isSubmitted });
      if (places.length > 1) dispatch(dataPointsAdded(addedWhenSeveral));
      const place = filled.map(([, value]) => value).join(', ');
      setFound(place === '' ? '' : t('address>postcodeFound', { place }));
    },
    [dispatch, setValue, shown, t, isSubmitted],
  );
  usePostcodeLookup(code, form.formState.defaultValues?.[name], country, fill);
  return (
    <p className="field__hint" role="status">
      {found}
    </p>
  );
}
