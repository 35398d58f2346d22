import { createTheme } from '@mui/material/styles';
import { componentTexts } from './component-texts';
import { palette } from './palette';

export const theme = createTheme({
  palette: {
    primary: { main: palette.primary },
    secondary: { main: palette.secondary },
    success: { main: palette.success },
    error: { main: palette.error },
    warning: { main: palette.warning },
    info: { main: palette.info },
    background: { default: '#f3f5f9' },
  },
  shape: { borderRadius: 8 },
  typography: {
    h1: { fontSize: '1.75rem', fontWeight: 600 },
    h2: { fontSize: '1.375rem', fontWeight: 600 },
    h3: { fontSize: '1.125rem', fontWeight: 600 },
    // Buttons in sentence case, as written ("Nueva institución"), not in capitals.
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        'a:focus-visible, button:focus-visible, [role="button"]:focus-visible, .Mui-focusVisible': {
          outline: `3px solid ${palette.focus}`,
          outlineOffset: 2,
        },
        // People who ask for less motion get none: dialogs, menus and snackbars appear in place.
        // (The browser tests ask for it too, so a button is never caught moving on a busy machine.)
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            transitionDuration: '0s !important',
            transitionDelay: '0s !important',
            animationDuration: '0.001s !important',
            animationIterationCount: '1 !important',
          },
        },
      },
    },
    // Sentence case, as written (MUI upper-cases buttons by default).
    // No focus ripple: its pulsing white layer over a filled button lightened the background under
    // the label to 3.8:1 (the outline above marks the focus). e2e/tests/focus-contrast.spec.ts.
    MuiButton: { defaultProps: { disableElevation: true, disableFocusRipple: true }, styleOverrides: { root: { textTransform: 'none' } } },
    MuiTab: { styleOverrides: { root: { textTransform: 'none' } } },
    MuiTextField: { defaultProps: { fullWidth: true, margin: 'normal' } },
    ...componentTexts,
  },
});
