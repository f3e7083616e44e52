# Sourced by the other scripts: tool paths and the shared build directory.
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TOOLS="${STRIDELAB_TOOLS:-$HOME/.cache/stridelab-tools}"
export PATH="$TOOLS/bin:$HOME/.cargo/bin:$PATH"
export TRUNK_SKIP_VERSION_CHECK=true
export XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-/tmp}"
export CHROMEDRIVER="${CHROMEDRIVER:-/usr/bin/chromedriver}"
# A fresh clone builds into a cache shared between clones (so CI's warm runs are fast);
# `target` stays a path in the clone, so `target/release/stridelab` works as documented.
if [ ! -e "$ROOT/target" ]; then
  mkdir -p "$HOME/.cache/stridelab/target"
  ln -s "$HOME/.cache/stridelab/target" "$ROOT/target"
fi
cd "$ROOT"
