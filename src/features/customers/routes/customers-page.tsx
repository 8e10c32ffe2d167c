import AddIcon from '@mui/icons-material/Add';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import SearchIcon from '@mui/icons-material/Search';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useEffect, useState } from 'react';
import { useDelayedFlag } from '../../../shared/hooks/use-delayed-flag';
import { useLeavePagePastTheEnd } from '../../../shared/hooks/use-list-params';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { enumText } from '../../../shared/i18n/enum-text';
import { Link as RouterLink } from 'react-router';
import { useActiveProfile } from '../../../shared/environment';
import { paths } from '../../../shared/lib/paths';
import { useFormat } from '../../../shared/lib/use-format';
import { ListPager } from '../../../shared/ui/list-pager';
import { PageHeader } from '../../../shared/ui/page-header';
import { SearchField } from '../../../shared/ui/search-field';
import { SelectField } from '../../../shared/ui/select-field';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/states';
import { useCustomers } from '../api/use-customers';
import { IdentityVerifiedChip } from '../components/identity-verified-chip';
import { EmailText } from '../../../shared/ui/email-text';
import { KycStatusChip } from '../components/kyc-status-chip';
import { customerName } from '../lib/customer-name';
import { PAGE_SIZES, SEARCH_FIELDS, useCustomerListState, type CustomerSearchField, type CustomerSortField } from '../lib/use-customer-list-state';
import { CustomerListQueryDtoLimits, CustomerSearchQueryDtoLimits } from '../../../api/contract-limits.gen';
import { SCROLL_CUE } from '../../../shared/ui/scroll-cue';

/** A column of its own from 600 px up; below, what it shows is read in the name's cell (NARROW_ONLY). */
const NARROW_HIDDEN = { display: { xs: 'none', sm: 'table-cell' } } as const;
const NARROW_ONLY = { display: { sm: 'none' } } as const;
/** Room for a name and, on a phone, the address under it: a table shares a narrow width out by the longest word. */
const NAME_CELL = { minWidth: { xs: '20ch', sm: 0 } } as const;

/**
 * The search box takes what every way of searching accepts (ListCustomers' search, SearchCustomers' names and e-mail),
 * so switching between them never sends text the service refuses (the text limits of SearchCustomers' query, not its
 * page's number range).
 */
const SEARCH_MAX = Math.min(
  CustomerListQueryDtoLimits.search.maxLength,
  ...Object.values(CustomerSearchQueryDtoLimits).flatMap((limit) => ('maxLength' in limit ? [limit.maxLength] : [])),
);

