/** The message of a field's error: its own, the list's (`root`), or the first item's. */
export function fieldErrorMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const e = error as { message?: unknown; root?: { message?: unknown } };
  if (typeof e.message === 'string' && e.message) return e.message;
  if (typeof e.root?.message === 'string') return e.root.message;
  if (Array.isArray(error)) for (const item of error) {
    const m = fieldErrorMessage(item);
    if (m) return m;
  }
  return undefined;
}
