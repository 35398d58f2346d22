import { randomUUID } from 'node:crypto';
import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import { EnvelopArmor } from '@escape.tech/graphql-armor';
import { contextCacheSymbol } from '@pothos/core';
import { RequestCache } from '@pothos/plugin-scope-auth';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { GraphQLError, NoSchemaIntrospectionCustomRule } from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import type { Config } from './config';
import { registerHealthRoutes, type Readiness } from './platform/health';
import { isDatabaseUnavailable } from './platform/pg-errors';
import type { Context } from './graphql/context';
import type { Services } from './platform/services';
import { contractError } from './graphql/errors';
import { schema } from './schema';
import { resolveViewer } from './modules/auth/viewer';
import type { DomainError } from './platform/errors';
import type { Viewer } from './platform/viewer';
import { configurePasswordWork } from './modules/auth/passwords';
import type { Database } from './platform/db';
import { requestScope, withLogHygiene, type Logger } from './platform/logging';
import { errorHygiene } from './graphql/error-hygiene';
import { inputNet } from './graphql/input-net';
import { defineJobs } from './app-jobs';
import { JobQueue, type JobQueueOptions } from './platform/jobs';
import { Mail } from './platform/mail';
import { streamingUploads } from './platform/multipart-uploads';
import { createStorage } from './platform/create-storage';
import { registerFileRoutes } from './modules/files/files.route';
import { registerWebApp } from './platform/web-app';
import { registerErrorMasking } from './platform/http-errors';
import { registerMercadoPagoWebhook } from './modules/payments/webhook.route';
import { registerReceiptRoute } from './modules/payments/receipt.route';
import { registerProgrammeRoutes } from './modules/schedule/programme.route';
import { registerCertificateRoutes } from './modules/certificates/certificates.route';
import { registerSimulatedCheckout } from './modules/payments/simulated-checkout.route';

type ServerContext = { req: FastifyRequest; reply: FastifyReply };

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
  'x-frame-options': 'DENY',
};

/** The web app's words when the server does not answer (its «servidor desconectado» dialog). */
export const SERVER_OFFLINE = 'El servidor se encuentra desconectado. Intente nuevamente en unos instantes.';

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
    if (isDatabaseUnavailable(original ?? error)) {
      // The database is restarting or unreachable: a 503 the web app shows as «servidor desconectado».
      logger.warn({ err: original ?? error, requestId, path: gqlError?.path }, 'database unavailable');
      return new GraphQLError(SERVER_OFFLINE, { extensions: { code: 'SERVICE_UNAVAILABLE', requestId, http: { status: 503 } } });
    }
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

export type App = { server: FastifyInstance; services: Services; readiness: Readiness };

/** One log line per answered request: method, path (no query string), status and time taken. */
function registerRequestLog(server: FastifyInstance) {
  server.addHook('onResponse', (req, reply, done) => {
    req.log.info({ req, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime }, 'request completed');
    done();
  });
}

/** An incoming `x-request-id` is kept when it is sane (a proxy's or a client's); otherwise a new uuid. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;
export function requestIdOf(req: { headers: Record<string, string | string[] | undefined> }): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

const CORS_ALLOW_HEADERS = 'authorization, content-type, x-graphql-yoga-csrf, apollo-require-preflight, x-request-id';

/**
 * CORS: no header at all unless CORS_ORIGINS lists origins, and then only for a request whose
 * `Origin` is exactly one of them (never `null`, never a reflection of anything else).
 */
function registerCors(server: FastifyInstance, origins: readonly string[]) {
  if (!origins.length) return;
  const allowed = new Set(origins);
  server.addHook('onRequest', async (req, reply) => {
    reply.header('vary', 'Origin');
    const origin = req.headers.origin;
    if (typeof origin !== 'string' || !allowed.has(origin)) return;
    reply.header('access-control-allow-origin', origin);
    reply.header('access-control-expose-headers', 'x-request-id');
    if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
      return reply
        .status(204)
        .header('access-control-allow-methods', 'GET, POST, OPTIONS')
        .header('access-control-allow-headers', CORS_ALLOW_HEADERS)
        .header('access-control-max-age', '600')
        .send();
    }
  });
}

/**
 * A JSON POST to /graphql (every request of the web app) as the fetch `Request` Yoga takes, built
 * over what Fastify already parsed: its headers read in place and `json()` answering the parsed
 * body. Yoga's Node adapter would build a full Request from the Node request (the body serialised
 * again and parsed again) and stream its answer through Fastify; the same Yoga handler, plugins
 * and answers, for less work per request. Anything else (multipart uploads, GET, other types, a
 * body that is not a JSON object or array): null, and Yoga's Node adapter takes it.
 */
