import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { MouseEvent } from 'react';

const ignore = (event: MouseEvent) => event.preventDefault();

/**
 * A button that shows progress and cannot be pressed twice while its action is pending. Pending, it is marked
 * disabled (aria-disabled, the disabled look, presses ignored) but keeps the focus: a disabled button drops it to the
 * page, and a keyboard user who pressed Enter on it started again from the top once the action was done (QA).
 */
export function PendingButton({ pending, children, disabled, className, onClick, ...props }: ButtonProps & { pending: boolean }) {
  const busy = pending && !disabled;
  return (
    <Button
      {...props}
      disabled={disabled}
      aria-disabled={busy || undefined}
      className={busy ? [className, 'Mui-disabled'].filter(Boolean).join(' ') : className}
      onClick={busy ? ignore : onClick}
      aria-busy={pending || undefined}
      startIcon={pending ? <CircularProgress size={16} color="inherit" aria-hidden /> : props.startIcon}
    >
      {children}
    </Button>
  );
}
