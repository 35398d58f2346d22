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

  it('builds a context whose own properties are plain data: no getter or function of its own that would hold the request', async () => {
    const { token, user } = await h.signIn('USER');
    const clear = vi.spyOn(RequestCache, 'clearForContext');
    try {
      for (let i = 0; i < 2; i++) {
        clear.mockClear();
        await h.gql('query ContextShape { me { id } }', {}, { token });
        const context = clear.mock.calls[0]![0] as Context;
        expect(context.viewer?.id).toBe(user.id);
        for (const [name, descriptor] of Object.entries(Object.getOwnPropertyDescriptors(context))) {
          expect(descriptor.get ?? descriptor.set, name).toBeUndefined();
          expect(typeof descriptor.value, name).not.toBe('function');
        }
        // The address is still there when asked (sign-ins and audit read it).
        expect(context.ip).toBe('127.0.0.1');
      }
    } finally {
      clear.mockRestore();
    }
  });
});
