import { expect, test, type Locator, type Page } from '@playwright/test';
import { demo, fillSignInForm, signIn } from '../support/accounts';

/**
 * What axe cannot see: the colours under a button's label while it has the keyboard focus. The
 * label's colour against its background, with every layer the button paints over that background
 * (the ripple's pulsing circle of the focus) blended in as the browser computes them, must keep
 * 4.5:1 (WCAG AA).
 */

type Rgba = [number, number, number, number];

/** Contrast of the label over the blended background, read from the computed styles. */
async function focusedLabelContrast(button: Locator): Promise<number> {
  return button.evaluate((el) => {
    const rgba = (css: string): Rgba => {
      const m = /rgba?\(([^)]+)\)/.exec(css);
      if (!m) return [0, 0, 0, 0];
      const [r, g, b, a = '1'] = m[1].split(/[,\s/]+/).filter(Boolean);
      return [Number(r), Number(g), Number(b), Number(a)];
    };
    const over = (top: Rgba, bottom: Rgba, opacity = 1): Rgba => {
      const a = top[3] * opacity;
      return [0, 1, 2].map((i) => top[i] * a + bottom[i] * (1 - a)).concat(1) as Rgba;
    };
    // The first opaque background from the button up (a transparent outlined button shows its bar's).
    let background: Rgba = [255, 255, 255, 1];
    const stack: Rgba[] = [];
    for (let node: Element | null = el; node; node = node.parentElement) {
      const bg = rgba(getComputedStyle(node).backgroundColor);
      if (bg[3] > 0) stack.unshift(bg);
      if (bg[3] === 1) break;
    }
    for (const bg of stack) background = over(bg, background);
    // Each visible ripple layer: its circle's colour at the opacity of the ripple and of the circle.
    for (const ripple of el.querySelectorAll('.MuiTouchRipple-ripple')) {
      const child = ripple.querySelector('.MuiTouchRipple-child');
      if (!child) continue;
      const opacity = Number(getComputedStyle(ripple).opacity) * Number(getComputedStyle(child).opacity);
      background = over(rgba(getComputedStyle(child).backgroundColor), background, opacity);
    }
    const text = rgba(getComputedStyle(el).color);
    const luminance = ([r, g, b]: Rgba) => {
      const lin = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    const [l1, l2] = [luminance(over(text, background)), luminance(background)].sort((a, b) => b - a);
    return (l1 + 0.05) / (l2 + 0.05);
  });
}

/** Two frames drawn and no animation running: whatever the focus paints (the ripple's layer) is on screen. */
async function settled(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

/** Moves the keyboard focus with Tab until `target` has it, as a keyboard user does. */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error('Tab never reached the button');
}

test('a filled button keeps its label at 4.5:1 or more while it has the keyboard focus', async ({ page }) => {
  await page.goto('/');
  const signIn = page.getByRole('button', { name: 'Ingresar' });
  const unfocused = await focusedLabelContrast(signIn);
  await page.getByLabel('Correo electrónico o documento').fill(demo.socio.email);
  await page.getByLabel('Contraseña').fill('x');
  await page.getByLabel('Correo electrónico o documento').focus();
  await tabTo(page, signIn);
  await expect(signIn).toHaveClass(/Mui-focusVisible/);
  await settled(page);
  const focused = await focusedLabelContrast(signIn);
  expect(unfocused).toBeGreaterThanOrEqual(4.5);
  expect(focused, `«Ingresar» with the focus: ${focused.toFixed(2)}:1`).toBeGreaterThanOrEqual(4.5);
});

test('the header\'s «Cerrar sesión» keeps 4.5:1 with the keyboard focus', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await fillSignInForm(page, demo.socio.email);
  const signOut = page.getByRole('button', { name: 'Cerrar sesión' });
  await expect(signOut).toBeVisible();
  // Start the Tab walk at the top of the header (a click there on nothing focusable).
  await page.mouse.click(2, 2);
  await tabTo(page, signOut);
  await expect(signOut).toHaveClass(/Mui-focusVisible/);
  await settled(page);
  const focused = await focusedLabelContrast(signOut);
  expect(focused, `«Cerrar sesión» with the focus: ${focused.toFixed(2)}:1`).toBeGreaterThanOrEqual(4.5);
});

test('the evaluation\'s filled success and error buttons («Aprobar», «Rechazar») keep 4.5:1 with the keyboard focus', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // ADMIN_CONGRESO votes on any pending item; nothing is decided here, the buttons only take the focus.
  await signIn(page, demo.congreso.email);
  await page.getByRole('link', { name: 'Evaluación', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Evaluación: ponencias' })).toBeVisible();
  await page.getByRole('link', { name: /^Evaluar «/ }).first().click();
  const decision = page.getByRole('region', { name: 'Decisión' });
  await expect(decision).toBeVisible();
  for (const name of ['Aprobar', 'Rechazar']) {
    const button = decision.getByRole('button', { name, exact: true });
    const unfocused = await focusedLabelContrast(button);
    // Start the Tab walk at the section's heading (a click there on nothing focusable).
    await decision.getByRole('heading', { name: 'Decisión' }).click();
    await tabTo(page, button);
    await expect(button).toHaveClass(/Mui-focusVisible/);
    await settled(page);
    const focused = await focusedLabelContrast(button);
    expect(unfocused, `«${name}» without the focus: ${unfocused.toFixed(2)}:1`).toBeGreaterThanOrEqual(4.5);
    expect(focused, `«${name}» with the focus: ${focused.toFixed(2)}:1`).toBeGreaterThanOrEqual(4.5);
  }
});
