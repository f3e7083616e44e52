# torch.version (the file PyTorch's build writes): a CPU-only build, as stridelab models one
# (torch.cuda.is_available() is False), so every accelerator's version is None.
__version__ = "2.15.0+stridelab"
debug = False
cuda = None
git_version = "unknown"
hip = None
rocm = None
xpu = None
