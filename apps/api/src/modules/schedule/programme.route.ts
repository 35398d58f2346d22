import type { FastifyInstance } from 'fastify';
import type { Services } from '../../platform/services';
import { calendarOfToken, ensureProgrammePdf, programmePdfOf } from './programme.service';

const ID = /^\d{1,9}$/;

/**
 * Public files of the programme:
 * - `GET /programa/{id}/programa.pdf[?version=N]`: the programme book of the last (or the given)
 *   released version, made by a job after each release (503 with Retry-After while it is made;
 *   a request that finds no job for it queues one);
 * - `GET /calendario/{token}.ics`: a person's calendar feed (the token is the secret; 404 when
 *   unknown or revoked).
 */
export function registerProgrammeRoutes(server: FastifyInstance, services: Services) {
  server.get<{ Params: { id: string }; Querystring: { version?: string } }>('/programa/:id/programa.pdf', { compress: false }, async (req, reply) => {
    const { id } = req.params;
    const version = req.query.version;
    if (!ID.test(id) || (version !== undefined && !ID.test(version))) return reply.status(404).type('text/plain; charset=utf-8').send('No se encontró el programa.');
    const found = await programmePdfOf(services.database.db, Number(id), version === undefined ? null : Number(version));
    if ('missing' in found) {
      if (found.missing === 'NOT_RELEASED') return reply.status(404).type('text/plain; charset=utf-8').send('El programa de esta edición todavía no fue publicado.');
      // Made by a job: the one queued at the release, or (when none is left, e.g. the demo data's) a new one.
      await ensureProgrammePdf(services, found.releaseId, null);
      return reply.status(503).header('retry-after', '10').type('text/plain; charset=utf-8').send('El programa en PDF se está preparando: vuelva a intentarlo en unos segundos.');
    }
    const body = await services.storage.open(found.release.pdfKey!);
    if (!body) return reply.status(503).header('retry-after', '10').type('text/plain; charset=utf-8').send('El programa en PDF se está preparando: vuelva a intentarlo en unos segundos.');
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="programa-v${found.release.version}.pdf"`)
      .header('cache-control', 'public, max-age=300')
      // Shown inside the portal's own page (/cronogramas/{id}/pdf): a sandboxed document would not open in the browser's PDF viewer.
      .header('content-security-policy', "default-src 'none'; frame-ancestors 'self'")
      .send(body);
  });

  server.get<{ Params: { token: string } }>('/calendario/:token', { compress: false }, async (req, reply) => {
    const ics = await calendarOfToken(services.database.db, req.params.token, services.config.publicUrl);
    if (ics === null) return reply.status(404).type('text/plain; charset=utf-8').send('Este enlace de calendario no existe o fue revocado.');
    return reply.header('content-type', 'text/calendar; charset=utf-8').header('cache-control', 'private, max-age=300').send(ics);
  });
}
