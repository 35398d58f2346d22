import { builder } from './builder';

/** A row shown by id and name: a conference, thematic area, category, university, career… */
export type Named = { id: number; name: string };

const refs = new Map<string, ReturnType<typeof define>>();

const define = (name: string, description?: string) =>
  builder.objectRef<Named>(name).implement({
    description,
    fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
  });

/** The `{ id name }` object type named `name`, declared once however many modules ask for it. */
export function namedType(name: string, description?: string) {
  let ref = refs.get(name);
  if (!ref) refs.set(name, (ref = define(name, description)));
  return ref;
}
