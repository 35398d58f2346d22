import { refreshTokens } from '../../shared/apollo/token-refresh';
import { getToken } from '../../shared/auth/auth-storage';
import type { WireGraphQLError } from '../../shared/graphql-errors';
import { GraphQLRequestError, NetworkRequestError } from '../../shared/graphql-request';

const QUERY = 'mutation PreviewBankStatement($file: File!) { previewBankStatement(file: $file) { id status } }';
type Answer = { data?: { previewBankStatement: { id: string; status: string } } | null; errors?: WireGraphQLError[] };

/** One GraphQL multipart request (the upload spec) with the CSV. */
async function send(file: File): Promise<Answer> {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: QUERY, variables: { file: null } }));
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', file, file.name);
  const headers: Record<string, string> = { 'x-graphql-yoga-csrf': '1', accept: 'application/graphql-response+json, application/json' };
  const token = getToken();
  if (token) headers.authorization = `bearer ${token}`;
  let res: Response;
  try {
    res = await fetch('/graphql', { method: 'POST', body: form, headers });
  } catch {
    throw new NetworkRequestError();
  }
  try {
    return (await res.json()) as Answer;
  } catch {
    const message = res.status === 413 ? 'El archivo es demasiado grande.' : 'No se pudo subir el archivo.';
    return { errors: [{ message, extensions: { code: 'BAD_USER_INPUT', fields: { file: message } } }] };
  }
}

/** Uploads a bank statement as a DRAFT import (refreshing an expired access token once); answers its id. */
export async function uploadBankStatement(file: File): Promise<string> {
  let answer = await send(file);
  if (answer.errors?.some((e) => e.extensions?.code === 'FORBIDDEN' && e.extensions?.reason === 'TOKEN_EXPIRED')) {
    const refreshed = await refreshTokens(getToken());
    if (refreshed.ok) answer = await send(file);
  }
  if (answer.errors?.length || !answer.data) throw new GraphQLRequestError(answer.errors ?? []);
  return answer.data.previewBankStatement.id;
}
