import type { FastifyInstance } from 'fastify';
import { contentTypeExtensions, isImageType, LARGEST_FILE_BYTES, type StoredContentType } from '@portal/domain/files';
import type { Database } from '../../platform/db';
import { DomainError, httpStatusOf, notFound } from '../../platform/errors';
import { publicClientError } from '../../platform/http-errors';
import type { FileStorage } from '../../platform/storage';
import { verifyFileSignature } from './file-urls';
import { verifyExportSignature } from '../../platform/exports/links';
import { findFile, GENERATED_PURPOSE } from './files.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The largest file plus room for the other multipart fields. */
const MULTIPART_MAX_BYTES = LARGEST_FILE_BYTES + 1024 * 1024;
/** Multipart is a "simple" content type a cross-site form can send: ask for a header only scripts can set. */
const CSRF_HEADERS = ['x-graphql-yoga-csrf', 'graphql-require-preflight', 'apollo-require-preflight'];

const httpError = publicClientError;

/** `revista.pdf`: the stored name made safe for a header, with the extension its type calls for. */
function downloadName(originalName: string, contentType: string) {
  const extensions = contentTypeExtensions[contentType as StoredContentType] ?? [];
  const safeName = originalName.replace(/[^\w.\- ]+/g, '_');
  const hasExtension = extensions.some((e) => safeName.toLowerCase().endsWith(e));
  return hasExtension || extensions.length === 0 ? safeName : `${safeName}${extensions[0]}`;
}

/**
 * File transport: multipart GraphQL requests (uploads) go to Yoga as a raw stream, and stored
 * files are served only through short-lived signed URLs (images inline, everything else as an
 * attachment; never sniffed, never run).
 */
export function registerFileRoutes(server: FastifyInstance, services: { config: { jwtSecret: string }; database: Database; storage: FileStorage }) {
  // Fastify parses no multipart by default; Yoga's streaming parser reads the untouched stream.
  server.addContentTypeParser('multipart/form-data', (req, _payload, done) => {
    if (!CSRF_HEADERS.some((h) => req.headers[h])) {
      return done(httpError(400, 'Falta el encabezado x-graphql-yoga-csrf.'), undefined);
    }
    const length = Number(req.headers['content-length']);
    if (!Number.isFinite(length) || length <= 0) return done(httpError(411, 'Se requiere Content-Length.'), undefined);
    if (length > MULTIPART_MAX_BYTES) return done(httpError(413, 'El archivo es demasiado grande.'), undefined);
    done(null, undefined);
  });

  server.get<{ Params: { id: string }; Querystring: { exp?: string; sig?: string } }>('/files/:id', { compress: false }, async (req, reply) => {
    try {
      const { id } = req.params;
      if (!UUID.test(id)) throw notFound('No encontrado');
      if (!verifyFileSignature(services.config.jwtSecret, id, req.query.exp, req.query.sig)) {
        return reply.status(403).send({ error: 'El enlace venció o no es válido.' });
      }
      const found = await findFile(services.database.db, id);
      // A generated file opens only through its owner's link (below).
      const file = found && found.purpose !== GENERATED_PURPOSE ? found : null;
      const stream = file && (await services.storage.open(file.storageKey));
      if (!file || !stream) throw notFound('No encontrado');
      const filename = downloadName(file.originalName, file.contentType);
      const disposition = isImageType(file.contentType) ? 'inline' : 'attachment';
      return reply
        .header('content-type', file.contentType)
        .header('content-length', String(file.sizeBytes))
        .header('content-disposition', `${disposition}; filename="${filename}"; filename*=UTF-8''${encodeURIComponent(file.originalName)}`)
        .header('cache-control', 'private, max-age=3600')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(stream);
    } catch (error) {
      if (error instanceof DomainError) return reply.status(httpStatusOf(error)).send({ error: error.message });
      throw error;
    }
  });

  // A generated file (an export), for the person it was made for: the link's signature covers its
  // owner, so no other link opens it; a missing, removed or foreign file reads as a bad link.
  server.get<{ Params: { id: string }; Querystring: { exp?: string; sig?: string } }>('/files/exports/:id', { compress: false }, async (req, reply) => {
    const refused = () => reply.status(403).send({ error: 'El enlace venció o no es válido.' });
    const { id } = req.params;
    if (!UUID.test(id)) return refused();
    const file = await findFile(services.database.db, id);
    if (!file || file.purpose !== GENERATED_PURPOSE || !file.uploadedBy) return refused();
    if (!verifyExportSignature(services.config.jwtSecret, id, file.uploadedBy, req.query.exp, req.query.sig)) return refused();
    const stream = await services.storage.open(file.storageKey);
    if (!stream) return refused();
    return reply
      .header('content-type', file.contentType)
      .header('content-length', String(file.sizeBytes))
      .header('content-disposition', `attachment; filename="${file.originalName.replace(/[^\w.\- ]+/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.originalName)}`)
      .header('cache-control', 'private, no-store')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(stream);
  });
}
