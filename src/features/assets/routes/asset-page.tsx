import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { withFeatureStrings } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { enumText } from '../../../shared/i18n/enum-text';
import { Link as RouterLink, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { isNotFound } from '../../../api/not-found';
import type { TokenizedAssetDto } from '../../../api/generated/types.gen';
import { assetKind } from '../../../shared/lib/asset-kind';
import { FeatureSlot, useFeatureSlot } from '../../../shared/lib/feature-slots';
import { paths } from '../../../shared/lib/paths';
import { preloadableLazy } from '../../../shared/lib/preloadable-lazy';
import { useFormat } from '../../../shared/lib/use-format';
import { LedgerId } from '../../../shared/ui/ledger-id';
import { useNotify } from '../../../shared/ui/notifications';
import { useSubmitFeedbackCodeOnFirstInput } from '../../../shared/ui/submit-feedback-code';
import { PageHeader } from '../../../shared/ui/page-header';
import { LazyDialog } from '../../../shared/ui/lazy-dialog';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/states';
import { TabBar } from '../../../shared/ui/tab-bar';
import { PendingButton } from '../../../shared/ui/submit-button';
import { useNotifyFailure } from '../../../shared/ui/use-notify-failure';
import { useAssetDetails } from '../api/use-asset-details';
import { useProjectOptions } from '../api/use-project-options';
import { useSendMetadata } from '../api/use-send-metadata';
import { AssetTransactions, HoldersTable, OptInsTable, TransfersTable } from '../components/asset-activity';
import { AssetStatusChip } from '../components/asset-status-chip';
import { FactList } from '../components/fact-list';
import { useAssetConfirm } from '../hooks/use-asset-confirm';
import { formatWholeUnits } from '../../../shared/lib/format';
import { mintAllowance } from '../lib/mint-amount';
import { inBackground } from '../../../shared/lib/in-background';
import { PageSection } from '../../../shared/ui/page-section';

// The mint and finalize dialogs (with the text field and select code they bring, ~15 KB compressed) load when the
// pointer or the keyboard reaches their button, so they open at once but the page itself does not wait for them.
const mint = preloadableLazy(() => withFeatureStrings('assets-forms', import('../components/mint-dialog')), (m) => m.MintDialog);
const finalize = preloadableLazy(() => withFeatureStrings('assets-forms', import('../components/finalize-dialog')), (m) => m.FinalizeDialog);
const MintDialog = mint.Component;
const FinalizeDialog = finalize.Component;
const preloadMint = () => inBackground(mint.preload);
const preloadFinalize = () => inBackground(finalize.preload);

type AssetTab = 'overview' | 'transactions';

const labelOf = (a: TokenizedAssetDto) => [a.name, a.unitName ? `(${a.unitName})` : ''].filter(Boolean).join(' ') || a.isin;

export function AssetPage() {
  const { t } = useTranslation();
  useSubmitFeedbackCodeOnFirstInput();
  const format = useFormat();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const confirm = useAssetConfirm();
  const { assetId = '' } = useParams();
  const details = useAssetDetails(assetId);
  const projects = useProjectOptions();
  const metadata = useSendMetadata();
  // Reached from the wizard's Initialize: its finalize dialog opens here, once (the navigation's state is dropped, so
  // a reload or Back shows the page with its Finalize button instead of the dialog again).
  const location = useLocation();
  const navigate = useNavigate();
  const arrivedToFinalize = (location.state as { finalize?: boolean } | null)?.finalize === true;
  const [dialog, setDialog] = useState<'finalize' | 'mint' | null>(arrivedToFinalize ? 'finalize' : null);
  useEffect(() => {
    if (arrivedToFinalize) void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [arrivedToFinalize, location.pathname, location.search, navigate]);
  const [params, setParams] = useSearchParams();
  // The transactions tab is the transactions feature's grid, lent through the app shell; without it, no tabs.
  const hasTransactions = useFeatureSlot('transactionsView');
  const tab: AssetTab = hasTransactions && params.get('tab') === 'transactions' ? 'transactions' : 'overview';

  // The page (facts, terms and four tables: ~100 ms of work on a slow phone) is drawn from a deferred copy of the
  // answer, in a render React splits into slices, so the answer's arrival does not block input for that long.
  const loaded = useDeferredValue(details.data);

  if (details.isPending) return <LoadingState />;
  // A failed reload keeps what was loaded on screen (the offline banner says the service is away), and with it an
  // open dialog and what was typed into it; only an asset never loaded is an error page.
  if (details.isError && details.data === undefined) {
    // Our 404, or the real service's 400 on the asset id or without a body (interface §7); a 400 on the institution is
    // the profile's fault and stays an error with Retry.
    if (isNotFound(details.error)) {
      return (
        <EmptyState
          title={t('assets.page.notFound')}
          action={
            <Button component={RouterLink} to={paths.assets}>
              {t('assets.page.backToList')}
            </Button>
          }
        />
      );
    }
    return <ErrorState error={details.error} onRetry={() => void details.refetch()} />;
  }

  // Until the deferred render, or while it still holds the asset visited before: the skeleton, a moment longer.
  const data = loaded !== undefined && loaded.asset.id === details.data.asset.id ? loaded : undefined;
  if (data === undefined) return <LoadingState />;
  const { asset, circulatingSupply } = data;
  const allowance = mintAllowance(data);
  const label = labelOf(asset);
  const decimals = asset.decimals ?? 0;
  const whole = (n: number | null) =>
    n === null || !Number.isInteger(n) ? format.number(n) : `${format.number(n)} (${t('assets.wholeUnits', { amount: formatWholeUnits(BigInt(n), decimals, format.language) })})`;
  // A status this dashboard does not know (or none: another deployment's asset may not say) offers every action and
  // leaves the service to refuse the one that does not apply, rather than hiding what may be needed.
  const finalized = asset.status === 'Finalized';
  const initialized = asset.status === 'Initialized';
  const known = finalized || initialized;
  const project = asset.projectId ? projects.data?.find((p) => p.id === asset.projectId) : undefined;
  const yesNo = (b: boolean | null) => (b === null ? '' : b ? t('common.yes') : t('common.no'));

  const sendMetadata = async () => {
    if (!(await confirm('metadata', label))) return;
    try {
      await metadata.mutateAsync(asset.id);
      notify({ message: t('assets.metadata.done', { asset: label }), topic: `metadata:${asset.id}` });
    } catch (error) {
      notifyFailure(error, t('assets.metadata.failed'), `metadata:${asset.id}`);
    }
  };

  const kind = assetKind(asset);
  const shareTerms: [string, ReactNode][] = [
    [t('assets.fields.shareClass'), asset.shareClass],
    [t('assets.fields.votingRights'), asset.votingRights],
    [t('assets.fields.parValue'), yesNo(asset.parValue)],
    [t('assets.fields.votingRight'), yesNo(asset.votingRight)],
  ];
  const bondTerms: [string, ReactNode][] = [
    [t('assets.fields.firstCouponDate'), asset.firstCouponDate ? format.calendarDate(asset.firstCouponDate) : ''],
    [t('assets.fields.interestRate'), asset.interestRate],
    [t('assets.fields.interestPaymentPeriod'), asset.interestPaymentPeriod],
    [t('assets.fields.numberOfPayments'), asset.numberOfPayments],
    [t('assets.fields.nominalAmountPerToken'), asset.nominalAmountPerToken],
    [t('assets.fields.duration'), asset.duration],
  ];
  const terms: [string, ReactNode][] = [
    // An Other has no terms of its own: it shows whichever bond terms a client gave it.
    ...(kind === 'Share' ? shareTerms : kind === 'Bond' ? bondTerms : bondTerms.filter(([, value]) => value !== null && value !== '')),
    [t('assets.fields.price'), asset.price],
    [t('assets.fields.companyConsent'), asset.companyConsent],
    [t('assets.fields.mixedRecordKeeping'), asset.mixedRecordKeeping],
    ...Object.entries(asset.customAttributes ?? {}).map(([k, v]): [string, ReactNode] => [k, v]),
  ];

  return (
    <>
      <PageHeader
        title={asset.name ?? asset.unitName ?? asset.isin}
        subtitle={
          <Stack direction="row" spacing={1} component="span" sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <span>{[asset.unitName, asset.isin, enumText(t, 'enums.TokenizedAssetKind', kind)].filter(Boolean).join(' · ')}</span>
            <AssetStatusChip status={asset.status} />
          </Stack>
        }
        actions={
          <>
            {finalized || !known ? (
              <>
                <Button variant="contained" onClick={() => setDialog('mint')} onPointerEnter={preloadMint} onFocus={preloadMint}>
                  {t('assets.actions.mint')}
                </Button>
                <PendingButton variant="outlined" pending={metadata.isPending} onClick={() => void sendMetadata()}>
                  {t('assets.actions.metadata')}
                </PendingButton>
              </>
            ) : null}
            {initialized || !known ? (
              <Button variant={known ? 'contained' : 'outlined'} onClick={() => setDialog('finalize')} onPointerEnter={preloadFinalize} onFocus={preloadFinalize}>
                {t('assets.actions.finalize')}
              </Button>
            ) : null}
          </>
        }
      />
      {initialized ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('assets.page.initializedNotice')}
        </Alert>
      ) : null}
      {hasTransactions ? (
        <TabBar
          tabs={(['overview', 'transactions'] as const).map((id) => ({ id, label: t(`assets.page.tabs.${id}`) }))}
          value={tab}
          // A tab starts from its own defaults: the grid's filters, sort and page of another visit are left behind. Each
          // tab opened is a history entry (tabs open on Enter, Space or a click, not as the arrow keys pass): Back returns
          // to the tab before.
          onChange={(value) => value !== tab && setParams(value === 'overview' ? {} : { tab: value })}
          label={t('assets.page.tabs.label')}
          idPrefix="asset"
        />
      ) : null}
      {tab === 'transactions' ? (
        <Box role="tabpanel" id="asset-panel-transactions" aria-labelledby="asset-tab-transactions">
          <FeatureSlot name="transactionsView" props={{ fixed: { tokenizedAssetId: asset.id } }} fallback={<LoadingState rows={8} />} />
        </Box>
      ) : (
      <Stack spacing={2} {...(hasTransactions ? { role: 'tabpanel', id: 'asset-panel-overview', 'aria-labelledby': 'asset-tab-overview' } : {})}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
          <PageSection title={t('assets.page.overview')}>
            <FactList
              rows={[
                [t('assets.fields.status'), enumText(t, 'enums.TokenizedAssetStatus', asset.status)],
                [
                  t('assets.fields.project'),
                  asset.projectId ? (
                    <Link component={RouterLink} to={paths.project(asset.projectId)}>
                      {project?.name ?? asset.projectId}
                    </Link>
                  ) : (
                    ''
                  ),
                ],
                [t('assets.fields.issuerName'), asset.issuerName],
                [t('assets.fields.totalSupply'), whole(asset.totalSupply)],
                [t('assets.fields.decimals'), asset.decimals],
                [t('assets.fields.circulatingSupply'), format.number(circulatingSupply)],
                // Exact decimal strings from the service (absent from the real service's answer).
                ...(allowance && allowance.pending !== null
                  ? ([
                      [t('assets.fields.mintedSupply'), format.decimal(allowance.minted)],
                      [t('assets.fields.pendingMintSupply'), format.decimal(allowance.pending)],
                    ] as [string, ReactNode][])
                  : []),
                [t('assets.fields.blockchain'), enumText(t, 'enums.Blockchains', asset.blockchain)],
                [t('assets.fields.assetIndex'), asset.assetIndex],
                [t('assets.fields.creationTxId'), asset.creationTxId ? <LedgerId value={asset.creationTxId} /> : ''],
                [t('assets.fields.createdAt'), format.dateTime(asset.createdAt)],
                [t('assets.fields.finalizedAt'), asset.finalizedAt ? format.dateTime(asset.finalizedAt) : ''],
                [t('assets.fields.metadataSentAt'), asset.metadataSentAt ? format.dateTime(asset.metadataSentAt) : ''],
                [t('assets.fields.enableFreeze'), yesNo(asset.enableFreeze)],
                [t('assets.fields.enableClawback'), yesNo(asset.enableClawback)],
                [t('assets.fields.isFungible'), yesNo(asset.isFungible)],
                [t('assets.fields.url'), asset.url],
                [t('assets.fields.distributorWalletId'), asset.distributorWalletId],
              ]}
            />
          </PageSection>
          <PageSection title={t('assets.page.terms')}>
            <FactList rows={terms} />
          </PageSection>
        </Box>
        <PageSection title={t('assets.page.transactions')}>
          <AssetTransactions assetId={asset.id} />
        </PageSection>
        <PageSection title={t('assets.page.holders')}>
          <HoldersTable details={data} />
        </PageSection>
        <PageSection title={t('assets.page.transfers')}>
          <TransfersTable details={data} />
        </PageSection>
        <PageSection title={t('assets.page.optIns')}>
          <OptInsTable details={data} />
        </PageSection>
      </Stack>
      )}
      {dialog ? (
        <LazyDialog onClose={() => setDialog(null)}>
          {dialog === 'finalize' ? (
            <FinalizeDialog
              assetId={asset.id}
              assetLabel={label}
              // It gives the page's heading the focus as it goes.
              onClose={() => setDialog(null)}
              onFinalized={() => setDialog(null)}
            />
          ) : (
            <MintDialog asset={asset} assetLabel={label} allowance={allowance} onClose={() => setDialog(null)} />
          )}
        </LazyDialog>
      ) : null}
    </>
  );
}
