import { stepRoutes } from '@finceptiv/contract/step-routes';
import { ProgressState as S, isAfterOffer } from '@finceptiv/contract/progress-states';
import { describe, expect, it } from 'vitest';
import { stepBodySchemaFor } from '@finceptiv/contract/api/post-offer-step-schemas';
import { postOfferStepFor } from '@finceptiv/contract/post-offer-steps';
import { stepBody } from '../ui/step-body';
import { endpointFor, screenDefinitions, screenForPath } from './screens';

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

  it('give every form field a unique name', () => {
    for (const screen of screenDefinitions) {
      if (screen.kind !== 'form') continue;
      const names = screen.fields.map((f) => f.name);
      expect(new Set(names).size, screen.path).toBe(names.length);
    }
  });

  // The API refuses any field a step does not take (issue 20): each screen must send exactly
  // what the contract's step table lets its state take.
  it('send only what the contract lets their state take, and ask every answer it names', () => {
    for (const screen of screenDefinitions) {
      const step = postOfferStepFor(screen.state);
      if (!['form', 'consents', 'offer', 'widget'].includes(screen.kind)) continue;
      expect(step, screen.path).toBeDefined();
      expect(endpointFor(screen)).toMatch(/^\/lead\//);
      if (screen.kind === 'consents') expect(step?.consents, screen.path).toBe(true);
      if (screen.kind === 'widget') expect(step?.verification, screen.path).toBeDefined();
      if (screen.kind === 'offer') expect(step?.answers, screen.path).toContain('decision');
      if (screen.kind !== 'form') continue;
      const asked = screen.fields.filter((f) => !f.leadPath).map((f) => f.name);
      expect([...asked].sort(), screen.path).toEqual([...(step?.answers ?? [])].sort());
      const every = Object.fromEntries(screen.fields.map((f) => [f.name, 'x']));
      const body = stepBody('lead-id', screen.fields, every);
      const issues = stepBodySchemaFor(screen.state)?.safeParse(body).error?.issues ?? [];
      expect(
        issues.filter((i) => i.code === 'unrecognized_keys'),
        screen.path,
      ).toEqual([]);
    }
  });

  it('mark as skippable exactly the steps the API lets a partner skip', () => {
    const skippable = screenDefinitions.filter((s) => s.skippable).map((s) => s.state);
    expect(skippable.sort((a, b) => a - b)).toEqual(
      [S.Aide, S.IdUpload, S.CustomerDebts, S.ReferenceDetails].sort((a, b) => a - b),
    );
  });
});
