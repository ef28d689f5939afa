// Types of first-act.mjs, for the TypeScript that imports it (e2e's budget).
export interface ManifestChunk {
  file: string;
  imports?: string[];
  assets?: string[];
  isDynamicEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

export declare function closure(manifest: Manifest, roots: readonly string[]): Set<string>;
export declare function scriptFiles(manifest: Manifest, keys: Iterable<string>): string[];
export declare function firstActScripts(
  manifest: Manifest,
  productId: string,
  flow: 'v3' | 'legacy',
): string[];
export declare function pressCheckRoots(flow: 'v3' | 'legacy'): readonly string[];
export declare const sharedFirstActRoots: readonly string[];
export declare function aheadOfPressScripts(
  manifest: Manifest,
  productId: string,
  flow: 'v3' | 'legacy',
): string[];
