import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../i18n/use-translation';
import { useFormat } from '../lib/use-format';
import { SelectField } from './select-field';

export interface ListPagerProps {
  /** Every row of the list (not just this page). */
  count: number;
  /** Zero-based. */
  page: number;
  pageSize: number;
  pageSizes: readonly number[];
  /** The label of the page-size choice ("Customers per page"); "Rows per page" without it. */
  pageSizeLabel?: string;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
}

/**
 * The pager under a server-paged table: rows per page, "26–50 of 1,234", previous and next. Our own rather than
 * TablePagination, which brings Select, Menu, Modal and Tooltip (~20 KB compressed) to a list page.
 */
export function ListPager({ count, page, pageSize, pageSizes, pageSizeLabel, onPageChange, onPageSizeChange }: ListPagerProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const lastPage = Math.max(0, Math.ceil(count / pageSize) - 1);
  const shown = Math.min(page, lastPage);
  const from = count === 0 ? 0 : shown * pageSize + 1;
  const to = Math.min(count, (shown + 1) * pageSize);
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap', px: 2, py: 1 }}>
      <SelectField
        size="small"
        label={pageSizeLabel ?? t('pager.rowsPerPage')}
        value={String(pageSize)}
        options={pageSizes.map((size) => ({ value: String(size), label: String(size) }))}
        onChange={(value) => onPageSizeChange(Number(value))}
        sx={{ minWidth: 120 }}
      />
      <Typography variant="body2" aria-live="polite">
        {t('pager.range', { from: format.number(from), to: format.number(to), total: format.number(count) })}
      </Typography>
      <span>
        <IconButton aria-label={t('pager.previous')} title={t('pager.previous')} disabled={shown === 0} onClick={() => onPageChange(shown - 1)}>
          <ChevronLeftIcon />
        </IconButton>
        <IconButton aria-label={t('pager.next')} title={t('pager.next')} disabled={shown >= lastPage} onClick={() => onPageChange(shown + 1)}>
          <ChevronRightIcon />
        </IconButton>
      </span>
    </Stack>
  );
}
