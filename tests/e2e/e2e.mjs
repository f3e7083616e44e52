// End-to-end test of the built playground (dist/) in headless Chromium.
// usage: node tests/e2e/e2e.mjs [DIST_DIR]   (writes screenshots and metrics to tests/e2e/out)
import { chromium } from 'playwright-core';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveDist } from './serve.mjs';
import { runWasmBench } from './bench_wasm.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(process.argv[2] || path.join(here, '..', '..', 'dist'));
const out = path.join(here, 'out');
fs.mkdirSync(out, { recursive: true });

const server = await serveDist(dist);
const base = server.base;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-quic', '--no-first-run', '--disable-background-networking',
         '--disable-component-update', '--disable-sync', '--enable-unsafe-webgpu', '--enable-unsafe-swiftshader'],
});

let failures = 0;
const metrics = {};
function check(cond, what) {
  console.log(`${cond ? 'ok  ' : 'FAIL'} ${what}`);
  if (!cond) failures++;
}

async function freshPage(url) {
  const ctx = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  const page = await ctx.newPage();
  page.on('pageerror', (e) => console.log('  [page error]', e.message));
  page.on('dialog', async (d) => { check(false, `no dialog may open (got "${d.message()}")`); await d.dismiss(); });
  const t0 = Date.now();
  await page.goto(url);
  await page.waitForFunction(() => window.__stridelab && window.__stridelab.runs >= 1, null, { timeout: 30000 });
  return { ctx, page, loadMs: Date.now() - t0 };
}

import { setScript, getScript, pressRun, runScript, openExample } from './helpers.mjs';
import { checkShell } from './shell.mjs';
import { checkLessons } from './lessons.mjs';
import { checkGraph } from './graph.mjs';
import { checkPredict } from './predict.mjs';
import { checkTour } from './tour.mjs';

