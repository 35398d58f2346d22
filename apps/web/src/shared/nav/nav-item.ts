import type { ComponentType } from 'react';
import type { AnyRole } from '@portal/domain/roles';
import type { UserRole } from '../session/user-roles';

/** A menu entry; each feature declares its own in `nav.ts`, the shell lists them. */
export interface NavItem {
  label: string;
  to: string;
  icon: ComponentType;
  /** Active roles that see the item; absent: every role. */
  roles?: readonly AnyRole[];
  /** Extra condition on the user's roles. */
  visible?: (roles: UserRole[]) => boolean;
  /** Builds the link from the active role (e.g. its conference); used instead of `to` when that role is active. */
  toFor?: (activeRole: UserRole) => string;
  /** Match the path exactly (home). */
  end?: boolean;
}
