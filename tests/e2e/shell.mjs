// The playground's shell as a person meets it (issue "no lost work, numbers drawn whole, any
// screen, clear runs"): each check is a behaviour a user relies on, in headless Chromium.
import path from 'node:path';
import { setScript, getScript, pressRun, runScript, openExample } from './helpers.mjs';

const runs = (page) => page.evaluate(() => window.__stridelab.runs || 0);
const ends = (page) => page.evaluate(() => window.__stridelab.ends || 0);

export async function checkShell({ browser, base, check, out, freshPage }) {
  const { ctx, page } = await freshPage(base);
  const mine = '# my own work\nm = torch.arange(6.).view(2, 3)\nm.T\n';
  await runScript(page, mine);

  // Arrow keys on the examples menu do nothing to the script (a <select> used to load
  // each example in turn over it).
  const r0 = await runs(page);
  await page.focus('#examples > summary');
  for (const k of ['ArrowDown', 'ArrowDown', 'ArrowUp', 'ArrowDown']) await page.keyboard.press(k);
  await page.waitForTimeout(300);
  check((await getScript(page)) === mine && (await runs(page)) === r0,
    'arrow keys on the examples menu neither replace the script nor run anything');

  // Loading an example over one's own script offers it back.
  await openExample(page, 'Transpose');
  await page.waitForFunction((n) => window.__stridelab.runs > n, r0);
  const bar = await page.textContent('#undo-bar');
  check(bar.includes('The example “Transpose” replaced your script'), `an example replacing the script says so ("${bar.trim()}")`);
  await page.click('#undo-replace');
  await page.waitForFunction((n) => window.__stridelab.runs > n + 1, r0);
  check((await getScript(page)) === mine && !(await page.$('#undo-bar')),
    'and "Bring my script back" restores it exactly');

  // A share link opened over one's own script: adopted, restorable, and the fragment gone.
  const other = 'q = torch.ones(2)\n';
  await page.goto(base + '#s=' + Buffer.from(other).toString('base64url'));
  await page.waitForFunction(() => window.__stridelab && window.__stridelab.runs >= 1);
  check((await getScript(page)) === other && (await page.textContent('#undo-bar')).includes('shared link'),
    'a share link replacing the script offers the old one back');
  await page.reload();
  await page.waitForFunction(() => window.__stridelab && window.__stridelab.runs >= 1);
  check((await getScript(page)) === other && (await page.$('#undo-bar')) !== null,
    'after a reload the shared script stays and the way back is still offered');
  await page.click('#undo-replace');
  check((await getScript(page)) === mine, 'and it brings back the script the link replaced');

  // "Link (copied)" only when the clipboard took it.
  await ctx.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
  await page.click('#share');
  await page.waitForFunction(() => /copied|Copy this link/.test(document.querySelector('#share-state').textContent));
  const state = await page.textContent('#share-state');
  const link = await page.inputValue('#share-link');
  const clip = await page.evaluate(() => navigator.clipboard.readText()).catch(() => '');
  check(state.includes('(copied)') === (clip === link), `the share bar tells the truth about the clipboard ("${state.trim()}")`);
  const refusing = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  await refusing.addInitScript(() => {
    navigator.clipboard.writeText = () => Promise.reject(new Error('denied'));
  });
  const rp = await refusing.newPage();
  await rp.goto(base);
  await rp.waitForFunction(() => window.__stridelab && window.__stridelab.runs >= 1);
  await rp.click('#share');
  await rp.waitForFunction(() => /copied|Copy this link/.test(document.querySelector('#share-state').textContent));
  check((await rp.textContent('#share-state')).includes('Copy this link'), 'a refused clipboard write is not reported as copied');
  await refusing.close();

  // Editor: auto-indent after a colon, Tab indents, the error marker sits on the error's line,
  // and line numbers stay beside their lines after scrolling.
  await setScript(page, '');
  await page.click('#editor .cm-content');
  await page.keyboard.type('for i in range(3):');
  await page.keyboard.press('Enter');
  await page.keyboard.type('pass');
  check((await getScript(page)) === 'for i in range(3):\n    pass', `Enter after a colon indents the block (${JSON.stringify(await getScript(page))})`);
  await page.keyboard.press('Home');
  await page.keyboard.press('Tab');
  check((await getScript(page)).endsWith('\n        pass') && await page.evaluate(() => document.activeElement.closest('#editor') !== null),
    'Tab indents and keeps the focus in the editor');
  const long = Array.from({ length: 80 }, (_, i) => (i === 59 ? 'undefined_name + 1' : `v${i} = ${i}`)).join('\n') + '\n';
  await runScript(page, long);
  await page.evaluate(() => { document.querySelector('#editor .cm-scroller').scrollTop = 100000; });
  await page.waitForTimeout(200);
  const marks = await page.evaluate(() => {
    const bad = [...document.querySelectorAll('#editor .cm-gutterElement.bad')];
    const line = [...document.querySelectorAll('#editor .cm-line')].find((l) => l.textContent === 'undefined_name + 1');
    return { numbers: bad.map((b) => b.textContent), badTop: bad[0] && bad[0].getBoundingClientRect().top,
      lineTop: line && line.getBoundingClientRect().top, errorLine: line && line.classList.contains('cm-error-line') };
  });
  check(marks.numbers.join() === '60' && marks.errorLine && Math.abs(marks.badTop - marks.lineTop) < 2,
    `after scrolling, the red line number 60 sits beside the erroring line (${JSON.stringify(marks)})`);
  await page.click('#outputs li.error');
  check(await page.evaluate(() => document.querySelector('#editor').stridelabEditor.cursorLine()) === 60,
    'clicking an output puts the cursor on its line');

  // Chips in a person's order; the view opens on the newest tensor.
  await runScript(page, 'v10 = torch.ones(1)\nv2 = torch.ones(1)\nv1 = torch.ones(1)\nlast = torch.zeros(2)\nv0 = torch.ones(1)\n');
  const chips = await page.evaluate(() => [...document.querySelectorAll('.chip')].map((c) => c.dataset.var));
  check(chips.join() === 'last,v0,v1,v2,v10', `chips sort numbers as numbers (${chips})`);
  check((await page.getAttribute('.chip.on', 'data-var')) === 'v0', 'and the view opens on the tensor bound last');

  // Numbers are drawn whole: no grid or strip cell clips its text.
  await runScript(page, 'n = torch.tensor([[-1.7336, -5.8e-05], [1234.5678, -0.25]])\nbig = torch.arange(100000.)\ntail = big[99990:]\n');
  await page.click('[data-var="n"]');
  const clipped = await page.evaluate(() => [...document.querySelectorAll('.cell, .strip-cell .sval, .strip-cell .saddr, .strip-cell .sidx')]
    .filter((c) => c.scrollWidth > c.clientWidth + 0.5 || c.getBoundingClientRect().right > c.closest('.cell, .strip-cell').getBoundingClientRect().right + 0.5)
    .map((c) => c.textContent));
  const shown = await page.evaluate(() => [...document.querySelectorAll('.cell[data-t="n"]')].map((c) => c.textContent));
  check(clipped.length === 0 && shown.includes('-1.7336') && shown.includes('-5.8e-5'), `no cell clips its text (${shown}; clipped: ${clipped})`);
  const tiny = await page.evaluate(() => [...document.querySelectorAll('#memory *')]
    .filter((e) => e.childNodes.length && [...e.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim()))
    .map((e) => parseFloat(getComputedStyle(e).fontSize)).filter((f) => f < 11).length);
  check(tiny === 0, `no text in the memory view under 11 px (${tiny} elements)`);
  // A view far into a big storage draws the elements it reads.
  await page.click('[data-var="tail"]');
  const first = await page.getAttribute('#strip .strip-cell', 'data-s');
  const tailVals = await page.evaluate(() => [...document.querySelectorAll('#strip .strip-cell .sval')].slice(0, 2).map((c) => c.textContent));
  check(first === '99990' && tailVals.join() === '99990.,99991.', `big[99990:] shows storage from element 99990 (${first}: ${tailVals})`);
  // Hostile shapes for the heatmap: wider than a canvas may be, NaN and inf among the values.
  await runScript(page, 'wide = torch.zeros(1, 40000)\n');
  check((await page.textContent('#heat-undrawn')).includes('more than a canvas can hold'),
    'a slice wider than a canvas gets a note instead of a blank box');
  await runScript(page, "odd = torch.arange(4096.).view(64, 64)\nodd[0, 0] = float('nan')\nodd[1, 1] = float('inf')\n");
  const oddCap = await page.textContent('.heat-tensor h3');
  check(oddCap.includes('from 1. (dark) to 4095. (yellow)'), `NaN and inf do not stretch the colour range (${oddCap.slice(-40)})`);
  await runScript(page, 'e0 = torch.zeros(0, 3)\n');
  check((await page.textContent('.walk')).includes('no elements to walk'), 'an empty tensor does not claim "element 1 of 0"');

  // Keyboard: arrow keys move between cells (and along the strip); the walk has a pace and
  // leaves a trail on the strip.
  await runScript(page, 'x = torch.arange(12.).view(3, 4)\ny = x.T\n');
  await page.click('[data-var="y"]');
  await page.focus('.cell[data-t="y"][data-i="0,0"]');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  const at = await page.evaluate(() => document.activeElement.dataset.i + '@' + document.activeElement.dataset.s);
  check(at === '1,1@5', `arrow keys move the focus from y[0, 0] to y[1, 1], storage 5 (${at})`);
  await page.focus('#strip [data-s="3"]');
  await page.keyboard.press('ArrowRight');
  check(await page.evaluate(() => document.activeElement.dataset.s) === '4', 'and along the strip');
  await page.selectOption('#walk-speed', '20');
  await page.click('#walk');
  await page.waitForFunction(() => /element 12 of 12/.test(document.querySelector('.walk').textContent), null, { timeout: 5000 });
  const trail = await page.evaluate(() => [...document.querySelectorAll('#strip .strip-cell.trail')].map((c) => c.dataset.s).sort((a, b) => a - b));
  check(trail.length === 12, `a very fast walk of y ends within seconds and its trail covers the 12 elements it read (${trail})`);

  // A leaf's gradient can be opened without naming it; the guide opens on the first visit only.
  await runScript(page, 'w = torch.ones(2, 2, requires_grad=True)\n(w * w).sum().backward()\n');
  check(await page.$('[data-var="w.grad"]') !== null && (await page.getAttribute('.chip.on', 'data-var')) === 'w',
    'w.grad has a chip of its own, and the view still opens on w');
  await page.click('[data-var="w.grad"]');
  check((await page.textContent('#inspector')).includes('inspector: w.grad'), 'and opening it shows the gradient');
  check(await page.evaluate(() => !document.querySelector('#guide').open), 'the guide starts folded after the first visit');
  const firstVisit = await browser.newContext({ viewport: { width: 1400, height: 1000 }, colorScheme: "dark" });
  const fp = await firstVisit.newPage();
  await fp.goto(base);
  await fp.waitForFunction(() => window.__stridelab && window.__stridelab.runs >= 1);
  const g = await fp.evaluate(() => ({ open: document.querySelector('#guide').open, text: document.querySelector('#guide').textContent }));
  check(g.open && g.text.includes('Storage strip') && g.text.includes('×n'), 'a first visit opens the guide to the colours, marks and fields');
  const dark = await fp.evaluate(() => {
    const bg = getComputedStyle(document.body).backgroundColor;
    const cell = document.querySelector('.cell');
    return { bg, cellText: cell && getComputedStyle(cell).color };
  });
  check(dark.bg === 'rgb(22, 24, 28)' && dark.cellText === 'rgb(17, 17, 17)',
    `dark mode: a dark page, and cells keep dark text on their light hues (${JSON.stringify(dark)})`);
  await fp.screenshot({ path: path.join(out, 'dark.png') });
  await firstVisit.close();

  // Runs that end badly: Stop, and a timeout, grey the old results and say why.
  await runScript(page, 'ok = torch.ones(3)\nok.sum()\n');
  const e0 = await ends(page);
  await setScript(page, 'while True:\n    pass\n');
  await pressRun(page);
  await page.waitForFunction(() => !document.querySelector('#stop').disabled);
  await page.click('#stop');
  await page.waitForFunction((n) => (window.__stridelab.ends || 0) > n, e0);
  const note = await page.textContent('#stale-note');
  const greyed = await page.evaluate(() => document.querySelector('#outputs').closest('.stale') !== null);
  check(note.includes('you pressed Stop') && note.includes('from the run before') && greyed,
    `Stop ends the run and marks the old results as old ("${note.trim()}")`);
  await runScript(page, 'ok = torch.ones(3)\n');
  check(!(await page.$('#stale-note')), 'the next good run clears the mark');
  const outputsText = await page.textContent('#outputs');
  check(!/--max-/.test(outputsText), 'messages name no command-line flag');
  await runScript(page, 'x = 0\nwhile True:\n    x += 1\n');
  check(!/--max-steps/.test(await page.textContent('#outputs')), 'a step limit message names no command-line flag');

  // The device choice is kept across reloads and travels in share links.
  await page.selectOption('#device', 'webgpu');
  await page.waitForFunction(() => document.querySelector('#status').textContent.startsWith('ran'));
  await page.reload();
  await page.waitForFunction(() => window.__stridelab && window.__stridelab.runs >= 1);
  check((await page.inputValue('#device')) === 'webgpu', 'the WebGPU choice survives a reload');
  await page.click('#share');
  const glink = await page.inputValue('#share-link');
  check(glink.includes('&d=webgpu'), `and the share link carries it (${glink.slice(-20)})`);
  await page.selectOption('#device', 'cpu');
  await ctx.close();

  // Small screens: no sideways scroll, Run visible.
  for (const [w, h] of [[800, 600], [390, 844]]) {
    const c = await browser.newContext({ viewport: { width: w, height: h } });
    const p = await c.newPage();
    await p.goto(base);
    await p.waitForFunction(() => window.__stridelab && window.__stridelab.runs >= 1);
    const m = await p.evaluate(() => {
      const r = document.querySelector('#run').getBoundingClientRect();
      return { sw: document.documentElement.scrollWidth, iw: window.innerWidth, right: r.right, bottom: r.bottom };
    });
    check(m.sw <= m.iw && m.right <= w && m.bottom <= h,
      `at ${w}×${h}: no sideways scroll and Run visible (${JSON.stringify(m)})`);
    await p.screenshot({ path: path.join(out, `small-${w}x${h}.png`), fullPage: false });
    await c.close();
  }
}
