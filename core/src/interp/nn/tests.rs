//! The `torch.nn`, `torch.nn.init`, `torch.optim` and `torch.autograd` registries: binding
//! (Python's TypeErrors, defaults, aliases), the prelude's classes held to their entries,
//! and the arguments that used to be accepted and dropped.

use super::{call_constructor, namespace_contains, AUTOGRAD, INIT, NN, OPTIM};
use crate::interp::args::Args;
use crate::interp::signature::ParamKind;
use crate::interp::value::Value;
use crate::interp::{Outcome, RunOptions, Session};

/// What each statement printed, or `error: <Kind>: <message>` for one that raised.
fn run(src: &str) -> Vec<String> {
    let mut s = Session::new(RunOptions::default());
    let mut out = Vec::new();
    s.run_with(src, |_, r| match &r.outcome {
        Outcome::Error(e) => out.push(format!("error: {:?}: {}", e.kind, e.message)),
        _ => out.push(r.output.trim_end().to_string()),
    })
    .unwrap();
    out
}

#[test]
fn every_name_the_namespaces_answer_to_today_is_registered() {
    // torch_api::namespace_attr's lists, which these registries are to replace.
    let nn = [
        "Module",
        "Parameter",
        "Linear",
        "ReLU",
        "Sigmoid",
        "Tanh",
        "Sequential",
        "MSELoss",
        "CrossEntropyLoss",
        "GELU",
        "Identity",
        "Softmax",
        "LayerNorm",
        "Embedding",
        "ModuleList",
        "Dropout",
        "SiLU",
        "LeakyReLU",
        "Flatten",
        "L1Loss",
        "NLLLoss",
        "BCELoss",
        "BCEWithLogitsLoss",
        "ModuleDict",
        "ParameterList",
        "ParameterDict",
        "Conv1d",
        "Conv2d",
        "ConvTranspose1d",
        "ConvTranspose2d",
        "MaxPool1d",
        "MaxPool2d",
        "AvgPool1d",
        "AvgPool2d",
        "AdaptiveAvgPool1d",
        "AdaptiveAvgPool2d",
        "AdaptiveMaxPool1d",
        "AdaptiveMaxPool2d",
        "Unflatten",
        "Dropout2d",
    ];
    let init = [
        "zeros_",
        "ones_",
        "normal_",
        "uniform_",
        "constant_",
        "kaiming_uniform_",
        "xavier_uniform_",
        "kaiming_normal_",
        "xavier_normal_",
        "trunc_normal_",
        "orthogonal_",
        "calculate_gain",
        "eye_",
        "dirac_",
        "sparse_",
    ];
    for n in nn {
        assert!(namespace_contains("torch.nn", n), "torch.nn.{n}");
    }
    for n in init {
        assert!(namespace_contains("torch.nn.init", n), "torch.nn.init.{n}");
    }
    for n in [
        "SGD", "Adam", "AdamW", "RMSprop", "Adagrad", "Adadelta", "Adamax", "NAdam", "RAdam",
        "Rprop", "ASGD",
    ] {
        assert!(namespace_contains("torch.optim", n), "torch.optim.{n}");
    }
    for n in ["grad", "backward"] {
        assert!(namespace_contains("torch.autograd", n));
    }
    assert!(!namespace_contains("torch.optim", "SparseAdam"));
    assert!(!namespace_contains("torch.nn", "functional"));
    assert!(!namespace_contains("torch.linalg", "norm"));
    assert_eq!(NN.names().len(), 159);
    assert_eq!(INIT.names().len(), 26);
    assert_eq!(OPTIM.names().len(), 11);
    assert_eq!(AUTOGRAD.names().len(), 5);
}

