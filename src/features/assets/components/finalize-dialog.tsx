import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { OutlinedField } from '../../../shared/ui/outlined-field';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { isApiFailure } from '../../../api/api-failure';
import type { TokenizedAssetDto } from '../../../api/generated/types.gen';
import { useSingleSubmit } from '../../../shared/hooks/use-single-submit';
import { useNotify } from '../../../shared/ui/notifications';
import { FormErrorAlert } from '../../../shared/ui/form-error-alert';
import { focusPageHeading } from '../../../shared/ui/page-header';
import { PendingButton } from '../../../shared/ui/submit-button';
import { failureInPlace, useNotifyFailure } from '../../../shared/ui/use-notify-failure';
import { useFinalizeAsset } from '../api/use-finalize-asset';
import { useAssetConfirm } from '../hooks/use-asset-confirm';
import { codePointLength } from '../../../shared/lib/code-point-length';
import { SimpleAccessCredentialsDtoLimits } from '../../../api/contract-limits.gen';

/**
 * The contract's limits of the passphrase, in code points as the service counts (four emoji are four, too short); the
 * maxLength checked here rather than by the input's, which counts UTF-16 units and would cut a long passphrase of
 * emoji short without a word.
 */
const { minLength: MIN_PASSPHRASE, maxLength: MAX_PASSPHRASE } = SimpleAccessCredentialsDtoLimits.passphrase;

interface Props {
  assetId: string;
  /** How the asset is named to the person (name and unit name). */
  assetLabel: string;
  onClose: () => void;
  onFinalized: (asset: TokenizedAssetDto) => void;
}

/**
 * Asks for the signing passphrase and finalizes. The passphrase lives only in the masked input: it is read when
 * the form is sent, and the input is emptied when the submit ends, however it ends. It is never in React state,
 * a cache, a draft or a URL.
 */
export function FinalizeDialog({ assetId, assetLabel, onClose, onFinalized }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const confirm = useAssetConfirm();
  const { finalize, pending } = useFinalizeAsset();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  // As it closes, the page's heading takes the focus: after a finalize, the Finalize button the focus went back to is
  // gone once the asset is read again; closed without one, only if the focus went back to nothing (opened from the
  // wizard, no button opened it). Set from this cleanup, the timer runs after the dialog's own cleanup has handed the
  // focus back; set as it closed, it could run before (the heading took the focus, then the Finalize button, which
  // then went, leaving it on nothing). Not when it goes with its page (Back): the next page's heading is not its.
  const finalized = useRef(false);
  useEffect(() => {
    const page = window.location.pathname;
    return () => {
      if (window.location.pathname === page) focusPageHeading({ onlyIfLost: !finalized.current });
    };
  }, []);

  const finalizeWith = async (passphrase: string) => {
    setError(null);
    setFormError(null);
    const length = codePointLength(passphrase);
    if (length < MIN_PASSPHRASE || length > MAX_PASSPHRASE) {
      setError(length < MIN_PASSPHRASE ? t('assets.finalize.tooShort', { min: MIN_PASSPHRASE }) : t('validation.maxLength', { max: MAX_PASSPHRASE }));
      input.current?.focus();
      return;
    }
    if (!(await confirm('finalize', assetLabel))) return;
    try {
      const asset = await finalize(assetId, passphrase);
      // On the failure's topic: an earlier attempt's "could not be finalized" goes with it.
      notify({ message: t('assets.finalize.done', { asset: assetLabel }), topic: `finalize:${assetId}` });
      finalized.current = true;
      onFinalized(asset);
    } catch (failure) {
      if (isApiFailure(failure) && (failure.kind === 'validation' || failure.kind === 'conflict')) {
        const onPassphrase = failure.errors.filter((e) => e.field && /passphrase|credentials/i.test(e.field));
        if (onPassphrase.length) {
          setError(onPassphrase.map((e) => e.message).join(' '));
          input.current?.focus();
        }
        const other = failure.errors.filter((e) => !onPassphrase.includes(e));
        if (other.length || !failure.errors.length) setFormError(other.map((e) => e.message).join('\n') || failure.message);
      } else {
        // The passphrase input is emptied as the submit ends: the words say so rather than that nothing is lost.
        const summary = t('assets.finalize.failed');
        const described = notifyFailure(failure, summary, `finalize:${assetId}`, { inputKept: false, inPlace: true });
        setFormError(`${failureInPlace(summary, described)} ${t('assets.finalize.enterAgain')}`);
      }
    }
  };

  const submit = useSingleSubmit(async (event?: FormEvent) => {
    event?.preventDefault();
    // Read once; the input is emptied however this ends (too short, the Production confirmation cancelled, the
    // call done or failed), so the passphrase never waits in the page for someone else at the screen.
    const passphrase = input.current?.value ?? '';
    try {
      await finalizeWith(passphrase);
    } finally {
      if (input.current) input.current.value = '';
    }
  });

  return (
    <Dialog open onClose={pending ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form onSubmit={submit} noValidate autoComplete="off">
        <DialogTitle id={titleId}>{t('assets.finalize.title', { asset: assetLabel })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('assets.finalize.intro')}</DialogContentText>
          <FormErrorAlert message={formError ?? undefined} fieldHasError={Boolean(error)} sx={{ mb: 2 }} />
          <OutlinedField
            inputRef={input}
            type="password"
            name="passphrase"
            label={t('assets.finalize.passphrase')}
            required
            autoFocus
            fullWidth
            error={Boolean(error)}
            helperText={error ?? t('assets.finalize.passphraseHelp')}
            // 'off', not 'new-password': that invites password managers to offer saving the signing passphrase.
            slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            {t('assets.finalize.later')}
          </Button>
          <PendingButton type="submit" variant="contained" pending={pending}>
            {t('assets.actions.finalize')}
          </PendingButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}

export default FinalizeDialog;
