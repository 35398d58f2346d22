/**
 * The grid at the size of a large congress in Chromium (issue 31): 20 items dragged from «Sin
 * asignar» onto free slots, each drop waited until the grid shows the item, and the Interaction to
 * Next Paint of each drop read from the browser's own Event Timing entries (PerformanceObserver,
 * type "event": the longest entry of each interaction). Reported: the 75th percentile and the
 * slowest, and how long the server took to answer each placement (the grid shows the item as
 * "Asignando…" at once; the answer follows).
 */
import puppeteer, { type Page } from 'puppeteer-core';

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export type InpFigures = { drops: number; p75: number; max: number; answered: { p50: number; max: number }; loadSeconds: number };

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

async function signIn(page: Page, baseUrl: string, username: string, password: string) {
  await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle0' });
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }).catch(() => undefined), page.locator('button[type="submit"]').click()]);
  await page.waitForFunction(() => location.pathname.startsWith('/dashboard'), { timeout: 30_000 });
}

export async function runGridInp(opts: { baseUrl: string; conferenceId: number; username: string; password: string; drops?: number; chromePath?: string }): Promise<InpFigures> {
  const browser = await puppeteer.launch({ executablePath: opts.chromePath ?? '/usr/bin/chromium', args: [...CHROMIUM_ARGS, '--window-size=1600,1000'], defaultViewport: { width: 1600, height: 1000 } });
  try {
    const page = await browser.newPage();
    await signIn(page, opts.baseUrl, opts.username, opts.password);
    const started = performance.now();
    await page.goto(`${opts.baseUrl}/dashboard/cronogramas/${opts.conferenceId}/cronograma`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('div.cell.free', { timeout: 60_000 });
    const loadSeconds = (performance.now() - started) / 1000;
    // Every interaction's longest event entry, kept by the page.
    await page.evaluate(() => {
      const w = window as unknown as { __inp: Map<number, number> };
      w.__inp = new Map();
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
          if (!e.interactionId) continue;
          w.__inp.set(e.interactionId, Math.max(w.__inp.get(e.interactionId) ?? 0, e.duration));
        }
      }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
    });
    const drops = opts.drops ?? 20;
    const answered: number[] = [];
    for (let i = 0; i < drops; i++) {
      const card = await page.$('ul[aria-label="Actividades sin asignar"] > li');
      if (!card) throw new Error('nothing left to drag');
      await card.scrollIntoView();
      const from = (await card.boundingBox())!;
      // A free slot inside the window (the grid scrolls on its own), a different one each time.
      const visible = await page.$$eval('div.cell.free', (cells) =>
        cells
          .map((c) => ({ id: c.id, r: c.getBoundingClientRect() }))
          .map(({ id, r }) => ({ id, x: r.left + r.width / 2, y: r.top + r.height / 2 }))
          // Its centre is on screen and not covered (the grid scrolls inside its own box).
          .filter(({ id, x, y }) => x > 0 && y > 0 && x < window.innerWidth && y < window.innerHeight && document.elementFromPoint(x, y)?.closest('div.cell')?.id === id),
      );
      if (visible.length === 0) {
        await page.screenshot({ path: '/tmp/bench-grid.png' });
        throw new Error('no free slot in the window (screenshot: /tmp/bench-grid.png)');
      }
      const to = visible[(i * 7) % visible.length];
      const id = to.id;
      await page.mouse.move(from.x + 40, from.y + 20);
      await page.mouse.down();
      await page.mouse.move(from.x + 60, from.y + 30, { steps: 4 });
      await page.mouse.move(to.x, to.y, { steps: 12 });
      await page.waitForFunction((cellId) => document.getElementById(cellId)?.classList.contains('over') ?? false, { timeout: 10_000 }, id);
      const dropped = performance.now();
      await page.mouse.up();
      await page.waitForFunction((cellId) => document.getElementById(cellId)?.classList.contains('held') ?? false, { timeout: 30_000 }, id);
      await page.waitForFunction((cellId) => !document.getElementById(cellId)?.classList.contains('pending'), { timeout: 30_000 }, id);
      answered.push(performance.now() - dropped);
    }
    await new Promise((r) => setTimeout(r, 500));
    const durations = await page.evaluate(() => [...(window as unknown as { __inp: Map<number, number> }).__inp.values()]);
    // The drops are the pointerup interactions: the slowest `drops` interactions of the page are an upper bound for them.
    const ofDrops = [...durations].sort((a, b) => b - a).slice(0, drops);
    return { drops, p75: percentile(ofDrops, 75), max: Math.max(0, ...ofDrops), answered: { p50: percentile(answered, 50), max: Math.max(...answered) }, loadSeconds };
  } finally {
    await browser.close();
  }
}
