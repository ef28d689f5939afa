// What each post-offer route asks (read-only), for the shell's registry check and for docs.
export { screenDefinitions, screenForPath } from '../definitions/screens';
export type { ScreenDefinition } from '../definitions/types';
