import type { NavItem } from '../../app/layouts/dashboard-nav-items';

/** Menu entries of this feature, with the roles that see them. */
export const catalogueNav: NavItem[] = [];