#[test]
fn each_prelude_class_takes_what_its_entry_says() {
    let mut s = Session::new(RunOptions::default());
    let mut classes = 0;
    for e in NN.entries() {
        // nn.Parameter is native; nn.Module is prelude.py's (PyTorch's, over the native base).
        if e.name == "Parameter" {
            continue;
        }
        classes += 1;
        let Some(Value::Class(c)) = s.interp.nn_class(e.name) else {
            panic!("{} is registered but prelude.py has no such class", e.name)
        };
        // Its own `__init__` or a private base's (`_DropoutNd`), not Module's.
        let init = c
            .lookup("__init__")
            .filter(|(_, owner)| owner.as_ref().is_none_or(|o| o.name != "Module"))
            .map(|(f, _)| f);
        let params: Vec<String> = match init {
            None => vec![],
            Some(Value::Function(f)) => {
                let mut v = Vec::new();
                for (p, d) in f.def.params.iter().zip(&f.defaults).skip(1) {
                    // A bare `*` (keyword-only marker) is no parameter of its own.
                    if p.name.is_empty() {
                        continue;
                    }
                    v.push(match (p.star, d) {
                        (1, _) => format!("*{}", p.name),
                        (2, _) => format!("**{}", p.name),
                        (_, Some(d)) => format!("{}={}", p.name, s.interp.repr(d).unwrap()),
                        (_, None) => p.name.clone(),
                    });
                }
                v
            }
            Some(other) => panic!("{}.__init__ is {}", e.name, other.type_name()),
        };
        let want: Vec<String> = e
            .signature
            .params
            .iter()
            .map(|p| match (p.kind, &p.default_text) {
                (ParamKind::VarArgs, _) => format!("*{}", p.name),
                (ParamKind::VarKwargs, _) => format!("**{}", p.name),
                (_, Some(d)) => format!("{}={d}", p.name),
                (_, None) => p.name.clone(),
            })
            .collect();
        assert_eq!(params, want, "nn.{}", e.name);
    }
    // And no class of the prelude is missing from the registry.
    let defined: Vec<&str> = super::module::PRELUDE
        .lines()
        .filter_map(|l| l.strip_prefix("class "))
        .map(|l| l.split(['(', ':']).next().unwrap())
        // Private bases (`_ConvNd`) are not names of torch.nn, as in PyTorch, and
        // `torch.finfo`/`torch.iinfo`, gradcheck's error and `Tensor.storage()`'s
        // TypedStorage (functions.py) are torch's own; GenericAlias and UnionType are
        // Python's `types` (what `list[int]` and `int | None` make); `Resize` is
        // torch.autograd._functions' (the legacy `Tensor.resize`, whose node is
        // `ResizeBackward`).
        .filter(|c| {
            !c.starts_with('_')
                && ![
                    "finfo",
                    "iinfo",
                    "GradcheckError",
                    "TypedStorage",
                    "GenericAlias",
                    "UnionType",
                    "Resize",
                ]
                .contains(c)
        })
        .collect();
    for c in &defined {
        assert!(NN.contains(c), "prelude.py's {c} is not registered");
    }
    assert_eq!(classes, defined.len());
}

#[test]
fn an_unexpected_keyword_is_refused_with_pythons_message() {
    let out = run("w = torch.nn.Parameter(torch.ones(2))\n\
         torch.optim.AdamW([w], decoupled_weight_decay=True)\n\
         torch.optim.SGD([w], lr=0.1, betas=(0.9, 0.99))\n\
         torch.nn.init.zeros_(w, 1)");
    assert_eq!(
        out[1],
        "error: TypeError: AdamW.__init__() got an unexpected keyword argument 'decoupled_weight_decay'"
    );
    assert_eq!(
        out[2],
        "error: TypeError: SGD.__init__() got an unexpected keyword argument 'betas'"
    );
    assert_eq!(
        out[3],
        "error: TypeError: zeros_() takes 1 positional argument but 2 were given"
    );
}

#[test]
fn defaults_are_pytorchs() {
    let b = OPTIM
        .get("AdamW")
        .unwrap()
        .bind("AdamW", &Args::new(vec![Value::None]))
        .unwrap();
    assert_eq!(b.f64("weight_decay").unwrap(), Some(0.01));
    assert_eq!(b.f64("lr").unwrap(), Some(0.001));
    assert!(
        b.get("betas").is_none(),
        "a tuple default is left to the function"
    );
    let out = run("w = torch.nn.Parameter(torch.ones(2))\n\
         g = torch.optim.SGD([w]).param_groups[0]\n\
         print(g['lr'], g['momentum'], g['nesterov'], g['foreach'])\n\
         print(torch.optim.Adam([w], foreach=False).param_groups[0]['foreach'])");
    assert_eq!(out[2], "0.001 0 False None");
    // What was passed is what the group holds (PyTorch's defaults dict), not None.
    assert_eq!(out[3], "False");
}

