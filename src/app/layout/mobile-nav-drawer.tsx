import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import type { ReactNode } from 'react';

/** The navigation as a modal drawer for tablets and phones (loaded only there). */
export default function MobileNavDrawer({ open, onClose, width, children }: { open: boolean; onClose: () => void; width: number; children: ReactNode }) {
  return (
    // The app bar stays over the drawer's top: an entry the focus goes back to (Shift+Tab on a short screen, 400 % zoom)
    // is scrolled to below it, not under it (as the page is, theme.ts).
    <Drawer variant="temporary" open={open} onClose={onClose} sx={{ '& .MuiDrawer-paper': { width, scrollPaddingTop: 64 } }}>
      <Toolbar />
      {children}
    </Drawer>
  );
}
