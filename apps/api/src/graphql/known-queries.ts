import { execute, getOperationAST, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { Plugin } from 'graphql-yoga';
import type { ViewerCheck } from '../modules/auth/viewer';
import { findInputProblems } from './input-net';

/** What Yoga's answer to one request showed, noted by the plugin for the route to read. */
export type Sighting = { document?: DocumentNode };

/** `compiled`: made at the text's first repeat (a text seen once is never compiled); null when graphql-jit could not. */
type Known = { document: DocumentNode; contentType: string; compiled?: CompiledQuery | null };

type Params = { query: string; variables: Record<string, unknown> | undefined; operationName: string | undefined };

/** Only answers that are one JSON document (not an event stream or a multipart answer) are repeated. */
const JSON_ANSWER = /^application\/(?:graphql-response\+)?json\s*(?:;|$)/i;

const PARAM_KEYS = new Set(['query', 'variables', 'operationName', 'extensions']);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The parameters of a parsed JSON body that Yoga itself would take without a complaint; else null. */
export function plainParams(body: unknown): Params | null {
  if (!isPlainObject(body)) return null;
  for (const key of Object.keys(body)) if (!PARAM_KEYS.has(key)) return null;
  const { query, variables, operationName, extensions } = body;
  if (typeof query !== 'string') return null;
  if (variables != null && !isPlainObject(variables)) return null;
  if (operationName != null && typeof operationName !== 'string') return null;
  if (extensions != null && !isPlainObject(extensions)) return null;
  return { query, variables: variables ?? undefined, operationName: operationName ?? undefined };
}

/**
 * Queries that Yoga has already answered in full, answered again without its per-request work.
 *
 * Yoga spends more on each request than the cheapest lists' own statement (bench: floors): it builds
 * a fetch Request and Response, runs its plugin hooks around parse, validate, context and execute,
 * and negotiates the answer's type. A query text whose execution Yoga ran and answered 200 without
 * errors, for a given Accept header, is known to parse, to pass every validation rule (the limits,
 * introspection in production: rules read the document, never the variables), and to be answered
 * with that content type. The next request with the same text, operation name and Accept header
 * runs that document with the same context (the session check included), compiled at the text's
 * first repeat (graphql-jit: a function of that document's fields, where graphql-js's executor
 * would look up every field's definition, arguments and type on every row of every request): when
 * its variables pass the input net and it ends without errors, that answer is sent as Yoga would
 * send it. Anything else (a mutation, an unknown text, a hostile value, any error) goes to Yoga,
 * which answers it whole; a query changes nothing, so running one twice is harmless.
 */
export class KnownQueries {
  private readonly known = new Map<string, Known>();
  /** Answers sent without Yoga (for tests and the bench). */
  hits = 0;
  /** Documents compiled (for tests). */
  compiles = 0;

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly limit = 500,
  ) {}

  private static key(accept: string | undefined, params: Params) {
    return `${accept ?? ''}\n${params.operationName ?? ''}\n${params.query}`;
  }

  /** The document as one function (graphql-jit), or null when it cannot be compiled: graphql-js runs it then. */
  private static compile(schema: GraphQLSchema, document: DocumentNode, operationName: string | undefined): CompiledQuery | null {
    try {
      const compiled = compileQuery(schema, document, operationName);
      return isCompiledQuery(compiled) ? compiled : null;
    } catch {
      return null;
    }
  }

  /** Notes, from inside Yoga, the document of a query that ran without errors. */
  plugin(sightingOf: (context: unknown) => Sighting | undefined): Plugin {
    return {
      onExecute: ({ args }) => ({
        onExecuteDone: ({ result }) => {
          if (Symbol.asyncIterator in Object(result)) return;
          const done = result as { errors?: readonly unknown[]; extensions?: unknown };
          if (done.errors?.length || done.extensions) return;
          const operation = getOperationAST(args.document, args.operationName ?? undefined);
          const sighting = sightingOf(args.contextValue);
          if (operation?.operation === 'query' && sighting) sighting.document = args.document;
        },
      }),
    };
  }

  /** After Yoga answered: keeps the document when the answer was a plain 200 of that query. */
  learn(accept: string | undefined, params: Params, sighting: Sighting, status: number, contentType: string | null) {
    if (!sighting.document || status !== 200 || !JSON_ANSWER.test(contentType ?? '')) return;
    // Full: the oldest goes (a flood of one-off texts costs the app's own queries a Yoga pass, nothing more).
    if (this.known.size >= this.limit) this.known.delete(this.known.keys().next().value!);
    this.known.set(KnownQueries.key(accept, params), { document: sighting.document, contentType: contentType! });
  }

  /**
   * The answer to a known query, or null when Yoga must answer (unknown, hostile input, errors, a
   * viewer the database did not confirm). `context` is built only for a known query; with a
   * `check`, the execution runs inside it and its answer is sent only once the check confirms.
   */
  async answer(accept: string | undefined, params: Params, context: () => Promise<{ context: object; check?: ViewerCheck }>): Promise<{ contentType: string; body: string } | null> {
    const known = this.known.get(KnownQueries.key(accept, params));
    if (!known) return null;
    const args = { schema: this.schema, document: known.document, variableValues: params.variables, operationName: params.operationName };
    if (findInputProblems(args)) return null;
    let result;
    try {
      const { context: contextValue, check } = await context();
      if (known.compiled === undefined) {
        known.compiled = KnownQueries.compile(this.schema, known.document, params.operationName);
        this.compiles++;
      }
      const { compiled } = known;
      const run = (): Promise<ExecutionResult> =>
        Promise.resolve(compiled ? compiled.query(undefined, contextValue, params.variables) : execute({ ...args, contextValue }));
      result = check ? await check.run(run) : await run();
      if (result.errors?.length || result.extensions) return null;
      // Run with the session's last checked viewer: sent only if the database read the same one now.
      if (check && !(await check.confirmed())) return null;
    } catch {
      // The context could not be built, or the check not read (the database, say): Yoga answers, masking what it must.
      return null;
    }
    this.hits++;
    return { contentType: known.contentType, body: JSON.stringify(result) };
  }
}
