import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { memo, type ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useEchoedText } from '../../../shared/hooks/use-echoed-text';
import { takeCodePoints } from '../../../shared/lib/code-point-length';
import { BLOCKCHAINS, filterErrors, TX_ACTIONS, TX_STATUSES, type TxFilterKey, type TxListParams } from '../lib/transaction-list';
import { FilterTextField } from './filter-text-field';

type Breakpoint = 'xs' | 'sm' | 'md';

const NONE_HIDDEN: readonly TxFilterKey[] = [];

/** A filter's width in twelfths of the row, per screen size (each size keeps the smaller one's width unless given). */
function Cell({ span, children }: { span: number | Partial<Record<Breakpoint, number>>; children: ReactNode }) {
  const widths = typeof span === 'number' ? { xs: span } : span;
  const gridColumn = Object.fromEntries(Object.entries(widths).map(([size, n]) => [size, `span ${n}`]));
  return <Box sx={{ gridColumn }}>{children}</Box>;
}

/**
 * Every filter of the transaction query, bound to the URL list state. Fixed filters (a project's tab) are hidden.
 * `onSearchNow` is told the text that should be searched without waiting for the typing to pause: text pasted into
 * the search field, or Enter pressed in it. Memoised: a render of the view that leaves the list state as it was (new
 * rows, the count) leaves the filters as they were.
 */
export const TransactionFilters = memo(function TransactionFilters({
  list,
  hide = NONE_HIDDEN,
  onSearchNow,
}: {
  list: TxListParams;
  hide?: readonly TxFilterKey[];
  onSearchNow?: (text: string) => void;
}) {
  const { t } = useTranslation();
  const errors = filterErrors(list.filters);
  const value = (key: TxFilterKey) => list.filters[key] ?? '';
  // An id applied with a space around it (pasted) is the id: the URL and a shared link keep it without.
  const set = (key: TxFilterKey) => (next: string) => list.setFilters({ [key]: next.trim() || null });
  const errorText = (key: TxFilterKey) => (errors[key] ? t(`transactions.filters.${errors[key]}`) : undefined);
  const shown = (key: TxFilterKey) => !hide.includes(key);
  // The search text is in the URL, which a keystroke changes only in a later render: what is typed stays in the box.
  const [searchText, setSearchText] = useEchoedText(list.search, list.setSearch);

  const select = (key: 'status' | 'blockchain' | 'action', options: readonly string[], label: (o: string) => string) => (
    <Cell span={{ xs: 12, sm: 4, md: 2 }}>
      <TextField select fullWidth size="small" label={t(`transactions.filters.${key}`)} value={value(key)} onChange={(e) => set(key)(e.target.value)}>
        <MenuItem value="">{t('transactions.filters.any')}</MenuItem>
        {options.map((option) => (
          <MenuItem key={option} value={option}>
            {label(option)}
          </MenuItem>
        ))}
      </TextField>
    </Cell>
  );

  return (
    <Box component="section" aria-label={t('transactions.filters.label')} sx={{ display: 'grid', gridTemplateColumns: 'repeat(12, minmax(0, 1fr))', gap: 1.5, mb: 2 }}>
      <Cell span={{ xs: 12, md: 6 }}>
        <TextField
          type="search"
          fullWidth
          size="small"
          label={t('transactions.filters.search')}
          placeholder={t('transactions.filters.searchHelp')}
          value={searchText}
          onChange={(e) => {
            // The service searches at most 200 characters, counted as it counts them (an HTML maxLength counts UTF-16 units).
            // A paste (a value copied from a table cell or an e-mail, often with a space or a line end around it) is
            // taken without its outer spaces; typing keeps them, a space may be the start of the next word.
            const pasted = (e.nativeEvent as InputEvent).inputType === 'insertFromPaste';
            const text = takeCodePoints(pasted ? e.target.value.trim() : e.target.value, 200);
            if (pasted) onSearchNow?.(text);
            setSearchText(text);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') onSearchNow?.(searchText);
          }}
          slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon /></InputAdornment> } }}
        />
      </Cell>
      {select('status', TX_STATUSES, (s) => t(`transactions.status.${s as (typeof TX_STATUSES)[number]}`))}
      {select('blockchain', BLOCKCHAINS, (b) => b)}
      {select('action', TX_ACTIONS, (a) => t(`transactions.action.${a as (typeof TX_ACTIONS)[number]}`))}
      <Cell span={{ xs: 12, sm: 6, md: 3 }}>
        <FilterTextField fullWidth size="small" label={t('transactions.filters.txId')} value={value('txId')} onApply={set('txId')} maxLength={200} slotProps={{ htmlInput: { spellCheck: false } }} />
      </Cell>
      {shown('asset') ? (
        <Cell span={{ xs: 12, sm: 6, md: 3 }}>
          <FilterTextField fullWidth size="small" label={t('transactions.filters.asset')} value={value('asset')} onApply={set('asset')} error={Boolean(errors.asset)} helperText={errorText('asset')} />
        </Cell>
      ) : null}
      {shown('project') ? (
        <Cell span={{ xs: 12, sm: 6, md: 3 }}>
          <FilterTextField fullWidth size="small" label={t('transactions.filters.project')} value={value('project')} onApply={set('project')} error={Boolean(errors.project)} helperText={errorText('project')} />
        </Cell>
      ) : null}
      {(['from', 'to'] as const).map((key) => (
        <Cell key={key} span={{ xs: 6, md: 3 }}>
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
        </Cell>
      ))}
      {list.activeFilterCount > 0 ? (
        <Cell span={12}>
          <Button size="small" startIcon={<FilterAltOffIcon />} onClick={() => list.clearFilters()}>
            {t('transactions.filters.clear')}
          </Button>
        </Cell>
      ) : null}
    </Box>
  );
});
