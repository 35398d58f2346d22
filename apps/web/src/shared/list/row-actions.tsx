import type { ComponentType } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { LinkBehavior } from '../ui/router-link';

/** One thing a person can do with a row: the same words and icon on every list. */
export interface RowAction {
  /** The verb, shown as tooltip or button text: "Editar", "Eliminar", "Ver detalle". */
  label: string;
  icon: ComponentType<{ fontSize?: 'small' | 'medium' }>;
  onClick?: () => void;
  /** A link instead of a click handler. */
  to?: string;
  destructive?: boolean;
  /** Why the action is not available for this row (e.g. a delete refused because the row is in use): the button is disabled and this is its tooltip. */
  disabledReason?: string;
}

/**
 * Row actions: icon buttons with a tooltip in a table, buttons with icon and text on a phone card.
 * Accessible names say which row: "Editar «Universidad de Buenos Aires»".
 */
export function RowActions({ actions, subject, variant }: { actions: RowAction[]; subject: string; variant: 'icons' | 'buttons' }) {
  if (actions.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', gap: variant === 'buttons' ? 1 : 0, justifyContent: variant === 'buttons' ? 'flex-start' : 'flex-end', flexWrap: variant === 'buttons' ? 'wrap' : 'nowrap' }}>
      {actions.map(({ label, icon: Icon, onClick, to, destructive, disabledReason }) => {
        const name = `${label} «${subject}»`;
        const link = to ? { component: LinkBehavior, to } : {};
        if (disabledReason) {
          // A disabled button gets no pointer events: the tooltip sits on a wrapper.
          return (
            <Tooltip key={label} title={disabledReason}>
              <span>
                {variant === 'icons' ? (
                  <IconButton aria-label={`${name}: ${disabledReason}`} disabled>
                    <Icon fontSize="small" />
                  </IconButton>
                ) : (
                  <Button size="small" variant="outlined" startIcon={<Icon />} aria-label={`${name}: ${disabledReason}`} disabled>
                    {label}
                  </Button>
                )}
              </span>
            </Tooltip>
          );
        }
        return variant === 'icons' ? (
          <Tooltip key={label} title={label}>
            <IconButton aria-label={name} onClick={onClick} color={destructive ? 'error' : 'default'} {...link}>
              <Icon fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : (
          <Button key={label} size="small" variant="outlined" color={destructive ? 'error' : 'primary'} startIcon={<Icon />} aria-label={name} onClick={onClick} {...link}>
            {label}
          </Button>
        );
      })}
    </Box>
  );
}
