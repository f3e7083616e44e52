# Sourced by the other scripts: tool paths and the shared build directory.
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TOOLS="${STRIDELAB_TOOLS:-$HOME/.cache/stridelab-tools}"
export PATH="$TOOLS/bin:$HOME/.cargo/bin:$PATH"
export TRUNK_SKIP_VERSION_CHECK=true
export XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-/tmp}"
export CHROMEDRIVER="${CHROMEDRIVER:-/usr/bin/chromedriver}"
# Cargo decides what to rebuild by file checksums, not modification times: a fresh clone's
# files are all new, so by times CI rebuilt every crate of the workspace in every profile
# (seven builds of the core, most of the test command's time) even when the shared cache
# held them byte for byte. Checksum freshness is unstable in cargo 1.95, so it is enabled
# with RUSTC_BOOTSTRAP; every script sets both, because a build without them and one with
# them invalidate each other (docs/decisions.md, "build cache"). Tools are installed
# without them (scripts/setup.sh).
export RUSTC_BOOTSTRAP=1
export CARGO_UNSTABLE_CHECKSUM_FRESHNESS=true
# A fresh clone builds into a cache shared between clones (so CI's warm runs are fast);
# `target` stays a path in the clone, so `target/release/stridelab` works as documented.
if [ ! -e "$ROOT/target" ]; then
  mkdir -p "$HOME/.cache/stridelab/target"
  ln -s "$HOME/.cache/stridelab/target" "$ROOT/target"
fi
cd "$ROOT"
