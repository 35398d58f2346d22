import { expect, type Browser, type Page } from '@playwright/test';
import { E2E_BASE_URL } from './env';
import { waitForMail } from './mail';

export const DEMO_PASSWORD = 'portal-demo-2026';

export const demo = {
  socio: { email: 'socio@example.org', name: 'Sofía Martínez' },
  sysadmin: { email: 'sysadmin@example.org', name: 'Sergio Ibáñez' },
  admin: { email: 'admin@example.org', name: 'Ana Domínguez' },
  tesoreria: { email: 'tesoreria@example.org', name: 'Tomás Ramírez' },
  congreso: { email: 'congreso@example.org', name: 'Carla Gómez' },
  coordinador: { email: 'coordinador@example.org', name: 'Camilo Herrera' },
  organizador: { email: 'organizador@example.org', name: 'Olga Benítez' },
  juez: { email: 'juez@example.org', name: 'Julián Sosa' },
} as const;

/** Fills and sends the login form the page shows now (after a redirect to it, or on another portal). */
export async function fillSignInForm(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Correo electrónico o documento').fill(username);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

/** Signs in through the login screen as a person would. */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.goto('/');
  await fillSignInForm(page, username, password);
}

/** A signed-in page of its own (a new browser context) for a second person in the same test. */
export async function pageAs(browser: Browser, email: string, password?: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

/** Calls the API directly, for what happens outside the browser under test (another device, staff). */
export function api<T>(query: string, variables: Record<string, unknown> = {}, token?: string, headers: Record<string, string> = {}): Promise<T> {
  return apiAt<T>(E2E_BASE_URL, query, variables, token, headers);
}

/** `api` on the portal at `base` (a spec's portal of its own). */
export async function apiAt<T>(base: string, query: string, variables: Record<string, unknown> = {}, token?: string, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `bearer ${token}` } : {}), ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: unknown[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!;
}

export async function apiLogin(username: string, password = DEMO_PASSWORD, base = E2E_BASE_URL) {
  const data = await apiAt<{ login: { token: string; refreshToken: string } }>(
    base,
    'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { token refreshToken } }',
    { u: username, p: password },
  );
  return data.login;
}

/**
 * The path of the first portal link in a mail's text (`/asociarse/confirmar/…`, `/correo/confirmar/…`),
 * with its query when it has one (`?next=…`: where joining brings the person back to).
 */
export function linkPathIn(text: string, prefix: '/asociarse/confirmar/' | '/correo/confirmar/'): string {
  const match = new RegExp(`https?://[^\\s/]+(${prefix}[A-Za-z0-9_-]+(?:\\?[^\\s]*)?)`).exec(text);
  expect(match, `a ${prefix} link`).not.toBeNull();
  return match![1];
}

export type JoinData = { email: string; firstName: string; lastName: string; document: string; password: string; dateBirth?: string; gender?: string; principalContactNumber?: string };

/**
 * A documentation address (TEST-NET-2, RFC 5737) of the e-mail's own: the same person always joins
 * from the same address, and different people (distinct e-mails) spread over the 254 addresses
 * however often a spec is run (`--repeat-each` loads this module again for every repeat).
 */
const visitorAddressOf = (email: string) => {
  let hash = 0;
  for (const char of email) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `198.51.100.${(hash % 254) + 1}`;
};

/** Asks to join through the API as a visitor does (`register`): the confirmation e-mail is queued. */
export async function registerThroughApi(data: JoinData): Promise<void> {
  const { membershipCategories } = await api<{ membershipCategories: { id: string; isStudent: boolean }[] }>('{ membershipCategories { id isStudent } }');
  const category = membershipCategories.find((c) => !c.isStudent)!;
  await api(
    'mutation ($r: RegisterInput!) { register(register: $r) }',
    { r: { dateBirth: '10/10/1990', gender: 'OTRO', principalContactNumber: '11 5555-0000', ...data, categoryId: Number(category.id) } },
    undefined,
    // Each member the specs create joins from an address of their own, as separate people do (the
    // e2e portal trusts one proxy hop); joining is throttled per client address.
    { 'x-forwarded-for': visitorAddressOf(data.email) },
  );
}

/** Joins through the API as a visitor does: `register`, then the link mailed to the address. */
export async function joinThroughApi(data: JoinData): Promise<void> {
  await registerThroughApi(data);
  const mail = await waitForMail(data.email.toLowerCase(), 'Confirme su correo para asociarse');
  const token = linkPathIn(mail.text, '/asociarse/confirmar/').split('/').pop()!;
  await api('mutation ($t: String!) { confirmRegistration(token: $t) { membershipId } }', { t: token });
}

let created = 0;

/** A new member of its own, with a unique e-mail and document per run, so no spec depends on another's data. */
export async function createMember(label: string): Promise<{ email: string; password: string; document: string }> {
  // The worker's number too: two specs running side by side may ask in the same millisecond.
  const stamp = `${Date.now()}${process.env.TEST_WORKER_INDEX ?? 0}${++created}`;
  const email = `${label}.${stamp}@example.org`;
  const document = String(40_000_000 + (Number(stamp.slice(-7)) % 9_000_000));
  const password = 'clave-de-prueba-e2e-2026';
  await joinThroughApi({ email, firstName: 'Prueba', lastName: label, document, password });
  return { email, password, document };
}

