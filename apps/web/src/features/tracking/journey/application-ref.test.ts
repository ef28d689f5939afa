import { afterEach, describe, expect, it } from 'vitest';
import { openBrowserStorages } from '@/shared/storage/app-storage';
import { applicationRefFor } from './application-ref';

afterEach(() => {
  sessionStorage.clear();
});

describe('applicationRefFor', () => {
  it('makes a random id for a lead, not derived from it, and keeps it in the tab', () => {
    const ref = applicationRefFor('lead-1');
    expect(ref).toMatch(/^[0-9a-f-]{36}$/);
    expect(ref).not.toContain('lead-1');
    expect(applicationRefFor('lead-1')).toBe(ref);
    expect(localStorage.length).toBe(0);
  });

  it('survives a reload (a new storage handle) and changes with a new lead', () => {
    const ids = ['r-1', 'r-2'];
    const next = () => ids.shift() ?? 'none';
    expect(applicationRefFor('lead-1', openBrowserStorages().session, next)).toBe('r-1');
    expect(applicationRefFor('lead-1', openBrowserStorages().session, next)).toBe('r-1');
    expect(applicationRefFor('lead-2', openBrowserStorages().session, next)).toBe('r-2');
  });

  it('starts over from an unreadable stored value', () => {
    sessionStorage.setItem('applicationRef', '"lead-1"');
    expect(applicationRefFor('lead-1', openBrowserStorages().session, () => 'r-9')).toBe('r-9');
  });
});
