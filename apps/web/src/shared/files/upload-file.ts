import type { FilePurpose } from '@portal/domain/files';
import { refreshTokens } from '../apollo/token-refresh';
import { getToken } from '../auth/auth-storage';
import { GraphQLRequestError, NetworkRequestError } from '../graphql-request';
import type { WireGraphQLError } from '../graphql-errors';

/**
 * Sent as a GraphQL multipart request by XMLHttpRequest, not through Apollo: only XHR reports
 * upload progress in every browser (fetch cannot stream a request body in Firefox or Safari).
 */
const UPLOAD_FILE_QUERY = 'mutation UploadFile($file: File!, $purpose: FilePurpose!) { uploadFile(file: $file, purpose: $purpose) { id url } }';

export type UploadedFile = { id: string; url: string };
export type UploadProgress = { loaded: number; total: number };
type Answer = { data?: { uploadFile: UploadedFile } | null; errors?: WireGraphQLError[] };

/** The person cancelled the upload. */
export class UploadCancelledError extends Error {
  constructor() {
    super('Se canceló la subida.');
    this.name = 'UploadCancelledError';
  }
}

/** One multipart request (GraphQL multipart request spec) reporting the bytes sent. */
function send(file: File, purpose: FilePurpose, onProgress: (progress: UploadProgress) => void, signal?: AbortSignal): Promise<Answer> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new UploadCancelledError());
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
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress({ loaded: e.loaded, total: e.total });
    xhr.onload = () => {
      try {
        resolve(JSON.parse(xhr.responseText) as Answer);
      } catch {
        const message = xhr.status === 413 ? 'El archivo es demasiado grande.' : 'No se pudo subir el archivo.';
        resolve({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT', fields: { file: message } } }] });
      }
    };
    xhr.onerror = () => reject(new NetworkRequestError());
    xhr.onabort = () => reject(new UploadCancelledError());
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** Uploads a file for `purpose`; refreshes an expired access token once, as the Apollo link does. */
export async function uploadFile(
  file: File,
  purpose: FilePurpose,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<UploadedFile> {
  let answer = await send(file, purpose, onProgress, signal);
  if (answer.errors?.some((e) => e.extensions?.code === 'FORBIDDEN' && e.extensions?.reason === 'TOKEN_EXPIRED')) {
    const refreshed = await refreshTokens(getToken());
    if (refreshed.ok) answer = await send(file, purpose, onProgress, signal);
  }
  if (answer.errors?.length || !answer.data) throw new GraphQLRequestError(answer.errors ?? []);
  return answer.data.uploadFile;
}
