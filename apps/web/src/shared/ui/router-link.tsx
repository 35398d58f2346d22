import { forwardRef } from 'react';
import MuiLink, { type LinkProps as MuiLinkProps } from '@mui/material/Link';
import { Link, type LinkProps } from 'react-router';

/** React Router link that renders as an underlined MUI link (distinguishable without colour). */
export const LinkBehavior = forwardRef<HTMLAnchorElement, LinkProps>(function LinkBehavior(props, ref) {
  return <Link ref={ref} {...props} />;
});

type Props = Omit<MuiLinkProps, 'href'> & { to: LinkProps['to']; state?: unknown };

export function RouterLink({ to, state, underline = 'always', ...props }: Props) {
  return <MuiLink component={LinkBehavior} to={to} state={state} underline={underline} {...props} />;
}
