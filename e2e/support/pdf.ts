import { execFileSync } from 'node:child_process';

/**
 * The text a PDF shows, read back with Debian's poppler-utils (`pdftotext`, which `npm test` and
 * .ci/run install when missing), as the API tests read them (apps/api/src/test/pdf-reader.ts). The
 * portal's PDFs embed Noto Sans, whose text no hand-written reader could decode.
 */
export function pdfText(bytes: Buffer): string {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: bytes, maxBuffer: 64 * 1024 * 1024 }).toString('utf8');
}
