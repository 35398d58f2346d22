import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; raw: string; subject: string; text: string; html: string; /** An attached text/calendar part ('' when none). */ calendar: string };

function decodeQuotedPrintable(input: string): string {
  const bytes: number[] = [];
  const soft = input.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    const c = soft[i];
    if (c === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(c, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047: the white space between two adjacent encoded words is not part of the text. */
function decodeHeaderWord(value: string): string {
  return value.replace(/(\?=)\s+(?==\?)/g, '$1').replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_m, enc: string, text: string) =>
    enc.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Finds one MIME part by content type and decodes its transfer encoding. Parts are split only on
 * the boundaries the message declares: a body line may start with "--" too (a quoted-printable
 * soft break just before "--" in a link's token), and is not a boundary.
 */
function part(raw: string, type: string): string {
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((m) => escapeRegExp(m[1]));
  const sections = boundaries.length ? raw.split(new RegExp(`\\r?\\n--(?:${boundaries.join('|')})(?:--)?[ \\t]*(?:\\r?\\n|$)`)) : [raw];
  for (const section of sections) {
    const [head, ...rest] = section.split(/\r?\n\r?\n/);
    if (!new RegExp(`content-type:\\s*${type}`, 'i').test(head)) continue;
    const body = rest.join('\n\n');
    const encoding = /content-transfer-encoding:\s*(\S+)/i.exec(head)?.[1].toLowerCase();
    if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
    if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    return body;
  }
  return '';
}

export function parseMail(raw: string, to: string[]): ReceivedMail {
  const headerBlock = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  const subject = decodeHeaderWord(/^subject:\s*(.*)$/im.exec(headerBlock)?.[1] ?? '');
  return { to, raw, subject, text: part(raw, 'text/plain'), html: part(raw, 'text/html'), calendar: part(raw, 'text/calendar') };
}

/** A real SMTP server on a free local port that keeps what it receives. */
export async function startSmtpReceiver(port = 0) {
  const messages: ReceivedMail[] = [];
  /** Answers a temporary failure (451) to RCPT TO for the addresses it returns true for. */
  const policy: { refuse: (address: string) => boolean } = { refuse: () => false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (policy.refuse(address.address)) return callback(Object.assign(new Error('Buzón no disponible por ahora'), { responseCode: 451 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        messages.push(parseMail(Buffer.concat(chunks).toString('utf8'), session.envelope.rcptTo.map((r) => r.address)));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `smtp://127.0.0.1:${boundPort}`,
    port: boundPort,
    messages,
    to: (email: string) => messages.filter((m) => m.to.includes(email)),
    clear: () => void messages.splice(0),
    /** Decides which recipients are refused from now on (none by default). */
    refuseWhen: (refuse: (address: string) => boolean) => void (policy.refuse = refuse),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type SmtpReceiver = Awaited<ReturnType<typeof startSmtpReceiver>>;
