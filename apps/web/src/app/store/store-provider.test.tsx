import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import {
  progressStateChanged,
  selectProgressState,
} from '@/features/application/public/lead-application-slice';
import { useAppSelector } from './hooks';
import { makeStore } from './store';
import { StoreProvider } from './store-provider';

function Progress() {
  const progress = useAppSelector((s) => selectProgressState(s.leadApplication));
  return <p>progress {progress}</p>;
}

describe('StoreProvider', () => {
  it('serves the preloaded state to the typed hooks', () => {
    render(
      <StoreProvider preloadedState={{ leadApplication: { progressState: 3 } }}>
        <Progress />
      </StoreProvider>,
    );
    expect(screen.getByText('progress 3')).toBeInTheDocument();
  });

  it('serves a given store and follows its updates', () => {
    const store = makeStore();
    render(
      <StoreProvider store={store}>
        <Progress />
      </StoreProvider>,
    );
    act(() => {
      store.dispatch(progressStateChanged(6));
    });
    expect(screen.getByText('progress 6')).toBeInTheDocument();
  });
});