export function parsedJsonRequest(req: FastifyRequest, HeadersClass: typeof Headers): Request | null {
  if (req.method !== 'POST' || !/^application\/json\s*(?:;|$)/i.test(req.headers['content-type'] ?? '')) return null;
  const body = req.body;
  // What the adapter would not hand over as parsed (a bare string or number, null, {}): its way.
  if (typeof body !== 'object' || body === null || !Object.keys(body).length) return null;
  const headers = new HeadersClass(req.headers as Record<string, string>);
  const light = {
    method: 'POST',
    url: `http://localhost${req.url}`,
    headers,
    body: null,
    bodyUsed: false,
    json: () => Promise.resolve(body),
    text: () => Promise.resolve(JSON.stringify(body)),
  };
  return light as unknown as Request;
}

export async function buildApp(opts: {
  config: Config;
  database: Database;
  logger: Logger;
  /** Every /graphql request through Yoga's Node adapter, none over the parsed body (for the test that holds both ways to the same answers). */
  yogaNodeAdapterOnly?: boolean;
  /** Settings of the job queue (tests shorten its intervals). */
  jobs?: JobQueueOptions;
  /** What `/readyz` requires: a server process (main.ts) also its job workers. */
  requireQueue?: boolean;
}): Promise<App> {
  const { config, database } = opts;
  const logger = withLogHygiene(opts.logger);
  const production = config.nodeEnv === 'production';
  const storage = await createStorage(config.storage);
  const jobs = defineJobs(new JobQueue(database, logger, opts.jobs), { config, database, logger, storage });
  // Jobs can be added (the queues exist) once this resolves; the workers start with `jobs.start()` (main.ts).
  await jobs.prepare();
  const mail = new Mail(jobs, logger);
  const readiness: Readiness = { requireQueue: opts.requireQueue ?? false, draining: false };
  const services: Services = { config, database, logger, mail, jobs, storage };
  configurePasswordWork(config.passwordWork);

  const server = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    trustProxy: config.trustProxy,
    genReqId: (req) => requestIdOf(req),
    requestIdHeader: false,
    // One line per request, when it is answered (registerRequestLog), instead of Fastify's two.
    logController: new LogController({ requestIdLogLabel: 'requestId', disableRequestLogging: true }),
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

  const contextOf = (req: FastifyRequest, userAgent: string | null, resolved: { viewer: Viewer | null; authError: DomainError | null }): Context => {
    const context = new RequestContext(services, req, userAgent, resolved);
    ((req as WithContexts)[GRAPHQL_CONTEXTS] ??= []).push(context);
    return context;
  };
  // Built once a request has parsed and passed validation, before any resolver runs: the session
  // check (one statement) decides who is asking.
  const requestContext = async (req: FastifyRequest, authorization: string | null, userAgent: string | null): Promise<Context> =>
    contextOf(req, userAgent, await resolveViewer(services, authorization));

  const yoga = createYoga<ServerContext, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: !production,
    landingPage: false,
    // A text seen before is not parsed or validated again (Yoga's default, stated: the app's own queries repeat).
    parserAndValidationCache: true,
    batching: false,
    logging: false,
    // CORS is the app's (registerCors): Yoga's default would reflect any Origin.
    cors: false,
    maskedErrors: { maskError: maskError(logger) },
    plugins: [
      streamingUploads(),
      ...armor.protect().plugins,
      ...(production ? [disableIntrospection()] : []),
      inputNet(),
      errorHygiene({ production }),
    ],
    context: ({ req, request }) => requestContext(req, request.headers.get('authorization'), request.headers.get('user-agent')),
  });

  // Responses of 1 KB or more (GraphQL results, index.html) go out as brotli or gzip when the client
  // takes them. Static files are compressed at build time (their Content-Encoding makes this skip
  // them); stored files (/files) opt out, and request bodies are never inflated (no zip bombs).
  await server.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });

  registerErrorMasking(server, logger);
  if (config.nodeEnv !== 'test') registerRequestLog(server);
  registerCors(server, config.corsOrigins);
  server.addHook('onSend', (req, reply, payload, done) => {
    reply.headers(SECURITY_HEADERS);
    // Every answer (GraphQL, files, static, health, errors, 404) names its request: the same id the log lines carry.
    reply.header('x-request-id', String(req.id));
    done(null, payload);
  });

  server.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    handler: (req, reply) =>
      requestScope.run({ requestId: String(req.id) }, async () => {
        try {
          return await answerGraphql(req, reply);
        } finally {
          releaseContexts(req);
        }
      }),
  });

  async function answerGraphql(req: FastifyRequest, reply: FastifyReply) {
    const light = opts.yogaNodeAdapterOnly ? null : parsedJsonRequest(req, yoga.fetchAPI.Headers);
    const response = await (light ? yoga.handleRequest(light, { req, reply }) : yoga.handleNodeRequestAndResponse(req, reply, { req, reply }));
    response.headers.forEach((value, key) => void reply.header(key, value));
    reply.status(response.status);
    // A body-less answer (406, 415) goes out as Fastify sends `null`, whichever way it came.
    return reply.send(light && response.body !== null ? await response.text() : response.body);
  }

  registerFileRoutes(server, services);
  registerMercadoPagoWebhook(server, services);
  registerReceiptRoute(server, services);
  registerProgrammeRoutes(server, services);
  registerCertificateRoutes(server, services);
  if (config.mercadoPago.simulatedCheckout) {
    registerSimulatedCheckout(server, services);
    // On the embedded database (the local demo) this is the expected set-up; against a real server, a warning.
    const say = config.databaseUrl ? logger.warn.bind(logger) : logger.info.bind(logger);
    if (production) say('MERCADOPAGO_ACCESS_TOKEN is not set: online payments go through the local simulated checkout, which moves no money');
  } else if (!config.mercadoPago.accessToken) {
    logger.warn('MERCADOPAGO_ACCESS_TOKEN is not set: online payments are off (PAYMENTS_SIMULATED_CHECKOUT=true turns on the simulated checkout, which moves no money)');
  }
  server.addHook('onClose', () => storage.close());
  // Notifications already answered are applied before the server stops.
  registerHealthRoutes(server, { database, jobs, logger, readiness });

  await registerWebApp(server, { webDist: config.webDist, supportEmail: config.supportEmail, publicUrl: config.publicUrl, redirectToPublicUrl: config.publicUrlIsSet });
  return { server, services, readiness };
}

