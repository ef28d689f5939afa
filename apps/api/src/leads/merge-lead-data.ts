// Merging a partial lead into the stored one: nested groups merge field by field, arrays are
// replaced, except tags which are a set (spec 3: 'ui:react' merged without duplicates).
type Plain = Record<string, unknown>;

function isPlain(value: unknown): value is Plain {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function mergeLeadData<T extends Plain>(stored: T, patch: Plain): T {
  const out: Plain = { ...stored };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined || key === 'id') continue;
    const current = out[key];
    if (key === 'tags' && Array.isArray(value)) {
      const before: unknown[] = Array.isArray(current) ? current : [];
      const added: unknown[] = value;
      out[key] = [...new Set([...before, ...added])];
    } else if (isPlain(current) && isPlain(value)) {
      out[key] = mergeLeadData(current, value);
    } else {
      out[key] = value;
    }
  }
  return out as T;
}
