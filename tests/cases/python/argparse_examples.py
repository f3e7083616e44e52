# argparse as PyTorch's examples (mnist, reinforce) start, parsed with explicit argument
# lists, help laid out as CPython's HelpFormatter does, errors as SystemExit(2); textwrap.
import argparse
import textwrap
parser = argparse.ArgumentParser(prog="main.py", description="PyTorch REINFORCE example")
parser.add_argument('--gamma', type=float, default=0.99, metavar='G', help='discount factor (default: 0.99)')
parser.add_argument('--seed', type=int, default=543, metavar='N', help='random seed (default: 543)')
parser.add_argument('--render', action='store_true', help='render the environment')
parser.add_argument('--log-interval', type=int, default=10, metavar='N', help='interval between training status logs (default: 10)')
args = parser.parse_args(args=[])
args
args.gamma, args.seed, args.render, args.log_interval
parser.parse_args(["--gamma", "0.5", "--render", "--log-int", "3"])
parser.parse_args(["--seed=7"])
parser.format_help()
parser.format_usage()
p2 = argparse.ArgumentParser(prog="mnist.py", description='PyTorch MNIST Example')
p2.add_argument('--batch-size', type=int, default=64, metavar='N', help='input batch size for training (default: 64)')
p2.add_argument('--test-batch-size', type=int, default=1000, metavar='N', help='input batch size for testing (default: 1000)')
p2.add_argument('--epochs', type=int, default=14, metavar='N', help='number of epochs to train (default: 14)')
p2.add_argument('--lr', type=float, default=1.0, metavar='LR', help='learning rate (default: 1.0)')
p2.add_argument('--gamma', type=float, default=0.7, metavar='M', help='Learning rate step gamma (default: 0.7)')
p2.add_argument('--no-cuda', action='store_true', default=False, help='disables CUDA training')
p2.add_argument('--dry-run', action='store_true', default=False, help='quickly check a single pass')
p2.add_argument('--seed', type=int, default=1, metavar='S', help='random seed (default: 1)')
p2.add_argument('--log-interval', type=int, default=10, metavar='N', help='how many batches to wait before logging training status')
p2.add_argument('--save-model', action='store_true', default=False, help='For Saving the current Model')
p2.format_help()
p2.format_usage()
vars(p2.parse_args([]))
p3 = argparse.ArgumentParser(prog="x")
p3.add_argument("files", nargs="+")
p3.add_argument("-v", "--verbose", action="count", default=0)
p3.add_argument("--mode", choices=["a", "b"], default="a")
p3.add_argument("--dims", type=int, nargs=2)
p3.add_argument("--tag", action="append")
p3.add_argument("-o", dest="out", default="out.txt")
p3.parse_args(["f1", "f2", "-vv", "--mode", "b", "--dims", "3", "4", "--tag", "x", "--tag", "y", "-oz.txt"])
p3.parse_known_args(["f1", "--unknown", "3"])
p3.format_help()
ns = argparse.Namespace(a=1, b="x")
ns, "a" in ns, ns == argparse.Namespace(a=1, b="x")
textwrap.wrap("The quick brown fox jumps over the lazy dog and keeps running far-away", 20)
textwrap.fill("hello world " * 10, width=30, initial_indent="> ", subsequent_indent="  ")
textwrap.dedent("""
    def f():
        return 1
""")
textwrap.indent("a\nb\n\nc", "  ")
p4 = argparse.ArgumentParser(prog="p", formatter_class=argparse.ArgumentDefaultsHelpFormatter)
p4.add_argument("--lr", type=float, default=0.1, help="learning rate")
p4.add_argument("--name", default="run", help="run name")
p4.format_help()
g = p4.add_mutually_exclusive_group()
g.add_argument("--cpu", action="store_true")
g.add_argument("--gpu", action="store_true")
p4.parse_args(["--cpu"])
p5 = argparse.ArgumentParser(prog="p5", exit_on_error=False)
p5.add_argument("--n", type=int)
p5.parse_args(["--n", "x"])
import sys
def run(p, argv):
    try:
        return p.parse_args(argv)
    except SystemExit as e:
        return "exit", e.code if hasattr(e, "code") else None
p = argparse.ArgumentParser(prog="t")
p.add_argument("a")
p.add_argument("b", nargs="?", default="B")
p.add_argument("--opt")
run(p, ["x"]), run(p, ["x", "y"]), run(p, ["x", "--opt", "v"])
p.parse_known_args(["x", "--opt", "v", "y"])
run(p, [])
run(p, ["x", "--opt"])
run(p, ["--bad"])
q = argparse.ArgumentParser(prog="q")
q.add_argument("--lr", type=float, default="0.5")
q.add_argument("--n", type=int, choices=[1, 2, 3])
q.add_argument("--req", required=True)
run(q, ["--req", "r"]), run(q, ["--req", "r", "--n", "4"]), run(q, ["--n", "1"]), run(q, ["--req", "r", "--n", "x"])
run(q, ["--req", "r", "--lr", "-1.5"])
r = argparse.ArgumentParser(prog="r")
r.add_argument("--learning-rate", "--lr", dest="lr", type=float, default=0.1)
r.add_argument("--log", action="store_true")
r.add_argument("-n", type=int, default=3)
run(r, ["--lr", "0.3", "-n5"]), run(r, ["--l", "0.2"]), run(r, ["--le", "0.2", "--log"])
r.get_default("lr"), r.set_defaults(extra=1), r.parse_args([])
def leave():
    try:
        sys.exit(3)
    except SystemExit as e:
        return "caught", str(e), e.args
leave()
isinstance(SystemExit(1), Exception), issubclass(SystemExit, BaseException)
