import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, type NavigateOptions, type To } from 'react-router';

/**
 * `navigate` for what a form does once its answer is in ("on to the customer's page"), which does nothing once the
 * form is no longer on screen: an answer that arrives after the user has left (a slow save, the user went elsewhere
 * meanwhile) must not pull them away from where they went. What the answer means is still told (a notification).
 */
export function useNavigateWhileShown(): (to: To, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const shown = useRef(false);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);
  return useCallback(
    (to: To, options?: NavigateOptions) => {
      if (shown.current) void navigate(to, options);
    },
    [navigate],
  );
}
