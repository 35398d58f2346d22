import { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import { storedContentTypes, type StoredContentType } from '@portal/domain/files';

/** How much of a file is read to decide its type (OOXML and ODF name their kind in the first zip entries). */
const HEAD_BYTES = 64 * 1024;

/** The upload stopped arriving (the person cancelled it or the connection dropped). */
export class UploadInterruptedError extends Error {
  override readonly name = 'UploadInterruptedError';
  constructor(cause: unknown) {
    super('upload interrupted', { cause });
  }
}

/** The next chunk of the upload; a failure of the source becomes an UploadInterruptedError. */
async function nextChunk(reader: AsyncIterator<Buffer>) {
  try {
    return await reader.next();
  } catch (error) {
    throw new UploadInterruptedError(error);
  }
}

/**
 * Reads the first bytes of `source` and decides the type from them (never from the name or the
 * browser's claim). `body` yields the whole file again, head included, for storing.
 */
export async function sniff(source: Readable): Promise<{ type: StoredContentType | null; empty: boolean; body: Readable }> {
  const reader = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < HEAD_BYTES) {
    const next = await nextChunk(reader);
    if (next.done) {
      ended = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(chunks);
  const detected = await fileTypeFromBuffer(head);
  const type = detected && (storedContentTypes as readonly string[]).includes(detected.mime) ? (detected.mime as StoredContentType) : null;
  const body = Readable.from(
    (async function* () {
      yield head;
      if (ended) return;
      for (;;) {
        const next = await nextChunk(reader);
        if (next.done) return;
        yield next.value;
      }
    })(),
  );
  return { type, empty: head.length === 0, body };
}
