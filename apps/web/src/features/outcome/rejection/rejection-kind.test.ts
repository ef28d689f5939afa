import { describe, expect, it } from 'vitest';
import { rejectionKind } from './rejection-kind';

describe('rejectionKind', () => {
  it('names the kinds it has a text for and falls back for anything else', () => {
    expect(rejectionKind({ status: 'rejected' })).toBe('rejected');
    expect(rejectionKind({ status: 'declined' })).toBe('declined');
    expect(rejectionKind({ status: 'in_progress' })).toBe('general');
    expect(rejectionKind({ status: '<script>' })).toBe('general');
    expect(rejectionKind({})).toBe('general');
    expect(rejectionKind(undefined)).toBe('general');
  });
});
