// The HTTP side of saving a lead (spec 4, 7): which path and method, and the body with the
// fields every lead body carries. Kept apart from the thunk so the body is built once per
// submission and a retry resends exactly those bytes (the server fingerprints the body).
import { leadV2Path, leadV3Path } from '@finceptiv/contract/api/route-paths';
import type { LeadData } from '@finceptiv/contract/entities/lead-data';
import type { Product } from '@finceptiv/contract/products';
import type { DeviceInfo } from '@finceptiv/contract/entities/device-info';
import { clientPath } from '@/shared/api/client-path';

/** What a form hands over: the lead fields it changed and, in the v3 flow, its data points. */
export interface LeadSubmission {
  changes?: Partial<LeadData>;
  dataPoints?: Record<string, unknown>;
  /** v3: present on the last form only; it asks the server to decide. */
  dataPointsPerStep?: Record<string, string[]>;
}

export interface LeadRequest {
  method: 'POST' | 'PUT';
  /** Below the client's /api prefix. */
  path: string;
  body: Record<string, unknown>;
}

export type PayloadExtras = (tags: readonly string[] | undefined) => {
  deviceData: DeviceInfo;
  tags: string[];
};

/** The product's lead path: legacy brands speak v2 (lead fields), the others v3 (data points). */
function leadPath(product: Pick<Product, 'flow'>): LeadRequest['path'] {
  return clientPath({ path: product.flow === 'v3' ? leadV3Path : leadV2Path });
}

// Local bookkeeping that is not lead data: the server would ignore it at best.
const notSent = ['id', 'expiresAt', 'leadStatus'] as const;

/** POST without an id (the server makes the lead), PUT with it. */
export function buildLeadRequest(
  product: Pick<Product, 'flow' | 'backendProduct'>,
  data: Partial<LeadData>,
  submission: LeadSubmission,
  extras: PayloadExtras,
): LeadRequest {
  const fields: Record<string, unknown> = { ...data };
  for (const key of notSent) Reflect.deleteProperty(fields, key);
  const body: Record<string, unknown> = {
    ...fields,
    ...extras(data.tags),
    product: product.backendProduct,
  };
  if (product.flow === 'v3') {
    body.dataPoints = submission.dataPoints ?? {};
    if (submission.dataPointsPerStep) body.dataPointsPerStep = submission.dataPointsPerStep;
  }
  if (data.id === undefined) return { method: 'POST', path: leadPath(product), body };
  return { method: 'PUT', path: leadPath(product), body: { ...body, id: data.id } };
}
