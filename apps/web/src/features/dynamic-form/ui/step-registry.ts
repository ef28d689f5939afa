// One component per step type (ARCHITECTURE.md 4), each in its own lazily loaded chunk.
// Modals open from the step that owns them, so the registry maps 'modal' to the dialog only
// for completeness of the union; pages never route to a modal.
import { lazy, type ComponentType } from 'react';
import type { StepType } from '../definitions/types';
import type { StepProps } from './steps/step-props';

type StepModule = Promise<{ default: ComponentType<StepProps> }>;

const stepModules: Record<StepType, () => StepModule> = {
  'loan-information': () => import('./steps/loan-information-step'),
  'personal-information': () => import('./steps/personal-information-step'),
  dynamic: () => import('./steps/dynamic-step'),
  modal: () => import('./steps/dynamic-step'),
};

/** The component that draws each step type: one that loads on first render, until preloaded. */
export const stepRegistry = {} as Record<StepType, ComponentType<StepProps>>;
for (const type of Object.keys(stepModules) as StepType[])
  stepRegistry[type] = lazy(stepModules[type]);

/**
 * Loads a step's code ahead of its first render. A lazy step suspends on its first render even
 * when its code is there, shows the spinner, and React reveals it no sooner than 300 ms after
 * that (Suspense's throttle): on a phone, the landing's form appeared 310 ms after its page. A
 * step loaded here renders at once. Called before any step of the page renders, so a step type
 * never changes from lazy to loaded under a mounted step (which would remount it).
 */
export async function preloadStep(type: StepType): Promise<void> {
  stepRegistry[type] = (await stepModules[type]()).default;
}
