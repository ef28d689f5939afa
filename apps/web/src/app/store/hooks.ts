import { useSelector } from 'react-redux';
import type { RootState } from './store';

// The only hook app/ code uses. Features cannot import app/: they define
// useSelector.withTypes<TheirState>() on a state type built from the public slices they need.
export const useAppSelector = useSelector.withTypes<RootState>();
