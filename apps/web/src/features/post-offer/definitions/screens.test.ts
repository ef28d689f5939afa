import { stepRoutes } from '@finceptiv/contract/step-routes';
import { ProgressState as S, isAfterOffer } from '@finceptiv/contract/progress-states';
import { describe, expect, it } from 'vitest';
import { screenDefinitions, screenForPath } from './screens';

// The outcome screens have their own feature; 8 (employment details) is a pre-offer step of
// ibancar's legacy flow, answered by that flow's page.
const notPostOffer: number[] = [S.Checking, S.Accepted, S.ThankYou, S.Redirected, S.Rejected];

describe('post-offer screen definitions', () => {
  const stateRoutes = stepRoutes.filter(
    (r) => isAfterOffer(r.state) && !notPostOffer.includes(r.state),
  );

  it('define every state-driven route after the lead check', () => {
    expect(stateRoutes.length).toBe(28);
    for (const route of stateRoutes) {
      expect(screenForPath(route.path)?.state, route.path).toBe(route.state);
    }
    expect(screenDefinitions).toHaveLength(stateRoutes.length);
  });

  it('give every form field a unique name and every endpoint below /api', () => {
    for (const screen of screenDefinitions) {
      if (screen.kind !== 'form') continue;
      const names = screen.fields.map((f) => f.name);
      expect(new Set(names).size, screen.path).toBe(names.length);
      expect(screen.endpoint).toMatch(/^\/lead\//);
    }
  });

  it('mark as skippable exactly the steps the API lets a partner skip', () => {
    const skippable = screenDefinitions.filter((s) => s.skippable).map((s) => s.state);
    expect(skippable.sort((a, b) => a - b)).toEqual(
      [S.Aide, S.IdUpload, S.CustomerDebts, S.ReferenceDetails].sort((a, b) => a - b),
    );
  });
});
