import { inflateSync } from 'node:zlib';

/**
 * The text a PDF shows, as far as the portal's PDFs (pdfkit, standard fonts) write it: every
 * content stream inflated, and the strings of its TJ/Tj operators (hex or literal) decoded as
 * WinAnsi/Latin-1. Enough to check what a generated PDF says, not a general PDF reader.
 */
export function pdfText(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  const texts: string[] = [];
  const streamRe = /<<([^]*?)>>\s*stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = streamRe.exec(raw))) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    let body = bytes.subarray(start, end);
    if (/\/FlateDecode/.test(match[1])) {
      try {
        body = inflateSync(body);
      } catch {
        continue;
      }
    }
    const content = body.toString('latin1');
    for (const op of content.matchAll(/\[(.*?)\]\s*TJ|(<[0-9a-fA-F]*>|\((?:\\.|[^\\)])*\))\s*Tj/g)) {
      const strings = op[1] !== undefined ? op[1].match(/<[0-9a-fA-F]*>|\((?:\\.|[^\\)])*\)/g) ?? [] : [op[2]];
      texts.push(strings.map(decodeString).join(''));
    }
  }
  return texts.join('\n');
}

function decodeString(s: string): string {
  if (s.startsWith('<')) {
    const hex = s.slice(1, -1);
    let out = '';
    for (let i = 0; i + 1 < hex.length; i += 2) out += String.fromCharCode(parseInt(hex.slice(i, i + 2), 16));
    return out;
  }
  return s.slice(1, -1).replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_m, e: string) => ({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' })[e] ?? (/^[0-7]+$/.test(e) ? String.fromCharCode(parseInt(e, 8)) : e));
}
