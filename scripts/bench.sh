#!/usr/bin/env bash
# Runs `stridelab bench` and its PyTorch/NumPy peers (scripts/bench_peers.py, one thread)
# in one go and prints the times side by side with ratios (> 1: stridelab is faster).
# With --wasm it also builds the playground and times the same cases on its wasm32 worker
# in headless Chromium (tests/e2e/bench_wasm.mjs), with the wasm/native ratio.
#   scripts/bench.sh [--quick] [--wasm] [--threads N]      needs: pip install torch numpy
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
wasm=0
args=()
for a in "$@"; do
  if [ "$a" = "--wasm" ]; then wasm=1; else args+=("$a"); fi
done
# --threads N reaches both sides (stridelab bench and the peers); the wasm worker has one.
cargo build --release -q -p stridelab
ours=$(target/release/stridelab bench --json ${args[@]+"${args[@]}"})
peers=$(python3 scripts/bench_peers.py ${args[@]+"${args[@]}"})
web='{}'
if [ "$wasm" = 1 ]; then
  trunk build --release >/dev/null 2>&1
  web=$(node tests/e2e/bench_wasm.mjs ${args[@]+"${args[@]}"})
fi
python3 - "$ours" "$peers" "$web" <<'PY'
import json, sys
ours, peers, web = (json.loads(a) for a in sys.argv[1:4])
torch, numpy = peers["torch"], peers["numpy"]
def ms(v): return f"{v * 1e3:10.4f}" if v is not None else "         -"
def ratio(a, b): return f"{b / a:7.2f}x" if a and b else "       -"
head = f"{'case':<22} {'stridelab ms':>12} {'torch ms':>10} {'numpy ms':>10} {'vs torch':>9} {'vs numpy':>9}"
if web:
    head += f" {'wasm ms':>10} {'wasm/native':>11}"
print(head)
for case, t in ours.items():
    line = f"{case:<22} {ms(t):>12} {ms(torch.get(case)):>10} {ms(numpy.get(case)):>10} {ratio(t, torch.get(case)):>9} {ratio(t, numpy.get(case)):>9}"
    if web:
        w = web.get(case)
        line += f" {ms(w):>10} {(f'{w / t:10.2f}x' if w else '-'):>11}"
    print(line)
for case in ("adam_contig_16m_fused", "adam_T_16m_fused"):
    print(f"{'torch ' + case:<22} {'':>12} {ms(torch[case]):>10}")
c = ours.get("copy_4096")
if c and "contiguous_T_4096" in ours:
    print(f"\ncontiguous_T_4096 / copy_4096 (stridelab): {ours['contiguous_T_4096'] / c:.2f}")
if "adam_contig_16m" in ours:
    f = torch["adam_contig_16m_fused"]
    print(f"adam vs torch fused contiguous: contig {f / ours['adam_contig_16m']:.2f}x, T {f / ours['adam_T_16m']:.2f}x")
PY