export function CustomersPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const { institutionId } = useActiveProfile();
  const state = useCustomerListState();
  const customers = useCustomers(state);
  // The table of a new page renders as deferred work that yields to the browser every few milliseconds, instead of
  // one long task when the answer arrives (on a slow phone 25 rows of cells were a 260 ms block of the main thread).
  const data = useDeferredValue(customers.data);
  const [text, setText] = useState(state.search);

  // Typing updates the URL (and the query) after a short pause, so each keystroke is not a request.
  useEffect(() => {
    if (text === state.search) return;
    const timer = setTimeout(() => state.setSearch(text), 300);
    return () => clearTimeout(timer);
  }, [text, state]);

  const sortable = state.searchField === 'any';
  const columns: { field?: CustomerSortField; label: string; narrowHidden?: boolean }[] = [
    { field: 'lastname', label: t('customers.columns.name') },
    // On a phone (or a desktop zoomed to 400 %) the address is read under the name, not in a column one word wide.
    { field: 'email', label: t('customers.columns.email'), narrowHidden: true },
    { label: t('customers.columns.kind') },
    { field: 'kycStatus', label: t('customers.columns.kycStatus') },
    { field: 'createdAt', label: t('customers.columns.createdAt') },
    { label: t('customers.columns.updatedAt') },
  ];

  // What is on screen is the previous search's or page's answer while this one is asked for (kept so the table does not
  // blink); `paused`: asked for while the service cannot be reached, it is sent when the connection is back.
  const previousAnswer = customers.isPlaceholderData;
  const paused = customers.fetchStatus === 'paused';
  const busy = useDelayedFlag(previousAnswer && !paused, 200);

  // A page past the end (an old link, the last customers deleted meanwhile): the last page that has customers, in place.
  const pastTheEnd = !previousAnswer && data !== undefined && data.result.length === 0 && data.count > 0 && state.page > 0;
  const lastPage = data ? Math.max(0, Math.ceil(data.count / state.pageSize) - 1) : 0;
  useLeavePagePastTheEnd(pastTheEnd ? lastPage : null, state.setPage);

  let body;
  if (!institutionId) body = <EmptyState icon={<PersonOffIcon />} title={t('customers.noInstitution')} />;
  else if (customers.isPending) body = <LoadingState />;
  else if (customers.isError) body = <ErrorState error={customers.error} onRetry={() => void customers.refetch()} />;
  // Never "no match" (or the previous search's rows as if they matched) for a search the service has not answered.
  else if (previousAnswer && paused) {
    body = <EmptyState icon={<CloudOffIcon />} title={t('customers.waitingForConnection.title')} description={t('customers.waitingForConnection.description')} />;
  } else if ((previousAnswer && data?.count === 0) || pastTheEnd) body = <LoadingState />;
  // The answer is there; its table renders next, as deferred work.
  else if (data === undefined) body = <LoadingState />;
  else if (data.count === 0 && !state.search) {
    body = (
      <EmptyState
        icon={<PersonOffIcon />}
        title={t('customers.empty.title')}
        description={t('customers.empty.description')}
        action={
          <Button variant="contained" component={RouterLink} to={`${paths.customers}/new`} startIcon={<AddIcon />}>
            {t('customers.new')}
          </Button>
        }
      />
    );
  } else if (data.count === 0) {
    body = (
      <EmptyState
        icon={<SearchIcon />}
        title={t('customers.noMatch', { query: state.search })}
        action={<Button onClick={() => { setText(''); state.setSearch(''); }}>{t('customers.clearSearch')}</Button>}
      />
    );
  } else {
    body = (
      <TableContainer component={Paper} variant="outlined" className={SCROLL_CUE} aria-busy={previousAnswer} sx={{ position: 'relative' }}>
        {/* The previous answer stays readable, marked as such, until this one arrives. */}
        {busy ? <LinearProgress aria-label={t('customers.searching')} sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} /> : null}
        <Table aria-label={t('customers.title')} sx={{ opacity: busy ? 0.6 : 1, transition: 'opacity 150ms' }}>
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell
                  key={c.label}
                  sortDirection={c.field && sortable && state.sort.field === c.field ? state.sort.direction : false}
                  sx={c.narrowHidden ? NARROW_HIDDEN : undefined}
                >
                  {c.field && sortable ? (
                    <TableSortLabel active={state.sort.field === c.field} direction={state.sort.field === c.field ? state.sort.direction : 'asc'} onClick={() => state.setSort(c.field!)}>
                      {c.label}
                    </TableSortLabel>
                  ) : (
                    c.label
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {data.result.map((customer) => (
              <TableRow key={customer.id} hover>
                <TableCell sx={NAME_CELL}>
                  <Link component={RouterLink} to={paths.customer(customer.id)} sx={{ fontWeight: 600 }}>
                    {customerName(customer)}
                  </Link>
                  {customer.profile.company?.name ? (
                    <Typography variant="body2" color="text.secondary">
                      {customer.profile.company.name}
                    </Typography>
                  ) : null}
                  <Typography variant="body2" color="text.secondary" sx={NARROW_ONLY}>
                    <EmailText email={customer.profile.email} />
                  </Typography>
                </TableCell>
                <TableCell sx={{ ...NARROW_HIDDEN, minWidth: '14ch' }}>
                  <EmailText email={customer.profile.email} />
                </TableCell>
                <TableCell>{enumText(t, 'customers.type', customer.profile.type ?? 'Unknown')}</TableCell>
                <TableCell>
                  <KycStatusChip status={customer.kycStatus} />
                  {/* Said only when known: a deployment from before the field leaves it out. */}
                  {customer.identityVerified ? <IdentityVerifiedChip /> : null}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.date(customer.createdAt)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.dateTime(customer.updatedAt)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <ListPager
          count={data.count}
          page={state.page}
          pageSize={state.pageSize}
          pageSizes={PAGE_SIZES}
          pageSizeLabel={t('customers.pageSize')}
          onPageChange={(page) => state.setPage(page)}
          onPageSizeChange={(size) => state.setPageSize(size)}
        />
      </TableContainer>
    );
  }

  return (
    <>
      <PageHeader
        title={t('customers.title')}
        actions={
          institutionId ? (
            <Button variant="contained" component={RouterLink} to={`${paths.customers}/new`} startIcon={<AddIcon />}>
              {t('customers.new')}
            </Button>
          ) : undefined
        }
      />
      {institutionId ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
          <SearchField label={t('customers.searchLabel')} value={text} onChange={setText} maxLength={SEARCH_MAX} sx={{ minWidth: { sm: 320 } }} />
          <SelectField
            label={t('customers.searchIn')}
            value={state.searchField}
            options={SEARCH_FIELDS.map((f) => ({ value: f, label: t(`customers.searchFields.${f}`) }))}
            onChange={(value) => state.setSearch(text, value as CustomerSearchField)}
            sx={{ minWidth: 180 }}
          />
          {customers.data && !previousAnswer ? (
            <Typography variant="body2" color="text.secondary" role="status" aria-live="polite">
              {t('customers.count', { count: customers.data.count })}
            </Typography>
          ) : null}
        </Stack>
      ) : null}
      {body}
    </>
  );
}
