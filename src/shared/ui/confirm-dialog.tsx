import { Suspense, createContext, lazy, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { ErrorBoundary } from './error-boundary';
import { loadConfirmDialogView } from './submit-feedback-code';

export interface ConfirmOptions {
  title: string;
  message?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  destructive?: boolean;
  /**
   * An action that cannot be taken back (on chain): Cancel takes the focus, not the action, so the Enter that opened
   * the confirmation, pressed again or held, does not also confirm it. Destructive actions are treated so too.
   */
  focusCancel?: boolean;
}

type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmDialogView = lazy(loadConfirmDialogView);

const ConfirmContext = createContext<Confirm | null>(null);

/** Promise-based confirmation: `if (await confirm({ title })) …`. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const resolver = useRef<((value: boolean) => void) | null>(null);

  const confirm = useCallback<Confirm>((next) => {
    resolver.current?.(false);
    setOptions(next);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const settle = (value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
    setOptions(null);
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {options ? (
        // Without its code (the service that serves it is gone) the question cannot be asked: it is declined, and the
        // page with everything typed into it stays, instead of the whole app failing.
        <ErrorBoundary resetKeys={[options]} fallback={() => <Decline onSettle={settle} />}>
          <Suspense fallback={null}>
            <ConfirmDialogView options={options} onSettle={settle} />
          </Suspense>
        </ErrorBoundary>
      ) : null}
    </ConfirmContext.Provider>
  );
}

function Decline({ onSettle }: { onSettle: (value: boolean) => void }) {
  useEffect(() => onSettle(false), [onSettle]);
  return null;
}

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm must be used inside <ConfirmProvider>');
  return confirm;
}
