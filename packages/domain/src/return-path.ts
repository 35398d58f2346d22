/**
 * Where a visitor goes back to after signing in or joining (`?next=`): only paths of this portal
 * that make sense to come back to (a congress inscription page, a dashboard screen), never another
 * site (`//host`, `/\host`, `https:`), never a query or fragment. Anything else is null.
 */
const RETURN_PATH = /^\/(inscripcion\/\d{1,10}|dashboard(\/[a-z0-9-]+){0,4})$/;

export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 200) return null;
  return RETURN_PATH.test(value) ? value : null;
}