try {
  // 1. Type, run, and read the memory view.
  const { ctx, page, loadMs } = await freshPage(base);
  metrics.first_render_ms = await page.evaluate(() => window.__stridelab.mount_ms);
  metrics.first_result_ms_wall = loadMs;
  // The browser's first launch on a fresh machine pays for its own caches (ci66: 1,133 ms on
  // a cold, loaded machine against 152-160 ms warm); the target is the page's, so a slow
  // first load is measured once more in a new context before it counts as a failure.
  if (metrics.first_render_ms >= 1000) {
    metrics.first_render_cold_ms = metrics.first_render_ms;
    const again = await freshPage(base);
    metrics.first_render_ms = await again.page.evaluate(() => window.__stridelab.mount_ms);
    await again.ctx.close();
  }
  check(metrics.first_render_ms < 1000, `first render in ${metrics.first_render_ms.toFixed(0)} ms (< 1000)`);

  const script = 'x = torch.arange(12.).view(3, 4)\ny = x.T\ny.stride()\ny.is_contiguous()\nz = y.contiguous()\n';
  await runScript(page, script);
  await page.click('[data-var="y"]');
  await page.waitForSelector('#strip');
  const stripCells = await page.locator('#strip .strip-cell').count();
  check(stripCells === 12, `strip for arange(12).view(3,4).T has 12 cells (got ${stripCells})`);
  await page.focus('.cell[data-t="y"][data-i="1,2"]');
  const hl = await page.evaluate(() => document.querySelector('#strip [data-s="9"]').classList.contains('hl'));
  check(hl, 'focusing y[1, 2] highlights storage element 9');
  const formula = await page.textContent('#formula');
  check(formula.includes('0 + 1·1 + 2·4 = 9'), `formula shows the address arithmetic ("${formula.trim()}")`);
  const outputs = await page.textContent('#outputs');
  check(outputs.includes('(1, 4)') && outputs.includes('False'), 'outputs echo y.stride() and is_contiguous()');
  const traces = await page.evaluate(() => [...document.querySelectorAll('#outputs .trace .kernel')].map((d) => d.dataset.line));
  const block = await page.evaluate(() => {
    const k = [...document.querySelectorAll('#outputs .trace .kernel')].find((d) => d.dataset.line.startsWith('contiguous'));
    return k && { head: k.querySelector('.k-head').textContent, ops: [...k.querySelectorAll('.k-ops li')].map((l) => l.textContent) };
  });
  check(block && block.head === 'contiguous → cpu::copy<float32> on cpu' && block.ops.length === 2,
    `a kernel is drawn as its head and one operand per line (${JSON.stringify(block)})`);
  check(traces.some((t) => t.includes('contiguous -> cpu::copy<float32> on cpu: out float32[4, 3]/[3, 1]+0, in float32[4, 3]/[1, 4]+0')),
    `each statement's kernels are listed with dtype and strides (${JSON.stringify(traces[0] || '').slice(0, 120)})`);
  const verdict = await page.textContent('#verdict');
  check(verdict.includes('dim 1 has stride 4'), `contiguity verdict gives its reason ("${verdict}")`);
  check((await page.textContent('[data-field="shared by"]')).includes('x'), 'inspector lists x and y as sharing the storage');
  await page.screenshot({ path: path.join(out, 'transpose.png'), fullPage: true });

  // Walk one step: the first element of y is storage 0, the second is storage 4.
  await page.click('#walk-next');
  const walked = await page.evaluate(() => document.querySelector('#strip [data-s="4"]').classList.contains('hl'));
  check(walked, 'stepping the walk to y[0, 1] jumps to storage element 4');

  // 2. Reload: the script survives.
  await page.reload();
  await page.waitForFunction(() => window.__stridelab && window.__stridelab.runs >= 1);
  check((await getScript(page)) === script, 'the script survives a reload');

  // 3. Share link in a fresh browser context (no local storage).
  await page.click('#share');
  const link = await page.inputValue('#share-link');
  check(link.includes('#s='), `share link carries the script (${link.slice(0, 60)}…)`);
  const shared = await freshPage(link);
  check((await getScript(shared.page)) === script, 'opening the share link restores the script');
  // The link's fragment is dropped once adopted, so edits made since survive a reload (the
  // fragment used to win and silently bring the shared script back).
  check(!(await shared.page.evaluate(() => location.hash)).includes('s='), 'the #s= fragment is dropped after loading');
  await setScript(shared.page, script + 'w = y * 2\n');
  await shared.page.reload();
  await shared.page.waitForFunction(() => window.__stridelab && window.__stridelab.runs >= 1);
  check((await getScript(shared.page)) === script + 'w = y * 2\n', 'edits made after opening a share link survive a reload');
  await shared.ctx.close();

  // 4. Markup in a link stays text.
  const evil = '<img src=x onerror=alert(1)>';
  const evilLink = base + '#s=' + Buffer.from(evil).toString('base64url');
  const ev = await freshPage(evilLink);
  const imgs = await ev.page.evaluate(() => document.querySelectorAll('img').length);
  check(imgs === 0, 'a share link with <img onerror> creates no element');
  check((await getScript(ev.page)) === evil, 'and the markup is shown as text in the editor');
  const outText = await ev.page.textContent('#outputs');
  check(outText.includes('SyntaxError'), 'and it runs as (invalid) Python, reporting a SyntaxError');
  await ev.ctx.close();

  // 5. Tensors too big for cells draw as a heatmap: a 64x64 and a 1024x1024 one. Render time,
  // hover latency (pointer → element → formula and strip highlight), zoom down to values.
  const hoverTimes = (points) => page.evaluate(async (pts) => {
    const c = document.querySelector('#heatmap');
    const r = c.getBoundingClientRect();
    const times = [];
    for (const [x, y] of pts) {
      const t0 = performance.now();
      c.dispatchEvent(new MouseEvent('mousemove', { bubbles: true, clientX: r.left + x, clientY: r.top + y }));
      await new Promise((res) => requestAnimationFrame(() => res()));
      times.push(performance.now() - t0);
    }
    return times;
  }, points);
  const median = (v) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];
  await runScript(page, 'big = torch.arange(4096.).view(64, 64).T\n');
  await page.waitForSelector('#heatmap');
  await page.waitForFunction(() => window.__stridelab.heatmap_ms !== undefined);
  metrics.render_64x64_ms = await page.evaluate(() => window.__stridelab.render_ms);
  check(await page.locator('.cell[data-t="big"]').count() === 0, 'a 64x64 tensor draws as a heatmap, not 4096 cells');
  // 512 px for 64 columns: 8 px per element; (x, y) = (5*8+4, 3*8+4) is big[3, 5] = storage 3 + 5*64.
  const h64 = await hoverTimes([[44, 28], [300, 20], [508, 508], [90, 400], [4, 4]]);
  await hoverTimes([[44, 28]]);
  const f64 = await page.textContent('#formula');
  check(f64.includes('big(3, 5) → 0 + 3·1 + 5·64 = 323 → storage[323]')
    && await page.evaluate(() => document.querySelector('#strip [data-s="323"]').classList.contains('hl')),
    `hovering the heatmap at big[3, 5] shows its address and highlights storage 323 ("${f64.trim()}")`);
  metrics.hover_64x64_ms = h64;
  metrics.hover_ms_median = median(h64);
  check(metrics.render_64x64_ms < 100, `64x64 view drawn in ${metrics.render_64x64_ms.toFixed(0)} ms (< 100)`);
  check(metrics.hover_ms_median < 50, `hover to painted highlight: median ${metrics.hover_ms_median.toFixed(1)} ms (< 50)`);
  await page.screenshot({ path: path.join(out, 'big.png') });

  await runScript(page, 'torch.manual_seed(0)\nimg = torch.rand(1024, 1024)\nflat = img.view(-1)[::3]\n');
  await page.click('[data-var="img"]');
  await page.waitForFunction(() => document.querySelector('#heatmap') && document.querySelector('.heat-tensor[data-tensor="img"]'));
  metrics.first_paint_1024_ms = await page.evaluate(() => window.__stridelab.heatmap_ms);
  metrics.render_1024_ms = await page.evaluate(() => window.__stridelab.render_ms);
  check(metrics.first_paint_1024_ms < 300, `1024x1024 heatmap first paint in ${metrics.first_paint_1024_ms.toFixed(0)} ms (< 300)`);
  const h1024 = await hoverTimes([[10, 10], [500, 500], [250, 100], [40, 480], [511, 3]]);
  metrics.hover_1024_ms = h1024;
  check(median(h1024) < 50, `1024x1024 hover (the strip follows the pointer): median ${median(h1024).toFixed(1)} ms (< 50)`);
  const far = await page.textContent('#formula');
  const farK = Number(far.match(/storage\[(\d+)\]/)[1]);
  const farVal = await page.evaluate((k) => document.querySelector(`#strip [data-s="${k}"] .sval`)?.textContent, farK);
  check(far.includes('img(6, 1022)') && farK === 6 * 1024 + 1022 && /^0\.\d+$|^\d\.\d+e-\d+$/.test(farVal || '')
    && await page.evaluate((k) => document.querySelector(`#strip [data-s="${k}"]`)?.classList.contains('hl'), farK),
    `the strip follows the pointer to img[6, 1022] = storage ${farK}, value ${farVal} ("${far.trim().slice(0, 80)}")`);
  // Zoom about a point until values show, then hover one element.
  for (let i = 0; i < 12; i++) {
    await page.evaluate(() => {
      const c = document.querySelector('#heatmap');
      const r = c.getBoundingClientRect();
      c.dispatchEvent(new WheelEvent('wheel', { bubbles: true, cancelable: true, deltaY: -100, clientX: r.left + 256, clientY: r.top + 256 }));
    });
  }
  const note = await page.textContent('.heat-tools .note');
  await hoverTimes([[256, 256]]);
  const zf = await page.textContent('#formula');
  check(note.includes('each element shows its value') && zf.includes('img(512, 512)'),
    `zoomed in about the centre, elements carry values and the centre is img[512, 512] ("${note}"; "${zf.trim().slice(0, 60)}")`);
  await page.screenshot({ path: path.join(out, 'heatmap-zoomed.png') });
  await page.click('[data-var="flat"]');
  await page.waitForSelector('.heat-tensor[data-tensor="flat"]');
  const flatCap = await page.textContent('.heat-tensor h3');
  check(await page.locator('.cell[data-t="flat"]').count() === 0 && flatCap.includes('1366 × 256'),
    `a long 1-d view draws as a heatmap wrapped at 256 (${flatCap.slice(0, 90)})`);
  // An N-d tensor: one 2-d slice at a time, chosen by its leading index.
  await runScript(page, 'cube = torch.arange(3 * 64 * 64.).view(3, 64, 64)\n');
  await page.waitForSelector('.heat-tensor[data-tensor="cube"]');
  await page.fill('.heat-lead[data-dim="0"]', '2');
  await page.dispatchEvent('.heat-lead[data-dim="0"]', 'change');
  await hoverTimes([[44, 28]]);
  const cf = await page.textContent('#formula');
  const cubeCap = await page.textContent('.heat-tensor h3');
  check(cf.includes('cube(2, 3, 5)') && cf.includes('= 8389 → storage[8389]') && cubeCap.includes('from 8192. (dark) to 12287. (yellow)'),
    `choosing slice 2 of a 3-d tensor draws and maps that slice ("${cf.trim().slice(0, 60)}"; ${cubeCap.slice(-40)})`);
  // Integers are shown exactly or not at all: int64 past 2**53 has no exact double.
  await runScript(page, 'ints = torch.arange(2**60, 2**60 + 20000)\n');
  await page.waitForSelector('.heat-tensor[data-tensor="ints"]');
  const firstInt = await page.textContent('#strip [data-s="0"] .sval');
  await hoverTimes([[511, 140]]);
  const farInt = await page.evaluate(() => {
    const k = Number(document.querySelector('#formula').textContent.match(/storage\[(\d+)\]/)[1]);
    return [k, document.querySelector(`#strip [data-s="${k}"] .sval`).textContent];
  });
  check(firstInt === '1152921504606846976' && farInt[0] > 16384 && farInt[1] === '…',
    `int64 values are exact in the strip (${firstInt}) and unknown, not rounded, past the sent window (storage ${farInt[0]}: ${farInt[1]})`);

  // 6. Runaway scripts are stopped and the page stays responsive.
  const t0 = Date.now();
  await setScript(page, 'i = 0\nwhile True:\n    i += 1\n');
  await pressRun(page);
  const pong = await page.evaluate(() => new Promise((r) => setTimeout(() => r(performance.now()), 50)));
  check(Date.now() - t0 < 2000 && pong > 0, 'the page answers while an infinite loop runs');
  await page.waitForFunction(() => /stopped/.test(document.querySelector('#status').textContent)
    || /script stopped/.test(document.querySelector('#outputs').textContent), null, { timeout: 30000 });
  check(true, `the infinite loop is stopped with a message after ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  await runScript(page, 'z = torch.zeros(100000, 100000)\n');
  check((await page.textContent('#outputs')).includes('not enough memory'), 'a huge allocation is refused with a message');

  // 7. A crash in the interpreter leaves a working page.
  await setScript(page, '#!stridelab-test-panic\n');
  await pressRun(page);
  await page.waitForFunction(() => /crashed/.test(document.querySelector('#status').textContent), null, { timeout: 30000 });
  check(true, 'a worker panic is reported');
  await runScript(page, 'a = torch.ones(2, 3)\na.sum()\n');
  check((await page.textContent('#outputs')).includes('tensor(6.)'), 'and the next run works');
  // Runaway recursion of every shape the interpreter recurses through is CPython's
  // RecursionError in the release worker, never an overflow of the engine's stack (which
  // would leave the worker unusable): core/src/interp/recursion.rs, the frame budget.
  const shapes = fs.readFileSync(path.join(here, '..', 'cases', 'hardening', 'recursion_shapes.py'), 'utf8');
  await runScript(page, shapes + 'def loop(n):\n    return loop(n + 1)\nloop(0)\n');
  const recOut = await page.textContent('#outputs');
  const recStatus = await page.textContent('#status');
  const caughtCount = (recOut.match(/'RecursionError'/g) || []).length;
  check(caughtCount === 14 && recOut.includes('RecursionError: maximum recursion depth exceeded')
    && !/crashed/.test(recStatus),
    `14 recursion shapes are caught as RecursionError and an uncaught one is reported (${caughtCount}; "${recStatus.slice(0, 80)}")`);
  // The budget keeps a margin below the engine's stack: at 125% of it every shape still
  // stops cleanly (ci on stop 66: one shape overflowed Chromium's stack at 923 frames of
  // a 900 budget, the page's run never ended). A shape that crashes here says its frames
  // grew and its weight in recursion.rs needs measuring again.
  await runScript(page, '#!stridelab-test-frame-margin=125\n' + shapes);
  const marginOut = await page.textContent('#outputs');
  const marginCount = (marginOut.match(/'RecursionError'/g) || []).length;
  check(marginCount === 14 && !/crashed/.test(await page.textContent('#status')),
    `at 125% of the frame budget the 14 shapes still stop with RecursionError (${marginCount})`);
  await runScript(page, 'a = torch.ones(2, 3)\na.sum() * 2\n');
  check((await page.textContent('#outputs')).includes('tensor(12.)'), 'and the run after them works');
  // Running out of wasm memory (Python strings, beyond the tensor cap) is told as such, not as
  // a crash ("unreachable"), and the results on screen are marked as old. Reaching the 4 GB
  // ceiling means touching 4 GB; where first-touch page faults are slow (the CI VM, ~1 GB/s,
  // and slower under load) the 8 s deadline can come first. Then the run must say it was
  // stopped (an honest message too), and the out-of-memory wording is not exercised: the log
  // says so rather than passing it silently.
  await setScript(page, "s = 'a' * (5 * 10**8)\nkeep = [s + str(i) for i in range(20)]\n");
  await pressRun(page);
  await page.waitForFunction(() => /out of memory|stopped/.test(document.querySelector('#status').textContent), null, { timeout: 30000 });
  const oom = await page.textContent('#status');
  const stale = (await page.textContent('#stale-note')) || '';
  if (oom.startsWith('stopped: the script ran longer than')) {
    console.log('note the 8 s deadline came before the 4 GB ceiling on this machine; out-of-memory wording not exercised');
    check(stale.includes('longer than'), `a run stopped at the deadline says so ("${oom.slice(0, 90)}…")`);
  } else {
    check(oom.startsWith('out of memory') && stale.includes('out of memory'),
      `a worker out of memory says so ("${oom.slice(0, 90)}…")`);
  }

  // The worker places large buffers as the native binary does (core/src/host_memory/placement.rs):
  // each 4 MB tensor on a cache line, tensors allocated in a row on different lines.
  await runScript(page, 'import stridelab\nbs = [torch.zeros(1024, 1024) for _ in range(3)]\n'
    + 'for b in bs:\n    print(stridelab.storage_info(b))\n');
  const placed = [...(await page.textContent('#outputs')).matchAll(/starting at byte (\d+) of its 4 KB page \(cache line \d+\)/g)]
    .map((m) => m[1]);
  check(placed.length === 3 && new Set(placed).size === 3,
    `the worker starts large buffers on different cache lines (bytes ${placed})`);

  // 8. Examples menu.
  await openExample(page, 'expand and stride 0');
  await page.waitForFunction(() => /more than one element/.test(document.querySelector('#outputs').textContent));
  // The view opens on the newest tensor (e, the stride-0 one), not the alphabetically last.
  await page.waitForSelector('.chip.on');
  check((await page.textContent('.chip.on')).startsWith('e '), `the view opens on the newest tensor, e (${await page.textContent('.chip.on')})`);
  const marks = await page.evaluate(() => [...document.querySelectorAll('#strip .mark')].map((m) => m.textContent));
  check(marks.filter((t) => t === '×4').length === 3, `stride 0: each of r's 3 elements is read 4 times by e (${marks})`);
  await page.screenshot({ path: path.join(out, 'expand.png'), fullPage: true });

  // The tutorials of the menu run unchanged in the browser (they are also PyTorch-recorded
  // conformance cases, tests/cases/{python,tutorials}).
  const tutorials = [
    ['Tutorial: a micrograd engine', '46.0', false],
    ['Tutorial: DataLoader, Sequential and a schedule', '[0.025]', false],
    ['Tutorial: a custom autograd Function', 'CubeBackward', true],
  ];
  for (const [label, expected, endsInError] of tutorials) {
    await openExample(page, label);
    await page.waitForFunction((e) => document.querySelector('#outputs').textContent.includes(e), expected, { timeout: 60000 });
    const text = await page.textContent('#outputs');
    const errors = (text.match(/Error:/g) || []).length;
    check(errors === (endsInError ? 1 : 0), `"${label}" runs to its end (${errors} errors shown)`);
  }
  await ctx.close();

  // The shell: no lost work, honest messages, whole numbers, small screens (shell.mjs).
  await checkShell({ browser, base, check, out, freshPage });

  // The lessons: the course list, a predict exercise, a construct exercise checked by the
  // trace, progress kept locally (lessons.mjs).
  await checkLessons({ browser, base, check, out, freshPage });

  // The autograd graph of the selected tensor, stepped in backward's order (graph.mjs).
  await checkGraph({ base, check, out, freshPage });

  // Predict mode: outputs hidden until guessed, then revealed and scored (predict.mjs).
  await checkPredict({ base, check, out, freshPage });

  // The guide's walk-through, the heatmap by keyboard, a refused save, the bug lab's figures
  // in dark mode (tour.mjs).
  await checkTour({ browser, base, check, out, freshPage });

  // 9. The bug lab: the lesson renders its plot and heatmaps, and the profile toggle
  // changes the outcome.
  const lab = await freshPage(base + '#lab');
  const lp = lab.page;
  const labRuns = () => lp.evaluate(() => window.__stridelab.lab_runs || 0);
  await lp.waitForFunction(() => (window.__stridelab.lab_runs || 0) >= 1, null, { timeout: 90000 });
  metrics.lab_status = await lp.textContent('#lab-status');
  const curves = await lp.evaluate(() => document.querySelectorAll('#loss-plot svg polyline').length);
  check(curves >= 2, `the lesson plots the loss of this run and of the healthy one (${curves} curves)`);
  const heatmaps = await lp.evaluate(() => [...document.querySelectorAll('.heatmap .heat-svg')].map((h) => h.querySelectorAll('rect').length));
  check(heatmaps.length === 6 && heatmaps.every((n) => n === 514), `six framed 32x16 heatmaps are drawn (${heatmaps})`);
  const bars = await lp.evaluate(() => document.querySelectorAll('.heatmap .heat-bar svg').length);
  check(bars === 6, `each heatmap has its colour bar (${bars})`);
  // The log axis has ticks down to the healthy run's end, and none of its text is tiny.
  const ticks = await lp.evaluate(() => [...document.querySelectorAll('#loss-plot svg text')]
    .map((t) => ({ text: t.textContent, size: parseFloat(t.getAttribute('font-size') || getComputedStyle(t).fontSize) })));
  const small = ticks.filter((t) => t.size < 11);
  const lowest = Math.min(...ticks.map((t) => parseFloat(t.text)).filter((v) => v > 0 && v < 1));
  check(small.length === 0 && lowest < 0.005, `loss plot: ticks reach ${lowest} and no text under 11 px (${small.map((t) => t.text)})`);
  const broken = await lp.textContent('#lab-outcome');
  check(broken.includes('bit-identical'), `torch 2.2, macOS 14: the encoder is frozen ("${broken.trim()}")`);
  await lp.screenshot({ path: path.join(out, 'lab-broken.png'), fullPage: true });
  for (let i = 0; i < 3; i++) await lp.click('#ph-next');
  await lp.locator('#lab-placeholder').screenshot({ path: path.join(out, 'lab-placeholder.png') });
  const n0 = await labRuns();
  await lp.selectOption('#lab-profile', 'macos15');
  await lp.waitForFunction((n) => (window.__stridelab.lab_runs || 0) > n, n0, { timeout: 90000 });
  const healthy = await lp.textContent('#lab-outcome');
  check(healthy.includes('The encoder moved'), `macOS 15: the encoder trains ("${healthy.trim()}")`);
  const heads = await lp.evaluate(() => [...document.querySelectorAll('.lab-step h3')].map((h) => h.textContent).join(' | '));
  check(!/frozen|plateaus/.test(heads) && heads.includes('this run learns'), `the headings follow the healthy run (${heads.slice(0, 120)})`);
  const n1 = await labRuns();
  await lp.selectOption('#lab-profile', 'torch2.2-macos14');
  await lp.check('#lab-workaround');
  await lp.waitForFunction((n) => (window.__stridelab.lab_runs || 0) > n
    && /torch 2.2, macOS 14 with .contiguous/.test(document.querySelector('#lab-status').textContent), n1, { timeout: 90000 });
  const fixed = await lp.textContent('#lab-outcome');
  check(fixed.includes('The encoder moved'), `torch 2.2 with .contiguous(): the encoder trains ("${fixed.trim()}")`);
  await lp.screenshot({ path: path.join(out, 'lab-workaround.png'), fullPage: true });
  // The experiment's script opens in the playground (with the chosen profile) and runs there.
  const pr = await lp.evaluate(() => window.__stridelab.runs || 0);
  await lp.click('#lab-open');
  await lp.waitForFunction((n) => (window.__stridelab.runs || 0) > n, pr, { timeout: 60000 });
  const opened = await getScript(lp);
  const labOut = await lp.textContent('#outputs');
  check(opened.includes('stridelab.emulate_mps("torch2.2-macos14")') && opened.includes('WORKAROUND = True')
    && labOut.includes('((16, 1), True)') && !(await lp.evaluate(() => location.hash)).includes('lab'),
    'the lab\'s script opens in the playground with its profile and workaround, and runs');
  await lab.ctx.close();

  // 10. The device switch: the same script on the page's WebGPU device (SwiftShader here).
  const gp = await freshPage(base);
  const webgpuOption = await gp.page.evaluate(() => !document.querySelector('#device option[value="webgpu"]').disabled);
  check(webgpuOption, `WebGPU can be chosen (isolated: ${await gp.page.evaluate(() => crossOriginIsolated)})`);
  await setScript(gp.page, 'x = torch.arange(6.).view(2, 3).T\ny = x * 2 + 1\ny.sum()\ny.device\n');
  const r0 = await gp.page.evaluate(() => window.__stridelab.runs);
  await gp.page.selectOption('#device', 'webgpu');
  await gp.page.waitForFunction((n) => window.__stridelab.runs > n, r0, { timeout: 60000 });
  const gout = await gp.page.textContent('#outputs');
  check(gout.includes("tensor(36., device='webgpu')") && gout.includes("device(type='webgpu')"),
    `on WebGPU the script computes on the GPU (${JSON.stringify(gout.slice(0, 200))})`);
  const gtrace = await gp.page.evaluate(() => [...document.querySelectorAll('#outputs .trace .kernel')].map((d) => d.dataset.line).join(' '));
  check(/wgpu::binary_kernel<float32>::mul on webgpu: out float32\[3, 2\]\/\[1, 3\]\+0/.test(gtrace),
    'and the trace shows the WGSL kernel writing the transposed layout');
  await gp.page.click('[data-var="y"]');
  const gcells = await gp.page.evaluate(() => [...document.querySelectorAll('#strip .strip-cell .sval')].map((c) => c.textContent));
  check(gcells.join(',') === '1.,3.,5.,7.,9.,11.', `the memory view reads the GPU storage back (${gcells})`);
  const gnest = await gp.page.textContent('#loop-nest');
  check(/dispatch: \d+ × 1 × 1 workgroups of 64 threads/.test(gnest) && gnest.includes('strides [1, 3]'),
    `the inspector shows the GPU kernel's dispatch as its loop nest (${gnest.split('\n')[0]})`);
  await gp.ctx.close();

  // The wasm32 build runs every case of `stridelab bench` (quick sizes; timings are not
  // checked here: benchmarks are not tests, see docs/performance.md).
  const bp = await freshPage(base);
  const bench = await runWasmBench(bp.page, { quick: true });
  const times = bench && bench.Ok ? Object.entries(bench.Ok) : [];
  // The cases must be there; the worker runs whatever else core's bench.rs lists.
  const required = ['copy_4096', 'contiguous_T_4096', 'addcmul_T_out_4096', 'addcmul_contig_4096',
    'adam_contig_16m', 'adam_T_16m', 'interp_small_ops'];
  const names = times.map(([c]) => c);
  check(required.every((c) => names.includes(c)) && times.every(([, s]) => s > 0),
    `the wasm32 worker runs every bench case (${names.join(', ') || JSON.stringify(bench)})`);
  await bp.ctx.close();
} catch (e) {
  console.log('FAIL', e.stack || e);
  failures++;
} finally {
  fs.writeFileSync(path.join(out, 'metrics.json'), JSON.stringify(metrics, null, 2));
  await browser.close();
  server.close();
}
console.log(JSON.stringify(metrics));
console.log(failures === 0 ? 'e2e: all passed' : `e2e: ${failures} failed`);
process.exit(failures === 0 ? 0 : 1);
