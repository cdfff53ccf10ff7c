import { useMediaQuery } from '@mui/material';

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * True when the visitor asked the system for less motion. A pre-rendered page
 * hydrates with false (as it was rendered) and updates right after.
 */
export function useReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION_QUERY);
}
