import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { isDateField } from '@portal/domain/input-hygiene';

/** Values the generated arguments take from the test's world instead of inventing them. */
export type CallContext = { conferenceId: number; thematicAreaId: number };

/** A file for `File` arguments: a few bytes of text, which no upload purpose accepts. */
export type CallFile = { bytes: Buffer; name: string; type: string };

export type MinimalCall = { query: string; variables: Record<string, unknown>; files: Record<string, CallFile> };

/** An id nothing in a test database has. */
export const MISSING_ID = 999_999;

/**
 * A value of the right shape for `type`: required input fields only, ids that do not exist, "x" for
 * text, the first value of an enum. `path` is the variable path (for files and well-known names).
 */
function minimalValue(type: GraphQLInputType, name: string, path: string, ctx: CallContext, files: Record<string, CallFile>): unknown {
  if (isNonNullType(type)) return minimalValue(type.ofType, name, path, ctx, files);
  if (isListType(type)) return [];
  if (name === 'conferenceId') return isScalarType(type) && type.name === 'Int' ? ctx.conferenceId : String(ctx.conferenceId);
  if (name === 'thematicAreaId') return isScalarType(type) && type.name === 'Int' ? ctx.thematicAreaId : String(ctx.thematicAreaId);
  if (isEnumType(type)) return type.getValues()[0].value;
  if (isInputObjectType(type)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      const known = field.name === 'conferenceId' || field.name === 'thematicAreaId';
      if (isNonNullType(field.type) || known) value[field.name] = minimalValue(field.type, field.name, `${path}.${field.name}`, ctx, files);
    }
    return value;
  }
  switch (getNamedType(type).name) {
    case 'Int':
      return MISSING_ID;
    case 'Float':
      return 0;
    case 'Boolean':
      return false;
    case 'ID':
      return String(MISSING_ID);
    case 'String':
      // The input net refuses a date field that holds no date before any check of the caller.
      return isDateField(name) ? '2026-01-01' : 'x';
    case 'File':
      files[path] = { bytes: Buffer.from('x'), name: 'x.txt', type: 'text/plain' };
      return null;
    default:
      throw new Error(`role matrix: no minimal value for scalar ${getNamedType(type).name} (argument ${path}); teach minimal-call.ts one`);
  }
}

const wanted = (arg: GraphQLArgument) => isNonNullType(arg.type) || arg.name === 'conferenceId' || arg.name === 'thematicAreaId';

/**
 * The smallest valid-shaped operation calling `operation.field`: required arguments (and any
 * conference or area argument) as variables, `__typename` as the selection of an object result.
 */
export function minimalCall(operation: 'query' | 'mutation', field: GraphQLField<unknown, unknown>, ctx: CallContext, overrides: Record<string, unknown> = {}): MinimalCall {
  const variables: Record<string, unknown> = {};
  const files: Record<string, CallFile> = {};
  const args = field.args.filter((a) => wanted(a) || a.name in overrides);
  for (const arg of args) variables[arg.name] = arg.name in overrides ? overrides[arg.name] : minimalValue(arg.type, arg.name, arg.name, ctx, files);
  const declarations = args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const argumentList = args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const named = getNamedType(field.type);
  const selection = isScalarType(named) || isEnumType(named) ? '' : ' { __typename }';
  const query = `${operation}${declarations ? ` (${declarations})` : ''} { ${field.name}${argumentList ? `(${argumentList})` : ''}${selection} }`;
  return { query, variables, files };
}
