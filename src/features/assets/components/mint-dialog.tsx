import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { OutlinedField } from '../../../shared/ui/outlined-field';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { isAnswerWithReasons } from '../../../api/answer-with-reasons';
import type { CreateMintTokenRequestDto, TokenizedAssetDto } from '../../../api/generated/types.gen';
import { useSingleSubmit } from '../../../shared/hooks/use-single-submit';
import { normaliseFieldPath } from '../../../shared/lib/apply-server-errors';
import { useNotify } from '../../../shared/ui/notifications';
import { PendingButton } from '../../../shared/ui/submit-button';
import { useNotifyFailure } from '../../../shared/ui/use-notify-failure';
import { useMintTokenRequest } from '../api/use-mint-token-request';
import { useAssetConfirm } from '../hooks/use-asset-confirm';
import { baseToWholeUnits } from '../lib/base-units';
import { createUnsettledIntentKeys } from '../../../shared/lib/intent-keys';
import { codePointLength } from '../../../shared/lib/code-point-length';
import { checkMintAmount, type MintAllowance } from '../lib/mint-amount';

interface Props {
  asset: TokenizedAssetDto;
  assetLabel: string;
  /** What is left to mint (total supply − minted − pending mint requests); null when the supply is unknown. */
  allowance: MintAllowance | null;
  onClose: () => void;
}

type Field = 'amount' | 'receiverWalletAddress' | 'memo';
type Errors = Partial<Record<Field | 'form', string>>;

/** The dialog's fields in their order on screen: the first with an error gets the cursor. */
const FIELDS: readonly Field[] = ['amount', 'receiverWalletAddress', 'memo'];

/** The dialog's field a server error names ("amount", .NET's "Amount", "body.receiverWalletAddress"), if any. */
function fieldNamed(name: string | null): Field | undefined {
  const path = name ? normaliseFieldPath(name).toLowerCase() : '';
  return FIELDS.find((f) => f.toLowerCase() === path);
}

// Outlive the dialog: a mint whose answer was lost keeps its key when it is asked again from a dialog opened anew.
const mintKeys = createUnsettledIntentKeys();

