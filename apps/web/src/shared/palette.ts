/**
 * Palette colours are dark enough for white text (WCAG AA, ≥ 4.5:1), which
 * axe checks on buttons, alerts and notistack snackbars.
 */
export const palette = {
  primary: '#1a4f8b',
  secondary: '#6a1b9a',
  success: '#1b5e20',
  error: '#b71c1c',
  warning: '#8a4b00',
  info: '#01579b',
  focus: '#e65100',
} as const;
