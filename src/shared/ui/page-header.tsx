import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';

// Whether a page has been shown in this tab: the page the tab opened on keeps the browser's own start of focus.
let shownBefore = false;

export function PageHeader({
  title,
  subtitle,
  actions,
  documentTitle,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  /** The tab's title when `title` is personal data (a customer's name), which must not end up in the browser's history. */
  documentTitle?: string;
}) {
  // The tab title follows the page, so history entries and screen readers name the page.
  const tabTitle = documentTitle ?? (typeof title === 'string' ? title : undefined);
  useEffect(() => {
    if (tabTitle !== undefined) document.title = `${tabTitle} · Registry Back Office`;
  }, [tabTitle]);
  // A page reached by an action whose control went away with the page before (a dialog's Create, a link in a list)
  // would leave the focus on nothing: its heading takes it, so keyboard and screen-reader users go on from the top of
  // the new page. Focus still somewhere (a menu link that stays) is left alone.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const first = !shownBefore;
    // Marked shown in the timer, not here: development's StrictMode runs this effect, its cleanup and the effect
    // again, and the second run must still know the first page as the first.
    const timer = setTimeout(() => {
      shownBefore = true;
      if (first) return;
      if (!document.activeElement || document.activeElement === document.body) heading.current?.focus({ preventScroll: true });
    });
    return () => clearTimeout(timer);
  }, []);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
      <div style={{ minWidth: 0 }}>
        <Typography ref={heading} tabIndex={-1} variant="h4" component="h1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {subtitle ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {subtitle}
          </Typography>
        ) : null}
      </div>
      {actions ? <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>{actions}</Stack> : null}
    </Stack>
  );
}

/**
 * Gives the page's heading the focus on the next turn: keyboard and screen-reader users go on from the top of the
 * page instead of from nowhere. After a dialog, call it as the dialog goes (its own effect's cleanup, as the finalize
 * dialog does): MUI's dialog hands the focus back in its cleanup, which a timer set as it closed may run before. `onlyIfLost`: only when the focus landed on nothing (a
 * draft's banner discarded); without it, also when it landed on a control about to go (a Finalize button, gone once
 * the asset it finalized is read again).
 */
export function focusPageHeading({ onlyIfLost = false } = {}): void {
  setTimeout(() => {
    if (onlyIfLost && document.activeElement && document.activeElement !== document.body) return;
    document.querySelector<HTMLElement>('h1[tabindex="-1"]')?.focus({ preventScroll: false });
  });
}

/** The heading takes the focus when an action left it on nothing; focus that landed on a control stays there. */
export function focusPageHeadingIfLost(): void {
  focusPageHeading({ onlyIfLost: true });
}
