import type { builder } from './builder';

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer S> ? S : never;

/** Who a person is, as `Account` and `Me` both show it: id, e-mail, names and document, in this order. */
export function accountFields<P extends { id: string; email: string; firstName: string; lastName: string; document: string }>(t: PothosSchemaTypes.ObjectFieldBuilder<Types, P>) {
  return {
    id: t.id({ resolve: (p) => p.id }),
    email: t.string({ resolve: (p) => p.email }),
    firstName: t.string({ resolve: (p) => p.firstName }),
    lastName: t.string({ resolve: (p) => p.lastName }),
    document: t.string({ resolve: (p) => p.document }),
  };
}
