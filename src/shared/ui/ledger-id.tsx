import { visuallyHidden } from '@mui/utils';

/** Shortens a long on-chain identifier in the middle: the start and end are what people compare. */
export function shortenMiddle(value: string, keep = 6): string {
  return value.length <= keep * 2 + 1 ? value : `${value.slice(0, keep)}…${value.slice(-keep)}`;
}

/**
 * A wallet address or transaction id in a table: shortened on screen so rows stay one line high, the full value
 * in the tooltip and for screen readers (and in the page text, so find-in-page still finds it).
 */
export function LedgerId({ value }: { value: string }) {
  const short = shortenMiddle(value);
  if (short === value) return <span style={{ fontFamily: 'ui-monospace, monospace' }}>{value}</span>;
  return (
    // Positioned, so the hidden full value (absolutely positioned) stays inside the table's scrolling box: otherwise it
    // escapes it and widens the page on a phone (a sideways scroll into empty space).
    <span title={value} style={{ fontFamily: 'ui-monospace, monospace', whiteSpace: 'nowrap', position: 'relative' }}>
      <span aria-hidden="true">{short}</span>
      <span style={visuallyHidden}>{value}</span>
    </span>
  );
}
