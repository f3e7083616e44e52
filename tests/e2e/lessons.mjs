// The lessons page in headless Chromium: the course list, a lesson's cells run in the page's
// worker, a predict and a construct exercise answered wrong (refused, with a hint) and right
// (accepted, memory view shown), progress kept after a reload.
import path from 'node:path';

const count = (page, name) => page.evaluate((n) => (window.__stridelab && window.__stridelab[n]) || 0, name);
const after = (page, name, n, timeout = 60000) =>
  page.waitForFunction(([k, v]) => ((window.__stridelab && window.__stridelab[k]) || 0) > v, [name, n], { timeout });

async function answer(page, ex, text) {
  const n = await count(page, 'lesson_checks');
  const box = page.locator(`[data-exercise="${ex}"] .predict-answer`);
  await box.fill(text);
  await box.press('Enter');
  await after(page, 'lesson_checks', n);
  return (await page.textContent(`[data-exercise="${ex}"] .verdict`)).trim();
}

async function submitCode(page, ex, code) {
  const sel = `#ex-editor-${ex}`;
  await page.waitForFunction((s) => document.querySelector(s) && document.querySelector(s).stridelabEditor, sel);
  await page.evaluate(([s, c]) => document.querySelector(s).stridelabEditor.setDoc(c), [sel, code]);
  const n = await count(page, 'lesson_checks');
  await page.click(`[data-exercise="${ex}"] button.check`);
  await after(page, 'lesson_checks', n);
  return (await page.textContent(`[data-exercise="${ex}"] .verdict`)).trim();
}

export async function checkLessons({ browser, base, check, out, freshPage, shots }) {
  const { ctx, page } = await freshPage(base + '#learn');
  await page.waitForSelector('#lesson-list li');
  const lessons = await page.evaluate(() => [...document.querySelectorAll('#lesson-list li')].map((l) => l.dataset.lesson));
  check(lessons.length >= 11 && lessons[0] === '01-views-over-storage', `the course lists ${lessons.length} lessons (>= 11), lesson 1 first`);
  await page.screenshot({ path: path.join(out, 'lessons-list.png'), fullPage: true });

  // Lesson 1: its cells run in the worker and show PyTorch's echoes under their lines.
  const cellsBefore = await count(page, 'lesson_cells');
  await page.click('[data-lesson="01-views-over-storage"] a');
  await after(page, 'lesson_cells', cellsBefore);
  const first = await page.textContent('.lesson-cell[data-cell="0"]');
  check(first.includes('torch.Size([3, 4])') && first.includes('(4, 1)'), 'lesson 1\'s first cell shows m.shape and m.stride()');

  // A cell's memory view: the tensor it names, as it was after that cell.
  const ex0 = await count(page, 'lesson_explains');
  await page.click('.lesson-cell[data-cell="0"] .show-memory');
  await after(page, 'lesson_explains', ex0);
  const strip = await page.locator('.lesson-cell[data-cell="0"] .lesson-memory .strip-cell').count();
  const m12 = await page.textContent('.lesson-cell[data-cell="0"] .lesson-memory');
  check(strip === 12 && !m12.includes('100'), `the first cell's memory view shows m's 12 elements before the later write (${strip} cells)`);

  // Predict: a wrong answer is refused with a hint; the right one is accepted and explained.
  const ex = 'where-does-a-row-start';
  const wrong = await answer(page, ex, '2');
  const hint = await page.textContent(`[data-exercise="${ex}"] .hint`).catch(() => '');
  check(wrong === 'Not quite.' && hint.includes('stride[0]'), `a wrong prediction is refused with a hint ("${wrong}" / "${hint.trim().slice(0, 50)}")`);
  const e1 = await count(page, 'lesson_explains');
  const right = await answer(page, ex, '10');
  check(right.startsWith('Right') && right.includes('10'), `the right prediction is accepted ("${right}")`);
  await after(page, 'lesson_explains', e1);
  const explained = await page.textContent(`[data-exercise="${ex}"] .lesson-memory`);
  check(explained.includes('r: shape [5], strides [1], offset 10'), `the memory view explains it on r ("${explained.slice(0, 60)}")`);
  await page.locator(`[data-exercise="${ex}"]`).screenshot({ path: path.join(out, 'lessons-predict.png') });

  // Construct: a copy is refused by the trace check; a view passes.
  const cx = 'read-the-same-storage-as-a-matrix';
  const copied = await submitCode(page, cx, 'v = x.clone().view(2, 6)\n');
  check(copied.includes('copy kernel') && copied.includes('clone'), `a copying answer is refused, naming the copy ("${copied}")`);
  const hint2 = await page.textContent(`[data-exercise="${cx}"] .hint`).catch(() => '');
  check(hint2.includes('view'), `...with a hint ("${hint2.trim().slice(0, 50)}")`);
  const viewed = await submitCode(page, cx, 'v = x.view(2, 6)\n');
  check(viewed === 'All checks pass.', `a view passes ("${viewed}")`);
  await page.locator(`[data-exercise="${cx}"]`).screenshot({ path: path.join(out, 'lessons-construct.png') });
  const solved = await page.textContent('#lesson-solved');
  check(solved.includes('2 of'), `the lesson counts two solved exercises ("${solved}")`);

  // Progress and answers survive a reload.
  await page.reload();
  await page.waitForSelector(`[data-exercise="${cx}"]`);
  const kept = await page.evaluate(([a, b]) => [a, b].map((e) => document.querySelector(`[data-exercise="${e}"]`).classList.contains('solved')), [ex, cx]);
  const typed = await page.inputValue(`[data-exercise="${ex}"] .predict-answer`);
  check(kept.every(Boolean) && typed === '10', `after a reload both exercises are still solved and the typed answer is kept (${kept}, "${typed}")`);
  await page.click('#nav-learn');
  await page.waitForSelector('#lesson-list li');
  const listed = await page.textContent('[data-lesson="01-views-over-storage"] .lesson-progress');
  check(listed.startsWith('2 of'), `the lesson list shows the progress ("${listed}")`);
  await ctx.close();
}
