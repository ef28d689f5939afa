// The server's option lists (spec 7 look-ups), fetched once per page load and shared.
import { apiRequest } from '@/shared/api/client';
import type { OptionSource } from '../definitions/types';

export interface LookupData {
  vehicles: { brand: string; models: string[] }[];
  positions: { value: string }[];
  professions: Record<string, string[]>;
}

const cache = new Map<string, Promise<unknown>>();

function cached<T>(path: string): Promise<T> {
  let promise = cache.get(path);
  if (!promise) {
    promise = apiRequest<T>('GET', path).catch((error: unknown) => {
      cache.delete(path); // a later visit tries again
      throw error;
    });
    cache.set(path, promise);
  }
  return promise as Promise<T>;
}

const paths: Record<OptionSource, keyof LookupData> = {
  'vehicle-brands': 'vehicles',
  'vehicle-models': 'vehicles',
  positions: 'positions',
  sectors: 'professions',
  professions: 'professions',
};

const urls: Record<keyof LookupData, string> = {
  vehicles: '/data/vehicleModels.json',
  positions: '/choices/position',
  professions: '/choices/professional-details',
};

export async function loadLookups(sources: readonly OptionSource[]): Promise<Partial<LookupData>> {
  const needed = [...new Set(sources.map((s) => paths[s]))];
  const loaded = await Promise.all(needed.map(async (key) => [key, await cached(urls[key])]));
  return Object.fromEntries(loaded) as Partial<LookupData>;
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
