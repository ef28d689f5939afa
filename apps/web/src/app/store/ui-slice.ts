import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

// Spec 2/3: the ui state holds custom colours (persisted as uiColors). Any key present puts
// the page in overlay mode (header and footer transparent); an empty object means no overlay.
export type UiState = Record<string, string>;

const initialState: UiState = {};

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    uiColorsSet: (_state, action: PayloadAction<UiState>) => action.payload,
    uiColorsCleared: () => ({}),
  },
});

export const { uiColorsSet, uiColorsCleared } = uiSlice.actions;

export const hasUiOverlay = (state: UiState) => Object.keys(state).length > 0;
