import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { OutlinedField } from '../../../shared/ui/outlined-field';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { isAnswerWithReasons } from '../../../api/answer-with-reasons';
import type { CreateMintTokenRequestDto, TokenizedAssetDto } from '../../../api/generated/types.gen';
import { useSingleSubmit } from '../../../shared/hooks/use-single-submit';
import { useNotify } from '../../../shared/ui/notifications';
import { FormErrorAlert, hasFieldError } from '../../../shared/ui/form-error-alert';
import { PendingButton } from '../../../shared/ui/submit-button';
import { useFormFailure } from '../../../shared/ui/use-form-failure';
import { useMintTokenRequest } from '../api/use-mint-token-request';
import { useAssetConfirm } from '../hooks/use-asset-confirm';
import { createUnsettledIntentKeys } from '../../../shared/lib/intent-keys';
import { codePointLength } from '../../../shared/lib/code-point-length';
import { CreateMintTokenRequestDtoLimits as LIMITS } from '../../../api/contract-limits.gen';
import { formatWholeUnits, numberSigns } from '../../../shared/lib/format';
import { useFormat } from '../../../shared/lib/use-format';
import { checkMintAmount, type MintAllowance } from '../lib/mint-amount';
import { walletAddressProblem } from '../../../shared/chain/wallet-address';

interface Props {
  asset: TokenizedAssetDto;
  assetLabel: string;
  /** What is left to mint (total supply − minted − pending mint requests); null when the supply is unknown. */
  allowance: MintAllowance | null;
  onClose: () => void;
}

/** What is typed, as typed: the amount in whole units (converted exactly on submit), the receiver and the memo. */
interface MintValues {
  amount: string;
  receiverWalletAddress: string;
  memo: string;
}

/**
 * The dialog's fields in their order on screen: the first with an error gets the cursor (react-hook-form focuses its
 * own checks' first in the order the fields are registered, which is this one; the service's by `fieldOrder`).
 */
const FIELDS: readonly FieldPath<MintValues>[] = ['amount', 'receiverWalletAddress', 'memo'];

// Outlive the dialog: a mint whose answer was lost keeps its key when it is asked again from a dialog opened anew.
const mintKeys = createUnsettledIntentKeys();

