import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

// Spec 3: a loading flag, false by default. It is deliberately not persisted: a reload in the
// middle of a request must not come back to a spinner that nothing will ever turn off.
const initialState: boolean = false;

export const loadingSlice = createSlice({
  name: 'loading',
  initialState,
  reducers: {
    loadingSet: (_state, action: PayloadAction<boolean>) => action.payload,
  },
});

export const { loadingSet } = loadingSlice.actions;