#[test]
fn an_alias_runs_its_entry() {
    let mut s = Session::new(RunOptions::default());
    s.run("w = torch.empty(2, 3)").unwrap();
    let w = s.global("w").unwrap();
    let r = call_constructor(
        &mut s.interp,
        "torch.nn.init.constant",
        Args::new(vec![w.clone(), Value::Float(2.5)]),
    )
    .unwrap();
    let Value::Tensor(t) = r else { panic!() };
    assert_eq!(t.to_f64_vec().unwrap(), vec![2.5; 6]);
    let e = call_constructor(&mut s.interp, "torch.nn.init.normal", Args::new(vec![]))
        .err()
        .unwrap();
    assert_eq!(
        e.message,
        "normal() missing 1 required positional argument: 'tensor'"
    );
}

#[test]
fn init_follows_calculate_gain_and_fan_mode() {
    let out = run("w = torch.empty(4, 3)\n\
         torch.nn.init.kaiming_uniform_(w, nonlinearity='softsign')\n\
         torch.nn.init.kaiming_uniform_(w, mode='fan_avg')\n\
         torch.nn.init.kaiming_uniform_(w, a=True)\n\
         print(torch.nn.init.kaiming_uniform_(w, mode='FAN_OUT').shape)\n\
         print(torch.nn.init.kaiming_uniform_(torch.empty(0)).shape)\n\
         torch.nn.init.xavier_uniform_(torch.empty(0, 0))\n\
         torch.nn.init.normal_(w, generator=3)");
    assert_eq!(
        out[1],
        "error: ValueError: Unsupported nonlinearity softsign"
    );
    assert_eq!(
        out[2],
        "error: ValueError: Mode fan_avg not supported, please use one of ['fan_in', 'fan_out']"
    );
    assert_eq!(
        out[3],
        "error: ValueError: negative_slope True not a valid number"
    );
    assert_eq!(out[4], "torch.Size([4, 3])");
    // PyTorch warns that initializing an empty tensor does nothing, then returns it.
    assert!(out[5].contains("UserWarning: Initializing zero-element tensors is a no-op\n"));
    assert!(out[5].ends_with("\ntorch.Size([0])"), "{}", out[5]);
    assert_eq!(out[6], "error: ZeroDivisionError: float division by zero");
    assert_eq!(
        out[7],
        "error: TypeError: normal_(): argument 'generator' must be torch.Generator, not int"
    );
    // selu's gain is 3/4: with fan_in 3 the bound is 0.75 * sqrt(3 / 3).
    let out = run("w = torch.empty(200, 3)\n\
         torch.nn.init.kaiming_uniform_(w, nonlinearity='selu')\n\
         print(w.abs().max().item() <= 0.75, w.abs().max().item() > 0.7)");
    assert_eq!(out[2], "True True");
}

#[test]
fn a_generator_by_position_is_used_as_by_keyword() {
    let out = run("a = torch.empty(5)\n\
         b = torch.empty(5)\n\
         _ = torch.nn.init.uniform_(a, 0.0, 1.0, torch.Generator().manual_seed(4))\n\
         _ = torch.nn.init.uniform_(b, generator=torch.Generator().manual_seed(4))\n\
         print(torch.equal(a, b))");
    assert_eq!(out[4], "True");
}

