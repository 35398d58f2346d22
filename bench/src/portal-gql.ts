import type { BenchContext } from './sections';

/** A GraphQL request to the portal under test as its signed-in admin; its data, or an error naming what failed. */
export async function adminGql<T>(ctx: BenchContext, query: string, variables: Record<string, unknown>): Promise<T> {
  const res = await fetch(`${ctx.portal.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `bearer ${ctx.admin.token}` },
    body: JSON.stringify({ query, variables }),
  });
  const json = (await res.json()) as { data?: T; errors?: unknown };
  if (!json.data) throw new Error(`bench request failed: ${JSON.stringify(json.errors)}`);
  return json.data;
}
