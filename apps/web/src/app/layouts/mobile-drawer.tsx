import type { ReactNode } from 'react';
import Drawer from '@mui/material/Drawer';

/**
 * The phone's menu: MUI's temporary Drawer (with its Modal, Backdrop and slide). A module of its
 * own, loaded once the first screen is on display or when the menu is first opened, so that the
 * dashboard's first screen on a phone does not wait for it (DashboardShell).
 */
export default function MobileDrawer({ id, width, open, onClose, children }: { id: string; width: number; open: boolean; onClose: () => void; children: ReactNode }) {
  return (
    <Drawer id={id} variant="temporary" open={open} onClose={onClose} sx={{ '& .MuiDrawer-paper': { width, boxSizing: 'border-box' } }}>
      {children}
    </Drawer>
  );
}
