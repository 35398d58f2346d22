import type { FilePurpose } from '@portal/domain/news';
import { refreshTokens } from '../../shared/apollo/token-refresh';
import { getToken } from '../../shared/auth/auth-storage';
import { GraphQLRequestError, NetworkRequestError } from '../../shared/graphql-request';
import type { WireGraphQLError } from '../../shared/graphql-errors';
import { UPLOAD_FILE_QUERY } from './operations';

export type UploadedFile = { id: string; url: string };
type Answer = { data?: { uploadFile: UploadedFile } | null; errors?: WireGraphQLError[] };

/** One multipart request (GraphQL multipart request spec) with upload progress from 0 to 1. */
function send(file: File, purpose: FilePurpose, onProgress: (fraction: number) => void): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: UPLOAD_FILE_QUERY, variables: { file: null, purpose } }));
    form.append('map', JSON.stringify({ 0: ['variables.file'] }));
    form.append('0', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/graphql');
    xhr.setRequestHeader('x-graphql-yoga-csrf', '1');
    xhr.setRequestHeader('accept', 'application/graphql-response+json, application/json');
    const token = getToken();
    if (token) xhr.setRequestHeader('authorization', `bearer ${token}`);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      try {
        resolve(JSON.parse(xhr.responseText) as Answer);
      } catch {
        const message = xhr.status === 413 ? 'El archivo es demasiado grande.' : 'No se pudo subir el archivo.';
        resolve({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT', fields: { file: message } } }] });
      }
    };
    xhr.onerror = () => reject(new NetworkRequestError());
    xhr.send(form);
  });
}

/** Uploads a file for `purpose`; refreshes an expired access token once, as the Apollo link does. */
export async function uploadFile(file: File, purpose: FilePurpose, onProgress: (fraction: number) => void): Promise<UploadedFile> {
  let answer = await send(file, purpose, onProgress);
  if (answer.errors?.some((e) => e.extensions?.code === 'FORBIDDEN' && e.extensions?.reason === 'TOKEN_EXPIRED')) {
    const refreshed = await refreshTokens(getToken());
    if (refreshed.ok) answer = await send(file, purpose, onProgress);
  }
  if (answer.errors?.length || !answer.data) throw new GraphQLRequestError(answer.errors ?? []);
  return answer.data.uploadFile;
}
