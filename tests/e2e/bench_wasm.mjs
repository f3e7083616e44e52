// Times `stridelab bench`'s cases on the wasm32 build, in the playground's worker in headless
// Chromium (the same kernels the browser runs), and prints {"case": seconds} on stdout.
// usage: node tests/e2e/bench_wasm.mjs [--quick] [--cases a,b] [DIST_DIR]
import { chromium } from 'playwright-core';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { serveDist } from './serve.mjs';

// Runs the bench in a fresh worker of the page's origin; resolves to the worker's answer,
// `{Ok: {case: seconds}}` or `{Err: message}`. The e2e test calls it with `quick`.
export async function runWasmBench(page, { quick, cases = [] }) {
  return await page.evaluate(async ({ quick, cases }) => {
    // A worker of our own (not the playground's), so nothing else runs on it meanwhile.
    const w = new Worker('./stridelab-worker_loader.js');
    await new Promise((ok) => w.addEventListener('message', function f(e) {
      if (e.data === 'ready') { w.removeEventListener('message', f); ok(); }
    }));
    const answer = new Promise((ok) => w.addEventListener('message', (e) => ok(JSON.parse(e.data))));
    w.postMessage(JSON.stringify({ id: 1, source: '', max_steps: 0, bench: { quick, cases } }));
    const resp = await answer;
    w.terminate();
    return resp.bench;
  }, { quick, cases });
}

async function main() {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const args = process.argv.slice(2);
  const quick = args.includes('--quick');
  const ci = args.indexOf('--cases');
  const cases = ci >= 0 ? args[ci + 1].split(',') : [];
  // Values of --cases and --threads (the latter is for the native side; a worker has one thread).
const positional = args.filter((a, i) => !a.startsWith('--') && !['--cases', '--threads'].includes(args[i - 1]));
  const dist = path.resolve(positional[0] || path.join(here, '..', '..', 'dist'));

  const server = await serveDist(dist);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: ['--no-sandbox', '--no-first-run', '--disable-background-networking', '--disable-component-update'],
  });
  let code = 0;
  try {
    const page = await (await browser.newContext()).newPage();
    await page.goto(server.base);
    const bench = await runWasmBench(page, { quick, cases });
    if (bench && bench.Ok) {
      console.log(JSON.stringify(bench.Ok));
    } else {
      console.error('wasm bench failed:', JSON.stringify(bench));
      code = 1;
    }
  } finally {
    await browser.close();
    server.close();
  }
  process.exit(code);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await main();
