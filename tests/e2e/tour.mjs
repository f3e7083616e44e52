// The guide's walk-through, the heatmap by keyboard, the bug lab's figures in dark mode, and
// a browser that refuses to store the script: behaviours a person relies on, in Chromium.
import path from 'node:path';
import { runScript, getScript, setScript } from './helpers.mjs';

const inView = (page, sel) => page.evaluate((s) => {
  const e = document.querySelector(s);
  if (!e) return false;
  const r = e.getBoundingClientRect();
  return r.bottom > 0 && r.top < window.innerHeight && r.right > 0 && r.left < window.innerWidth;
}, sel);

async function checkWalkThrough({ check, out, freshPage }) {
  const { ctx, page } = await freshPage('/');
  const mine = '# mine\nq = torch.ones(2, 2)\n';
  await runScript(page, mine);
  const before = await page.evaluate(() => window.__stridelab.runs);
  await page.click('#tour-start');
  await page.waitForFunction((n) => window.__stridelab.runs > n, before);
  await page.waitForSelector('#tour');
  const script = await getScript(page);
  check(script.includes('row = x[1]') && (await page.textContent('#undo-bar')).includes('replaced your script'),
    'the walk-through opens the first example, and offers the replaced script back');
  const steps = [];
  for (let i = 0; ; i++) {
    // The outline lands after the run's parts are drawn.
    await page.waitForFunction(() => document.querySelectorAll('.tour-focus').length === 1, null, { timeout: 5000 })
      .catch(() => {});
    const s = await page.evaluate(() => ({
      count: document.querySelector('.tour-count').textContent,
      title: document.querySelector('#tour-title').textContent,
      text: document.querySelector('#tour-text').textContent,
      code: [...document.querySelectorAll('#tour-text code')].map((c) => c.textContent),
      focused: [...document.querySelectorAll('.tour-focus')].map((e) => e.id || e.className),
      next: document.querySelector('#tour-next').textContent,
    }));
    s.visible = s.focused.length === 1 && await page.evaluate(() => {
      const r = document.querySelector('.tour-focus').getBoundingClientRect();
      return r.bottom > 0 && r.top < window.innerHeight;
    });
    steps.push(s);
    if (i === 2) await page.screenshot({ path: path.join(out, 'tour-step3.png') });
    if (s.next === 'Done' || i > 20) break;
    await page.click('#tour-next');
  }
  check(steps.length === 9 && steps.every((s, i) => s.count === `Tour · step ${i + 1} of 9`),
    `the tour has nine numbered steps (${steps.map((s) => s.count).join(' | ')})`);
  check(steps.every((s) => s.visible),
    `each step outlines exactly one part of the page, scrolled into view (${steps.filter((s) => !s.visible).map((s) => s.title)})`);
  // The numbers the tour quotes are the run's own.
  const outputs = await page.textContent('#outputs');
  check(outputs.includes('(4, 1)') && steps[1].code.includes('(4, 1)') && steps[1].code.includes('True'),
    'the outputs step quotes strides the run printed');
  const chip = await page.evaluate(() => document.querySelector('.chip.on')?.dataset.var);
  check(chip === 'row' && steps[2].code.includes('row'), `the tensors step names the chip the view opened on (${chip})`);
  await page.hover('.cell[data-t="row"][data-i="2"]');
  const formula = await page.textContent('#formula');
  check(formula.includes('4 + 2·1 = 6') && steps[5].text.includes('4 + 2·1 = 6'),
    `the formula step's arithmetic is what the page computes ("${formula.trim()}")`);
  await page.click('#tour-next');
  await page.waitForFunction(() => !document.querySelector('.tour-focus'), null, { timeout: 3000 }).catch(() => {});
  check(!(await page.$('#tour')) && await page.evaluate(() => !document.querySelector('.tour-focus')),
    '"Done" closes the tour and its outline');
  await page.click('#tour-start');
  await page.waitForSelector('#tour');
  await page.click('#tour-next');
  await page.keyboard.press('Escape');
  check(!(await page.$('#tour')), 'Escape ends the tour');
  await page.click('#undo-replace');
  check((await getScript(page)) === mine, 'and the script the tour replaced comes back');
  // On a phone the card fits the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.click('#tour-start');
  await page.waitForSelector('#tour');
  const fits = await page.evaluate(() => {
    const r = document.querySelector('#tour').getBoundingClientRect();
    return r.left >= 0 && r.right <= window.innerWidth && document.documentElement.scrollWidth <= window.innerWidth;
  });
  check(fits, 'at 390 px wide the tour card fits without sideways scrolling');
  await page.screenshot({ path: path.join(out, 'tour-phone.png') });
  await ctx.close();
}

