/**
 * An Intl formatter made on its first use instead of when its module loads. A page's first Intl
 * object loads the browser's locale data (in Chromium about 40 ms of main thread, four times that
 * on a mid-range phone), so a screen that formats no number and no date (the login page) never
 * pays for it.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
