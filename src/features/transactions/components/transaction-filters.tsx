import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { memo, useCallback, useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useEchoedText } from '../../../shared/hooks/use-echoed-text';
import { takeCodePoints } from '../../../shared/lib/code-point-length';
import { TransactionQueryDtoLimits as LIMITS } from '../../../api/contract-limits.gen';
import { BLOCKCHAINS, filterErrors, TX_ACTIONS, TX_STATUSES, type TxFilterKey, type TxListParams } from '../lib/transaction-list';
import { FilterTextField } from './filter-text-field';

type Breakpoint = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

const NONE_HIDDEN: readonly TxFilterKey[] = [];
/** The filters after the status, which a phone shows on demand. */
const MORE_FILTERS: readonly TxFilterKey[] = ['blockchain', 'action', 'txId', 'asset', 'project', 'from', 'to'];

// Each field wide enough for its text at 200 % and 400 % zoom. From md on the navigation takes 232 px beside the page
// (a 1920-px screen at 200 % is 960 px wide), where a sixth of the row cut "Blockch…" and a quarter of it cut the time
// off a date ("11/01/2026, ("; up to 1280 px the "AM"): the narrow spans wait for lg, a quarter row for a date for xl.
// At 320 px half the row showed "11/01/202".
const SEARCH_SPAN = { xs: 12, lg: 6 } as const;
const SELECT_SPAN = { xs: 12, sm: 4, lg: 2 } as const;
const TEXT_SPAN = { xs: 12, sm: 6, md: 4, xl: 3 } as const;
const DATE_SPAN = { xs: 12, sm: 6, xl: 3 } as const;

/** A filter's width in twelfths of the row, per screen size (each size keeps the smaller one's width unless given). */
function Cell({ span, display, children }: { span: number | Partial<Record<Breakpoint, number>>; display?: Partial<Record<Breakpoint, string>>; children: ReactNode }) {
  const widths = typeof span === 'number' ? { xs: span } : span;
  const gridColumn = Object.fromEntries(Object.entries(widths).map(([size, n]) => [size, `span ${n}`]));
  return <Box sx={{ gridColumn, display }}>{children}</Box>;
}

/** Applies one filter's value (the list's setter, the same from render to render). */
type ApplyFilter = (key: TxFilterKey, value: string) => void;
type Choice = { value: string; label: string };
type FilterError = ReturnType<typeof filterErrors>[TxFilterKey];

// Each filter is a memoised field of its own: choosing one filter renders that field again, not all nine (a field of
// MUI's is a dozen styled elements), while the grid waits for the change to render before it shows the new rows.

const SelectFilter = memo(function SelectFilter({ name, value, choices, onApply }: { name: 'status' | 'blockchain' | 'action'; value: string; choices: readonly Choice[]; onApply: ApplyFilter }) {
  const { t } = useTranslation();
  return (
    <Cell span={SELECT_SPAN}>
      <TextField select fullWidth size="small" label={t(`transactions.filters.${name}`)} value={value} onChange={(e) => onApply(name, e.target.value)}>
        <MenuItem value="">{t('transactions.filters.any')}</MenuItem>
        {choices.map((choice) => (
          <MenuItem key={choice.value} value={choice.value}>
            {choice.label}
          </MenuItem>
        ))}
      </TextField>
    </Cell>
  );
});

const ID_INPUT = { htmlInput: { spellCheck: false } } as const;
const DATE_LABEL = { inputLabel: { shrink: true } } as const;

