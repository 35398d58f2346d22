import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
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
      activeRole: resolveActiveRole(roles, config.activeRoleImplied ? undefined : config.activeRole),
      setActiveRole: (key) => writeSessionConfig({ activeRole: key, activeRoleImplied: false }),
    };
  }, [me, config.activeRole, config.activeRoleImplied]);
  // The role in effect is stored even when it was not chosen (a person with one role): the next
  // visit's route loaders and early requests read it before `me` is there (route-access.ts).
  // Stored as implied, so that a second role granted later is still offered in the selector.
  const impliedKey = session.roles.length === 1 ? session.activeRole?.key : undefined;
  useEffect(() => {
    if (impliedKey && impliedKey !== config.activeRole) writeSessionConfig({ activeRole: impliedKey, activeRoleImplied: true });
  }, [impliedKey, config.activeRole]);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/** The signed-in user, their roles and the active one (inside the dashboard only). */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside the dashboard');
  return session;
}
