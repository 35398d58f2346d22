import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { Fragment } from 'react';
import { NavLink } from 'react-router';
import { useSession } from '../../shared/session/session-context';
import { visibleNavItems } from './dashboard-nav-items';

/** The role-driven menu; NavLink marks the current entry with aria-current="page". */
export function DashboardNav({ onNavigate }: { onNavigate?: () => void }) {
  const { activeRole, roles } = useSession();
  return (
    <nav aria-label="Menú principal">
      <List>
        {visibleNavItems(activeRole, roles).map(({ label, to, icon: Icon, end, group }, i, items) => (
          <Fragment key={to}>
            {group && items[i - 1]?.group !== group && (
              <ListSubheader component="li" disableSticky sx={{ lineHeight: '32px', mt: 1, bgcolor: 'transparent' }}>
                {group}
              </ListSubheader>
            )}
          <ListItem disablePadding>
            <ListItemButton
              component={NavLink}
              to={to}
              end={end}
              onClick={onNavigate}
              sx={{
                mx: 1,
                borderRadius: 1,
                '&.active': { bgcolor: 'action.selected', fontWeight: 600 },
                '&.active .MuiListItemIcon-root': { color: 'primary.main' },
              }}
            >
              <ListItemIcon sx={{ minWidth: 40 }}>
                <Icon />
              </ListItemIcon>
              <ListItemText primary={label} />
            </ListItemButton>
          </ListItem>
          </Fragment>
        ))}
      </List>
    </nav>
  );
}
