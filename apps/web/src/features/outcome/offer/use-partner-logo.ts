// The partner's logo from GET /partner/logos. The list is the same for every applicant, so it
// is held in the data cache; without it the screen still names the partner in text.
import { useEffect, useState } from 'react';
import { lookupRoutes } from '@finceptiv/contract/api/lookup-routes';
import { partnerLogosResponseSchema } from '@finceptiv/contract/api/lookup-schemas';
import { apiRequest } from '@/shared/api/client';
import { clientPath } from '@/shared/api/client-path';
import { dataCache } from '@/shared/api/data-cache';

const logosPath = clientPath(lookupRoutes.partnerLogos);

function holdLogos() {
  return dataCache.hold(logosPath, async () =>
    partnerLogosResponseSchema.parse(await apiRequest<unknown>('GET', logosPath)),
  );
}

/** The logo address for this partner name, once known; undefined without one. */
export function usePartnerLogo(partnerName: string | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (partnerName === undefined) return undefined;
    let live = true;
    const { answer, release } = holdLogos();
    answer.then(
      (list) => {
        if (live) setUrl(list.find((logo) => logo.name === partnerName)?.logoUrl);
      },
      () => undefined, // logged by the client; the name alone is enough
    );
    return () => {
      live = false;
      release();
    };
  }, [partnerName]);
  return url;
}
