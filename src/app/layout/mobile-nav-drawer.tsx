import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import type { ReactNode } from 'react';

/** The navigation as a modal drawer for tablets and phones (loaded only there). */
export default function MobileNavDrawer({ open, onClose, width, children }: { open: boolean; onClose: () => void; width: number; children: ReactNode }) {
  return (
    <Drawer variant="temporary" open={open} onClose={onClose} sx={{ '& .MuiDrawer-paper': { width } }}>
      <Toolbar />
      {children}
    </Drawer>
  );
}
