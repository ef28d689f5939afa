import { useEffect, useRef } from 'react';
import type { CountryCode } from '@finceptiv/contract/product-ids';
import { lookUpPostcode, type PostcodePlace } from './postcode-lookup';

/**
 * Looks up the postcode as the applicant completes it and hands the places found to
 * `onPlaces`. The code the form opened with (`opened`, its default value) was looked up when it
 * was typed: looking it up again on a reload would overwrite what the applicant corrected
 * since. Not the code at mount: this loads lazily, and a fast typist is done before it mounts.
 */
export function usePostcodeLookup(
  code: unknown,
  opened: unknown,
  country: CountryCode,
  onPlaces: (places: PostcodePlace[]) => void,
): void {
  const looked = useRef(opened);
  const handler = useRef(onPlaces);
  useEffect(() => {
    handler.current = onPlaces;
  }, [onPlaces]);
  useEffect(() => {
    const text = typeof code === 'string' ? code.trim() : '';
    if (code === looked.current || text === '') return;
    let current = true;
    void lookUpPostcode(text, country).then((places) => {
      if (!current || places.length === 0) return;
      looked.current = code;
      handler.current(places);
    });
    return () => {
      current = false;
    };
  }, [code, country]);
}
