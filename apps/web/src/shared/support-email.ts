const PLACEHOLDER = '__SUPPORT_EMAIL__';
const FALLBACK = 'soporte@example.org';

/** The server writes the support address into index.html at serve time. */
export function getSupportEmail(): string {
  const content = document.querySelector<HTMLMetaElement>('meta[name="portal-support-email"]')?.content?.trim();
  return content && content !== PLACEHOLDER ? content : FALLBACK;
}
