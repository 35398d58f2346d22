import type { Harness } from '../../test/harness';

export const tinyPdf = () => Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const UPLOAD = 'mutation ($file: File!, $purpose: FilePurpose!) { uploadFile(file: $file, purpose: $purpose) { id url } }';

/** Sends `uploadFile` as a GraphQL multipart request, as a browser would. */
export async function upload(
  h: Harness,
  o: { bytes: Buffer; name: string; type: string; purpose: string; token?: string; csrf?: boolean },
) {
  const boundary = `----portal${Math.random().toString(16).slice(2)}`;
  const part = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const body = Buffer.concat([
    Buffer.from(part('operations', JSON.stringify({ query: UPLOAD, variables: { file: null, purpose: o.purpose } }))),
    Buffer.from(part('map', JSON.stringify({ 0: ['variables.file'] }))),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="${o.name}"\r\nContent-Type: ${o.type}\r\n\r\n`),
    o.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const headers: Record<string, string> = { 'content-type': `multipart/form-data; boundary=${boundary}` };
  if (o.csrf !== false) headers['x-graphql-yoga-csrf'] = '1';
  if (o.token) headers.authorization = `bearer ${o.token}`;
  const res = await h.app.server.inject({ method: 'POST', url: '/graphql', payload: body, headers });
  let json: { data?: { uploadFile: { id: string; url: string } } | null; errors?: { message: string; extensions?: Record<string, unknown> }[] } = {};
  try {
    json = res.json();
  } catch {
    // not GraphQL (refused before Yoga)
  }
  return { status: res.statusCode, ...json };
}

/** Signs in a new user with the given roles and returns their token. */
export async function tokenFor(h: Harness, roles: ('ADMIN' | 'USER')[]) {
  const user = await h.createUser({ roles });
  const { token } = await h.login(user.email);
  return { user, token };
}
