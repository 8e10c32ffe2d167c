import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';

export interface TabBarTab<T extends string> {
  id: T;
  label: string;
}

interface TabBarProps<T extends string> {
  tabs: readonly TabBarTab<T>[];
  value: T;
  onChange: (id: T) => void;
  /** The tab list's accessible name. */
  label: string;
  /** Prefix of the ids: tab `${idPrefix}-tab-${id}` controls panel `${idPrefix}-panel-${id}`. */
  idPrefix: string;
  /** Called when a tab is about to be chosen (pointer over it, keyboard focus on it): the place to preload its code. */
  onIntent?: (id: T) => void;
}

/**
 * A row of tabs (the WAI-ARIA tabs pattern): one tab in the Tab order, arrow keys, Home and End move between tabs,
 * Enter or Space (or a click) opens one. Panels are the caller's, labelled by `${idPrefix}-tab-${id}`.
 * Written for the pages instead of MUI's Tabs, whose scrolling and animated indicator cost every page that shows
 * tabs about 7 KB of compressed code; a narrow screen scrolls this row natively.
 */
export function TabBar<T extends string>({ tabs, value, onChange, label, idPrefix, onIntent }: TabBarProps<T>) {
  const list = useRef<HTMLDivElement>(null);
  const row = useRef<HTMLDivElement>(null);

  // On a narrow screen the row scrolls: the open tab (a link to ?tab=extract, a tab chosen by keyboard) is brought
  // into the row's view, or the row would show the first tabs and none marked as open. Only the row scrolls (the
  // row is the tabs' offset parent). A row drawn with its first tab open needs nothing: it starts scrolled to its start.
  // Reading the tabs' offsets then would force the whole page's first layout inside React's commit (34 ms of layout
  // on the asset page, traced, in one task with the commit; left to the browser's frame it is a task of its own).
  const drawn = useRef(false);
  useLayoutEffect(() => {
    const first = !drawn.current;
    drawn.current = true;
    if (first && tabs[0]?.id === value) return;
    const scroller = row.current;
    const tab = scroller?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    if (!scroller || !tab) return;
    const left = tab.offsetLeft;
    const right = left + tab.offsetWidth;
    if (left < scroller.scrollLeft) scroller.scrollLeft = left;
    else if (right > scroller.scrollLeft + scroller.clientWidth) scroller.scrollLeft = right - scroller.clientWidth;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- when the open tab changes (tabs only matter at the first)
  }, [value]);

  const focusTab = (index: number) => {
    const buttons = list.current?.querySelectorAll<HTMLElement>('[role="tab"]');
    if (!buttons?.length) return;
    const target = buttons[(index + buttons.length) % buttons.length];
    target?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabs.findIndex((tab) => `${idPrefix}-tab-${tab.id}` === (event.target as HTMLElement).id);
    if (current < 0) return;
    const next = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    focusTab(next);
  };

  return (
    <Box ref={row} sx={{ borderBottom: 1, borderColor: 'divider', mb: 3, overflowX: 'auto', position: 'relative' }}>
      <Box ref={list} role="tablist" aria-label={label} onKeyDown={onKeyDown} sx={{ display: 'flex', minWidth: 'max-content' }}>
        {tabs.map((tab) => {
          const selected = tab.id === value;
          return (
            <ButtonBase
              key={tab.id}
              role="tab"
              id={`${idPrefix}-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`${idPrefix}-panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => {
                if (!selected) onChange(tab.id);
              }}
              onMouseEnter={() => onIntent?.(tab.id)}
              onFocus={() => onIntent?.(tab.id)}
              sx={{
                typography: 'button',
                minHeight: 48,
                px: 2,
                color: selected ? 'primary.main' : 'text.secondary',
                borderBottom: 2,
                borderColor: selected ? 'primary.main' : 'transparent',
                '&:hover': { color: selected ? 'primary.main' : 'text.primary' },
                // The theme's focus ring, drawn inside: the row scrolls (overflow) and would clip it outside.
                '&.Mui-focusVisible': { outlineOffset: '-2px' },
              }}
            >
              {tab.label}
            </ButtonBase>
          );
        })}
      </Box>
    </Box>
  );
}
