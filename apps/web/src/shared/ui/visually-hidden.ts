/**
 * Hides text from the eye but not from screen readers. Sizes are strings on purpose: in MUI's `sx`
 * a number up to 1 is a fraction (`width: 1` is 100 %), which laid such a text out full width.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
