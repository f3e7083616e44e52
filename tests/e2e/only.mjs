// Runs one group of the end-to-end checks against a built dist/, for working on one page:
// node tests/e2e/only.mjs lessons|graph|predict|tour [DIST_DIR]
// (e2e.mjs runs them all, with the rest of the playground's checks.)
import { chromium } from 'playwright-core';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveDist } from './serve.mjs';
import { checkLessons } from './lessons.mjs';
import { checkGraph } from './graph.mjs';
import { checkPredict } from './predict.mjs';
import { checkTour } from './tour.mjs';

const groups = { lessons: checkLessons, graph: checkGraph, predict: checkPredict, tour: checkTour };
const group = groups[process.argv[2]];
if (!group) {
  console.error(`usage: node tests/e2e/only.mjs ${Object.keys(groups).join('|')} [DIST_DIR]`);
  process.exit(2);
}
const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(process.argv[3] || path.join(here, '..', '..', 'dist'));
const out = path.join(here, 'out');
fs.mkdirSync(out, { recursive: true });
const server = await serveDist(dist);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--no-sandbox', '--no-first-run', '--disable-background-networking'],
});
let failures = 0;
const check = (cond, what) => { console.log(`${cond ? 'ok  ' : 'FAIL'} ${what}`); if (!cond) failures++; };
async function freshPage(url) {
  const ctx = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  const page = await ctx.newPage();
  page.on('pageerror', (e) => console.log('  [page error]', e.message));
  await page.goto(url);
  await page.waitForFunction(() => window.__stridelab && window.__stridelab.runs >= 1, null, { timeout: 30000 });
  return { ctx, page };
}
try {
  await group({ browser, base: server.base, check, out, freshPage });
} catch (e) {
  check(false, `the ${process.argv[2]} checks ran to the end (${e.message})`);
}
await browser.close();
server.close();
console.log(failures ? `${failures} failure(s)` : `all ${process.argv[2]} checks passed`);
process.exit(failures ? 1 : 0);
