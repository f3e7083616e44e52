//! Binding through the `torch.nn.functional` registry: Python's TypeErrors, filled-in
//! defaults, and families that share one function by the name they were called by.

use super::FUNCTIONAL;
use crate::interp::args::Args;
use crate::interp::value::Value;
use crate::interp::{Outcome, RunOptions, Session};

/// What each statement printed, or `error: <Kind>: <message>` for one that raised.
fn run(src: &str) -> Vec<String> {
    let mut s = Session::new(RunOptions::default());
    s.run("import torch.nn.functional as F").unwrap();
    let mut out = Vec::new();
    s.run_with(src, |_, r| match &r.outcome {
        Outcome::Error(e) => out.push(format!("error: {:?}: {}", e.kind, e.message)),
        _ => out.push(r.output.trim_end().to_string()),
    })
    .unwrap();
    out
}

fn kw(k: &str, v: Value) -> (String, Value) {
    (k.to_string(), v)
}

#[test]
fn an_unexpected_keyword_is_refused_with_pythons_message() {
    let e = FUNCTIONAL
        .get("relu")
        .unwrap()
        .bind(
            "relu",
            &Args {
                pos: vec![Value::None],
                kw: vec![kw("inplac", Value::Bool(true))],
            },
        )
        .err()
        .unwrap();
    assert_eq!(
        e.message,
        "relu() got an unexpected keyword argument 'inplac'"
    );
    // relu_ is in place by its name and has no `inplace` to turn that off.
    let out = run("x = torch.ones(2)\nF.relu_(x, inplace=False)\nF.gelu(x, 'tanh')");
    assert_eq!(
        out[1],
        "error: TypeError: relu_() got an unexpected keyword argument 'inplace'"
    );
    // `approximate` is keyword-only in PyTorch's parser.
    assert_eq!(
        out[2],
        "error: TypeError: gelu() takes 1 positional argument but 2 were given"
    );
}

#[test]
fn positional_counts_include_the_input() {
    let out = run("x = torch.ones(2)\nF.relu(x, False, 3)\nF.mse_loss(x)");
    assert_eq!(
        out[1],
        "error: TypeError: relu() takes from 1 to 2 positional arguments but 3 were given"
    );
    assert_eq!(
        out[2],
        "error: TypeError: mse_loss() missing 1 required positional argument: 'target'"
    );
}

#[test]
fn literal_defaults_are_filled_and_none_is_left_to_the_function() {
    // The inputs are tensors: an explicit None for one is PyTorch's parser TypeError.
    let x = || Value::Tensor(crate::ops::factory::zeros(&[2], None, crate::Device::Cpu).unwrap());
    let b = FUNCTIONAL
        .get("leaky_relu")
        .unwrap()
        .bind("leaky_relu", &Args::new(vec![x()]))
        .unwrap();
    assert_eq!(b.f64("negative_slope").unwrap(), Some(0.01));
    assert!(!b.given("negative_slope") && !b.bool_or("inplace", true).unwrap());
    let b = FUNCTIONAL
        .get("cross_entropy")
        .unwrap()
        .bind("cross_entropy", &Args::new(vec![x(), x()]))
        .unwrap();
    assert_eq!(b.i64("ignore_index").unwrap(), Some(-100));
    assert_eq!(b.str("reduction").unwrap().as_deref(), Some("mean"));
    assert!(b.get("weight").is_none() && b.get("size_average").is_none());
    // The defaults change the result: leaky_relu's slope, mse_loss's mean.
    let out = run("print(F.leaky_relu(torch.tensor([-100.0])).item())\n\
         print(F.mse_loss(torch.tensor([0.0, 0.0]), torch.tensor([1.0, 3.0])).item())");
    assert_eq!(out, ["-1.0", "5.0"]);
    // An explicit None is refused where PyTorch's type is not optional, not defaulted.
    let none = FUNCTIONAL
        .get("leaky_relu")
        .unwrap()
        .bind("leaky_relu", &Args::new(vec![x(), Value::None]));
    assert_eq!(
        none.err().map(|e| e.message),
        Some(
            "leaky_relu(): argument 'negative_slope' (position 2) must be Number, not NoneType"
                .into()
        )
    );
}

#[test]
fn a_family_shares_one_function_by_the_name_it_was_called_by() {
    let out = run("x = torch.tensor([0.0, 0.0])\n\
         print(F.softmax(x, 0).tolist())\n\
         print(F.log_softmax(x, dim=0).tolist())\n\
         print(torch.cosine_similarity(torch.ones(1, 2), torch.ones(1, 2)).tolist())");
    assert_eq!(out[1], "[0.5, 0.5]");
    assert_eq!(out[2], format!("[{0}, {0}]", (0.5f32).ln() as f64));
    // PyTorch 2.15 prints the same (each side divided by its norm, sqrt(2), in float32).
    assert_eq!(out[3], "[0.9999999403953552]");
}

#[test]
fn the_first_argument_is_named_as_pytorch_names_it() {
    let out = run("F.relu(3)\n\
         F.cosine_similarity(3, torch.ones(2))\n\
         print(F.one_hot(input=torch.tensor([1]), num_classes=2).tolist())");
    assert_eq!(
        out[0],
        "error: TypeError: relu(): argument 'input' (position 1) must be Tensor, not int"
    );
    assert_eq!(
        out[1],
        "error: TypeError: cosine_similarity(): argument 'x1' (position 1) must be Tensor, not int"
    );
    assert_eq!(out[2], "[[0, 1]]");
}

#[test]
fn every_name_renders_in_the_docs() {
    let md = super::registries_markdown();
    for n in FUNCTIONAL.names() {
        assert!(
            md.contains(&format!("`F.{n}`")),
            "{n} missing from the docs"
        );
    }
    assert!(md.contains(
        "`F.mse_loss` | `(input, target, size_average=None, reduce=None, reduction='mean', weight=None)`"
    ));
    assert!(md.contains("`F.dropout` | `(input, p=0.5, training=True, inplace=False)`"));
}
