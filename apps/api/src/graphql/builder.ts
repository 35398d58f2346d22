import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import type { ConferenceRoleKind, GlobalRole } from '@portal/domain/roles';
import type { IncomingUpload } from '../platform/multipart-uploads';
import type { Context, SignedInContext } from './context';
import { forbidden, unauthenticated } from '../platform/errors';
import { intIdOrNull } from '../platform/ids';
import { hasConferenceRole, hasRole, type Viewer } from '../platform/viewer';
import { toGraphQLError } from './errors';

/** A conference (or thematic area) id as a field's arguments or its parent object carry it. */
export type ScopeId = number | string | null | undefined;
/** COORDINADOR of a conference, optionally of one thematic area of it. */
export type CoordinatorScope = ScopeId | { conferenceId: ScopeId; thematicAreaId?: ScopeId };

/**
 * Scopes:
 * - `public`, `loggedIn`, `role` (a global role);
 * - `adminCongreso`, `coordinador`, `organizadorCongreso`, `juez`: that conference role in the
 *   conference whose id the scope is given, taken from the field's arguments or its parent:
 *   `authScopes: (_parent, args) => ({ adminCongreso: args.conferenceId })`. An id that cannot be
 *   one (missing, not an integer) never passes.
 */
export type AuthScopes = {
  public: boolean;
  loggedIn: boolean;
  role: GlobalRole;
  adminCongreso: ScopeId;
  coordinador: CoordinatorScope;
  organizadorCongreso: ScopeId;
  juez: ScopeId;
};

/** Every scope but `public` requires a signed-in viewer: `t.withAuth(...)` narrows the context. */
type AuthContexts = { [K in Exclude<keyof AuthScopes, 'public'>]: SignedInContext };

export type BuilderTypes = {
  Context: Context;
  AuthScopes: AuthScopes;
  AuthContexts: AuthContexts;
  /** `File`: an upload of the GraphQL multipart request spec, streamed (platform/multipart-uploads.ts). */
  Scalars: { File: { Input: IncomingUpload; Output: never } };
  DefaultFieldNullability: false;
};

function conferenceScope(viewer: Viewer | null, role: ConferenceRoleKind, conferenceId: ScopeId, thematicAreaId?: ScopeId): boolean {
  const conference = intIdOrNull(conferenceId);
  if (conference === null) return false;
  if (thematicAreaId === undefined || thematicAreaId === null) return hasConferenceRole(viewer, role, conference);
  const area = intIdOrNull(thematicAreaId);
  return area !== null && hasConferenceRole(viewer, role, conference, area);
}

/** The scope initializer: what the request's viewer may do. */
export const authScopesOf = (ctx: Context) => ({
  public: true,
  loggedIn: ctx.viewer !== null,
  role: (role: GlobalRole) => hasRole(ctx.viewer, role),
  adminCongreso: (conferenceId: ScopeId) => conferenceScope(ctx.viewer, 'ADMIN_CONGRESO', conferenceId),
  coordinador: (scope: CoordinatorScope) =>
    scope !== null && typeof scope === 'object'
      ? conferenceScope(ctx.viewer, 'COORDINADOR', scope.conferenceId, scope.thematicAreaId)
      : conferenceScope(ctx.viewer, 'COORDINADOR', scope),
  organizadorCongreso: (conferenceId: ScopeId) => conferenceScope(ctx.viewer, 'ORGANIZADOR_CONGRESO', conferenceId),
  juez: (conferenceId: ScopeId) => conferenceScope(ctx.viewer, 'JUEZ', conferenceId),
});

/** The scope-auth options of the schema builder (tests build small schemas with the same ones). */
export const scopeAuthOptions = {
  authScopes: async (ctx: Context) => authScopesOf(ctx),
  unauthorizedError: (_parent: unknown, ctx: Context) =>
    toGraphQLError(ctx.viewer ? forbidden() : (ctx.authError ?? unauthenticated('Debe iniciar sesión.'))),
};

export const createSchemaBuilder = () =>
  new SchemaBuilder<BuilderTypes>({
    plugins: [ScopeAuthPlugin],
    defaultFieldNullability: false,
    scopeAuth: scopeAuthOptions,
  });

/**
 * The schema builder. Every Query and Mutation field declares its scopes (schema.test.ts):
 * `authScopes: { public: true }`, or `t.withAuth(scopes)`, which also types `ctx.viewer` as
 * signed in.
 */
export const builder = createSchemaBuilder();

builder.queryType({});
builder.mutationType({});
