//! The examples menu: short scenarios, each one idea, then complete tutorials that run
//! unchanged. The tutorials are conformance cases (`tests/cases/`), recorded from PyTorch, so
//! what the menu shows is checked against PyTorch on every test run.

pub struct Example {
    pub title: &'static str,
    pub script: &'static str,
}

pub const EXAMPLES: &[Example] = &[
    Example {
        title: "A tensor is a view",
        script: "# A tensor is a shape, strides and an offset over a flat storage.\nx = torch.arange(12.).view(3, 4)\nx.stride()\nx.storage_offset()\nx.untyped_storage().nbytes()\nrow = x[1]\nrow.storage_offset()\nrow.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()\n",
    },
    Example {
        title: "Transpose",
        script: "# .T swaps two strides: no element moves.\nx = torch.arange(12.).view(3, 4)\ny = x.T\ny.stride()\ny.is_contiguous()\ny.data_ptr() == x.data_ptr()\n",
    },
    Example {
        title: "Slicing with steps",
        script: "# A step multiplies a stride; a start moves the offset.\nx = torch.arange(16.).view(4, 4)\ny = x[::2, 1::2]\ny.stride()\ny.storage_offset()\ny\n",
    },
    Example {
        title: "expand and stride 0",
        script: "# Stride 0: every row reads the same three elements.\nr = torch.arange(3.)\ne = r.expand(4, 3)\ne.stride()\ne.add_(1)  # refused: many cells share one element\n",
    },
    Example {
        title: "contiguous() copies",
        script: "# contiguous() copies a strided view into row-major order...\nx = torch.arange(12.).view(3, 4)\ny = x.T\nz = y.contiguous()\nz.stride()\nz.data_ptr() == y.data_ptr()\n# ...and returns the tensor itself when it already is.\nz.contiguous() is z\n",
    },
    Example {
        title: "clone keeps strides",
        script: "# clone() keeps a dense layout (preserve_format); contiguous_format does not.\nx = torch.arange(12.).view(3, 4)\ny = x.T\nc = y.clone()\nc.stride()\nd = y.clone(memory_format=torch.contiguous_format)\nd.stride()\n(c / 10).stride()\n",
    },
    Example {
        title: "A tiny view keeps a huge storage alive",
        script: "# Five floats, forty megabytes: the view keeps its whole storage.\nhuge = torch.zeros(2000, 5000)\ntiny = huge[0, :5]\ndel huge\ntiny.untyped_storage().nbytes()\nsmall = tiny.clone()\nsmall.untyped_storage().nbytes()\n",
    },
    Example {
        title: "view vs reshape",
        script: "# view never copies, so it refuses what needs a copy; reshape copies then.\nx = torch.arange(12.).view(3, 4)\ny = x.T\nv = y.view(-1)\nr = y.reshape(-1)\nr.data_ptr() == y.data_ptr()\nok = x.reshape(-1)\nok.data_ptr() == x.data_ptr()\n",
    },
    Example {
        title: "Adam's state inherits strides",
        script: "# The encoder weight starts as a transposed clone: Adam's moments follow its layout.\nw = torch.arange(12.).view(3, 4).T.clone().requires_grad_()\nopt = torch.optim.Adam([w], lr=0.1)\nloss = (w ** 2).sum()\nloss.backward()\nopt.step()\nm = opt.state[w]['exp_avg_sq']\nm.stride()\nw.stride()\n",
    },
    Example {
        title: "Tutorial: a micrograd engine",
        script: include_str!("../../../tests/cases/python/micrograd.py"),
    },
    Example {
        title: "Tutorial: DataLoader, Sequential and a schedule",
        script: include_str!("../../../tests/cases/tutorials/training_loop.py"),
    },
    Example {
        title: "Tutorial: a custom autograd Function",
        script: include_str!("../../../tests/cases/tutorials/custom_function.py"),
    },
];