async function checkHeatmapKeys({ check, freshPage }) {
  const { ctx, page } = await freshPage('/');
  await runScript(page, 'big = torch.arange(4096.).view(64, 64).T\n');
  await page.waitForSelector('#heatmap');
  await page.focus('#heatmap');
  const formula = () => page.textContent('#formula');
  check((await formula()).includes('big(0, 0)'), 'focusing the heatmap puts the cursor on its first element');
  for (const k of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowDown', 'ArrowDown', 'ArrowDown']) {
    await page.keyboard.press(k);
  }
  const f = await formula();
  await page.waitForFunction(() => document.querySelector('#strip [data-s="323"]')?.classList.contains('hl'), null, { timeout: 3000 })
    .catch(() => {});
  check(f.includes('big(3, 5) → 0 + 3·1 + 5·64 = 323 → storage[323]')
    && await page.evaluate(() => document.querySelector('#strip [data-s="323"]').classList.contains('hl')),
    `arrow keys move the cursor: big[3, 5] shows its address and storage 323 is highlighted ("${f.trim()}")`);
  await page.keyboard.press('End');
  check((await formula()).includes('big(3, 63)'), 'End goes to the end of the row');
  await page.keyboard.press('Control+End');
  check((await formula()).includes('big(63, 63) → 0 + 63·1 + 63·64 = 4095'), 'Ctrl+End to the last element');
  for (let i = 0; i < 3; i++) await page.keyboard.press('+');
  const note = await page.textContent('.heat-tools .note');
  check(note.includes('each element shows its value') && (await formula()).includes('big(63, 63)'),
    `+ zooms in about the cursor down to values ("${note}")`);
  await page.keyboard.press('Control+Home');
  check((await formula()).includes('big(0, 0)'), 'Ctrl+Home back to the first element, the view following');
  await ctx.close();
}

async function checkDarkLab({ browser, base, check, out }) {
  const ctx = await browser.newContext({ viewport: { width: 1400, height: 1000 }, colorScheme: 'dark' });
  const page = await ctx.newPage();
  await page.goto(base + '#lab');
  await page.waitForFunction(() => (window.__stridelab?.lab_runs || 0) >= 1, null, { timeout: 90000 });
  const fills = await page.evaluate(() => ({
    plot: document.querySelector('#loss-plot svg rect')?.getAttribute('fill'),
    bar: document.querySelector('.heat-bar svg rect')?.getAttribute('fill'),
    text: document.querySelector('#loss-plot svg text')?.getAttribute('fill'),
  }));
  check(fills.plot === '#1E2126' && fills.bar === '#1E2126' && fills.text === '#E6E6E6',
    `in dark mode the bug lab's figures are dark with light text (${JSON.stringify(fills)})`);
  await page.locator('#loss-plot').screenshot({ path: path.join(out, 'lab-plot-dark.png') });
  await ctx.close();
}

async function checkRefusedStorage({ browser, base, check }) {
  const ctx = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  // A full quota: the browser throws on every write until the test lets it through.
  await ctx.addInitScript(() => {
    const set = Storage.prototype.setItem;
    Storage.prototype.setItem = function (k, v) {
      if (window.__full) throw new DOMException('quota', 'QuotaExceededError');
      return set.call(this, k, v);
    };
  });
  const page = await ctx.newPage();
  await page.goto(base);
  await page.waitForFunction(() => window.__stridelab && window.__stridelab.runs >= 1);
  check(!(await page.$('#unsaved-bar')), 'no warning while the browser stores the script');
  await page.evaluate(() => { window.__full = true; });
  await setScript(page, 'typed = torch.zeros(3)\n');
  await page.waitForSelector('#unsaved-bar', { timeout: 5000 }).catch(() => {});
  const bar = (await page.$('#unsaved-bar')) ? await page.textContent('#unsaved-bar') : '';
  check(bar.includes('did not let the page save your script'), `a refused save is told, not swallowed ("${bar.slice(0, 70)}")`);
  await page.evaluate(() => { window.__full = false; });
  await setScript(page, 'typed = torch.zeros(4)\n');
  await page.waitForFunction(() => !document.querySelector('#unsaved-bar'), null, { timeout: 5000 }).catch(() => {});
  check(!(await page.$('#unsaved-bar')), 'and the warning goes once a save succeeds again');
  // A lesson's answer, typed while storage refuses it.
  await page.goto(base + '#learn/01-views-over-storage');
  await page.waitForSelector('.predict-answer');
  await page.evaluate(() => { window.__full = true; });
  await page.locator('.predict-answer').first().fill('(4, 1)');
  await page.waitForSelector('.unsaved-note', { timeout: 5000 }).catch(() => {});
  check((await page.locator('.unsaved-note').count()) === 1, 'a lesson answer the browser refuses to store is told too');
  await ctx.close();
}

export async function checkTour(env) {
  const fresh = (url) => env.freshPage(url.startsWith('/') ? env.base + url.slice(1) : url);
  const e = { ...env, freshPage: fresh };
  await checkWalkThrough(e);
  await checkHeatmapKeys(e);
  await checkRefusedStorage(e);
  await checkDarkLab(e);
}
