// Runs only the predict mode checks (tests/e2e/predict.mjs) against a built dist/:
// node tests/e2e/predict_only.mjs [DIST_DIR]
import { chromium } from 'playwright-core';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveDist } from './serve.mjs';
import { checkPredict } from './predict.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(process.argv[2] || path.join(here, '..', '..', 'dist'));
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
  await checkPredict({ base: server.base, check, out, freshPage });
} catch (e) {
  check(false, `the predict checks ran to the end (${e.message})`);
}
await browser.close();
server.close();
console.log(failures ? `${failures} failure(s)` : 'all predict checks passed');
process.exit(failures ? 1 : 0);
