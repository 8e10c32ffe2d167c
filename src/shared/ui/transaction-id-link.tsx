import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { paths } from '../lib/paths';
import { LedgerId } from './ledger-id';

/** A transaction id in a table: a link to the transaction in the grid when that screen exists (`linked`), else the id. */
export function TransactionIdLink({ txId, linked }: { txId: string; linked: boolean }) {
  return linked ? (
    <Link component={RouterLink} to={paths.transaction(txId)}>
      <LedgerId value={txId} />
    </Link>
  ) : (
    <LedgerId value={txId} />
  );
}
