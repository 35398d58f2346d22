import { ApolloClient, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ApolloLink } from '@apollo/client/link';
import { parse } from 'graphql';
import { firstValueFrom, of } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeErrorDialog, getErrorDialog } from '../error-dialogs/dialog-store';
import { graphqlRequest, NetworkRequestError } from '../graphql-request';
import { createErrorLink } from './error-link';

const unavailable = { message: 'El servidor se encuentra desconectado. Intente nuevamente en unos instantes.', extensions: { code: 'SERVICE_UNAVAILABLE' } };
const badInput = { message: 'Revise los datos.', extensions: { code: 'BAD_USER_INPUT' } };

/** Runs `query` through the error link in front of a server that answers `errors`. */
async function through(query: string, errors: object[]) {
  const server = new ApolloLink(() => of({ data: null, errors } as ApolloLink.Result));
  const link = ApolloLink.from([createErrorLink({ onRefreshed: () => undefined }), server]);
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  await firstValueFrom(ApolloLink.execute(link, { query: parse(query) }, { client })).catch((error: unknown) => {
    if (!CombinedGraphQLErrors.is(error)) throw error;
  });
}

afterEach(() => {
  closeErrorDialog();
  vi.unstubAllGlobals();
});

describe('the «servidor desconectado» dialog', () => {
  it('opens when the server answers SERVICE_UNAVAILABLE (its database unreachable), for a query and for sign-in', async () => {
    await through('{ me { id } }', [unavailable]);
    expect(getErrorDialog()).toBe('server-offline');
    closeErrorDialog();
    await through('mutation { login(username: "a", password: "b") { token } }', [unavailable]);
    expect(getErrorDialog()).toBe('server-offline');
  });

  it('stays closed for another error', async () => {
    await through('{ me { id } }', [badInput]);
    expect(getErrorDialog()).toBeNull();
  });

  it('opens from the public screens\' plain request too, which then fails as «no answer»', async () => {
    const answer = (errors: object[]) => vi.fn(async () => new Response(JSON.stringify({ data: null, errors }), { status: 503, headers: { 'content-type': 'application/graphql-response+json' } }));
    vi.stubGlobal('fetch', answer([unavailable]));
    await expect(graphqlRequest(parse('mutation { login(username: "a", password: "b") { token } }'), {})).rejects.toBeInstanceOf(NetworkRequestError);
    expect(getErrorDialog()).toBe('server-offline');
    closeErrorDialog();
    vi.stubGlobal('fetch', answer([badInput]));
    await expect(graphqlRequest(parse('mutation { login(username: "a", password: "b") { token } }'), {})).rejects.toThrow('Revise los datos.');
    expect(getErrorDialog()).toBeNull();
  });
});
