import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * The last look at every GraphQL answer before it is sent:
 * - errors of the GraphQL layer that would repeat a submitted value (variable coercion, literal
 *   values of the wrong type) are rewritten in Spanish without it, keeping a useful code
 *   (BAD_USER_INPUT with the variable in `extensions.fields` for variables);
 * - in production, "Did you mean …" suggestions are removed from every message, whatever the
 *   name they suggest (field, type, argument, enum value, input field);
 * - the errors of the GraphQL protections (depth, cost, aliases, directives, tokens) carry
 *   `extensions.code` QUERY_LIMIT_EXCEEDED and `extensions.limit`.
 */
export function errorHygiene(opts: { production: boolean }): Plugin {
  return {
    onResultProcess: ({ result, setResult }) => {
      if (Symbol.asyncIterator in Object(result)) return;
      const results = (Array.isArray(result) ? result : [result]) as { errors?: readonly GraphQLError[] }[];
      let changed = false;
      const cleaned = results.map((r) => {
        if (!r?.errors?.length) return r;
        const errors = r.errors.map((e) => {
          const next = cleanError(e, opts.production);
          if (next !== e) changed = true;
          return next;
        });
        return { ...r, errors };
      });
      if (changed) setResult((Array.isArray(result) ? cleaned : cleaned[0]) as typeof result);
    },
  };
}

const LIMITS: [RegExp, string][] = [
  [/Token limit of \d+ exceeded/, 'tokens'],
  [/Query depth limit of \d+ exceeded/, 'depth'],
  [/Aliases limit of \d+ exceeded/, 'aliases'],
  [/Directives limit of \d+ exceeded/, 'directives'],
  [/Query Cost limit of \d+ exceeded/, 'cost'],
  [/Document contains more tha[nt] \d+ tokens/, 'tokens'],
  [/Maximum introspection depth exceeded/, 'depth'],
];

const LIMIT_MESSAGES: Record<string, string> = {
  tokens: 'La consulta es demasiado larga.',
  depth: 'La consulta tiene demasiados niveles anidados.',
  aliases: 'La consulta tiene demasiados alias.',
  directives: 'La consulta tiene demasiadas directivas.',
  cost: 'La consulta es demasiado costosa.',
};

/** The same error, reworded when it must be; `error` itself when it needs nothing. */
export function cleanError(error: GraphQLError, production: boolean): GraphQLError {
  const message = error.message;
  const rebuild = (msg: string, extensions: Record<string, unknown> = {}) =>
    new GraphQLError(msg, {
      nodes: error.nodes,
      path: error.path,
      extensions: { ...stripValueExtensions(error.extensions), ...extensions },
    });

  for (const [pattern, limit] of LIMITS) {
    if (pattern.test(message)) return rebuild(LIMIT_MESSAGES[limit], { code: 'QUERY_LIMIT_EXCEEDED', limit });
  }

  const variable = /^Variable "\$([\w]+)" got invalid value [\s\S]*$/.exec(message);
  if (variable) {
    const at = /got invalid value [\s\S]*? at "([\w.[\]]+)";/.exec(message)?.[1];
    const name = variable[1];
    const key = at ? at.replace(/^\w+\.?/, '') || name : name;
    // The names of the input type's fields are no submitted values: say which one is unknown or missing.
    const unknown = /Field "(\w+)" is not defined by type "\w+"/.exec(message)?.[1];
    const missing = /Field "(\w+)" of required type "[^"]+" was not provided/.exec(message)?.[1];
    const detail = unknown ? `: el campo «${unknown}» no está permitido` : missing ? `: falta el campo «${missing}»` : '';
    const text = `El valor de la variable $${name} no es válido${at ? ` en «${at}»` : ''}${detail}.`;
    const fields = unknown ? { [unknown]: 'Campo no permitido.' } : missing ? { [missing]: 'Falta este dato.' } : { [key]: 'El valor no es válido.' };
    return rebuild(text, { code: 'BAD_USER_INPUT', fields });
  }

  // Literal values of the wrong type (validation) name the value: keep the type, drop the value.
  const literal = /^(?:Expected value of type "([^"]+)", found [\s\S]*|(\w+) cannot represent [\s\S]*|Value [\s\S]* does not exist in "(\w+)" enum\.[\s\S]*)$/.exec(message);
  if (literal) {
    const type = literal[1] ?? literal[2] ?? literal[3];
    return rebuild(`Un valor de la consulta no es del tipo esperado (${type}).`, { code: error.extensions?.code ?? 'GRAPHQL_VALIDATION_FAILED' });
  }

  if (production && /Did you mean/i.test(message)) {
    return rebuild(message.replace(/\s*Did you mean[\s\S]*$/i, '').trim());
  }
  return error;
}

/** graphql-js may attach the offending value to an error's extensions in some versions: never send it. */
function stripValueExtensions(extensions: GraphQLError['extensions'] | undefined): Record<string, unknown> {
  if (!extensions) return {};
  const { value: _value, ...rest } = extensions as Record<string, unknown>;
  return rest;
}
