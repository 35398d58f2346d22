const PLACEHOLDER = '__PUBLIC_URL__';

/** The address links and payments use (the server's PUBLIC_URL, written into index.html), or null in development. */
export function getPublicUrl(): string | null {
  const content = document.querySelector<HTMLMetaElement>('meta[name="portal-public-url"]')?.content?.trim();
  return content && content !== PLACEHOLDER ? content : null;
}

export type OtherAddress = { here: string; publicOrigin: string; samePageThere: string };

/**
 * When the portal is open at another address than the one its links and payments use (a page the
 * server does not redirect: PUBLIC_URL left at its local default), what the notice says: where the
 * person is, where e-mails and payments take them, and this page there. Null when they agree.
 */
export function otherAddress(publicUrl: string | null, location: { origin: string; pathname: string; search: string }): OtherAddress | null {
  if (!publicUrl) return null;
  let publicOrigin: string;
  try {
    publicOrigin = new URL(publicUrl).origin;
  } catch {
    return null;
  }
  if (publicOrigin === location.origin) return null;
  return { here: location.origin, publicOrigin, samePageThere: `${publicOrigin}${location.pathname}${location.search}` };
}
