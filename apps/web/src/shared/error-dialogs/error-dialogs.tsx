import { useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { clearSession } from '../auth/clear-session';
import { paths } from '../paths';
import { closeErrorDialog, getErrorDialog, subscribeErrorDialog } from './dialog-store';
import { ServerOfflineDialog } from './server-offline-dialog';
import { SessionExpiredDialog } from './session-expired-dialog';

/** Rendered once inside the router: shows the dialog the Apollo links asked for. */
export function ErrorDialogs() {
  const dialog = useSyncExternalStore(subscribeErrorDialog, getErrorDialog);
  const navigate = useNavigate();

  const signInAgain = () => {
    clearSession();
    closeErrorDialog();
    navigate(paths.login(), { replace: true });
  };

  return (
    <>
      <SessionExpiredDialog open={dialog === 'session-expired'} onConfirm={signInAgain} />
      <ServerOfflineDialog open={dialog === 'server-offline'} onClose={closeErrorDialog} />
    </>
  );
}
