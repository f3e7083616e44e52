// Bundles src/editor.js and CodeMirror into one minified ES module, dist/editor.js, which
// trunk copies next to the page (Trunk.toml's pre_build hook runs this).
import { build } from "esbuild";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
await build({
  entryPoints: [join(here, "src", "editor.js")],
  outfile: join(here, "dist", "editor.js"),
  bundle: true,
  format: "esm",
  minify: true,
  target: "es2020",
  legalComments: "none",
  logLevel: "warning",
});