/** Request a mint in whole units; the dialog converts exactly to base units and sends one idempotency key per intent. */
export function MintDialog({ asset, assetLabel, allowance, onClose }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const titleId = useId();
  const notify = useNotify();
  const showFailure = useFormFailure();
  const confirm = useAssetConfirm();
  const mint = useMintTokenRequest();
  /** What an address on the asset's chain looks like, in the user's words. */
  const addressShape = (chain: TokenizedAssetDto['blockchain']) =>
    t(chain === 'Algorand' ? 'assets.mint.shapeAlgorand' : chain === 'Stellar' ? 'assets.mint.shapeStellar' : 'assets.mint.shapeEvm');
  const decimals = asset.decimals ?? 0;
  const form = useForm<MintValues>({
    defaultValues: { amount: '', receiverWalletAddress: '', memo: '' },
    // Checked on submit; a field's error stands until the next one (the amount's own check also runs as it is typed).
    reValidateMode: 'onSubmit',
  });
  const { register, handleSubmit, clearErrors, control, formState } = form;
  const { errors } = formState;
  const [amount, memo] = useWatch({ control, name: ['amount', 'memo'] });
  // Typed and shown as the person's language writes numbers ("10,5" and "1.000,5" in German), exactly.
  const signs = numberSigns(format.language);
  const checkOf = (typed: string) => (typed.trim() ? checkMintAmount(typed, decimals, allowance?.remaining ?? null, signs) : null);
  const check = checkOf(amount);
  const wholeOf = (base: bigint) => formatWholeUnits(base, decimals, format.language);
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
        return t('assets.validation.amountFormat', { example: `12${signs.decimal}5` });
      case 'tooManyDecimals':
        return t('assets.validation.amountTooManyDecimals', { decimals });
      case 'separator':
        return t('assets.validation.amountSeparator', { example: `1234${signs.decimal}5` });
      case 'positive':
        return t('assets.validation.amountPositive');
      case 'beyondSupply':
        return t('assets.validation.amountBeyondSupply', { available: availableWhole ?? '' });
      case 'notExact':
        return t('assets.validation.amountNotExact');
    }
  };

  // A typed amount is checked as it is typed; the server's word on it stands until the amount changes.
  const amountError = errors.amount?.message ?? (check && !check.ok ? amountProblem(check) : undefined);
  const { ref: amountRef, ...amountField } = register('amount', {
    validate: (typed) => amountProblem(checkOf(typed)) ?? true,
    onChange: () => clearErrors('amount'),
  });
  const { ref: receiverRef, ...receiverField } = register('receiverWalletAddress', {
    // The contract's limits, counted as the service counts them (code points), then the address as the asset's chain
    // reads it: a typo would mint the units to nobody's wallet, for good.
    validate: (typed) => {
      const { maxLength: max } = LIMITS.receiverWalletAddress;
      const address = typed.trim();
      if (!address) return t('validation.required');
      if (codePointLength(address) > max) return t('validation.maxLength', { max });
      const problem = walletAddressProblem(asset.blockchain, address);
      if (problem === 'checksum') return t('assets.mint.addressChecksum', { chain: asset.blockchain });
      return problem ? t('assets.mint.addressShape', { chain: asset.blockchain, shape: addressShape(asset.blockchain) }) : true;
    },
  });
  const { ref: memoRef, ...memoField } = register('memo', {
    validate: (typed) => (codePointLength(typed) > LIMITS.memo.maxLength ? t('validation.maxLength', { max: LIMITS.memo.maxLength }) : true),
  });

  const submit = useSingleSubmit(
    handleSubmit(async (values) => {
      const checked = checkOf(values.amount);
      if (!checked?.ok) return;
      const body: CreateMintTokenRequestDto = {
        tokenizedAssetId: asset.id,
        amount: checked.wire,
        receiverWalletAddress: values.receiverWalletAddress.trim(),
        memo: values.memo.trim() ? values.memo : null,
      };
      const whole = wholeOf(checked.base);
      const detail = t('assets.mint.detail', { amount: whole, base: format.decimal(checked.base), receiver: body.receiverWalletAddress });
      if (!(await confirm('mint', assetLabel, detail))) return;
      // A retry's success replaces the failure notice of the attempt it retries (same topic), so it shows at once.
      const topic = `mint:${asset.id}`;
      try {
        await mint.mutateAsync({ body, idempotencyKey: mintKeys.keyFor(body) });
        mintKeys.settled(body);
        notify({ message: t('assets.mint.done', { amount: whole, asset: assetLabel }), topic });
        onClose();
      } catch (failure) {
        // A refusal with reasons is an outcome: the service minted nothing, and the same request asked again is a new
        // attempt. A lost answer, a network or a server failure keeps the key (the mint may have landed).
        if (isAnswerWithReasons(failure)) mintKeys.settled(body);
        // The reasons the service gives (a 400/404/409, or the real service's 200 `data: false` with errors) land on
        // the fields they name, the rest at the top of the dialog; an answer without a reason, a network or a server
        // failure is said at the top (useFormFailure). What was typed stays.
        showFailure(form, failure, { summary: t('assets.mint.failed'), topic, knownFields: FIELDS, fieldOrder: FIELDS });
      }
    }),
  );

  return (
    <Dialog open onClose={mint.isPending ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t('assets.mint.title', { asset: assetLabel })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormErrorAlert message={errors.root?.server?.message} fieldHasError={hasFieldError(errors)} />
            <OutlinedField
              label={t('assets.mint.amount')}
              required
              autoFocus
              inputRef={amountRef}
              {...amountField}
              error={Boolean(amountError)}
              helperText={amountError ?? amountHelp}
              slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
            />
            {check?.ok ? (
              <Typography variant="body2" role="status">
                {t('assets.mint.baseUnits', { base: format.decimal(check.base) })}
              </Typography>
            ) : null}
            <OutlinedField
              label={t('assets.mint.receiver')}
              required
              inputRef={receiverRef}
              {...receiverField}
              error={Boolean(errors.receiverWalletAddress)}
              helperText={errors.receiverWalletAddress?.message ?? t('assets.mint.receiverHelp', { chain: asset.blockchain })}
              slotProps={{ htmlInput: { spellCheck: false } }}
            />
            <OutlinedField
              label={t('assets.mint.memo')}
              inputRef={memoRef}
              {...memoField}
              multiline
              minRows={2}
              error={Boolean(errors.memo)}
              helperText={errors.memo?.message ?? t('assets.wizard.charCount', { count: codePointLength(memo), max: LIMITS.memo.maxLength })}
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
