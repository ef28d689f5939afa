// Types of precompress.mjs, for the TypeScript that imports it (the API's tests, e2e).
export declare const PRECOMPRESS_MIN_BYTES: number;

export interface PrecompressedFile {
  /** Relative to the build folder, with forward slashes. */
  file: string;
  raw: number;
  /** Absent when the copy would not have been smaller than the file. */
  br?: number;
  gz?: number;
}

export declare function precompress(
  dir: string,
  options?: { minBytes?: number },
): Promise<PrecompressedFile[]>;
