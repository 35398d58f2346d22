import {
  getArgumentValues,
  getNullableType,
  getVariableValues,
  GraphQLError,
  isInputObjectType,
  isListType,
  isScalarType,
  Kind,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type FieldNode,
  type GraphQLField,
  type GraphQLInputType,
  type OperationDefinitionNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { scalarProblem } from '@portal/domain/input-hygiene';

/**
 * The server-side safety net of the input hygiene layer (packages/domain/src/input-hygiene.ts):
 * before any resolver runs, every argument and input field of every field of the operation is
 * checked against its GraphQL type: text without control characters (newlines only in
 * multi-line fields) or bidirectional overrides, ids within their type's range, dates that exist
 * and fall within sane years. A value that fails makes the whole operation BAD_USER_INPUT with
 * per-field Spanish messages, so no such value ever reaches a service or the database. It walks
 * the schema's own types, so operations added later are covered with no extra work.
 */
export function inputNet(): Plugin {
  return {
    onExecute: ({ args, setResultAndStopExecution }) => {
      const fields = findInputProblems(args);
      if (!fields) return;
      const message = Object.values(fields)[0];
      setResultAndStopExecution({
        data: null,
        errors: [new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', fields } })],
      });
    },
  };
}

type ExecuteArgs = {
  schema: Parameters<typeof getVariableValues>[0];
  document: Parameters<typeof visit>[0];
  variableValues?: Record<string, unknown> | null;
  operationName?: string | null;
};

/** `{ field: message }` for every hostile value of the operation, or null when all are fine. */
export function findInputProblems(args: ExecuteArgs): Record<string, string> | null {
  const { schema, document } = args;
  const operations = (document as { definitions: readonly { kind: string }[] }).definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  const operation = args.operationName ? operations.find((o) => o.name?.value === args.operationName) : operations[0];
  if (!operation) return null;
  const sites = argumentSites(schema, document);
  if (!sites.length) return null;
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], args.variableValues ?? {});
  // Variables that do not fit their types: execution answers that itself (errors.ts rewrites it).
  if (coerced.errors) return null;
  const variables = coerced.coerced;
  const problems: Record<string, string> = {};
  for (const { def, node } of sites) {
    let values: Record<string, unknown>;
    try {
      values = getArgumentValues(def, node, variables);
    } catch {
      continue; // execution reports it
    }
    for (const arg of def.args) {
      if (!(arg.name in values)) continue;
      // An input object argument (`data`) names its fields alone; a list of them is named by the argument (`placements.0.hourId`).
      const inputObject = isInputObjectType(getNullableType(arg.type));
      checkValue(values[arg.name], arg.type, arg.name, inputObject ? [] : [arg.name], problems);
    }
  }
  return Object.keys(problems).length ? problems : null;
}

type ArgumentSite = { def: GraphQLField<unknown, unknown>; node: FieldNode };
const sitesByDocument = new WeakMap<object, { schema: unknown; sites: ArgumentSite[] }>();

/**
 * Every field of the document that takes arguments, with its definition: found by one walk of the
 * document with the schema's types, the first time the document is executed. Yoga's parser cache
 * hands the same document object to every request with the same text, so later requests only read
 * their argument values.
 */
function argumentSites(schema: ExecuteArgs['schema'], document: ExecuteArgs['document']): ArgumentSite[] {
  const known = sitesByDocument.get(document);
  if (known && known.schema === schema) return known.sites;
  const sites: ArgumentSite[] = [];
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const def = typeInfo.getFieldDef();
        if (def && def.args.length) sites.push({ def, node });
      },
    }),
  );
  sitesByDocument.set(document, { schema, sites });
  return sites;
}

function checkValue(value: unknown, type: GraphQLInputType, name: string, path: string[], problems: Record<string, string>, depth = 0) {
  if (value === null || value === undefined || depth > 30) return;
  const nullable = getNullableType(type);
  if (isListType(nullable)) {
    if (Array.isArray(value)) value.forEach((item, i) => checkValue(item, nullable.ofType, name, [...path, String(i)], problems, depth + 1));
    return;
  }
  if (isInputObjectType(nullable)) {
    const fields = nullable.getFields();
    for (const [key, field] of Object.entries(fields)) {
      checkValue((value as Record<string, unknown>)[key], field.type, key, [...path, key], problems, depth + 1);
    }
    return;
  }
  if (isScalarType(nullable)) {
    const problem = scalarProblem(value, name, nullable.name);
    if (problem) problems[path.join('.') || name] ??= problem;
  }
}
