import { describe, expect, it } from 'vitest';
import { customerConsentsRoutePattern } from '@finceptiv/contract/step-routes';
import { screenDefinitions } from '@/features/post-offer/public/screen-definitions';
import { screenPathFor, screenRegistry } from './screen-registry';

describe('post-offer screens in the shell', () => {
  it('register every post-offer route and the customer consents route', () => {
    for (const { path } of screenDefinitions)
      expect(typeof screenRegistry[path], path).toBe('function');
    expect(screenPathFor('/0b7f0c2e-4b8e-4f4c-9a59-0c1d2e3f4a5b/consents')).toBe(
      customerConsentsRoutePattern,
    );
  });
});
