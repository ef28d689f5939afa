// One component per step type (ARCHITECTURE.md 4), each in its own lazily loaded chunk.
// Modals open from the step that owns them, so the registry maps 'modal' to the dialog only
// for completeness of the union; pages never route to a modal.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { StepType } from '../definitions/types';
import type { StepProps } from './steps/step-props';

export const stepRegistry: Record<StepType, LazyExoticComponent<ComponentType<StepProps>>> = {
  'loan-information': lazy(() => import('./steps/loan-information-step')),
  'personal-information': lazy(() => import('./steps/personal-information-step')),
  dynamic: lazy(() => import('./steps/dynamic-step')),
  modal: lazy(() => import('./steps/dynamic-step')),
};