const REQUEST = Symbol('request');

/** The address of a context's request: one function for every context (see RequestContext). */
function addressOf(this: RequestContext): string {
  return this[REQUEST].ip;
}

/**
 * A GraphQL request's context: the app's services and who is asking. Built by a class, with nothing
 * made for one request alone that could hold it: an object literal spreading the services, with a
 * getter of its own for the address, put a new closure over the Fastify request into every
 * context, and the scavenger kept every request's context, its Fastify and Node request objects and
 * its logger alive until a full collection (under a catalogue's load, 3.8 of the 4 MB it copied a
 * scavenge were promoted, pauses 15 ms; with this class 1.5 MB and 8 ms; `{ __typename }` went from
 * 6.5 MB promoted a scavenge to none, and from 8,800 to 16,800 answers a second).
 *
 * Everything is an own property, the address a getter shared by all contexts: a query Yoga runs
 * copies the context's own properties onto its own (envelop's `extendContext` is Object.assign),
 * Pothos' cache key (`contextCacheSymbol`) among them, so that both objects have one scope cache
 * and `releaseContexts` clears it whichever object Pothos was given.
 */
class RequestContext implements Context {
  readonly config: Services['config'];
  readonly database: Services['database'];
  readonly mail: Services['mail'];
  readonly jobs: Services['jobs'];
  readonly storage: Services['storage'];
  /** Fastify's request logger: it already carries the request id (and the log hygiene of the app's logger). */
  readonly logger: Logger;
  readonly viewer: Viewer | null;
  readonly authError: DomainError | null;
  readonly userAgent: string | null;
  readonly requestId: string;
  /** Read when asked (sign-ins, audit): behind a proxy, each read parses the forwarding chain. */
  declare readonly ip: string;
  readonly [REQUEST]: FastifyRequest;
  readonly [contextCacheSymbol] = {};

  constructor(services: Services, req: FastifyRequest, userAgent: string | null, { viewer, authError }: { viewer: Viewer | null; authError: DomainError | null }) {
    this.config = services.config;
    this.database = services.database;
    this.mail = services.mail;
    this.jobs = services.jobs;
    this.storage = services.storage;
    this.logger = req.log as Logger;
    this.viewer = viewer;
    this.authError = authError;
    this.userAgent = userAgent;
    this.requestId = String(req.id);
    this[REQUEST] = req;
    Object.defineProperty(this, 'ip', { get: addressOf, enumerable: true });
  }
}

const GRAPHQL_CONTEXTS = Symbol('graphqlContexts');
type WithContexts = FastifyRequest & { [GRAPHQL_CONTEXTS]?: Context[] };

/**
 * Lets go of a request's GraphQL contexts once its answer is built. Pothos' scope-auth keeps a
 * context's scopes in a WeakMap keyed by the context, in a value that holds the context; V8's
 * scavenger keeps such an entry's key alive (only a full mark-compact sees through the cycle), so
 * each request's context, and the request it reads its address from, outlived two scavenges and
 * was promoted: about 6 MB a scavenge under a catalogue's load, each scavenge some 9 ms long.
 */
function releaseContexts(req: FastifyRequest) {
  const contexts = (req as WithContexts)[GRAPHQL_CONTEXTS];
  if (!contexts) return;
  for (const context of contexts) RequestCache.clearForContext(context);
  (req as WithContexts)[GRAPHQL_CONTEXTS] = undefined;
}
