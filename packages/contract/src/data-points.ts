// Data points <-> lead fields (spec 3). The v3 flow speaks data point names, the legacy flow
// and the stored lead speak camelCase fields; these converters are the only bridge.
import { dataPointNames, type DataPointName } from './data-point-names.ts';
import { dataPointLeadPaths, type LeadPath } from './data-point-paths.ts';
import type { DataPointValue } from './entities/dynamic-form.ts';
import type { LeadData } from './entities/lead-data.ts';

export {
  dataPointGroups,
  dataPointNames,
  isDataPointName,
  type DataPointGroup,
  type DataPointName,
} from './data-point-names.ts';
export { dataPointLeadPaths, type LeadPath } from './data-point-paths.ts';

export interface DataPointMapping {
  name: DataPointName;
  leadPath: LeadPath | null;
}

export const dataPoints: readonly DataPointMapping[] = dataPointNames.map((name) => ({
  name,
  leadPath: dataPointLeadPaths[name],
}));

const byLeadPath: ReadonlyMap<string, DataPointName> = new Map(
  dataPoints.flatMap((d) => (d.leadPath ? [[d.leadPath, d.name] as const] : [])),
);

/** For server errors on lead fields: the data point the v3 form shows them on. */
export function dataPointForLeadPath(path: string): DataPointName | undefined {
  return byLeadPath.get(path);
}

/**
 * Lead fields from data point values. Unknown names, names without a lead field and
 * null/undefined values are skipped; values are copied as they are (validate the result).
 */
export function dataPointsToLead(values: Readonly<Record<string, unknown>>): LeadData {
  const lead: Record<string, unknown> = {};
  // Callers pass request bodies; a non-object simply has no data points.
  const source: Readonly<Record<string, unknown>> = isRecord(values) ? values : {};
  for (const { name, leadPath } of dataPoints) {
    const value = Object.hasOwn(source, name) ? source[name] : undefined;
    if (leadPath === null || value === undefined || value === null) continue;
    const [head, tail] = leadPath.split('.') as [string, string?];
    if (tail === undefined) {
      lead[head] = value;
    } else {
      const group = (lead[head] ??= {}) as Record<string, unknown>;
      group[tail] = value;
    }
  }
  return lead;
}

/** Data point values from a lead; fields without a data point are left out. */
export function leadToDataPoints(lead: LeadData): Partial<Record<DataPointName, DataPointValue>> {
  const source: Record<string, unknown> = isRecord(lead) ? lead : {};
  const values: Partial<Record<DataPointName, DataPointValue>> = {};
  for (const { name, leadPath } of dataPoints) {
    if (leadPath === null) continue;
    const [head, tail] = leadPath.split('.') as [string, string?];
    const node = source[head];
    const value = tail === undefined ? node : isRecord(node) ? node[tail] : undefined;
    if (value !== undefined) values[name] = value as DataPointValue;
  }
  return values;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
