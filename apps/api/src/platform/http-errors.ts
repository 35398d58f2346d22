import type { FastifyError, FastifyInstance } from 'fastify';
import { escapeHtml } from './mail-layout';
import type { Logger } from './logging';

const PUBLIC = Symbol('public message');

/** A client error (4xx) whose Spanish message is meant for the caller, e.g. from a body parser. */
export function publicClientError(statusCode: number, message: string): Error {
  return Object.assign(new Error(message), { statusCode, [PUBLIC]: true });
}

/** Spanish words for the client errors Fastify itself raises (body parsing, limits, types). */
function clientMessage(status: number): string {
  if (status === 413) return 'La solicitud es demasiado grande.';
  if (status === 415) return 'El tipo de contenido de la solicitud no es admitido.';
  if (status === 429) return 'Demasiadas solicitudes: espere un momento y vuelva a intentarlo.';
  if (status === 404) return 'No encontrado';
  return 'La solicitud no es válida.';
}

const htmlPage = (title: string, message: string) => `<!doctype html>
<html lang="es-AR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:560px;margin:32px auto;padding:0 16px"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></body></html>`;

/**
 * The routes outside GraphQL (/files, /comprobantes, /checkout/*, /webhooks/*) answer their errors
 * as GraphQL does (app.ts, maskError): a client error in Spanish, anything unexpected as "Ocurrió
 * un error inesperado" with the request id the log line carries; never the error's own text
 * (a database error holds its statement and parameters). A browser page gets it as HTML.
 */
export function registerErrorMasking(server: FastifyInstance, logger: Logger) {
  server.setErrorHandler((error: FastifyError, req, reply) => {
    const requestId = String(req.id);
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    let message: string;
    if (status === 500) {
      logger.error({ err: error, requestId, method: req.method, url: req.url.split('?')[0] }, 'unexpected error');
      message = `Ocurrió un error inesperado. Si persiste, informe este código: ${requestId}`;
    } else {
      message = (error as { [PUBLIC]?: boolean })[PUBLIC] ? error.message : clientMessage(status);
    }
    if (/text\/html/.test(req.headers.accept ?? '')) {
      return reply.status(status).header('content-type', 'text/html; charset=utf-8').send(htmlPage(status === 500 ? 'Error inesperado' : 'Solicitud no válida', message));
    }
    return reply.status(status).send({ error: message, requestId });
  });
}
