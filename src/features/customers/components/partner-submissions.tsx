import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, useState } from 'react';
import type { PartnerSubmissionRecordDto } from '../../../api/generated/types.gen';
import { withFeatureStrings } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { enumText } from '../../../shared/i18n/enum-text';
import { useListParams, useLeavePagePastTheEnd } from '../../../shared/hooks/use-list-params';
import { useFormat } from '../../../shared/lib/use-format';
import { LazyBoundary } from '../../../shared/ui/lazy-boundary';
import { ErrorState, LoadingState } from '../../../shared/ui/states';
import { usePartnerSubmissions } from '../api/use-partner-submissions';

/** The person's data of a submission, without the id of this very customer. */
function sentData(s: PartnerSubmissionRecordDto): object {
  if (s.kind === 'legalPerson') {
    const { companyId: _companyId, ...rest } = s.legalPerson ?? {};
    return rest;
  }
  const { customerId: _customerId, ...rest } = s.naturalPerson ?? {};
  return rest;
}

const SUBMISSION_PAGE_SIZES = [10, 25, 50] as const;
// A submission's data is listed when it is opened: its code (the review's labelling, ~1.5 KB) is not part of the page.
const ReviewRows = lazy(async () => ({ default: (await withFeatureStrings('customers-forms', import('./review-rows'))).ReviewRows }));

/** One submission: its receipt as the summary; its data, as the service stored it, once opened. */
function Submission({ submission, summary }: { submission: PartnerSubmissionRecordDto; summary: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Box component="details" onToggle={(event) => setOpen((event.currentTarget as HTMLDetailsElement).open)} sx={{ '& > summary': { cursor: 'pointer', py: 0.5 } }}>
      <Typography component="summary" variant="body2">
        {summary}
      </Typography>
      {open ? (
        <Box sx={{ pl: 2, pt: 1 }}>
          <LazyBoundary loading={<LoadingState rows={2} />}>
            <ReviewRows values={sentData(submission)} />
          </LazyBoundary>
        </Box>
      ) : null}
    </Box>
  );
}
// The pager (with its page-size select, ~3 KB) loads only for a customer with more than one page of submissions.
const ListPager = lazy(async () => ({ default: (await import('../../../shared/ui/list-pager')).ListPager }));

/**
 * The submissions to the partner, a page at a time (page and size in the URL), newest first; each one's data as the
 * service stored it opens on demand, listed as the form's review lists it (identifiers masked, attachments by name
 * and size: the list carries no file contents).
 */
export function PartnerSubmissions({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const list = useListParams({ sortFields: ['receivedAt'] as const, defaultSort: 'receivedAt', defaultOrder: 'desc', pageSizes: SUBMISSION_PAGE_SIZES });
  const submissions = usePartnerSubmissions(customerId, { take: list.pageSize, skip: list.page * list.pageSize });
  const { count = 0, result = [] } = submissions.data ?? {};
  const lastPage = Math.max(0, Math.ceil(count / list.pageSize) - 1);
  const answered = submissions.isSuccess && !submissions.isPlaceholderData;
  useLeavePagePastTheEnd(answered && list.page > lastPage ? lastPage : null, list.setPage);
  if (submissions.isPending) return <LoadingState rows={2} />;
  if (submissions.isError) return <ErrorState error={submissions.error} onRetry={() => void submissions.refetch()} />;
  if (count === 0) return <Typography color="text.secondary">{t('customers.page.noPartnerSubmissions')}</Typography>;
  return (
    <Stack spacing={1} aria-busy={submissions.isPlaceholderData}>
      {result.map((s) => (
        <Submission
          key={s.referenceId}
          submission={s}
          summary={t('customers.page.partnerSubmission', { time: format.dateTime(s.receivedAt), kind: enumText(t, 'customers.page.partnerKind', s.kind), reference: s.referenceId })}
        />
      ))}
      {count > SUBMISSION_PAGE_SIZES[0] ? (
        // A pager whose code cannot be downloaded (connection dropped) says so in its place; the rows stay.
        <LazyBoundary loading={null}>
          <ListPager
            count={count}
            page={list.page}
            pageSize={list.pageSize}
            pageSizes={SUBMISSION_PAGE_SIZES}
            pageSizeLabel={t('customers.page.submissionsPerPage')}
            onPageChange={list.setPage}
            onPageSizeChange={list.setPageSize}
          />
        </LazyBoundary>
      ) : null}
    </Stack>
  );
}
