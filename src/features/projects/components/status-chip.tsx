import Chip, { type ChipProps } from '@mui/material/Chip';

const COLORS: Record<string, ChipProps['color']> = {
  Finalized: 'success',
  Initialized: 'default',
  Approved: 'success',
  Requested: 'info',
  Rejected: 'error',
  Queued: 'default',
  Running: 'info',
  Ready: 'success',
  Failed: 'error',
};

export function StatusChip({ status, label }: { status: string; label?: string }) {
  return <Chip size="small" label={label ?? status} color={COLORS[status] ?? 'default'} variant={COLORS[status] === 'default' ? 'outlined' : 'filled'} />;
}
