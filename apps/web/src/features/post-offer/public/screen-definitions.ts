// What each post-offer route asks (read-only), for the shell's registry check and for docs.
export { screenDefinitions } from '../definitions/screens';
