// Starts the page's wasm. An external file (not the inline script trunk would inject),
// so the Content-Security-Policy can forbid inline scripts.
import init from './stridelab-web.js';
await init({ module_or_path: './stridelab-web_bg.wasm' });
