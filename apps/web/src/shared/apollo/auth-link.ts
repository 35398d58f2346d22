import { SetContextLink } from '@apollo/client/link/context';
import { getToken } from '../auth/auth-storage';

/**
 * Adds `Authorization: bearer <token>` when a token is stored, and remembers in the
 * context which token was sent, so the error link can tell whether it is still current.
 * Placed after the error link, a retried operation re-reads the new token.
 */
export const authLink = new SetContextLink((prevContext) => {
  const token = getToken();
  if (!token) return { sentToken: null };
  return {
    sentToken: token,
    headers: { ...prevContext.headers, authorization: `bearer ${token}` },
  };
});