const TextFilter = memo(function TextFilter({
  name,
  value,
  error,
  onApply,
}: {
  name: 'txId' | 'asset' | 'project' | 'from' | 'to';
  value: string;
  error?: FilterError;
  onApply: ApplyFilter;
}) {
  const { t } = useTranslation();
  const date = name === 'from' || name === 'to';
  return (
    <Cell span={date ? DATE_SPAN : TEXT_SPAN}>
      <FilterTextField
        fullWidth
        size="small"
        type={date ? 'datetime-local' : undefined}
        label={t(`transactions.filters.${name}`)}
        value={value}
        onApply={(next) => onApply(name, next)}
        maxLength={name === 'txId' ? LIMITS.txId.maxLength : undefined}
        error={Boolean(error)}
        helperText={error ? t(`transactions.filters.${error}`) : undefined}
        slotProps={date ? DATE_LABEL : name === 'txId' ? ID_INPUT : undefined}
      />
    </Cell>
  );
});

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
  const { setFilters } = list;
  const apply = useCallback<ApplyFilter>((key, next) => setFilters({ [key]: next.trim() || null }), [setFilters]);
  const shown = (key: TxFilterKey) => !hide.includes(key);
  // The search text is in the URL, which a keystroke changes only in a later render: what is typed stays in the box.
  const [searchText, setSearchText] = useEchoedText(list.search, list.setSearch);
  // Those behind "More filters" on a phone: how many are in effect, and open while one has an error to show.
  const moreKeys = MORE_FILTERS.filter(shown);
  const moreActive = moreKeys.filter((key) => list.filters[key]).length;
  // Open from the start when the page opens with one of them in effect (a shared link): what filters the view shows;
  // and opened when one of them turns out wrong, so its error is seen (it can be closed again).
  const [moreOpen, setMoreOpen] = useState(moreActive > 0);
  const hiddenError = moreKeys.some((key) => errors[key as keyof typeof errors]);
  const [openedForError, setOpenedForError] = useState(false);
  if (hiddenError !== openedForError) {
    setOpenedForError(hiddenError);
    if (hiddenError) setMoreOpen(true);
  }
  const moreId = useId();
  const choices = useMemo(
    () => ({
      status: TX_STATUSES.map((s) => ({ value: s, label: t(`transactions.status.${s}`) })),
      blockchain: BLOCKCHAINS.map((b) => ({ value: b, label: b })),
      action: TX_ACTIONS.map((a) => ({ value: a, label: t(`transactions.action.${a}`) })),
    }),
    [t],
  );

  return (
    <Box component="section" aria-label={t('transactions.filters.label')} sx={{ display: 'grid', gridTemplateColumns: 'repeat(12, minmax(0, 1fr))', gap: 1.5, mb: 2 }}>
      <Cell span={SEARCH_SPAN}>
        <TextField
          type="search"
          fullWidth
          size="small"
          label={t('transactions.filters.search')}
          placeholder={t('transactions.filters.searchHelp')}
          value={searchText}
          onChange={(e) => {
            // The service searches at most LIMITS.searchText.maxLength characters, counted as it counts them (an HTML maxLength counts UTF-16 units).
            // A paste (a value copied from a table cell or an e-mail, often with a space or a line end around it) is
            // taken without its outer spaces; typing keeps them, a space may be the start of the next word.
            const pasted = (e.nativeEvent as InputEvent).inputType === 'insertFromPaste';
            const text = takeCodePoints(pasted ? e.target.value.trim() : e.target.value, LIMITS.searchText.maxLength);
            if (pasted) onSearchNow?.(text);
            setSearchText(text);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') onSearchNow?.(searchText);
          }}
          slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon /></InputAdornment> } }}
        />
      </Cell>
      <SelectFilter name="status" value={value('status')} choices={choices.status} onApply={apply} />
      {/* On a phone the filters after the status wait behind "More filters", so the rows are not a screen below. */}
      <Cell span={12} display={{ xs: 'block', sm: 'none' }}>
        <Button size="small" startIcon={moreOpen ? <ExpandLessIcon /> : <ExpandMoreIcon />} aria-expanded={moreOpen} aria-controls={moreId} onClick={() => setMoreOpen(!moreOpen)}>
          {moreOpen ? t('transactions.filters.fewer') : moreActive > 0 ? t('transactions.filters.moreActive', { count: moreActive }) : t('transactions.filters.more')}
        </Button>
      </Cell>
      <Box id={moreId} sx={{ display: { xs: moreOpen ? 'contents' : 'none', sm: 'contents' } }}>
        <SelectFilter name="blockchain" value={value('blockchain')} choices={choices.blockchain} onApply={apply} />
        <SelectFilter name="action" value={value('action')} choices={choices.action} onApply={apply} />
        <TextFilter name="txId" value={value('txId')} onApply={apply} />
        {shown('asset') ? <TextFilter name="asset" value={value('asset')} error={errors.asset} onApply={apply} /> : null}
        {shown('project') ? <TextFilter name="project" value={value('project')} error={errors.project} onApply={apply} /> : null}
        <TextFilter name="from" value={value('from')} error={errors.from} onApply={apply} />
        <TextFilter name="to" value={value('to')} error={errors.to} onApply={apply} />
      </Box>
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