/** Request a mint in whole units; the dialog converts exactly to base units and sends one idempotency key per intent. */
export function MintDialog({ asset, assetLabel, allowance, onClose }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const confirm = useAssetConfirm();
  const mint = useMintTokenRequest();
  const decimals = asset.decimals ?? 0;
  const [amount, setAmount] = useState('');
  const [receiver, setReceiver] = useState('');
  const [memo, setMemo] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const amountInput = useRef<HTMLInputElement>(null);
  const receiverInput = useRef<HTMLInputElement>(null);
  const memoInput = useRef<HTMLInputElement>(null);
  /** Show the errors and put the cursor on the first field that has one, as the other forms do. */
  const showErrors = (next: Errors) => {
    setErrors(next);
    const first = FIELDS.find((f) => next[f]);
    const input = { amount: amountInput, receiverWalletAddress: receiverInput, memo: memoInput };
    if (first) input[first].current?.focus();
  };
  const check = amount.trim() ? checkMintAmount(amount, decimals, allowance?.remaining ?? null) : null;
  const wholeOf = (base: bigint) => baseToWholeUnits(base, decimals);
  const availableWhole = allowance ? wholeOf(allowance.remaining) : null;
  const amountHelp = !allowance
    ? undefined
    : allowance.pending === null
      ? t('assets.mint.amountHelp', { available: wholeOf(allowance.remaining), supply: wholeOf(allowance.supply) })
      : t('assets.mint.amountHelpPending', {
          available: wholeOf(allowance.remaining),
          supply: wholeOf(allowance.supply),
          minted: wholeOf(allowance.minted),
          pending: wholeOf(allowance.pending),
        });

  const amountProblem = (c: ReturnType<typeof checkMintAmount> | null): string | undefined => {
    if (!c) return t('validation.required');
    if (c.ok) return undefined;
    switch (c.problem) {
      case 'format':
        return t('assets.validation.amountFormat');
      case 'tooManyDecimals':
        return t('assets.validation.amountTooManyDecimals', { decimals });
      case 'positive':
        return t('assets.validation.amountPositive');
      case 'beyondSupply':
        return t('assets.validation.amountBeyondSupply', { available: availableWhole ?? '' });
      case 'notExact':
        return t('assets.validation.amountNotExact');
    }
  };

  // A typed amount is checked as it is typed; the server's word on it stands until the amount changes.
  const amountError = errors.amount ?? (check && !check.ok ? amountProblem(check) : undefined);

  const submit = useSingleSubmit(async (event?: FormEvent) => {
    event?.preventDefault();
    const next: Errors = {};
    const amountError = amountProblem(check);
    if (amountError) next.amount = amountError;
    if (!receiver.trim()) next.receiverWalletAddress = t('validation.required');
    // The contract's limits (receiverWalletAddress ≤ 128, memo ≤ 500), counted as the service counts them: code points.
    else if (codePointLength(receiver.trim()) > 128) next.receiverWalletAddress = t('validation.maxLength', { max: 128 });
    if (codePointLength(memo) > 500) next.memo = t('validation.maxLength', { max: 500 });
    showErrors(next);
    if (Object.keys(next).length || !check?.ok) return;
    const body: CreateMintTokenRequestDto = { tokenizedAssetId: asset.id, amount: check.wire, receiverWalletAddress: receiver.trim(), memo: memo.trim() ? memo : null };
    const whole = baseToWholeUnits(check.base, decimals);
    const detail = t('assets.mint.detail', { amount: whole, base: check.base.toString(), receiver: body.receiverWalletAddress });
    if (!(await confirm('mint', assetLabel, detail))) return;
    // A retry's success replaces the failure notice of the attempt it retries (same topic), so it shows at once.
    const topic = `mint:${asset.id}`;
    try {
      await mint.mutateAsync({ body, idempotencyKey: mintKeys.keyFor(body) });
      mintKeys.settled(body);
      notify({ message: t('assets.mint.done', { amount: whole, asset: assetLabel }), topic });
      onClose();
    } catch (failure) {
      // The reasons the service gives (a 400/404/409, or the real service's 200 `data: false` with errors) land on
      // the fields they name, the rest at the top of the dialog; an answer without a reason, a network or a server
      // failure is said at the top and in a notification. What was typed stays.
      if (isAnswerWithReasons(failure)) {
        // A refusal is an outcome: the service minted nothing, and the same request asked again is a new attempt.
        mintKeys.settled(body);
        const onFields: Errors = {};
        const rest: string[] = [];
        for (const e of failure.errors) {
          const field = fieldNamed(e.field);
          if (field) onFields[field] = onFields[field] ? `${onFields[field]} ${e.message}` : e.message;
          else rest.push(e.message);
        }
        if (rest.length) onFields.form = rest.join('\n');
        showErrors(onFields);
      } else {
        const described = notifyFailure(failure, t('assets.mint.failed'), topic);
        setErrors({ form: `${described.title}: ${described.message}` });
      }
    }
  });

  return (
    <Dialog open onClose={mint.isPending ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t('assets.mint.title', { asset: assetLabel })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {errors.form ? (
              <Alert severity="error" role="alert" sx={{ whiteSpace: 'pre-line' }}>
                {errors.form}
              </Alert>
            ) : null}
            <OutlinedField
              label={t('assets.mint.amount')}
              required
              autoFocus
              inputRef={amountInput}
              value={amount}
              onChange={(e) => {
                setAmount(e.target.value);
                setErrors(({ amount: _stale, ...rest }) => rest);
              }}
              error={Boolean(amountError)}
              helperText={amountError ?? amountHelp}
              slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
            />
            {check?.ok ? (
              <Typography variant="body2" role="status">
                {t('assets.mint.baseUnits', { base: check.base.toString() })}
              </Typography>
            ) : null}
            <OutlinedField
              label={t('assets.mint.receiver')}
              required
              inputRef={receiverInput}
              value={receiver}
              onChange={(e) => setReceiver(e.target.value)}
              error={Boolean(errors.receiverWalletAddress)}
              helperText={errors.receiverWalletAddress}
              slotProps={{ htmlInput: { maxLength: 128, spellCheck: false } }}
            />
            <OutlinedField
              label={t('assets.mint.memo')}
              inputRef={memoInput}
              value={memo}
              multiline
              minRows={2}
              onChange={(e) => setMemo(e.target.value)}
              error={Boolean(errors.memo)}
              helperText={errors.memo ?? t('assets.wizard.charCount', { count: codePointLength(memo), max: 500 })}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={mint.isPending}>
            {t('common.cancel')}
          </Button>
          <PendingButton type="submit" variant="contained" pending={mint.isPending}>
            {t('assets.mint.submit')}
          </PendingButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}

export default MintDialog;
