import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';
import { useEffect, useRef } from 'react';

/**
 * A form's error that no field could take (a reason naming a field the form does not have, an answer without any
 * reason, a lost connection), shown above the form. When it appears and no field's own error took the focus, it takes
 * the focus itself, which scrolls it into view and has it read out: after a Save at the bottom of a long step, an
 * alert at the top would otherwise leave the press seeming to do nothing.
 */
export function FormErrorAlert({ message, fieldHasError, sx }: { message?: string; /** A field shows an error too (and has the focus). */ fieldHasError: boolean; sx?: SxProps<Theme> }) {
  const alert = useRef<HTMLDivElement>(null);
  const focusIt = Boolean(message) && !fieldHasError;
  useEffect(() => {
    if (focusIt) alert.current?.focus();
  }, [focusIt, message]);
  if (!message) return null;
  return (
    <Alert ref={alert} tabIndex={-1} severity="error" role="alert" sx={[{ whiteSpace: 'pre-line' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {message}
    </Alert>
  );
}

/** Whether any field (not the form as a whole) holds an error. */
export const hasFieldError = (errors: object): boolean => Object.keys(errors).some((key) => key !== 'root');
