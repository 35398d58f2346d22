import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { applyServerErrors } from './server-errors';
import { zodFormResolver } from './zod-resolver';

const schema = z.object({
  title: z.string().min(1, 'Ingrese el título'),
  authors: z.array(z.object({ email: z.string().email('Correo inválido') })).min(2, 'Agregue dos autores'),
});
type Values = z.input<typeof schema>;
const resolve = (resolver: ReturnType<typeof zodFormResolver<Values>>, values: Values) =>
  resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false }) as Promise<{ errors: Record<string, unknown> }>;

describe('zodFormResolver', () => {
  it('puts every issue on its top-level field by default', async () => {
    const { errors } = await resolve(zodFormResolver<Values>(schema), { title: '', authors: [{ email: 'x' }] });
    expect(errors).toEqual({ title: { type: 'validation', message: 'Ingrese el título' }, authors: { type: 'validation', message: 'Correo inválido' } });
  });

  it('nested: an item issue lands on its whole path, a list issue on the list root', async () => {
    const { errors } = await resolve(zodFormResolver<Values>(schema, undefined, { nested: true }), { title: 'T', authors: [{ email: 'x' }] });
    expect(errors).toEqual({
      authors: { 0: { email: { type: 'validation', message: 'Correo inválido' } }, root: { type: 'validation', message: 'Agregue dos autores' } },
    });
  });
});

describe('applyServerErrors', () => {
  const answer = { errors: [{ message: 'Datos inválidos', extensions: { code: 'BAD_USER_INPUT', fields: { 'authors.1.email': 'Ese correo ya figura', other: 'Otro' } } }] };

  it('nested: places a nested server path under a field of the form; the rest goes to the alert', () => {
    const placed: string[] = [];
    const alert = applyServerErrors(answer, (name) => void placed.push(name), ['title', 'authors'], {}, true);
    expect(placed).toEqual(['authors.1.email']);
    expect(alert).toBe('Otro');
  });

  it('without nested, a nested server path goes to the alert', () => {
    const placed: string[] = [];
    const alert = applyServerErrors(answer, (name) => void placed.push(name), ['title', 'authors']);
    expect(placed).toEqual([]);
    expect(alert).toBe('Ese correo ya figura Otro');
  });
});
