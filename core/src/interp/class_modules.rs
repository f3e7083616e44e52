//! The module each library class is defined in by PyTorch or CPython, for its `__module__`
//! and so its repr: `print(type(model[0]))` shows `<class 'torch.nn.modules.linear.Linear'>`.
//! stridelab writes these classes in a few Python files (the nn prelude, the stdlib
//! modules); PyTorch spreads them over one file per topic, whose names a learner sees.
//! A class not listed here takes its file's `__name__` (`collections`, `torch.utils.hooks`),
//! as CPython's `__module__ = __name__` gives it.

use std::collections::HashMap;
use std::sync::OnceLock;

/// PyTorch's module → the classes stridelab defines for it.
const MODULES: &[(&str, &str)] = &[
    ("torch.nn.modules.module", "Module"),
    (
        "torch.nn.modules.linear",
        "Linear Identity Bilinear LazyLinear NonDynamicallyQuantizableLinear",
    ),
    (
        "torch.nn.modules.activation",
        "ReLU Sigmoid Tanh GELU SiLU LeakyReLU Softmax ELU CELU SELU Hardtanh ReLU6 \
         Hardsigmoid Hardswish Mish Threshold LogSigmoid Softplus Softshrink Hardshrink \
         Softsign Tanhshrink Softmin LogSoftmax Softmax2d GLU PReLU RReLU MultiheadAttention",
    ),
    ("torch.nn.modules.flatten", "Flatten Unflatten"),
    ("torch.nn.parallel.data_parallel", "DataParallel"),
    ("torch.nn.parallel.distributed", "DistributedDataParallel"),
    (
        "torch.nn.modules.dropout",
        "_DropoutNd Dropout Dropout1d Dropout2d Dropout3d AlphaDropout FeatureAlphaDropout",
    ),
    (
        "torch.nn.modules.loss",
        "_Loss MSELoss SmoothL1Loss HuberLoss KLDivLoss L1Loss CrossEntropyLoss NLLLoss \
         BCELoss BCEWithLogitsLoss MarginRankingLoss HingeEmbeddingLoss SoftMarginLoss \
         MultiLabelMarginLoss MultiLabelSoftMarginLoss PoissonNLLLoss GaussianNLLLoss CosineEmbeddingLoss \
         TripletMarginLoss MultiMarginLoss TripletMarginWithDistanceLoss CTCLoss",
    ),
    (
        "torch.nn.modules.normalization",
        "LayerNorm GroupNorm RMSNorm LocalResponseNorm",
    ),
    ("torch.nn.modules.sparse", "Embedding EmbeddingBag"),
    (
        "torch.nn.modules.container",
        "Sequential ModuleList ModuleDict ParameterList ParameterDict",
    ),
    (
        "torch.nn.modules.conv",
        "_ConvNd _ConvTransposeNd Conv1d Conv2d Conv3d ConvTranspose1d ConvTranspose2d ConvTranspose3d \
         _LazyConvMixin LazyConv1d LazyConv2d LazyConv3d LazyConvTranspose1d LazyConvTranspose2d \
         LazyConvTranspose3d",
    ),
    (
        "torch.nn.modules.pooling",
        "MaxPool1d MaxPool2d MaxPool3d AvgPool1d AvgPool2d AvgPool3d AdaptiveAvgPool1d \
         AdaptiveAvgPool2d AdaptiveAvgPool3d AdaptiveMaxPool2d AdaptiveMaxPool3d _LPPoolNd \
         LPPool1d LPPool2d LPPool3d _MaxUnpoolNd MaxUnpool1d MaxUnpool2d MaxUnpool3d",
    ),
    (
        "torch.nn.modules.batchnorm",
        "_NormBase _BatchNorm BatchNorm1d BatchNorm2d BatchNorm3d _LazyNormMixin LazyBatchNorm1d LazyBatchNorm2d LazyBatchNorm3d",
    ),
    ("torch.nn.modules.lazy", "_LazyModuleMixin"),
    (
        "torch.nn.modules.instancenorm",
        "_InstanceNorm InstanceNorm1d InstanceNorm2d InstanceNorm3d LazyInstanceNorm1d LazyInstanceNorm2d \
         LazyInstanceNorm3d",
    ),
    (
        "torch.nn.modules.upsampling",
        "Upsample UpsamplingNearest2d UpsamplingBilinear2d",
    ),
    ("torch.nn.modules.fold", "Fold Unfold"),
    (
        "torch.nn.modules.padding",
        "_PadNd ReflectionPad1d ReflectionPad2d ReflectionPad3d ReplicationPad1d \
         ReplicationPad2d ReplicationPad3d CircularPad1d CircularPad2d CircularPad3d ConstantPad1d ConstantPad2d ConstantPad3d ZeroPad1d \
         ZeroPad2d ZeroPad3d",
    ),
    (
        "torch.nn.modules.pixelshuffle",
        "PixelShuffle PixelUnshuffle",
    ),
    (
        "torch.nn.modules.distance",
        "PairwiseDistance CosineSimilarity",
    ),
    (
        "torch.nn.modules.rnn",
        "RNNBase RNN GRU LSTM RNNCellBase RNNCell LSTMCell GRUCell",
    ),
    (
        "torch.nn.modules.transformer",
        "TransformerEncoderLayer TransformerEncoder TransformerDecoderLayer \
         TransformerDecoder Transformer",
    ),
    ("torch.nn.modules.channelshuffle", "ChannelShuffle"),
    ("torch.nn.modules.adaptive", "AdaptiveLogSoftmaxWithLoss"),
    ("torch", "finfo iinfo"),
    ("torch.storage", "TypedStorage"),
    ("torch.autograd.gradcheck", "GradcheckError"),
    ("torch._C", "_LinAlgError"),
    ("torch.distributions.distribution", "Distribution"),
    ("torch.distributions.normal", "Normal"),
    ("torch.distributions.independent", "Independent"),
    ("torch.distributions.uniform", "Uniform"),
    ("torch.distributions.bernoulli", "Bernoulli"),
    ("torch.distributions.categorical", "Categorical"),
    ("torch.distributions.multinomial", "Multinomial"),
    (
        "torch.utils.data.dataset",
        "Dataset IterableDataset TensorDataset StackDataset ConcatDataset ChainDataset Subset",
    ),
    ("torch.utils.data.distributed", "DistributedSampler"),
    (
        "torch.utils.data.sampler",
        "Sampler SequentialSampler RandomSampler SubsetRandomSampler WeightedRandomSampler \
         BatchSampler",
    ),
    (
        "torch.utils.data.dataloader",
        "DataLoader _DatasetKind _BaseDataLoaderIter _SingleProcessDataLoaderIter",
    ),
    ("_io", "StringIO BytesIO"),
];

