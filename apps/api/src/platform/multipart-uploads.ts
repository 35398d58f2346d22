import { Readable } from 'node:stream';
import { Busboy } from '@fastify/busboy';
import { GraphQLError } from 'graphql';
import type { GraphQLParams, Plugin } from 'graphql-yoga';

/**
 * A file of a GraphQL multipart request (https://github.com/jaydenseric/graphql-multipart-request-spec)
 * as it arrives: resolvers read `stream` while the request is still coming in, so a file is never
 * held whole in memory and a refused one is never read to its end by our code.
 */
export class IncomingUpload {
  constructor(
    readonly name: string,
    readonly declaredType: string,
    readonly stream: Readable,
  ) {}
}

const MAX_FIELD_BYTES = 1024 * 1024;

function requestError(message: string) {
  return new GraphQLError(message, { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } });
}

function setPath(target: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split('.');
  let node: Record<string, unknown> = target;
  for (const key of keys.slice(0, -1)) {
    const next = node[key];
    if (next === null || typeof next !== 'object') throw requestError(`El campo "map" nombra una ruta inexistente: ${path}.`);
    node = next as Record<string, unknown>;
  }
  node[keys[keys.length - 1]] = value;
}

async function* bytesOf(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    reader.releaseLock();
  }
}

/**
 * Parses the multipart request as a stream: `operations` and `map` first (as the spec orders them),
 * then the operation runs as soon as the first file part starts, with an IncomingUpload in its
 * variables. Accepts one file per request.
 */
function parseStreaming(request: Request, started: IncomingUpload[]): Promise<GraphQLParams> {
  return new Promise((resolve, reject) => {
    if (!request.body) return reject(requestError('La solicitud no tiene cuerpo.'));
    let operations: Record<string, unknown> | null = null;
    let map: Record<string, string[]> | null = null;
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      reject(error instanceof GraphQLError ? error : requestError('El cuerpo multipart no es válido.'));
    };
    const parser = Busboy({
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      limits: { fields: 2, files: 1, parts: 3, fieldSize: MAX_FIELD_BYTES },
    });
    parser.on('field', (name, value, _nameTruncated, valueTruncated) => {
      if (valueTruncated) return fail(requestError(`El campo "${name}" es demasiado grande.`));
      try {
        if (name === 'operations') operations = JSON.parse(value);
        else if (name === 'map') map = JSON.parse(value);
      } catch {
        fail(requestError(`El campo "${name}" no es JSON válido.`));
      }
    });
    parser.on('file', (fieldName, stream, filename, _encoding, mimeType) => {
      if (settled || !operations || !map) {
        stream.resume();
        return fail(requestError('Los campos "operations" y "map" deben preceder al archivo.'));
      }
      const upload = new IncomingUpload(filename || 'archivo', mimeType, stream);
      started.push(upload);
      try {
        for (const path of map[fieldName] ?? []) setPath(operations, path, upload);
      } catch (error) {
        stream.resume();
        return fail(error);
      }
      settled = true;
      resolve(operations as GraphQLParams);
    });
    parser.on('finish', () => {
      if (settled) return;
      if (!operations) return fail(requestError('Falta el campo "operations".'));
      settled = true;
      resolve(operations as GraphQLParams);
    });
    parser.on('error', (error: unknown) => {
      for (const upload of started) upload.stream.destroy(error instanceof Error ? error : undefined);
      fail(error);
    });
    const source = Readable.from(bytesOf(request.body));
    source.on('error', (error) => parser.destroy(error));
    source.pipe(parser);
  });
}

/**
 * Yoga plugin: multipart requests are parsed as streams (Yoga's own parser buffers every file).
 * After the answer, whatever of a file the operation did not read is discarded unread.
 */
export function streamingUploads(): Plugin {
  const uploadsOf = new WeakMap<Request, IncomingUpload[]>();
  return {
    onRequestParse({ request, setRequestParser }) {
      if (request.method !== 'POST' || !request.headers.get('content-type')?.toLowerCase().startsWith('multipart/form-data')) return;
      const started: IncomingUpload[] = [];
      uploadsOf.set(request, started);
      setRequestParser((req) => parseStreaming(req, started));
    },
    onResponse({ request }) {
      for (const upload of uploadsOf.get(request) ?? []) {
        if (!upload.stream.destroyed) upload.stream.resume();
      }
    },
  };
}
