// Starts the page's wasm. An external file (not the inline script trunk would inject),
// so the Content-Security-Policy can forbid inline scripts. The editor (CodeMirror, bundled
// by web/editor/build.mjs) is loaded first: the app mounts it when it starts.
import * as editor from './editor.js';
import init from './stridelab-web.js';
globalThis.stridelabEditor = editor;
await init({ module_or_path: './stridelab-web_bg.wasm' });
