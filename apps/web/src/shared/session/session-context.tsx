import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import {
  readSessionConfig,
  subscribeSessionConfig,
  writeSessionConfig,
} from '../../shared/auth/session-config';
import { resolveActiveRole, userRoles, type Me, type UserRole } from './user-roles';

export interface Session {
  me: Me;
  roles: UserRole[];
  activeRole: UserRole | null;
  setActiveRole: (key: string) => void;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ me, children }: { me: Me; children: ReactNode }) {
  const config = useSyncExternalStore(subscribeSessionConfig, readSessionConfig);
  const session = useMemo<Session>(() => {
    const roles = userRoles(me);
    return {
      me,
      roles,
      activeRole: resolveActiveRole(roles, config.activeRole),
      setActiveRole: (key) => writeSessionConfig({ activeRole: key }),
    };
  }, [me, config.activeRole]);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/** The signed-in user, their roles and the active one (inside the dashboard only). */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside the dashboard');
  return session;
}
