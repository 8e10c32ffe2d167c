import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * Off screen, a section skips its layout and paint until it comes near the viewport (its height guessed until it is
 * first drawn, then remembered): a detail page's first layout covers what is on screen. On a phone the asset page's
 * tables are below the fold; laid out with the rest, its first frame took 58 ms of style and layout (traced).
 */
const SKIPPED_OFF_SCREEN = { contentVisibility: 'auto', containIntrinsicSize: 'auto 320px' } as const;

/** A titled part of a detail page: an outlined <section> named by its heading. */
export function PageSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, sm: 3 }, ...SKIPPED_OFF_SCREEN }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
