import type { Migration } from 'kysely';

// Placeholder: filled in by the change that owns it.
export const migration: Migration = {
  async up() {},
};
