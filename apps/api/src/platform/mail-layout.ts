import type { MailMessage } from './mail';

/** The HTML frame and text footer every e-mail shares. */
const escapeMap: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => escapeMap[c]);

export type MailBlock = { paragraph: string } | { button: { label: string; href: string } };

export function renderMail(opts: { title: string; greeting: string; blocks: MailBlock[]; supportEmail: string }) {
  const footer = `Si tiene dudas, escríbanos a ${opts.supportEmail}.`;
  const htmlBlocks = opts.blocks
    .map((b) =>
      'paragraph' in b
        ? `<p style="margin:0 0 16px">${escapeHtml(b.paragraph)}</p>`
        : `<p style="margin:24px 0"><a href="${escapeHtml(b.button.href)}" style="background:#1f4e79;color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none;display:inline-block">${escapeHtml(b.button.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#555">Si el botón no funciona, copie este enlace en su navegador:<br><a href="${escapeHtml(b.button.href)}">${escapeHtml(b.button.href)}</a></p>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>${escapeHtml(opts.title)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#222;background:#f4f5f7;margin:0;padding:24px">
<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:32px;border-radius:6px">
<h1 style="font-size:20px;margin:0 0 24px;color:#1f4e79">${escapeHtml(opts.title)}</h1>
<p style="margin:0 0 16px">${escapeHtml(opts.greeting)}</p>
${htmlBlocks}
<hr style="border:none;border-top:1px solid #ddd;margin:24px 0">
<p style="font-size:13px;color:#555;margin:0">${escapeHtml(footer)}<br>Asociación Académica</p>
</div></body></html>`;
  const textBlocks = opts.blocks.map((b) => ('paragraph' in b ? b.paragraph : `${b.button.label}: ${b.button.href}`));
  const text = [opts.greeting, '', ...textBlocks.flatMap((t) => [t, '']), '--', footer, 'Asociación Académica', ''].join('\n');
  return { html, text };
}

/** A message to one person: the subject is the title and the greeting uses the first name. */
export function personalMail(person: { email: string; firstName: string }, subject: string, blocks: MailBlock[], supportEmail: string): MailMessage {
  return { to: person.email, subject, ...renderMail({ title: subject, greeting: `Hola, ${person.firstName}:`, blocks, supportEmail }) };
}
