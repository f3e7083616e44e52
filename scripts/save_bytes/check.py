# Compares torch.save's bytes in PyTorch and in stridelab over probe.py's objects:
#   python3 scripts/save_bytes/check.py BIN
# Prints each object that differs (with the first differing byte) and a count.
import os
import subprocess
import sys

here = os.path.dirname(os.path.abspath(__file__))
probe = os.path.join(here, "probe.py")
ours_bin = sys.argv[1] if len(sys.argv) > 1 else "/work/bin/stridelab"


def rows(cmd):
    out = subprocess.run(cmd, capture_output=True, text=True, cwd="/tmp").stdout
    return {line.split(" ", 1)[0]: line.split(" ", 2)[1:] for line in out.splitlines() if line}


theirs = rows([sys.executable, probe])
ours = rows([ours_bin, "run", probe])
same = 0
for label, (n, hexed) in theirs.items():
    got = ours.get(label)
    if got == [n, hexed]:
        same += 1
        continue
    if got is None:
        print(f"{label}: missing in stridelab")
        continue
    at = next((i for i, (x, y) in enumerate(zip(hexed, got[1])) if x != y), min(len(hexed), len(got[1])))
    print(f"{label}: length {n} vs {got[0]}, first difference at byte {at // 2}:"
          f" torch {hexed[at - at % 2:at - at % 2 + 24]} stridelab {got[1][at - at % 2:at - at % 2 + 24]}")
print(f"{same} of {len(theirs)} objects byte-exact")
