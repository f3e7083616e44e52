// Driving the playground from a test: the editor is CodeMirror (web/editor/), reached through
// the handle the page itself uses; typing is used where typing is what is tested.

export async function setScript(page, script) {
  await page.waitForFunction(() => document.querySelector('#editor').stridelabEditor);
  await page.evaluate((s) => document.querySelector('#editor').stridelabEditor.setDoc(s), script);
}
export async function getScript(page) {
  await page.waitForFunction(() => document.querySelector('#editor').stridelabEditor);
  return page.evaluate(() => document.querySelector('#editor').stridelabEditor.getDoc());
}
export async function pressRun(page) {
  await page.focus('#editor .cm-content');
  await page.keyboard.press('Control+Enter');
}
export async function runScript(page, script) {
  const before = await page.evaluate(() => window.__stridelab.runs);
  await setScript(page, script);
  await pressRun(page);
  try {
    await page.waitForFunction((n) => window.__stridelab.runs > n, before, { timeout: 30000 });
  } catch (e) {
    // A run that ended badly (a crash, the deadline) bumps no count: say what the page says.
    const status = await page.textContent('#status').catch(() => '?');
    throw new Error(`the run did not finish in 30 s; the page says: ${status}\n  script: ${script.slice(0, 200)}`);
  }
}
export async function openExample(page, label) {
  await page.click('#examples > summary');
  await page.evaluate((l) => [...document.querySelectorAll('#examples .menu-list button')]
    .find((b) => b.textContent === l).click(), label);
}

