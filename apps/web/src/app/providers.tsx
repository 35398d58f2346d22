import type { ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { apolloClient } from '../shared/apollo/client';
import { theme } from '../shared/theme';
import { PortalSnackbarProvider } from '../shared/ui/snackbar-provider';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ApolloProvider client={apolloClient}>
        <PortalSnackbarProvider>{children}</PortalSnackbarProvider>
      </ApolloProvider>
    </ThemeProvider>
  );
}
