import { expect, test, type Locator, type Page } from '@playwright/test';
import { demo, signIn } from '../support/accounts';

/**
 * Forms, autocompletes, selects, tooltips and date pickers set state of their own while they mount
 * (react-hook-form's `isReady`; the element a list, menu, bubble or calendar hangs from). Made in
 * a commit, such an update is drawn at once, in the same task, before the commit returns: the
 * component is drawn twice in the task that put it on the screen. The build makes those updates
 * transitions (apps/web/vite-mount-transitions.ts). These tests load the pages that have them and
 * count, through React's DevTools hook (React calls it after every commit, in production builds
 * too), the components drawn in a commit made inside another commit's return. Then they open what
 * hangs from those elements.
 *
 * React also re-runs, in such a nested pass, a component whose update it had already found to
 * change nothing (MUI's FormControl told on mount that its field is empty, as it knew): that
 * component bails out without drawing, so it is not counted.
 */

type CommitRecord = { commits: number; nested: number; drawnInNested: number };

async function recordCommits(page: Page) {
  await page.addInitScript(() => {
    /** React's flag for a fiber that rendered in the pass just committed (rather than bailing out). */
    const PERFORMED_WORK = 1;
    type Fiber = { flags: number; child: Fiber | null; sibling: Fiber | null; alternate: Fiber | null };
    const record: CommitRecord = { commits: 0, nested: 0, drawnInNested: 0 };
    /** Fibers that drew in this pass: a subtree the pass did not enter is the previous tree's own, with its old flags. */
    const drawn = (fiber: Fiber | null): number => {
      let count = 0;
      for (let f = fiber; f; f = f.sibling) {
        if (f.flags & PERFORMED_WORK) count++;
        if (f.alternate === null || f.child !== f.alternate.child) count += drawn(f.child);
      }
      return count;
    };
    /** The name (and file) of a stack frame, without its line and column. */
    const frameOf = (line: string) => line.trim().replace(/:\d+:\d+\)?$/, '');
    Error.stackTraceLimit = 200;
    const nothing = () => undefined;
    Object.assign(window, {
      commitRecord: record,
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        isDisabled: false,
        renderers: new Map(),
        inject: () => 1,
        checkDCE: nothing,
        onCommitFiberUnmount: nothing,
        onPostCommitFiberRoot: nothing,
        setStrictMode: nothing,
        onCommitFiberRoot: (_renderer: number, root: { current: Fiber }) => {
          record.commits++;
          // [this function, React's function that called it, …]: called again from deeper down
          // the same stack, this commit was made while that function was finishing another one.
          const frames = (new Error().stack ?? '').split('\n').slice(1).map(frameOf);
          if (!frames.slice(2).includes(frames[1]!)) return;
          record.nested++;
          record.drawnInNested += drawn(root.current);
        },
      },
    });
  });
}

const commitsSoFar = (page: Page) => page.evaluate(() => (window as unknown as { commitRecord: CommitRecord }).commitRecord);

/** The page has committed something, and no component was drawn in a commit nested in another. */
async function expectNoSecondDrawing(page: Page) {
  const record = await commitsSoFar(page);
  expect(record.commits).toBeGreaterThan(0);
  expect(record.drawnInNested).toBe(0);
}

/** Signed in as the system administrator, loads `path` from its address with the commits recorded. */
async function openSignedIn(page: Page, path: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, demo.sysadmin.email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await recordCommits(page);
  await page.goto(path);
}

/** The box of `popup` starts within a few pixels under (or over) `field`'s, at its left: it hangs from it. */
async function expectHangingFrom(popup: Locator, field: Locator) {
  const [f, p] = [await field.boundingBox(), await popup.boundingBox()];
  expect(f && p).toBeTruthy();
  const below = Math.abs(p!.y - (f!.y + f!.height));
  const above = Math.abs(p!.y + p!.height - f!.y);
  expect(Math.min(below, above)).toBeLessThanOrEqual(16);
  expect(Math.abs(p!.x - f!.x)).toBeLessThanOrEqual(24);
}

test('the sign-in page draws its form once in the task that mounts it', async ({ page }) => {
  await recordCommits(page);
  await page.goto('/');
  await expect(page.getByLabel('Correo electrónico o documento')).toBeVisible();
  await expectNoSecondDrawing(page);
});

test('Usuarios draws its selects and its pagination tooltips once in the task that mounts them; their menus and bubbles still open where they belong', async ({ page }) => {
  await openSignedIn(page, '/dashboard/usuarios');
  const next = page.getByRole('button', { name: 'Ir a la página siguiente' });
  await expect(next).toBeVisible();
  const rowsPerPage = page.getByRole('combobox', { name: /filas por página/i });
  await expect(rowsPerPage).toBeVisible();
  await expectNoSecondDrawing(page);

  await next.hover();
  await expect(page.getByRole('tooltip', { name: 'Ir a la página siguiente' })).toBeVisible();
  await rowsPerPage.click();
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  await expect(listbox.getByRole('option')).not.toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(listbox).toHaveCount(0);
});

test('Mi perfil draws its forms, the country field and the date field once in the task that mounts them; the list and the calendar still hang from their fields', async ({ page }) => {
  await openSignedIn(page, '/dashboard/mi-perfil');
  const personal = page.getByRole('region', { name: 'Datos personales' });
  const country = personal.getByRole('combobox', { name: 'País' });
  await expect(country).toBeVisible();
  await expect(personal.getByRole('group', { name: 'Fecha de nacimiento' })).toBeVisible();
  await expectNoSecondDrawing(page);

  await country.click();
  const list = page.getByRole('listbox', { name: 'País' });
  await expect(list.getByRole('option').first()).toBeVisible();
  await expectHangingFrom(list, country);
  await page.keyboard.press('Escape');
  await expect(list).toHaveCount(0);

  const dateField = personal.getByRole('group', { name: 'Fecha de nacimiento' });
  await personal.getByRole('button', { name: /^Elegir fecha/ }).click();
  const calendar = page.getByRole('dialog');
  await expect(calendar).toBeVisible();
  await expectHangingFrom(calendar, dateField);
});
