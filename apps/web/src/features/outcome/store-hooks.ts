// Typed store access for this feature, which cannot import app/ (the layering rule): the
// application slices are all the outcome screens read or write.
import type { Store, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useStore } from 'react-redux';
import type { ApplicationSlices } from '@/features/application/public/use-application-selector';

export const useOutcomeDispatch =
  useDispatch.withTypes<ThunkDispatch<ApplicationSlices, unknown, UnknownAction>>();
export const useOutcomeStore = useStore.withTypes<Store<ApplicationSlices>>();
