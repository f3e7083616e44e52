// Times heatmap hovers on a built dist/, split into the handler (pointer event to the end of
// its effects) and the frame, for working on hover latency without the whole e2e run:
// node tests/e2e/hover_probe.mjs [DIST_DIR] [ROUNDS]
import { chromium } from 'playwright-core';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveDist } from './serve.mjs';
import { runScript } from './helpers.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(process.argv[2] || path.join(here, '..', '..', 'dist'));
const rounds = Number(process.argv[3] || 3);
const server = await serveDist(dist);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--no-sandbox', '--no-first-run', '--disable-background-networking', ...(process.env.PROBE_FLAGS || '').split(' ').filter(Boolean)],
});
const ctx = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
const page = await ctx.newPage();
await page.goto(server.base);
await page.waitForFunction(() => window.__stridelab && window.__stridelab.runs >= 1, null, { timeout: 30000 });
const hover = (pts) => page.evaluate(async (pts) => {
  const c = document.querySelector('#heatmap');
  const r = c.getBoundingClientRect();
  const out = [];
  for (const [x, y] of pts) {
    const t0 = performance.now();
    c.dispatchEvent(new MouseEvent('mousemove', { bubbles: true, clientX: r.left + x, clientY: r.top + y }));
    const t1 = performance.now();
    await Promise.resolve();
    await new Promise((res) => setTimeout(res, 0));
    const t2 = performance.now();
    await new Promise((res) => requestAnimationFrame(() => res()));
    out.push([t1 - t0, t2 - t0, performance.now() - t0].map((v) => +v.toFixed(1)));
  }
  return out;
}, pts);
if (process.env.PROBE_PRELUDE) {
  // What e2e.mjs does on this page before it times hovers.
  await runScript(page, 'x = torch.arange(12.).view(3, 4)\ny = x.T\ny.stride()\ny.is_contiguous()\nz = y.contiguous()\n');
  await page.click('[data-var="y"]');
  await page.waitForSelector('#strip');
  await page.focus('.cell[data-t="y"][data-i="1,2"]');
  await page.click('#walk-next');
  await page.reload();
  await page.waitForFunction(() => window.__stridelab && window.__stridelab.runs >= 1);
}
const pts = [[10, 10], [500, 500], [250, 100], [40, 480], [511, 3]];
await runScript(page, 'big = torch.arange(4096.).view(64, 64).T\n');
await page.waitForSelector('#heatmap');
for (let i = 0; i < rounds; i++) console.log('64x64 [handler, +tasks, +frame] ms', JSON.stringify(await hover(pts)));
await runScript(page, 'torch.manual_seed(0)\nimg = torch.rand(1024, 1024)\nflat = img.view(-1)[::3]\n');
await page.click('[data-var="img"]');
await page.waitForSelector('.heat-tensor[data-tensor="img"]');
for (let i = 0; i < rounds; i++) console.log('1024  [handler, +tasks, +frame] ms', JSON.stringify(await hover(pts)));
await browser.close();
server.close();
