import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { BLOCKCHAINS, filterErrors, TX_ACTIONS, TX_STATUSES, type TxFilterKey, type TxListParams } from '../lib/transaction-list';
import { FilterTextField } from './filter-text-field';

/** Every filter of the transaction query, bound to the URL list state. Fixed filters (a project's tab) are hidden. */
/**
 * `onSearchNow` is told the text that should be searched without waiting for the typing to pause: text pasted into
 * the search field, or Enter pressed in it.
 */
export function TransactionFilters({ list, hide = [], onSearchNow }: { list: TxListParams; hide?: readonly TxFilterKey[]; onSearchNow?: (text: string) => void }) {
  const { t } = useTranslation();
  const errors = filterErrors(list.filters);
  const value = (key: TxFilterKey) => list.filters[key] ?? '';
  const set = (key: TxFilterKey) => (next: string) => list.setFilters({ [key]: next || null });
  const errorText = (key: TxFilterKey) => (errors[key] ? t(`transactions.filters.${errors[key]}`) : undefined);
  const shown = (key: TxFilterKey) => !hide.includes(key);

  const select = (key: 'status' | 'blockchain' | 'action', options: readonly string[], label: (o: string) => string) => (
    <Grid size={{ xs: 12, sm: 4, md: 2 }}>
      <TextField select fullWidth size="small" label={t(`transactions.filters.${key}`)} value={value(key)} onChange={(e) => set(key)(e.target.value)}>
        <MenuItem value="">{t('transactions.filters.any')}</MenuItem>
        {options.map((option) => (
          <MenuItem key={option} value={option}>
            {label(option)}
          </MenuItem>
        ))}
      </TextField>
    </Grid>
  );

  return (
    <Grid container spacing={1.5} component="section" aria-label={t('transactions.filters.label')} sx={{ mb: 2 }}>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField
          type="search"
          fullWidth
          size="small"
          label={t('transactions.filters.search')}
          placeholder={t('transactions.filters.searchHelp')}
          value={list.search}
          onChange={(e) => {
            if ((e.nativeEvent as InputEvent).inputType === 'insertFromPaste') onSearchNow?.(e.target.value);
            list.setSearch(e.target.value);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') onSearchNow?.(list.search);
          }}
          slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon /></InputAdornment> }, htmlInput: { maxLength: 200 } }}
        />
      </Grid>
      {select('status', TX_STATUSES, (s) => t(`transactions.status.${s as (typeof TX_STATUSES)[number]}`))}
      {select('blockchain', BLOCKCHAINS, (b) => b)}
      {select('action', TX_ACTIONS, (a) => t(`transactions.action.${a as (typeof TX_ACTIONS)[number]}`))}
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <FilterTextField fullWidth size="small" label={t('transactions.filters.txId')} value={value('txId')} onApply={set('txId')} slotProps={{ htmlInput: { maxLength: 200, spellCheck: false } }} />
      </Grid>
      {shown('asset') ? (
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <FilterTextField fullWidth size="small" label={t('transactions.filters.asset')} value={value('asset')} onApply={set('asset')} error={Boolean(errors.asset)} helperText={errorText('asset')} />
        </Grid>
      ) : null}
      {shown('project') ? (
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <FilterTextField fullWidth size="small" label={t('transactions.filters.project')} value={value('project')} onApply={set('project')} error={Boolean(errors.project)} helperText={errorText('project')} />
        </Grid>
      ) : null}
      {(['from', 'to'] as const).map((key) => (
        <Grid key={key} size={{ xs: 6, md: 3 }}>
          <FilterTextField
            fullWidth
            size="small"
            type="datetime-local"
            label={t(`transactions.filters.${key}`)}
            value={value(key)}
            onApply={set(key)}
            error={Boolean(errors[key])}
            helperText={errorText(key)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Grid>
      ))}
      {list.activeFilterCount > 0 ? (
        <Grid size={12}>
          <Button size="small" startIcon={<FilterAltOffIcon />} onClick={() => list.clearFilters()}>
            {t('transactions.filters.clear')}
          </Button>
        </Grid>
      ) : null}
    </Grid>
  );
}
