//! The standard-library modules written in Python, by the name scripts import them as.

/// Module name → its source.
pub(super) const SOURCES: &[(&str, &str)] = &[
    ("collections", include_str!("collections.py")),
    ("copy", include_str!("copy.py")),
    ("itertools", include_str!("itertools.py")),
    ("functools", include_str!("functools.py")),
    ("dataclasses", include_str!("dataclasses.py")),
    ("typing", include_str!("typing.py")),
    ("logging", include_str!("logging.py")),
    ("os", include_str!("os.py")),
    ("sys", include_str!("sys.py")),
    ("time", include_str!("time.py")),
    ("operator", include_str!("operator.py")),
    ("heapq", include_str!("heapq.py")),
    ("bisect", include_str!("bisect.py")),
    ("abc", include_str!("abc.py")),
    ("collections.abc", include_str!("collections_abc.py")),
    ("_collections_abc", "from collections.abc import *\nfrom collections.abc import _check_methods\n"),
    ("numbers", include_str!("numbers.py")),
    ("types", include_str!("types.py")),
    // The base class of `class L(list)` (see eval/statements.rs).
    ("_list_stand_in", include_str!("list_stand_in.py")),
    ("_dict_stand_in", include_str!("dict_stand_in.py")),
    ("_set_stand_in", include_str!("set_stand_in.py")),
    // Methods of built-in types written in Python (builtins/python_methods.rs).
    ("_builtin_methods", include_str!("builtin_methods.py")),
    ("_native_dunders", include_str!("native_dunders.py")),
    // `list.append(l, x)`: a container type's methods unbound (builtins/attributes.rs).
    ("_unbound", include_str!("unbound.py")),
    ("statistics", include_str!("statistics.py")),
    ("enum", include_str!("enum.py")),
    ("string", include_str!("string.py")),
    ("textwrap", include_str!("textwrap.py")),
    ("warnings", include_str!("warnings.py")),
    ("builtins", include_str!("builtins.py")),
    ("json", include_str!("json.py")),
    // CPython's json package files, which scripts import from directly.
    (
        "json.decoder",
        "from json import JSONDecoder, JSONDecodeError\n",
    ),
    (
        "json.encoder",
        "from json import JSONEncoder\n",
    ),
    ("datetime", include_str!("datetime.py")),
    ("torch.utils.checkpoint", include_str!("torch_utils_checkpoint.py")),
    ("torch.utils.benchmark", include_str!("torch_utils_benchmark.py")),
    // PyTorch's own modules under the package, which scripts may import from directly.
    ("torch.utils.benchmark.utils", ""),
    (
        "torch.utils.benchmark.utils.common",
        include_str!("torch_utils_benchmark_common.py"),
    ),
    (
        "torch.utils.benchmark.utils.timer",
        include_str!("torch_utils_benchmark_timer.py"),
    ),
    (
        "torch.utils.benchmark.utils.compare",
        include_str!("torch_utils_benchmark_compare.py"),
    ),
    (
        "torch.autograd.anomaly_mode",
        include_str!("torch_autograd_anomaly_mode.py"),
    ),
    (
        "torch.autograd.grad_mode",
        include_str!("torch_autograd_grad_mode.py"),
    ),
    (
        "torch.nn.utils.parametrizations",
        include_str!("torch_nn_utils_parametrizations.py"),
    ),
    ("torch.amp", include_str!("torch_amp.py")),
    ("torch.cuda.amp", include_str!("torch_cuda_amp.py")),
    ("torch.cpu", include_str!("torch_cpu.py")),
    ("torch.cpu.amp", include_str!("torch_cpu_amp.py")),
    ("torch.backends.cuda", include_str!("torch_backends_cuda.py")),
    (
        "torch._float32_precision",
        include_str!("torch_float32_precision.py"),
    ),
    ("torch.nn.attention", include_str!("torch_nn_attention.py")),
    ("torch.compiler", include_str!("torch_compiler.py")),
    ("torch._dynamo", include_str!("torch_dynamo.py")),
    (
        "torch._dynamo.eval_frame",
        include_str!("torch_dynamo_eval_frame.py"),
    ),
    // torch._dynamo.exc: the error an unknown torch.compile backend raises.
    (
        "torch._dynamo.exc",
        "class TorchDynamoException(RuntimeError):\n    pass\nclass InvalidBackend(TorchDynamoException):\n    pass\nclass TorchRuntimeError(TorchDynamoException):\n    pass\n",
    ),
    ("torch.backends.mkldnn", include_str!("torch_backends_cpu_libs.py")),
    ("torch.backends.quantized", include_str!("torch_backends_quantized.py")),
    // torch.qscheme's values (re-exported as torch.per_tensor_affine, ...).
    ("torch._qscheme", include_str!("torch_qscheme.py")),
    // Quantization: observers, fake quantization and qconfigs (torch.ao.quantization);
    // torch.quantization is PyTorch's old path to the same names.
    ("torch.ao", ""),
    ("torch.ao.quantization", include_str!("torch_ao_quantization.py")),
    (
        "torch.ao.quantization.observer",
        include_str!("torch_ao_quantization_observer.py"),
    ),
    (
        "torch.ao.quantization.fake_quantize",
        include_str!("torch_ao_quantization_fake_quantize.py"),
    ),
    (
        "torch.ao.quantization.qconfig",
        include_str!("torch_ao_quantization_qconfig.py"),
    ),
    ("torch.quantization", "from torch.ao.quantization import *\n"),
    // The switch of the Transformer layers' fast paths (interp/nn/attention.py reads it).
    (
        "torch.backends.mha",
        "_fastpath = [True]\ndef get_fastpath_enabled():\n    return _fastpath[0]\ndef set_fastpath_enabled(value):\n    _fastpath[0] = value\n",
    ),
    (
        "torch.backends.openmp",
        "def is_available():\n    return True\n",
    ),
    (
        "torch.backends.mkl",
        "VERBOSE_OFF = 0\nVERBOSE_ON = 1\ndef is_available():\n    return True\n",
    ),
    ("unittest", include_str!("unittest.py")),
    ("re", include_str!("re.py")),
    ("__future__", include_str!("future.py")),
    ("unicodedata", include_str!("unicodedata.py")),
    ("argparse", include_str!("argparse.py")),
    ("inspect", include_str!("inspect.py")),
    ("numpy", include_str!("numpy.py")),
    ("_files", include_str!("files.py")),
    ("_torch_pickle", include_str!("torch_pickle.py")),
    ("_torch_zip", include_str!("torch_zip.py")),
    ("io", include_str!("io.py")),
    ("shutil", include_str!("shutil.py")),
    ("tempfile", include_str!("tempfile.py")),
    // `import os.path` / `from os.path import join`: the functions of `os.path`.
    ("os.path", "from os import path as _p\nsep = \"/\"\njoin = _p.join\nsplit = _p.split\nbasename = _p.basename\ndirname = _p.dirname\nsplitext = _p.splitext\nexists = _p.exists\nisfile = _p.isfile\nisdir = _p.isdir\ngetsize = _p.getsize\nisabs = _p.isabs\nexpanduser = _p.expanduser\nabspath = _p.abspath\nnormpath = _p.normpath\n"),
    (
        "torch.serialization",
        include_str!("torch_serialization.py"),
    ),
    // cuDNN on a machine without CUDA: not available, and its flags (read only by CUDA
    // kernels, so they change nothing here, as in a CPU-only PyTorch) hold what is set.
    (
        "torch.backends.cudnn",
        "enabled = True\nbenchmark = False\ndeterministic = False\nallow_tf32 = True\ndef is_available():\n    return False\ndef version():\n    return None\n",
    ),
    ("torch.utils.data", include_str!("torch_utils_data.py")),
    // PyTorch's files inside torch.utils.data, which scripts import from directly
    // (`from torch.utils.data.dataloader import default_collate`).
    (
        "torch.utils.data.dataset",
        "from torch.utils.data import Dataset, IterableDataset, TensorDataset, StackDataset, ConcatDataset, ChainDataset, Subset, random_split\n",
    ),
    (
        "torch.utils.data.sampler",
        "from torch.utils.data import Sampler, SequentialSampler, RandomSampler, SubsetRandomSampler, WeightedRandomSampler, BatchSampler\n",
    ),
    (
        "torch.utils.data.dataloader",
        "from torch.utils.data import DataLoader, default_collate, default_convert, get_worker_info, _DatasetKind, _BaseDataLoaderIter, _SingleProcessDataLoaderIter\n",
    ),
    (
        "torch.utils.data.distributed",
        "from torch.utils.data import DistributedSampler\n",
    ),
    // The package of PyTorch's collate and worker files (each loads when it is read as an
    // attribute or imported).
    ("torch.utils.data._utils", ""),
    (
        "torch.utils.data._utils.collate",
        include_str!("torch_utils_data_collate.py"),
    ),
    (
        "torch.utils.data._utils.worker",
        include_str!("torch_utils_data_worker.py"),
    ),
    ("torch.utils.hooks", include_str!("torch_utils_hooks.py")),
    // PyTorch's package starts by importing TensorBoard, which is not installed here (nor in
    // a PyTorch without it): `from torch.utils.tensorboard import SummaryWriter` is that
    // ModuleNotFoundError, not one naming torch.utils.tensorboard.
    ("torch.utils.tensorboard", "import tensorboard\n"),
    ("torch.nn.utils", include_str!("torch_nn_utils.py")),
    ("torch.nn.parallel", include_str!("torch_nn_parallel.py")),
    ("torch.nn.parameter", include_str!("torch_nn_parameter.py")),
    ("torch.torch_version", include_str!("torch_version.py")),
    ("torch.version", include_str!("torch_version_module.py")),
    ("torch.jit", include_str!("torch_jit.py")),
    ("torch._linalg_utils", include_str!("torch_linalg_utils.py")),
    // torch/__init__.py's `_assert`: Python's assert, as a function.
    (
        "torch._assert_function",
        "def _assert(condition, message):\n    if not condition:\n        raise AssertionError(message)\n",
    ),
    ("contextlib", include_str!("contextlib.py")),
    ("pprint", include_str!("pprint.py")),
    ("csv", include_str!("csv.py")),
    ("numpy.exceptions", include_str!("numpy_exceptions.py")),
    ("numpy._strings", include_str!("numpy_strings.py")),
    ("numpy._more", include_str!("numpy_more.py")),
    ("numpy._sets", include_str!("numpy_sets.py")),
    ("numpy._binning", include_str!("numpy_binning.py")),
    ("numpy._index_tricks", include_str!("numpy_index_tricks.py")),
    ("numpy._stats", include_str!("numpy_stats.py")),
    ("numpy._numerics", include_str!("numpy_numerics.py")),
    ("numpy._ufuncs", include_str!("numpy_ufuncs.py")),
    ("numpy._ufuncs_more", include_str!("numpy_ufuncs_more.py")),
    ("numpy._functional", include_str!("numpy_functional.py")),
    ("numpy._array_edit", include_str!("numpy_array_edit.py")),
    ("numpy.linalg", include_str!("numpy_linalg.py")),
    ("numpy.fft", include_str!("numpy_fft.py")),
    ("numpy._pad", include_str!("numpy_pad.py")),
    ("numpy._signal", include_str!("numpy_signal.py")),
    ("numpy.testing", include_str!("numpy_testing.py")),
    ("numpy._generator", include_str!("numpy_generator.py")),
    ("numpy.lib", "import numpy.lib.stride_tricks as stride_tricks\n"),
    (
        "numpy.lib.stride_tricks",
        include_str!("numpy_stride_tricks.py"),
    ),
    ("pickle", include_str!("pickle.py")),
    ("_pickle_load", include_str!("pickle_load.py")),
    ("_pickle_numpy", include_str!("pickle_numpy.py")),
    ("pathlib", include_str!("pathlib.py")),
    ("glob", include_str!("glob.py")),
    ("fnmatch", include_str!("fnmatch.py")),
    ("struct", include_str!("struct.py")),
    ("timeit", include_str!("timeit.py")),
    ("fractions", include_str!("fractions.py")),
    ("decimal", include_str!("decimal.py")),
    ("torch.func", include_str!("torch_func.py")),
    (
        "torch._functorch.autograd_function",
        include_str!("torch_functorch_autograd_function.py"),
    ),
    ("functorch", include_str!("functorch.py")),
    ("torch._C", include_str!("torch_c.py")),
    ("torch._C._functions", include_str!("torch_c_functions.py")),
    ("gc", include_str!("gc.py")),
    ("torch.functional", include_str!("torch_functional.py")),
    ("torch.nn.utils.rnn", include_str!("torch_nn_utils_rnn.py")),
    ("torch.nn.utils.spectral_norm", include_str!("torch_nn_utils_spectral_norm.py")),
    (
        "torch.nn.utils.parametrize",
        include_str!("torch_nn_utils_parametrize.py"),
    ),
    ("torch.nn.utils.prune", include_str!("torch_nn_utils_prune.py")),
    ("torch.nn.utils.fusion", include_str!("torch_nn_utils_fusion.py")),
    (
        "torch.nn.utils.stateless",
        include_str!("torch_nn_utils_stateless.py"),
    ),
    (
        "torch.autograd.function",
        include_str!("torch_autograd_function.py"),
    ),
    (
        "torch.autograd.functional",
        include_str!("torch_autograd_functional.py"),
    ),
    ("torch.autograd.graph", include_str!("torch_autograd_graph.py")),
    ("torch.sparse", include_str!("torch_sparse.py")),
    ("torch._sparse_grad", include_str!("torch_sparse_grad.py")),
    (
        "torch.autograd.variable",
        include_str!("torch_autograd_variable.py"),
    ),
    (
        "torch.autograd.forward_ad",
        include_str!("torch_autograd_forward_ad.py"),
    ),
    (
        "torch.optim.optimizer",
        include_str!("torch_optim_optimizer.py"),
    ),
    ("torch.optim.lbfgs", include_str!("torch_optim_lbfgs.py")),
    (
        "torch.optim.swa_utils",
        include_str!("torch_optim_swa_utils.py"),
    ),
    (
        "torch.optim._adafactor",
        include_str!("torch_optim_adafactor.py"),
    ),
    ("torch.optim._muon", include_str!("torch_optim_muon.py")),
    (
        "torch.optim.sparse_adam",
        include_str!("torch_optim_sparse_adam.py"),
    ),
    (
        "torch.optim._functional",
        include_str!("torch_optim_functional_sparse.py"),
    ),
    (
        "torch.optim.functional",
        include_str!("torch_optim_functional.py"),
    ),
    (
        "torch.optim._stateless",
        include_str!("torch_optim_stateless.py"),
    ),
    (
        "torch.optim.lr_scheduler",
        include_str!("torch_optim_lr_scheduler.py"),
    ),
    ("torch.distributions", include_str!("torch_distributions.py")),
    ("torch.distributions.constraints", include_str!("torch_distributions_constraints.py")),
    ("torch.distributions.utils", include_str!("torch_distributions_utils.py")),
    ("torch.distributions.distribution", include_str!("torch_distributions_distribution.py")),
    ("torch.distributions.transforms", include_str!("torch_distributions_transforms.py")),
    ("torch.distributions.constraint_registry", include_str!("torch_distributions_constraint_registry.py")),
    ("torch.distributions._continuous", include_str!("torch_distributions_continuous.py")),
    ("torch.distributions._discrete", include_str!("torch_distributions_discrete.py")),
    ("torch.distributions._transformed", include_str!("torch_distributions_transformed.py")),
    ("torch.distributions._mvn", include_str!("torch_distributions_mvn.py")),
    ("torch.distributions._extra", include_str!("torch_distributions_extra.py")),
    ("torch.distributions.kl", include_str!("torch_distributions_kl.py")),
    ("torch.distributions.wishart", include_str!("torch_distributions_wishart.py")),
    // PyTorch's one-module-per-class submodules (`from torch.distributions import
    // multinomial; multinomial.Multinomial(...)`, as d2l writes it): each holds its classes.
    (
        "torch.distributions.bernoulli",
        "from torch.distributions import Bernoulli\n",
    ),
    (
        "torch.distributions.beta",
        "from torch.distributions import Beta\n",
    ),
    (
        "torch.distributions.binomial",
        "from torch.distributions import Binomial\n",
    ),
    (
        "torch.distributions.categorical",
        "from torch.distributions import Categorical\n",
    ),
    (
        "torch.distributions.cauchy",
        "from torch.distributions import Cauchy\n",
    ),
    (
        "torch.distributions.chi2",
        "from torch.distributions import Chi2\n",
    ),
    (
        "torch.distributions.dirichlet",
        "from torch.distributions import Dirichlet\n",
    ),
    (
        "torch.distributions.exponential",
        "from torch.distributions import Exponential\n",
    ),
    (
        "torch.distributions.gamma",
        "from torch.distributions import Gamma\n",
    ),
    (
        "torch.distributions.geometric",
        "from torch.distributions import Geometric\n",
    ),
    (
        "torch.distributions.gumbel",
        "from torch.distributions import Gumbel\n",
    ),
    (
        "torch.distributions.half_cauchy",
        "from torch.distributions import HalfCauchy\n",
    ),
    (
        "torch.distributions.half_normal",
        "from torch.distributions import HalfNormal\n",
    ),
    (
        "torch.distributions.independent",
        "from torch.distributions import Independent\n",
    ),
    (
        "torch.distributions.laplace",
        "from torch.distributions import Laplace\n",
    ),
    (
        "torch.distributions.log_normal",
        "from torch.distributions import LogNormal\n",
    ),
    (
        "torch.distributions.multinomial",
        "from torch.distributions import Multinomial\n",
    ),
    (
        "torch.distributions.multivariate_normal",
        "from torch.distributions import MultivariateNormal\n",
    ),
    (
        "torch.distributions.normal",
        "from torch.distributions import Normal\n",
    ),
    (
        "torch.distributions.one_hot_categorical",
        "from torch.distributions import OneHotCategorical, OneHotCategoricalStraightThrough\n",
    ),
    (
        "torch.distributions.poisson",
        "from torch.distributions import Poisson\n",
    ),
    (
        "torch.distributions.studentT",
        "from torch.distributions import StudentT\n",
    ),
    (
        "torch.distributions.transformed_distribution",
        "from torch.distributions import TransformedDistribution\n",
    ),
    (
        "torch.distributions.uniform",
        "from torch.distributions import Uniform\n",
    ),
    (
        "torch.distributions.exp_family",
        "from torch.distributions import ExponentialFamily\n",
    ),
    (
        "torch.distributions.pareto",
        "from torch.distributions import Pareto\n",
    ),
    (
        "torch.distributions.weibull",
        "from torch.distributions import Weibull\n",
    ),
    (
        "torch.distributions.logistic_normal",
        "from torch.distributions import LogisticNormal\n",
    ),
    (
        "torch.distributions.negative_binomial",
        "from torch.distributions import NegativeBinomial\n",
    ),
    (
        "torch.distributions.relaxed_bernoulli",
        "from torch.distributions import RelaxedBernoulli, LogitRelaxedBernoulli\n",
    ),
    (
        "torch.distributions.mixture_same_family",
        "from torch.distributions import MixtureSameFamily\n",
    ),
    (
        "torch.distributions.inverse_gamma",
        "from torch.distributions import InverseGamma\n",
    ),
    (
        "torch.distributions.kumaraswamy",
        "from torch.distributions import Kumaraswamy\n",
    ),
    (
        "torch.distributions.fishersnedecor",
        "from torch.distributions import FisherSnedecor\n",
    ),
    (
        "torch.distributions.continuous_bernoulli",
        "from torch.distributions import ContinuousBernoulli\n",
    ),
    (
        "torch.distributions.lowrank_multivariate_normal",
        "from torch.distributions import LowRankMultivariateNormal\n",
    ),
    (
        "torch.distributions.generalized_pareto",
        "from torch.distributions import GeneralizedPareto\n",
    ),
    (
        "torch.distributions.von_mises",
        "from torch.distributions import VonMises\n",
    ),
    (
        "torch.distributions.lkj_cholesky",
        "from torch.distributions import LKJCholesky\n",
    ),
    (
        "torch.distributions.relaxed_categorical",
        "from torch.distributions import RelaxedOneHotCategorical, ExpRelaxedCategorical\n",
    ),
];
