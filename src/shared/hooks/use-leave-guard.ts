import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { useConfirm } from '../ui/confirm-dialog';

export interface LeaveGuardTexts {
  title: string;
  message: string;
  confirmLabel: string;
}

/**
 * While `active`, leaving the page asks first: a link or Back (react-router's blocker, answered with the app's
 * confirm dialog) and closing or reloading the tab (the browser's own prompt).
 */
export function useLeaveGuard(active: boolean, { title, message, confirmLabel }: LeaveGuardTexts): void {
  const confirm = useConfirm();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let settled = false;
    void confirm({ title, message, confirmLabel, destructive: true }).then((leave) => {
      if (settled) return;
      settled = true;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
    return () => {
      settled = true;
    };
  }, [blocker, confirm, title, message, confirmLabel]);

  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}
