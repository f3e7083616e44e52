#!/usr/bin/env bash
# Runs `stridelab bench` and its PyTorch/NumPy peers (scripts/bench_peers.py, one thread)
# in one go and prints the times side by side with ratios (> 1: stridelab is faster).
#   scripts/bench.sh [--quick]      needs: pip install torch numpy
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cargo build --release -q -p stridelab
ours=$(target/release/stridelab bench --json "$@")
peers=$(python3 scripts/bench_peers.py "$@")
python3 - "$ours" "$peers" <<'PY'
import json, sys
ours, peers = json.loads(sys.argv[1]), json.loads(sys.argv[2])
torch, numpy = peers["torch"], peers["numpy"]
def ms(v): return f"{v * 1e3:10.4f}" if v is not None else "         -"
def ratio(a, b): return f"{b / a:7.2f}x" if a and b else "       -"
print(f"{'case':<22} {'stridelab ms':>12} {'torch ms':>10} {'numpy ms':>10} {'vs torch':>9} {'vs numpy':>9}")
for case, t in ours.items():
    print(f"{case:<22} {ms(t):>12} {ms(torch.get(case)):>10} {ms(numpy.get(case)):>10} {ratio(t, torch.get(case)):>9} {ratio(t, numpy.get(case)):>9}")
for case in ("adam_contig_16m_fused", "adam_T_16m_fused"):
    print(f"{'torch ' + case:<22} {'':>12} {ms(torch[case]):>10}")
c = ours.get("copy_4096")
if c and "contiguous_T_4096" in ours:
    print(f"\ncontiguous_T_4096 / copy_4096 (stridelab): {ours['contiguous_T_4096'] / c:.2f}")
if "adam_contig_16m" in ours:
    f = torch["adam_contig_16m_fused"]
    print(f"adam vs torch fused contiguous: contig {f / ours['adam_contig_16m']:.2f}x, T {f / ours['adam_T_16m']:.2f}x")
PY
