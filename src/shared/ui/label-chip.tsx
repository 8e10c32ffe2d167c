import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';

export type LabelChipColor = 'default' | 'info' | 'success' | 'warning' | 'error';

/**
 * A small coloured label that looks like MUI's small Chip and does nothing else: a status is read, not clicked or
 * deleted. Chip's code (~2.3 KB compressed, with its delete icon) would load on every list and detail page for it.
 * Filled colours use the palette's main and contrast text, as Chip does, so the contrast stays what the theme checks.
 */
export function LabelChip({ label, color = 'default', variant = 'filled' }: { label: string; color?: LabelChipColor; variant?: 'filled' | 'outlined' }) {
  return (
    <Box
      component="span"
      sx={(theme: Theme) => {
        const palette = color === 'default' ? null : theme.palette[color];
        const outlined = variant === 'outlined';
        return {
          display: 'inline-flex',
          alignItems: 'center',
          height: 24,
          px: 1,
          borderRadius: 12,
          fontSize: theme.typography.pxToRem(13),
          lineHeight: 1,
          whiteSpace: 'nowrap',
          verticalAlign: 'middle',
          boxSizing: 'border-box',
          border: '1px solid',
          borderColor: outlined ? (palette ? palette.main : theme.palette.grey[theme.palette.mode === 'dark' ? 700 : 400]) : 'transparent',
          color: outlined ? (palette ? palette.main : theme.palette.text.primary) : palette ? palette.contrastText : theme.palette.text.primary,
          backgroundColor: outlined ? 'transparent' : palette ? palette.main : theme.palette.action.selected,
        };
      }}
    >
      {label}
    </Box>
  );
}
