/**
 * Stands in for MUI's `locale/utils/buildFormatNumber` in the build (vite-lazy-number-format.ts):
 * the same answers, but the `Intl.NumberFormat` is made when a number is first formatted, not when
 * the module that asks for it loads. MUI's TablePagination asks for one at load, for a default label
 * the portal replaces (component-texts.ts), and a page's first Intl object costs the browser its
 * locale data: about 120 ms of main thread on a mid-range phone, on every list and on Mi perfil.
 */
export default function buildFormatNumber(locale: string): (value: number) => string {
  let formatter: Intl.NumberFormat | null | undefined;
  return (value) => {
    if (!Number.isFinite(value)) return String(value);
    if (formatter === undefined) {
      try {
        formatter = new Intl.NumberFormat(locale);
      } catch {
        formatter = null;
      }
    }
    return formatter ? formatter.format(value) : String(value);
  };
}
