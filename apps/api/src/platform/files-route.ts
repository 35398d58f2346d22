import type { FastifyInstance } from 'fastify';
import { PDF_MAX_BYTES } from '@portal/domain/news';
import type { Services } from '../graphql/context';
import { findFile } from '../modules/news/files.service';
import { diskStorage, verifyFileSignature } from './storage';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The largest file plus room for the other multipart fields. */
const MULTIPART_MAX_BYTES = PDF_MAX_BYTES + 1024 * 1024;
/** Multipart is a "simple" content type a cross-site form can send: ask for a header only scripts can set. */
const CSRF_HEADERS = ['x-graphql-yoga-csrf', 'graphql-require-preflight', 'apollo-require-preflight'];

function httpError(statusCode: number, message: string) {
  return Object.assign(new Error(message), { statusCode });
}

/**
 * File transport: multipart GraphQL requests (uploads) go to Yoga as a raw stream, and stored
 * files are served only through short-lived signed URLs.
 */
export function registerFileRoutes(server: FastifyInstance, services: Services) {
  // Fastify parses no multipart by default; Yoga reads the untouched stream itself.
  server.addContentTypeParser('multipart/form-data', (req, _payload, done) => {
    if (!CSRF_HEADERS.some((h) => req.headers[h])) {
      return done(httpError(400, 'Falta el encabezado x-graphql-yoga-csrf.'), undefined);
    }
    const length = Number(req.headers['content-length']);
    if (!Number.isFinite(length) || length <= 0) return done(httpError(411, 'Se requiere Content-Length.'), undefined);
    if (length > MULTIPART_MAX_BYTES) return done(httpError(413, 'El archivo es demasiado grande.'), undefined);
    done(null, undefined);
  });

  const storage = diskStorage(services.config.dataDir);
  server.get<{ Params: { id: string }; Querystring: { exp?: string; sig?: string } }>('/files/:id', async (req, reply) => {
    const { id } = req.params;
    if (!UUID.test(id)) return reply.status(404).send({ error: 'No encontrado' });
    if (!verifyFileSignature(services.config.jwtSecret, id, req.query.exp, req.query.sig)) {
      return reply.status(403).send({ error: 'El enlace venció o no es válido.' });
    }
    const file = await findFile(services.database.db, id);
    const stream = file && (await storage.open(file.storageKey));
    if (!file || !stream) return reply.status(404).send({ error: 'No encontrado' });
    const extension = file.contentType === 'application/pdf' ? '.pdf' : '';
    const safeName = file.originalName.replace(/[^\w.\- ]+/g, '_');
    const filename = safeName.toLowerCase().endsWith(extension) ? safeName : `${safeName}${extension}`;
    const disposition = file.contentType === 'application/pdf' ? 'attachment' : 'inline';
    return reply
      .header('content-type', file.contentType)
      .header('content-length', String(file.sizeBytes))
      .header('content-disposition', `${disposition}; filename="${filename}"; filename*=UTF-8''${encodeURIComponent(file.originalName)}`)
      .header('cache-control', 'private, max-age=3600')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(stream);
  });
}
