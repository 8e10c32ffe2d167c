import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { SCROLL_CUE } from './scroll-cue';

export interface SimpleColumn<T> {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
  mono?: boolean;
}

/**
 * A plain, accessible read-only table (no grid library needed for short lists). Its container is a labelled region
 * the keyboard can reach: on a narrow screen the table scrolls sideways inside it, and arrow keys scroll it only
 * once it has the focus (axe: scrollable-region-focusable).
 */
export function SimpleTable<T>({ rows, columns, label, rowKey }: { rows: T[]; columns: SimpleColumn<T>[]; label: string; rowKey: (row: T) => string }) {
  return (
    <TableContainer component={Paper} variant="outlined" className={SCROLL_CUE} tabIndex={0} role="region" aria-label={label}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.id} align={c.align} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {c.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)} hover>
              {columns.map((c) => (
                <TableCell key={c.id} align={c.align} sx={c.mono ? { fontFamily: 'ui-monospace, monospace', fontSize: 12, wordBreak: 'break-all' } : undefined}>
                  {c.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
