// The autograd graph panel (web/src/ui/graph.rs): the selected tensor's graph is drawn,
// and stepping walks the nodes in the order backward() runs them (the order
// `stridelab.graph` prints, which the core's tests hold to the engine).
import path from 'node:path';
import { runScript } from './helpers.mjs';

export async function checkGraph({ base, check, out, freshPage }) {
  const { ctx, page } = await freshPage(base);
  await runScript(page, [
    'import torch, stridelab',
    'torch.manual_seed(0)',
    'model = torch.nn.Sequential(torch.nn.Linear(3, 4), torch.nn.ReLU(), torch.nn.Linear(4, 1))',
    'x = torch.randn(5, 3)',
    'loss = model(x).pow(2).mean()',
    'stridelab.graph(loss)',
  ].join('\n') + '\n');
  await page.evaluate(() => [...document.querySelectorAll('.chip')].find((c) => c.textContent.startsWith('loss ')).click());
  await page.waitForSelector('#graph .gnode');
  const names = await page.evaluate(() => [...document.querySelectorAll('#graph .gnode')]
    .sort((a, b) => a.dataset.step - b.dataset.step)
    .map((g) => g.querySelector('text').textContent));
  // The terminal text of the same graph, printed by the script: same nodes, same steps.
  const printed = (await page.textContent('#outputs')).match(/\(\d+\) [A-Za-z0-9]+/g) || [];
  const printedSet = [...new Set(printed)].sort((a, b) => parseInt(a.slice(1)) - parseInt(b.slice(1)));
  check(names.length === 11 && JSON.stringify(names) === JSON.stringify(printedSet),
    `the MLP loss's graph draws its 11 nodes in backward's order, as stridelab.graph prints them (${names.join(', ')})`);
  const edges = await page.$$eval('#graph line.edge', (ls) => ls.length);
  check(edges === 10, `with an edge per next_functions entry that is not None (${edges})`);
  await page.click('#graph-step');
  let caption = await page.textContent('#graph-caption');
  // mean's backward expands the 0-d gradient and divides it by the count: a new [5, 1]
  // tensor (PyTorch's layouts, checked by tests/cases/hooks_and_state/call_grad_fn.py).
  check(caption.startsWith('step 1 of 11: MeanBackward0 takes the gradient of its output ([] strides [])')
    && caption.includes('[5, 1] strides [1, 1] to PowBackward0'),
    `step 1 runs the root and shows the gradient it sends (${caption})`);
  check(await page.$$eval('#graph .gnode.now', (g) => g.length) === 1, 'one node is marked as running');
  const captions = [caption];
  for (let i = 1; i < 11; i++) {
    await page.click('#graph-step');
    captions.push(await page.textContent('#graph-caption'));
  }
  check(captions.filter((c) => / AccumulateGrad adds the gradient it receives \(\[[0-9, ]*\] strides \[[0-9, ]*\]\) into \.grad of \[[0-9, ]+\] float32$/.test(c)).length === 4,
    `four steps accumulate into the four parameters, each with the gradient's layout (${captions.filter((c) => c.includes('AccumulateGrad')).join(' | ')})`);
  check(await page.$$eval('#graph .gnode.ran', (g) => g.length) === 10, 'after the last step the ten before it have run');
  check(await page.$eval('#graph-step', (b) => b.disabled), 'stepping stops at the end');
  await page.screenshot({ path: path.join(out, 'graph.png'), fullPage: true });
  // A node's saved tensor opens in the memory view, and the graph stays.
  await page.click('#graph g.gnode.has-saved[data-step="2"]');
  await page.waitForFunction(() => /PowBackward0\._saved_self/.test(document.querySelector('#inspector h3').textContent));
  const insp = await page.textContent('#inspector');
  check(insp.includes('[5, 1]') && await page.$('#graph .gnode') !== null,
    `clicking PowBackward0 opens the tensor it saved in the memory view, beside the graph (${(await page.textContent('#inspector h3'))})`);
  // addmm saved two matrices: one click each, in turn.
  const opened = [];
  for (let i = 0; i < 2; i++) {
    const before = await page.textContent('#inspector h3');
    await page.click('#graph g.gnode.has-saved[data-step="3"]');
    await page.waitForFunction((b) => document.querySelector('#inspector h3').textContent !== b, before);
    opened.push((await page.textContent('#inspector h3')).replace('inspector: loss: ', ''));
  }
  check(opened.join(',') === '(3) AddmmBackward0._saved_mat1,(3) AddmmBackward0._saved_mat2',
    `clicks go round a node's saved tensors (${opened.join(', ')})`);
  check(!(await page.$$eval('.chip', (c) => c.map((x) => x.textContent))).some((t) => t.includes('_saved_')),
    'saved tensors do not crowd the chips');
  // A leaf has no graph: the panel is absent rather than empty.
  await page.evaluate(() => [...document.querySelectorAll('.chip')].find((c) => c.textContent.startsWith('x ')).click());
  await page.waitForSelector('#inspector');
  check(await page.$('#graph') === null, 'a tensor without grad_fn shows no graph panel');
  await ctx.close();
}
