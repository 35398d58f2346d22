import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { EnvelopArmor } from '@escape.tech/graphql-armor';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { GraphQLError, NoSchemaIntrospectionCustomRule } from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import type { Config } from './config';
import type { Context } from './graphql/context';
import type { Services } from './platform/services';
import { contractError } from './graphql/errors';
import { schema } from './graphql/schema';
import { resolveViewer } from './modules/auth/viewer';
import { configurePasswordWork } from './modules/auth/passwords';
import type { Database } from './platform/db';
import { requestScope, type Logger } from './platform/logging';
import { MailWorker } from './platform/mail';
import { streamingUploads } from './platform/multipart-uploads';
import { createStorage } from './platform/storage';
import { registerFileRoutes } from './modules/files/files.route';

type ServerContext = { req: FastifyRequest; reply: FastifyReply };

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
  'x-frame-options': 'DENY',
};
const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; object-src 'none'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'";

/** Lets contract errors through; masks everything else with the request id the log carries. */
function maskError(logger: Logger) {
  return (error: unknown): Error => {
    const known = contractError(error);
    if (known) return known;
    const gqlError = error instanceof GraphQLError ? error : null;
    const original = gqlError?.originalError;
    // Errors of the GraphQL layer itself (syntax, validation, variable coercion) carry no foreign error.
    if (gqlError && (!original || original instanceof GraphQLError)) return gqlError;
    const requestId = requestScope.getStore()?.requestId ?? randomUUID();
    logger.error({ err: original ?? error, requestId, path: gqlError?.path }, 'unexpected error');
    return new GraphQLError(`Ocurrió un error inesperado. Si persiste, informe este código: ${requestId}`, {
      path: gqlError?.path,
      extensions: { code: 'INTERNAL_SERVER_ERROR', requestId },
    });
  };
}

function disableIntrospection(): Plugin {
  return { onValidate: ({ addValidationRule }) => addValidationRule(NoSchemaIntrospectionCustomRule) };
}

export type App = { server: FastifyInstance; services: Services };

export async function buildApp(opts: { config: Config; database: Database; logger: Logger }): Promise<App> {
  const { config, database, logger } = opts;
  const production = config.nodeEnv === 'production';
  const mail = new MailWorker(database, { smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'outbox') }, logger);
  const storage = await createStorage(config.storage);
  const services: Services = { config, database, logger, mail, storage };
  configurePasswordWork(config.passwordWork);

  const server = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    trustProxy: config.trustProxy,
    genReqId: () => randomUUID(),
    logController: new LogController({ requestIdLogLabel: 'requestId', disableRequestLogging: config.nodeEnv === 'test' }),
    bodyLimit: 1024 * 1024,
  });

  const armor = new EnvelopArmor({
    maxDepth: { n: 15, ignoreIntrospection: false },
    maxAliases: { n: 15 },
    maxTokens: { n: 2000 },
    maxDirectives: { n: 20 },
    costLimit: { maxCost: 5000 },
    blockFieldSuggestion: { enabled: production },
  });

  const yoga = createYoga<ServerContext, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: !production,
    landingPage: false,
    batching: false,
    logging: false,
    maskedErrors: { maskError: maskError(logger) },
    plugins: [streamingUploads(), ...armor.protect().plugins, ...(production ? [disableIntrospection()] : [])],
    context: async ({ req, request }) => {
      const { viewer, authError } = await resolveViewer(services, request.headers.get('authorization'));
      return { ...services, viewer, authError, ip: req.ip, userAgent: request.headers.get('user-agent'), requestId: String(req.id) };
    },
  });

  server.addHook('onSend', async (_req, reply) => {
    reply.headers(SECURITY_HEADERS);
  });

  server.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    handler: async (req, reply) => {
      const response = await requestScope.run({ requestId: String(req.id) }, () => yoga.handleNodeRequestAndResponse(req, reply, { req, reply }));
      response.headers.forEach((value, key) => void reply.header(key, value));
      reply.status(response.status);
      reply.send(response.body);
      return reply;
    },
  });

  registerFileRoutes(server, services);
  server.addHook('onClose', () => storage.close());
  server.get('/healthz', async () => ({ status: 'ok' }));
  server.get('/readyz', async (_req, reply) => {
    try {
      await database.ping();
      return { status: 'ok' };
    } catch (error) {
      logger.warn({ err: error }, 'readiness check failed');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });

  registerWebApp(server, config);
  return { server, services };
}

/** Serves the built web app; every other GET path gets index.html (client-side routing). */
function registerWebApp(server: FastifyInstance, config: Config) {
  const indexFile = path.join(config.webDist, 'index.html');
  const hasWeb = existsSync(indexFile);
  const indexHtml = hasWeb ? readFileSync(indexFile, 'utf8').replaceAll('__SUPPORT_EMAIL__', config.supportEmail) : null;
  if (hasWeb) {
    server.register(fastifyStatic, { root: config.webDist, index: false, wildcard: false, serveDotFiles: false, maxAge: '1h' });
  }
  server.setNotFoundHandler((req, reply) => {
    const apiPath = /^\/(graphql|healthz|readyz|files|webhooks)(\/|$)/.test(req.url);
    if (req.method !== 'GET' || apiPath || !indexHtml) {
      return reply.status(404).send({ error: 'No encontrado' });
    }
    return reply.header('content-security-policy', CSP).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  });
}