#[test]
fn differentiable_and_capturable_do_what_they_do_in_pytorch() {
    let out = run("w = torch.nn.Parameter(torch.ones(3))\n\
         w.grad = torch.ones(3)\n\
         opt = torch.optim.SGD([w], lr=0.1, momentum=0.9, differentiable=True)\n\
         opt.step()\n\
         print(len(opt.state[w]), w.tolist())\n\
         v = torch.ones(3)\n\
         v.grad = torch.ones(3)\n\
         torch.optim.SGD([v], lr=0.5, differentiable=True).step()\n\
         print(v.tolist())\n\
         torch.optim.Adam([w], fused=True, differentiable=True)\n\
         a = torch.optim.Adam([w], capturable=True)\n\
         a.step()\n\
         print(sorted(a.state[w].keys()), a.param_groups[0]['capturable'])\n\
         f = torch.optim.Adam([w], lr=0.1, capturable=True, fused=True)\n\
         f.step()\n\
         print(w.tolist())");
    assert_eq!(
        out[3],
        "error: RuntimeError: a leaf Variable that requires grad is being used in an in-place operation."
    );
    assert_eq!(out[4], "0 [1.0, 1.0, 1.0]");
    assert_eq!(out[8], "[0.5, 0.5, 0.5]");
    assert_eq!(
        out[9],
        "error: RuntimeError: `fused` does not support `differentiable`"
    );
    assert_eq!(
        out[11],
        "error: AssertionError: If capturable=True, params and state_steps must be on supported devices: ['cuda', 'xpu', 'hpu', 'privateuseone', 'xla']."
    );
    assert_eq!(out[12], "['exp_avg', 'exp_avg_sq', 'step'] True");
    assert_eq!(
        out[15],
        "[0.9000000357627869, 0.9000000357627869, 0.9000000357627869]"
    );
}

#[test]
fn autograd_grad_batches_and_materializes() {
    let out = run(
        "x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)\n\
         z = torch.ones(2, requires_grad=True)\n\
         print(torch.autograd.grad(x ** 2, x, torch.eye(3), is_grads_batched=True)[0].tolist())\n\
         print(torch.autograd.grad((x ** 2).sum(), [x, z], materialize_grads=True)[1].tolist())\n\
         torch.autograd.grad((x ** 2).sum(), [x, z], materialize_grads=True, allow_unused=False)\n\
         torch.autograd.grad(x ** 2, x, torch.ones(3, 2), is_grads_batched=True)\n\
         torch.autograd.grad([x ** 2, x * 3], x, [torch.eye(3), torch.ones(2, 3)], is_grads_batched=True)",
    );
    assert_eq!(
        out[2],
        "[[2.0, 0.0, 0.0], [0.0, 4.0, 0.0], [0.0, 0.0, 6.0]]"
    );
    assert_eq!(out[3], "[0.0, 0.0]");
    assert_eq!(
        out[4],
        "error: ValueError: Expected allow_unused to be True or not passed when materialize_grads=True, but got: allow_unused=False."
    );
    assert!(out[5].starts_with("error: RuntimeError: If `is_grads_batched=True`"));
    assert!(out[5].contains(
        "grad_output[0] has a shape of torch.Size([]) and output[0] has a shape of torch.Size([3])"
    ));
    assert_eq!(
        out[6],
        "error: ValueError: vmap: Expected all tensors to have the same size in the mapped dimension, got sizes [3, 2] for the mapped dimension"
    );
}

#[test]
fn loss_modules_take_the_deprecated_pair_in_pytorchs_positions() {
    let out = run("x = torch.tensor([0.0, 0.0])\n\
         y = torch.tensor([1.0, 3.0])\n\
         print(torch.nn.MSELoss(size_average=False)(x, y).item())\n\
         print(torch.nn.MSELoss(reduce=False)(x, y).tolist())\n\
         print(torch.nn.L1Loss('sum')(x, y).item())\n\
         print(torch.nn.Linear(2, 3, device='cpu').weight.shape)");
    // The deprecated pair warns (PyTorch's text), then the value prints. The warning names
    // the script line that called into the library (docs/decisions.md, "Stop 80"), not a
    // line of stridelab's own torch.nn.
    assert!(!out[2].starts_with("<stridelab"), "{}", out[2]);
    assert!(out[2].contains(":3: UserWarning"), "{}", out[2]);
    // Each warning shows its script line's source (as Python's warnings do), then the value.
    let warned = |o: &str, text: &str, value: &str| o.contains(text) && o.ends_with(value);
    assert!(warned(
        &out[2],
        "UserWarning: size_average and reduce args will be deprecated, please use reduction='sum' instead.\n",
        "\n10.0"
    ));
    assert!(warned(
        &out[3],
        "reduction='none' instead.\n",
        "\n[1.0, 9.0]"
    ));
    // PyTorch reads a first positional argument as size_average (truthy: 'mean').
    assert!(warned(&out[4], "reduction='mean' instead.\n", "\n2.0"));
    assert_eq!(out[5], "torch.Size([3, 2])");
}

