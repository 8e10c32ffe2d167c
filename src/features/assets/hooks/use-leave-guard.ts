import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { useConfirm } from '../../../shared/ui/confirm-dialog';

/** While `active`, leaving the page (a link, back, closing or reloading the tab) asks first. */
export function useLeaveGuard(active: boolean) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let settled = false;
    void confirm({ title: t('assets.wizard.leaveTitle'), message: t('assets.wizard.leaveMessage'), confirmLabel: t('assets.wizard.leave') }).then((leave) => {
      if (settled) return;
      settled = true;
      if (leave) blocker.proceed?.();
      else blocker.reset?.();
    });
    return () => {
      settled = true;
    };
  }, [blocker, confirm, t]);

  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}
