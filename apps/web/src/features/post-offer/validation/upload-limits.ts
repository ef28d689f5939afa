// The API's upload limits (docs/api.md "Limits"): one JPEG, PNG or PDF up to 5 MB. Checked in
// the browser first so the applicant hears why at once instead of after a slow upload; the
// server then checks what the file is (apps/api/src/uploads: it must decode as its type).
export const maxUploadBytes = 5 * 1024 * 1024;
export const acceptedUploadTypes = ['image/jpeg', 'image/png', 'application/pdf'] as const;

export type UploadProblem = 'type' | 'size' | 'empty';

export function uploadProblem(file: { type: string; size: number }): UploadProblem | undefined {
  if (!(acceptedUploadTypes as readonly string[]).includes(file.type)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > maxUploadBytes) return 'size';
  return undefined;
}

/** Images get a preview; a PDF only its name. */
export function isPreviewable(type: string): boolean {
  return type === 'image/jpeg' || type === 'image/png';
}
