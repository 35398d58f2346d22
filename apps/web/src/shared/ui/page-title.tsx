const APP_TITLE = 'Portal de la Asociación';

/** React 19 hoists <title> into <head>. */
export function PageTitle({ title }: { title?: string }) {
  return <title>{title ? `${title} · ${APP_TITLE}` : APP_TITLE}</title>;
}
