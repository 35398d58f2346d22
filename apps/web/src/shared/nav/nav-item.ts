import type { ComponentType } from 'react';
import type { AnyRole } from '@portal/domain/roles';
import type { UserRole } from '../session/user-roles';

/** A menu entry; each feature declares its own in `nav.ts`, the shell lists them. */
export interface NavItem {
  label: string;
  /** The path, or built from the active role (a conference role's menu entry names its conference). */
  to: string | ((active: UserRole) => string);
  icon: ComponentType;
  /** Active roles that see the item; absent: every role. */
  roles?: readonly AnyRole[];
  /** Extra condition on the user's roles. */
  visible?: (roles: UserRole[]) => boolean;
  /** The menu's heading above consecutive entries of one group ("Reportes"). */
  group?: string;
  /** Match the path exactly (home). */
  end?: boolean;
}
