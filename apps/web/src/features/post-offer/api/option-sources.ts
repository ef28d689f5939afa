// The server's option lists (spec 7 look-ups), held in the data cache while a screen shows them.
import { apiRequest } from '@/shared/api/client';
import { dataCache } from '@/shared/api/data-cache';
import type { OptionSource } from '../definitions/types';
import { clientPath } from '@/shared/api/client-path';
import { lookupRoutes } from '@finceptiv/contract/api/lookup-routes';

export interface LookupData {
  vehicles: { brand: string; models: string[] }[];
  positions: { value: string }[];
  professions: Record<string, string[]>;
}

const paths: Record<OptionSource, keyof LookupData> = {
  'vehicle-brands': 'vehicles',
  'vehicle-models': 'vehicles',
  positions: 'positions',
  sectors: 'professions',
  professions: 'professions',
};

const urls: Record<keyof LookupData, string> = {
  vehicles: clientPath(lookupRoutes.vehicleModels),
  positions: clientPath(lookupRoutes.positionChoices),
  professions: clientPath(lookupRoutes.professionalDetailsMapping),
};

/** The lists the sources need, held until `release` (the screen leaves). */
export function holdLookups(sources: readonly OptionSource[]): {
  loaded: Promise<Partial<LookupData>>;
  release: () => void;
} {
  const needed = [...new Set(sources.map((s) => paths[s]))];
  const held = needed.map((key) => {
    const url = urls[key];
    return { key, ...dataCache.hold(url, () => apiRequest<unknown>('GET', url)) };
  });
  const loaded = Promise.all(held.map(async ({ key, answer }) => [key, await answer] as const));
  return {
    loaded: loaded.then((pairs) => Object.fromEntries(pairs) as Partial<LookupData>),
    release: () => {
      for (const { release } of held) release();
    },
  };
}

/** A source whose options follow another field's answer: models the brand, professions the sector. */
const dependsOn: Partial<Record<OptionSource, OptionSource>> = {
  'vehicle-models': 'vehicle-brands',
  professions: 'sectors',
};

/**
 * The options of a source, given the screen's fields and the answers so far. The answer a
 * dependent source follows is read from the field of the same screen that lists its parent
 * source, so renaming an answer (ADR 0035) cannot leave a dependent select empty.
 */
export function optionsFor(
  source: OptionSource,
  data: Partial<LookupData>,
  fields: readonly { name: string; source?: OptionSource }[],
  answers: Record<string, unknown>,
): string[] {
  const parentSource = dependsOn[source];
  const parentName = fields.find((f) => f.source === parentSource)?.name;
  const answer = parentName === undefined ? undefined : answers[parentName];
  const parent = typeof answer === 'string' ? answer : '';
  switch (source) {
    case 'vehicle-brands':
      return (data.vehicles ?? []).map((v) => v.brand);
    case 'vehicle-models':
      return data.vehicles?.find((v) => v.brand === parent)?.models ?? [];
    case 'positions':
      return (data.positions ?? []).map((p) => p.value);
    case 'sectors':
      return Object.keys(data.professions ?? {});
    case 'professions':
      return data.professions?.[parent] ?? [];
  }
}
