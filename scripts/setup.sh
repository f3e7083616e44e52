#!/usr/bin/env bash
# Installs everything the build and the tests need, idempotently: each step checks first and
# does nothing when the tool is already there at the pinned version.
#   scripts/setup.sh          everything (web build, browser tests, GPU, Metal check)
# Pinned versions and why: docs/toolchain.md.
set -euo pipefail
tools="${STRIDELAB_TOOLS:-$HOME/.cache/stridelab-tools}"
mkdir -p "$tools"

log() { printf '[setup] %s\n' "$*" >&2; }

need_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

# --- rustup targets -------------------------------------------------------------------------
for t in wasm32-unknown-unknown aarch64-apple-darwin; do
  if ! rustup target list --installed | grep -qx "$t"; then
    log "rustup target add $t"; rustup target add "$t"
  fi
done
rustup component list --installed 2>/dev/null | grep -q '^clippy' || rustup component add clippy
rustup component list --installed 2>/dev/null | grep -q '^rustfmt' || rustup component add rustfmt

# --- apt packages ---------------------------------------------------------------------------
pkgs=(chromium chromium-driver mesa-vulkan-drivers libvulkan1 libegl1 libegl-mesa0 libgl1-mesa-dri)
missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  log "apt-get install ${missing[*]}"
  need_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive need_root apt-get install -y -qq "${missing[@]}" >/dev/null
fi

# --- pinned cargo tools ---------------------------------------------------------------------
# trunk 0.22 needs a newer rustc than this machine's 1.95.
if ! trunk --version 2>/dev/null | grep -q '0.21.14'; then
  log "cargo install trunk 0.21.14 (several minutes)"
  env -u RUSTC_BOOTSTRAP -u CARGO_UNSTABLE_CHECKSUM_FRESHNESS cargo install trunk --version 0.21.14 --locked
fi
# wasm-bindgen-cli must equal the wasm-bindgen crate pinned in Cargo.toml; without --locked
# because its own lockfile names a webpki-roots version the registry no longer has.
if ! wasm-bindgen --version 2>/dev/null | grep -q '0.2.130'; then
  log "cargo install wasm-bindgen-cli 0.2.130 (several minutes)"
  env -u RUSTC_BOOTSTRAP -u CARGO_UNSTABLE_CHECKSUM_FRESHNESS cargo install wasm-bindgen-cli --version 0.2.130
fi

# --- wasm-opt from npm (Debian's binaryen 108 produces wasm that fails to load) ------------
if [ ! -x "$tools/node_modules/.bin/wasm-opt" ]; then
  log "npm install binaryen@132"
  (cd "$tools" && npm install --silent --no-audit --no-fund binaryen@132 >/dev/null)
fi
mkdir -p "$tools/bin"
ln -sf "$tools/node_modules/.bin/wasm-opt" "$tools/bin/wasm-opt"
# --- end-to-end test driver (playwright-core drives Debian's chromium; no browser download)
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
if [ ! -d "$root/tests/e2e/node_modules/playwright-core" ]; then
  log "npm ci in tests/e2e"
  (cd "$root/tests/e2e" && npm ci --silent --no-audit --no-fund >/dev/null)
fi
# --- the playground's editor bundle (CodeMirror and esbuild, pinned in its package-lock) ----
if [ ! -d "$root/web/editor/node_modules/@codemirror/view" ]; then
  log "npm ci in web/editor"
  (cd "$root/web/editor" && npm ci --silent --no-audit --no-fund >/dev/null)
fi
log "ready (tools in $tools)"
