// Typed store access for the v3 form, which cannot import app/ (the layering rule): its own
// slice and the application slices it saves through.
import type { Store, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { ApplicationSlices } from '@/features/application/public/use-application-selector';
import type { WithDynamicForms } from '../state/selectors';

type FormsState = WithDynamicForms & Partial<ApplicationSlices>;

export const useFormsSelector = useSelector.withTypes<FormsState>();
export const useFormsDispatch =
  useDispatch.withTypes<ThunkDispatch<FormsState, unknown, UnknownAction>>();
export const useFormsStore = useStore.withTypes<Store<FormsState>>();