/// The module `class_name`, defined by the library module `file`, belongs to in PyTorch or
/// CPython; None when it is the file's own name. Only PyTorch's own files are spread:
/// a class of the same name in `collections` stays there.
pub fn pytorch_module_of(file: &str, class_name: &str) -> Option<&'static str> {
    let root = file.split('.').next().unwrap_or(file);
    modules_by_class()
        .get(class_name)?
        .iter()
        .find(|module| module.trim_start_matches('_').split('.').next() == Some(root))
        .copied()
}

/// MODULES inverted, built once: every class statement of the library files asks, so a
/// session's start-up ran ~1,000 scans of the table (a fifth of a short script's time).
fn modules_by_class() -> &'static HashMap<&'static str, Vec<&'static str>> {
    static INDEX: OnceLock<HashMap<&'static str, Vec<&'static str>>> = OnceLock::new();
    INDEX.get_or_init(|| {
        let mut index: HashMap<&'static str, Vec<&'static str>> = HashMap::new();
        for (module, names) in MODULES {
            for name in names.split_whitespace() {
                index.entry(name).or_default().push(module);
            }
        }
        index
    })
}

/// The package of PyTorch's nn files, importable here so scripts can name those classes by
/// their files (`from torch.nn.modules.batchnorm import _BatchNorm`).
pub const NN_MODULES: &str = "torch.nn.modules";

/// The files of `torch.nn.modules` stridelab has classes for, with their full names.
pub fn nn_files() -> impl Iterator<Item = &'static str> {
    MODULES
        .iter()
        .map(|(m, _)| *m)
        .filter(|m| m.starts_with("torch.nn.modules."))
}

/// The classes of one of those files (None for any other module).
pub fn classes_in(module: &str) -> Option<Vec<&'static str>> {
    if !module.starts_with("torch.nn.modules.") {
        return None;
    }
    MODULES
        .iter()
        .find(|(m, _)| *m == module)
        .map(|(_, names)| names.split_whitespace().collect())
}

/// The functions and hook tables of module.py besides `Module` (the prelude defines them):
/// the global hooks every module's call or registration runs.
pub const MODULE_PY_GLOBALS: &[&str] = &[
    "register_module_forward_pre_hook",
    "register_module_forward_hook",
    "register_module_backward_hook",
    "register_module_full_backward_pre_hook",
    "register_module_full_backward_hook",
    "register_module_buffer_registration_hook",
    "register_module_module_registration_hook",
    "register_module_parameter_registration_hook",
    "_global_buffer_registration_hooks",
    "_global_module_registration_hooks",
    "_global_parameter_registration_hooks",
    "_global_backward_pre_hooks",
    "_global_backward_hooks",
    "_global_forward_pre_hooks",
    "_global_forward_hooks",
    "_global_forward_hooks_always_called",
    "_global_forward_hooks_with_kwargs",
    "_WrappedHook",
];
