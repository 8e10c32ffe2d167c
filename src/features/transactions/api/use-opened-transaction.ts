import { useQuery } from '@tanstack/react-query';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { TxDto } from '../../../api/generated/types.gen';
import { isNotFound } from '../../../api/not-found';
import { transactionsQueryOptions } from '../../../api/transactions-query';
import { useActiveProfile } from '../../../shared/environment';
import type { TransactionsViewFilter } from '../../../shared/lib/feature-module';

/** The URL parameter naming the transaction whose side panel is open (its ledger id, which a support ticket quotes). */
export const OPENED_TX_PARAM = 'tx';

/** History state of the entry that opening a row added: closing the panel goes back over it. */
type PanelEntry = { txPanel?: true } | null;

export type OpenedTransaction = {
  /** The ledger id in the URL, or null when no panel is open. */
  txId: string | null;
  /** The transaction to show: the row on screen (it follows a status change), the row clicked, or the one looked up. */
  tx: TxDto | null;
  /** The URL names a transaction that this institution (or the project or asset of the view) does not have. */
  notFound: boolean;
  /** The lookup failed (the service or the connection). */
  failed: boolean;
  open(tx: TxDto): void;
  close(): void;
};

const withoutParam = (search: string, key: string) => {
  const params = new URLSearchParams(search);
  params.delete(key);
  const text = params.toString();
  return text ? `?${text}` : '';
};

/**
 * The transaction side panel's state in the URL (`?tx=…`): opening a row adds a history entry, so Back closes the
 * panel (on a phone it fills the screen) and Forward opens it again, and a link with it opens the panel on that
 * transaction. A transaction not on the page shown (a shared link, or the rows changed meanwhile) is looked up by its
 * ledger id, within the view's project or asset when it has one.
 */
export function useOpenedTransaction(rows: readonly TxDto[], fixed?: TransactionsViewFilter): OpenedTransaction {
  const { institutionId } = useActiveProfile();
  const location = useLocation();
  const navigate = useNavigate();
  const txId = new URLSearchParams(location.search).get(OPENED_TX_PARAM) || null;
  const [clicked, setClicked] = useState<TxDto | null>(null);
  const onPage = txId ? (rows.find((row) => row.txId === txId) ?? (clicked?.txId === txId ? clicked : null)) : null;
  const lookup = useQuery({
    // On a project's or an asset's tab, only its own: another project's transaction is not shown as if it were this one's.
    ...transactionsQueryOptions(institutionId, { take: 1, txId, ...fixed }),
    enabled: Boolean(institutionId && txId) && onPage === null,
    select: (page) => page.result[0] ?? null,
  });
  const tx = onPage ?? lookup.data ?? null;

  // Read when the user opens or closes, so `open` is the same function from render to render (the grid is memoised).
  const current = useRef(location);
  // The view's parameters as they are now: the browser's address holds a change just made that has not rendered yet
  // (a filter chosen, then a row clicked at once), which the panel's entry must keep; under a router that is not the
  // browser's (a memory router), the rendered ones.
  const latestSearch = () => (window.location.pathname === current.current.pathname ? window.location.search : current.current.search);
  // Set by a close that goes back over the panel's entry until that arrives: a second close (a double click on ✕,
  // Escape held) must not go back once more, past the list.
  const closing = useRef(false);
  useLayoutEffect(() => {
    current.current = location;
    closing.current = false;
  }, [location]);
  const open = useCallback(
    (row: TxDto) => {
      setClicked(row);
      const params = new URLSearchParams(latestSearch());
      // Opened over an open panel (a Forward, then another row): that entry is replaced, and Back still closes.
      const over = params.has(OPENED_TX_PARAM);
      params.set(OPENED_TX_PARAM, row.txId);
      const { pathname, state } = current.current;
      void navigate({ pathname, search: `?${params.toString()}` }, { replace: over, state: over ? state : ({ txPanel: true } satisfies PanelEntry) });
    },
    [navigate, setClicked],
  );
  const close = useCallback(() => {
    if (closing.current) return;
    setClicked(null);
    const { pathname, state } = current.current;
    // The entry the panel added: back over it, so Back afterwards leaves the view rather than opening the panel again.
    if ((state as PanelEntry)?.txPanel) {
      closing.current = true;
      void navigate(-1);
    } else void navigate({ pathname, search: withoutParam(latestSearch(), OPENED_TX_PARAM) }, { replace: true, state });
  }, [navigate, setClicked]);

  return {
    txId,
    tx,
    // The service's "no such transaction" in any of its shapes (a 400 on the id, as for one longer than it takes).
    notFound: Boolean(txId) && onPage === null && ((lookup.isSuccess && lookup.data === null) || (lookup.isError && isNotFound(lookup.error))),
    failed: Boolean(txId) && onPage === null && lookup.isError && !isNotFound(lookup.error),
    open,
    close,
  };
}