#[test]
fn the_docs_list_every_namespace() {
    let md = super::registries_markdown();
    for head in [
        "## `torch.nn` (159 names)",
        "## `torch.nn.init` (26 names)",
        "## `torch.optim` (11 names)",
        "## `torch.autograd` (5 names)",
    ] {
        assert!(md.contains(head), "{head}");
    }
    assert!(md.contains(
        "| `torch.optim.SGD` | `(params, lr=0.001, momentum=0, dampening=0, weight_decay=0, nesterov=False, *, maximize=False, foreach=None, differentiable=False, fused=None)` |"
    ));
    assert!(md.contains(
        "| `torch.nn.init.normal_` | `(tensor, mean=0.0, std=1.0, generator=None)` | `normal` |"
    ));
}

#[test]
fn module_errors_carry_pytorchs_messages() {
    let out = run("import torch.nn as nn\n\
         m = nn.Sequential(nn.Linear(2, 3), nn.ReLU())\n\
         m2 = nn.Sequential(nn.ReLU(), nn.Linear(2, 3))\n\
         m2.load_state_dict(m.state_dict())\n\
         m.load_state_dict({'0.weight': torch.zeros(3, 2), '0.bias': torch.zeros(4), 'x': torch.ones(1)})\n\
         m[0].weight = torch.zeros(3, 2)\n\
         m.add_module('a.b', nn.ReLU())\n\
         m[2]\n\
         m + nn.ModuleList()\n\
         m.register_buffer('1', torch.ones(1))\n\
         nn.Module(1)\n\
         r = m.load_state_dict({'0.weight': torch.zeros(3, 2)}, strict=False)\n\
         print(r.missing_keys, r.unexpected_keys, len(r))");
    assert_eq!(
        out[3],
        "error: RuntimeError: Error(s) in loading state_dict for Sequential:\n\tMissing key(s) in state_dict: \"1.weight\", \"1.bias\". \n\tUnexpected key(s) in state_dict: \"0.weight\", \"0.bias\". "
    );
    assert_eq!(
        out[4],
        "error: RuntimeError: Error(s) in loading state_dict for Sequential:\n\tUnexpected key(s) in state_dict: \"x\". \n\tsize mismatch for 0.bias: copying a param with shape torch.Size([4]) from checkpoint, the shape in current model is torch.Size([3])."
    );
    assert_eq!(
        out[5],
        "error: TypeError: cannot assign 'torch.FloatTensor' as parameter 'weight' (torch.nn.Parameter or None expected)"
    );
    assert_eq!(
        out[6],
        "error: KeyError: 'module name can\\'t contain \".\", got: a.b'"
    );
    assert_eq!(out[7], "error: IndexError: index 2 is out of range");
    assert_eq!(
        out[8],
        "error: ValueError: add operator supports only objects of Sequential class, but <class 'torch.nn.modules.container.ModuleList'> is given."
    );
    assert_eq!(out[9], "error: KeyError: \"attribute '1' already exists\"");
    assert_eq!(
        out[10],
        "error: TypeError: Module.__init__() takes 1 positional argument but 2 were given"
    );
    assert_eq!(out[12], "['0.bias'] [] 2");
}

