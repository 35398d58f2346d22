import { RequestCache } from '@pothos/plugin-scope-auth';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHarness, type Harness } from '../test/harness';
import type { Context } from './context';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe('a GraphQL request lets go of its context when its answer is built', () => {
  it('clears the scope cache of the context it built, by Yoga and as a known query', async () => {
    const { token, user } = await h.signIn('USER');
    const clear = vi.spyOn(RequestCache, 'clearForContext');
    try {
      // The first sighting of a text goes through Yoga; its repeat is a known query.
      for (let i = 0; i < 2; i++) {
        clear.mockClear();
        const res = await h.gql<{ me: { id: string } }>('query ContextRelease { me { id } }', {}, { token });
        expect(res.data?.me.id).toBe(user.id);
        expect(clear).toHaveBeenCalledTimes(1);
        expect((clear.mock.calls[0]![0] as Context).viewer?.id).toBe(user.id);
      }
    } finally {
      clear.mockRestore();
    }
  });

  it('builds contexts that share every function they carry: none is made for one request (it would hold that request)', async () => {
    const { token, user } = await h.signIn('USER');
    const clear = vi.spyOn(RequestCache, 'clearForContext');
    try {
      const contexts: Context[] = [];
      for (let i = 0; i < 3; i++) {
        clear.mockClear();
        await h.gql('query ContextShape { me { id } }', {}, { token });
        contexts.push(clear.mock.calls[0]![0] as Context);
      }
      const functionsOf = (context: Context) =>
        Object.entries(Object.getOwnPropertyDescriptors(context)).flatMap(([name, d]) =>
          [d.get, d.set, d.value].filter((v) => typeof v === 'function').map((fn) => [name, fn] as const),
        );
      const [first, ...others] = contexts.map(functionsOf);
      expect(first!.map(([name]) => name)).toContain('ip');
      for (const other of others) expect(other).toEqual(first);
      for (const [name, fn] of first!) for (const other of others) expect(other.find(([n]) => n === name)![1], name).toBe(fn);
      for (const context of contexts) {
        expect(context.viewer?.id).toBe(user.id);
        // The address is there when asked (sign-ins and audit read it).
        expect(context.ip).toBe('127.0.0.1');
      }
    } finally {
      clear.mockRestore();
    }
  });
});
