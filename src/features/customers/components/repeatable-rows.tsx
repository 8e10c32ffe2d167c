import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, type ReactNode } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { keepFocusOnPress } from '../../../shared/lib/keep-focus';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useFocusItemAfterRender } from '../lib/use-focus-item-after-render';
import { ObjectError } from './form-fields';

interface Props {
  name: string;
  title: string;
  /** Singular, for "Add …" and "Remove … 2". */
  itemLabel: string;
  max: number;
  empty: () => Record<string, unknown>;
  /** A second way to add a row, prefilled (e.g. from the customer record). */
  alsoAdd?: { label: string; make: () => Record<string, unknown> };
  children: (prefix: string, index: number) => ReactNode;
}

/** Rows the user adds and removes (related persons, representatives, …), each a small group of fields. */
export function RepeatableRows({ name, title, itemLabel, max, empty, alsoAdd, children }: Props) {
  const { t } = useTranslation();
  const { control } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name });
  // The Remove button pressed goes with its row: the focus goes to the row now in its place (or the one before, or
  // Add when none is left), not to the page, where keyboard and screen-reader users lost their place (QA).
  const rowsRef = useRef<HTMLDivElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const focusRow = useFocusItemAfterRender(rowsRef, ':scope > [role="group"]', addRef);
  const removeRow = (index: number) => {
    remove(index);
    focusRow(index);
  };
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {title} ({fields.length}/{max})
      </Typography>
      {/* An error on the list as a whole (too many rows, from the service) shows above its rows. */}
      <ObjectError name={name} />
      <Stack spacing={1.5} ref={rowsRef}>
        {fields.map((field, index) => {
          const rowLabel = `${itemLabel} ${index + 1}`;
          const removeLabel = t('customers.rows.remove', { item: rowLabel });
          return (
            <Paper key={field.id} variant="outlined" sx={{ p: 2, contentVisibility: 'auto', containIntrinsicSize: 'auto 360px' }} role="group" aria-label={rowLabel} tabIndex={-1}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
                {/* Not a heading (subtitle2 is an h6 by default): rows sit under sections of any level; the group is named by it. */}
                <Typography variant="subtitle2" component="p">{rowLabel}</Typography>
                {/* The browser's own hint: MUI's Tooltip brought Popper (~11 KB with its transitions) onto the KYC page's first load. */}
                <IconButton onClick={() => removeRow(index)} aria-label={removeLabel} title={removeLabel}>
                  <DeleteIcon />
                </IconButton>
              </Stack>
              {children(`${name}.${index}`, index)}
            </Paper>
          );
        })}
        {/* The field being typed in keeps the focus until the click (keepFocusOnPress): its error, shown as it is left,
            would move these buttons from under the pointer and the click was lost (QA: "Add related person" right
            after a wrong LEI did nothing). */}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button ref={addRef} startIcon={<AddIcon />} onMouseDown={keepFocusOnPress} onClick={() => append(empty())} disabled={fields.length >= max}>
            {t('customers.rows.add', { item: itemLabel })}
          </Button>
          {alsoAdd ? (
            <Button startIcon={<AddIcon />} onMouseDown={keepFocusOnPress} onClick={() => append(alsoAdd.make())} disabled={fields.length >= max}>
              {alsoAdd.label}
            </Button>
          ) : null}
        </Box>
      </Stack>
    </Box>
  );
}