#[test]
fn containers_edit_and_renumber_as_pytorchs() {
    let out = run("import torch.nn as nn\n\
         s = nn.Sequential(nn.ReLU(), nn.Tanh(), nn.Sigmoid())\n\
         print(s[1:].__repr__().replace('\\n', '|'))\n\
         _ = s.pop(0)\n\
         print([k for k, _ in s.named_children()])\n\
         ml = nn.ModuleList([nn.ReLU(), nn.ReLU(), nn.Tanh()])\n\
         print(repr(ml).replace('\\n', '|'))\n\
         pd = nn.ParameterDict({'b': torch.ones(2), 'a': torch.zeros(1)})\n\
         print(list(pd), [k for k, _ in pd.named_parameters()])");
    assert_eq!(out[2], "Sequential(|  (1): Tanh()|  (2): Sigmoid()|)");
    assert_eq!(out[4], "['0', '1']");
    assert_eq!(out[6], "ModuleList(|  (0-1): 2 x ReLU()|  (2): Tanh()|)");
    // A plain dict is taken in sorted order, as PyTorch's update does.
    assert_eq!(out[8], "['a', 'b'] ['a', 'b']");
}

#[test]
fn module_hooks_run_and_come_off() {
    let out = run(r#"
import torch
lin = torch.nn.Linear(2, 2)
seen = []
h = lin.register_forward_hook(lambda m, i, o: o * 0)
pre = lin.register_forward_pre_hook(lambda m, i: seen.append(len(i)))
b = lin.register_full_backward_hook(lambda m, gi, go: seen.append((gi[0] is None, tuple(go[0].shape))))
y = lin(torch.ones(3, 2))
print(y.abs().sum().item(), y.grad_fn.name())
y.sum().backward()
print(seen)
h.remove(); pre.remove(); b.remove()
print(lin(torch.ones(1, 2)).grad_fn.name(), len(seen))
"#);
    let printed: Vec<&String> = out.iter().filter(|l| !l.is_empty()).collect();
    assert_eq!(
        printed,
        [
            "0.0 BackwardHookFunctionBackward",
            "[1, (True, (3, 2))]",
            "AddmmBackward0 2"
        ]
    );
}

#[test]
fn saved_tensors_are_the_nodes_own() {
    let out = run(r#"
import torch
x = torch.tensor([1.0, 2.0], requires_grad=True)
y = x.exp()
r = y.grad_fn._saved_result
print(r is y, r.data_ptr() == y.data_ptr(), r.grad_fn is y.grad_fn)
z = x * 3
print(z.grad_fn._saved_self, z.grad_fn._saved_other, (x ** 2).grad_fn._saved_exponent)
print(x.sum(0).grad_fn._saved_dim, x.mean().grad_fn._saved_self_sym_numel)
y.sum().backward()
y.grad_fn._saved_result
x.exp().grad_fn._saved_self
"#);
    let printed: Vec<&String> = out.iter().filter(|l| !l.is_empty()).collect();
    assert_eq!(printed[0], "False True True");
    assert_eq!(printed[1], "None tensor(3) 2");
    assert_eq!(printed[2], "(0,) 2");
    assert!(printed[3].starts_with("error: RuntimeError: Trying to backward through the graph"));
    assert_eq!(
        printed[4],
        "error: AttributeError: 'ExpBackward0' object has no attribute '_saved_self'"
    );
}

#[test]
fn optimizer_state_dict_round_trips() {
    let out = run(r#"
import torch
w = torch.nn.Parameter(torch.tensor([1.0, -1.0]))
opt = torch.optim.SGD([w], lr=0.5, momentum=0.9)
(w * w).sum().backward()
opt.step()
sd = opt.state_dict()
print(list(sd["state"].keys()), sd["param_groups"][0]["params"], sd["param_groups"][0]["lr"])
v = torch.nn.Parameter(torch.tensor([0.0, 0.0]))
o2 = torch.optim.SGD([v], lr=0.1)
o2.load_state_dict(sd)
print(o2.param_groups[0]["lr"], o2.param_groups[0]["momentum"], o2.state[v]["momentum_buffer"])
o2.add_param_group({"params": [v]})
"#);
    let printed: Vec<&String> = out.iter().filter(|l| !l.is_empty()).collect();
    assert_eq!(printed[0], "[0] [0] 0.5");
    assert_eq!(printed[1], "0.5 0.9 tensor([ 2., -2.])");
    assert_eq!(
        printed[2],
        "error: ValueError: some parameters appear in more than one parameter group"
    );
}
