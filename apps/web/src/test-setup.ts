// Vitest's jsdom starts each file with fresh storage; nothing to polyfill yet.
export {};
