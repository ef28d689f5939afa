import { useCallback } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { CountryCode } from '@finceptiv/contract/product-ids';
import { sharedParts, type PostcodePlace } from '@/shared/api/postcode-lookup';
import { usePostcodeAutofill } from '@/shared/ui/use-postcode-autofill';
import { dataPointsAdded } from '../../state/dynamic-forms-slice';
import type { StepOutput } from '../form/step-resolver';
import { useFormsDispatch } from '../store-hooks';
import type { FormInput } from '@/shared/ui/form/field-props';

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
 * out of the first act). A complete postcode fills the city, province, district, municipality
 * and suburb the places share, of those this form shows, and says so in a live region.
 */
export default function PostcodeLookup({ name, form, shown, country }: PostcodeLookupProps) {
  const dispatch = useFormsDispatch();
  const fieldsFor = useCallback(
    (places: readonly PostcodePlace[]) =>
      Object.fromEntries(
        Object.entries(sharedParts(places))
          .map(([part, value]) => [`form_${part}`, value] as const)
          .filter(([dataPoint]) => shown.has(dataPoint)),
      ),
    [shown],
  );
  const onPlaces = useCallback(
    (places: readonly PostcodePlace[]) => {
      if (places.length > 1) dispatch(dataPointsAdded(addedWhenSeveral));
    },
    [dispatch],
  );
  const found = usePostcodeAutofill(form, name, country, fieldsFor, onPlaces);
  return (
    <p className="field__hint" role="status">
      {found}
    </p>
  );
}
