import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import type { GlobalRole } from '@portal/domain/roles';
import type { Context } from './context';
import { forbidden, unauthenticated } from './errors';

/**
 * The schema builder. Every Query and Mutation field must declare `authScopes`
 * (see schema-scopes.test.ts): `public`, `loggedIn`, or `role`.
 */
export const builder = new SchemaBuilder<{
  Context: Context;
  AuthScopes: { public: boolean; loggedIn: boolean; role: GlobalRole };
  /** `File`: an upload of the GraphQL multipart request spec (Yoga hands resolvers a web File). */
  Scalars: { File: { Input: File; Output: never } };
  DefaultFieldNullability: false;
}>({
  plugins: [ScopeAuthPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    authScopes: async (ctx) => ({
      public: true,
      loggedIn: ctx.viewer !== null,
      role: (role) => ctx.viewer?.roles.includes(role) ?? false,
    }),
    unauthorizedError: (_parent, ctx) => (ctx.viewer ? forbidden() : (ctx.authError ?? unauthenticated('Debe iniciar sesión.'))),
  },
});

builder.queryType({});
builder.mutationType({});
