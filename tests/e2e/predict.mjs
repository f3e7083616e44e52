// Predict mode (web/src/ui/predict.rs): any script's outputs are hidden until guessed, then
// revealed and scored; the memory view waits until every answer is out.
import path from 'node:path';
import { runScript } from './helpers.mjs';

export async function checkPredict({ base, check, out, freshPage }) {
  const { ctx, page } = await freshPage(base);
  await page.click('#predict-toggle');
  await runScript(page, [
    'import torch',
    'x = torch.arange(6.).view(2, 3)',
    'x.t().stride()',
    'x.t().is_contiguous()',
    'x.t().view(6)',
  ].join('\n') + '\n');
  const hidden = await page.$$eval('#outputs li.predict', (ls) => ls.map((l) => l.querySelector('.code').textContent));
  check(hidden.length === 3, `three outputs are hidden behind a guess (${hidden.join(' | ')})`);
  const shown = await page.textContent('#outputs');
  check(!shown.includes('(1, 3)') && !shown.includes('RuntimeError'), 'and none of their answers is on the page');
  check(await page.$('#predict-wait') !== null, 'the memory view waits');
  check(await page.$$eval('#editor .cm-error-line, #editor .error-line, #editor .cm-lintRange-error', (e) => e.length) === 0
    && !(await page.textContent('#status')).includes('error'),
    `neither the editor nor the status tells which line fails (${await page.textContent('#status')})`);
  const guess = async (k, text) => {
    const li = (await page.$$('#outputs li.predict'))[k];
    await (await li.$('input.guess')).fill(text);
    await (await li.$('input.guess')).press('Enter');
  };
  await guess(0, '(1,3)');
  let verdicts = await page.$$eval('#outputs .verdict', (v) => v.map((e) => e.className + ': ' + e.textContent));
  check(verdicts.length === 1 && verdicts[0].includes('right') && (await page.textContent('#outputs')).includes('(1, 3)'),
    `a right guess is revealed and marked right (${verdicts})`);
  await guess(0, 'True');
  await guess(0, 'RuntimeError');
  verdicts = await page.$$eval('#outputs .verdict', (v) => v.map((e) => e.className + ': ' + e.textContent));
  check(verdicts.length === 3 && verdicts[1].includes('wrong') && verdicts[1].includes('True') && verdicts[2].includes('right'),
    `a wrong guess is marked wrong, an error is guessed by its class (${verdicts.join(' | ')})`);
  const score = await page.textContent('#predict-score');
  check(score === 'predict mode: 2 of 3 right (all 3 revealed)', `the run is scored (${score})`);
  await page.waitForSelector('#inspector');
  check(await page.$('#predict-wait') === null, 'with every answer out, the memory view opens');
  await page.screenshot({ path: path.join(out, 'predict.png'), fullPage: true });
  // The choice is kept: after a reload the next run is hidden again.
  await page.reload();
  await page.waitForFunction(() => window.__stridelab && window.__stridelab.runs >= 1, null, { timeout: 30000 });
  check((await page.textContent('#predict-toggle')) === 'Predict: on'
    && (await page.$$('#outputs li.predict')).length === 3, 'predict mode is still on after a reload, with the outputs hidden');
  await page.click('#predict-toggle');
  check((await page.$$('#outputs li.predict')).length === 0 && (await page.textContent('#outputs')).includes('(1, 3)'),
    'turning it off shows every output');
  await ctx.close();
}
