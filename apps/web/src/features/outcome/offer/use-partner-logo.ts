// The partner's logo from GET /partner/logos. The list is the same for every applicant, so it
// is fetched once per page load; without it the screen still names the partner in text.
import { useEffect, useState } from 'react';
import { lookupRoutes } from '@finceptiv/contract/api/lookup-routes';
import { partnerLogosResponseSchema } from '@finceptiv/contract/api/lookup-schemas';
import { apiRequest } from '@/shared/api/client';
import { clientPath } from '@/shared/api/client-path';

type Logos = readonly { name: string; logoUrl: string }[];

let logos: Promise<Logos> | undefined;

/** Tests start each case without the list of an earlier one. */
export function forgetPartnerLogos(): void {
  logos = undefined;
}

function loadLogos(): Promise<Logos> {
  logos ??= apiRequest<unknown>('GET', clientPath(lookupRoutes.partnerLogos)).then(
    (answer) => partnerLogosResponseSchema.parse(answer),
    (error: unknown) => {
      logos = undefined; // a later screen may try again
      throw error;
    },
  );
  return logos;
}

/** The logo address for this partner name, once known; undefined without one. */
export function usePartnerLogo(partnerName: string | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (partnerName === undefined) return undefined;
    let live = true;
    loadLogos().then(
      (list) => {
        if (live) setUrl(list.find((logo) => logo.name === partnerName)?.logoUrl);
      },
      () => undefined, // logged by the client; the name alone is enough
    );
    return () => {
      live = false;
    };
  }, [partnerName]);
  return url;
}
