import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { clearSession } from '../../shared/auth/clear-session';
import { paths } from '../../shared/paths';
import { LogoutMutation } from './operations';

/** Revokes the session on the server when possible; signs out locally in every case. */
export function useLogout() {
  const navigate = useNavigate();
  const [logout, { loading }] = useMutation(LogoutMutation);

  const signOut = async () => {
    try {
      await logout();
    } catch {
      // an expired or already revoked session is signed out all the same
    }
    clearSession();
    navigate(paths.login(), { replace: true });
  };

  return { signOut, loading };
}
