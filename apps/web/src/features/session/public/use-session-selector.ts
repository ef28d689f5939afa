import { useSelector } from 'react-redux';
import type { SessionState } from './session-slice';

/** Typed selector hook over the session slice for features (they cannot import app/). */
export const useSessionSelector = useSelector.withTypes<{ session: SessionState }>();
