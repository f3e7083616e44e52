//! Registries: one per script-visible namespace (`torch`, `torch.nn.functional`, Tensor
//! methods, ...). An entry is a name (and its aliases), a signature written as Python
//! writes it, a topic, and the function that runs it.
//!
//! Why: the names a namespace answers to and the code that runs them used to be two lists
//! that could drift (a name listed but not implemented, or implemented but not listed), and
//! every call was looked up twice. Now the entry is the only list: attribute lookup, the
//! call, the argument binding (from the signature, once, for everything) and `docs/api.md`
//! all read it.

use super::args::{Args, Bound};
use super::eval::Interp;
use super::signature::Signature;
use super::value::Value;
use crate::error::{ErrorKind, Result, TorchError};
use crate::tensor::Tensor;
use std::collections::HashMap;

/// A Tensor method: the receiver, the bound arguments (`a.fname()` is the name it was
/// called by, so aliases and families can share one function).
pub type MethodFn = fn(&mut Interp, &Tensor, &Bound) -> Result<Value>;

/// A method of a Python value (`list.append`, `str.join`): the receiver, the bound arguments.
pub type ValueMethodFn = fn(&mut Interp, &Value, &Bound) -> Result<Value>;

/// A namespace function (`torch.zeros`, `F.relu`, `len`).
pub type FunctionFn = fn(&mut Interp, &Bound) -> Result<Value>;

pub struct Entry<F> {
    /// The primary name; aliases point at the same entry.
    pub name: &'static str,
    pub aliases: Vec<&'static str>,
    pub signature: Signature,
    /// The topic file it lives in (creation, views, pointwise, ...), for the docs.
    pub topic: &'static str,
    pub f: F,
    /// The class a Python-written method belongs to (`Tensor` for `Tensor.split`): Python
    /// names a method by its qualified name in a binding error.
    pub owner: Option<&'static str>,
    /// For CPython's C built-ins: how CPython words a call with the wrong number of
    /// arguments (`c_arity.rs`), by the name called (an alias is its own C method:
    /// `x.nelement(x=1)` names nelement, not numel).
    pub c_arity: Vec<(&'static str, &'static super::c_arity::Arity)>,
    /// PyTorch's deprecated overload of it (`deprecated.rs`), taken when the current
    /// signature refuses the call.
    pub deprecated: Option<&'static super::deprecated::Overload>,
    /// The prefix of the ATen name PyTorch's parser gives it in its errors (`linalg_`).
    pub parser_prefix: Option<&'static str>,
}

impl<F> Entry<F> {
    /// Binds a call made by `called` (the name or an alias) to the entry's signature; a
    /// call only PyTorch's deprecated overload takes binds as the current one does, with
    /// PyTorch's warning.
    pub fn bind(&self, called: &str, args: &Args) -> Result<Bound> {
        let bound = self.bind_current(called, args);
        let Some(overload) = self.deprecated.filter(|_| bound.is_err()) else {
            return bound;
        };
        match overload
            .rewrite(args)
            .and_then(|current| self.signature.bind(called, &current).ok())
        {
            Some(b) => {
                overload.warn(called);
                Ok(b)
            }
            None => bound,
        }
    }

    fn bind_current(&self, called: &str, args: &Args) -> Result<Bound> {
        self.signature.bind(called, args).map_err(|mut e| {
            let arity = self
                .c_arity
                .iter()
                .find(|(n, _)| *n == called)
                .map(|(_, a)| *a);
            if let Some(arity) = arity.filter(|_| e.kind == ErrorKind::TypeError) {
                let call = super::c_arity::Call {
                    given: args.pos.len(),
                    keywords: args.kw.len(),
                    missing: self.signature.first_missing(args),
                    unknown: e
                        .message
                        .split_once("got an unexpected keyword argument '")
                        .and_then(|(_, k)| k.strip_suffix('\'')),
                    first_keyword: args.kw.first().map(|(k, _)| k.as_str()),
                    most: self.signature.positional_range().1,
                    params: self.signature.named_params(),
                };
                if let Some(m) = arity.message(&call) {
                    e.message = m;
                }
            }
            // PyTorch's parser names a function of torch.linalg, torch.special and
            // torch.fft by its ATen name (`linalg_det() missing 1 required positional
            // arguments: "A"`, `special_erf(): argument 'input' ...`).
            if let Some(prefix) = self.parser_prefix {
                if e.message.starts_with(&format!("{called}(")) {
                    e.message = format!("{prefix}{}", e.message);
                }
            }
            if let Some(owner) = self.owner {
                // Python names the method in its own binding errors; a message of the
                // native function it passes the call to (PyTorch's parser) keeps that
                // function's bare name.
                let native = e.message.contains("received an invalid combination")
                    || e.message.contains("(): argument '");
                if e.message.starts_with(&format!("{called}()")) && !native {
                    e.message = format!("{owner}.{}", e.message);
                }
            }
            e
        })
    }
}

/// Whether PyTorch's `namespace.name` goes through its C++ argument parser (which takes
/// NumPy's `axis`/`keepdims`): the torch, Tensor, linalg and special functions, except the
/// few that PyTorch writes in Python.
fn native_in_pytorch(namespace: &str, name: &str) -> bool {
    match namespace {
        "torch" => !crate::interp::torch_function::torch_written_in_python(name),
        "torch.Tensor" => !crate::interp::torch_function::tensor_written_in_python(name),
        "torch.linalg" | "torch.special" | "torch.fft" => true,
        // torch.nn.functional is Python, except its C++ functions.
        "torch.nn.functional" => crate::interp::torch_function::functional_is_native(name),
        _ => false,
    }
}

/// Marks the parameters of `namespace.name` that PyTorch's parser refuses None for
/// (`native_none.rs`, generated from PyTorch).
fn mark_none_refused(signature: &mut Signature, namespace: &str, name: &str) {
    for (param, want) in super::native_none::refused(namespace, name) {
        if *param == "*missing" {
            signature.missing_first = Some(want);
            continue;
        }
        if *param == "*" {
            // "invalid at 0,3,5": the argument counts, as bits; "; expected (...)" the
            // one signature PyTorch shows.
            let (counts, expected) = match want.split_once("; expected ") {
                Some((c, e)) => (c, Some(e)),
                None => (*want, None),
            };
            signature.expected_signature = expected;
            let counts = counts.strip_prefix("invalid at ").unwrap_or_default();
            signature.invalid_at_counts = counts
                .split(',')
                .filter_map(|c| c.parse::<u8>().ok())
                .filter(|&c| c <= 5)
                .fold(0, |bits, c| bits | (1 << c));
            continue;
        }
        if let Some(p) = signature.params.iter_mut().find(|p| p.name == *param) {
            p.none_refused = Some(want);
        }
    }
}

pub struct Registry<F> {
    pub namespace: &'static str,
    entries: Vec<Entry<F>>,
    by_name: HashMap<&'static str, usize>,
}

impl<F> Registry<F> {
    pub fn new(namespace: &'static str) -> Registry<F> {
        Registry {
            namespace,
            entries: Vec::new(),
            by_name: HashMap::new(),
        }
    }

    /// Adds one entry named by `names[0]`, with the rest as aliases. A name registered
    /// twice is a programming error caught by the registry tests, not a user input.
    pub fn add(&mut self, topic: &'static str, names: &[&'static str], sig: &str, f: F) {
        let index = self.entries.len();
        for n in names {
            let previous = self.by_name.insert(n, index);
            debug_assert!(
                previous.is_none(),
                "{}.{n} registered twice",
                self.namespace
            );
        }
        let mut signature = Signature::parse(sig);
        signature.parsed_natively = native_in_pytorch(self.namespace, names[0]);
        mark_none_refused(&mut signature, self.namespace, names[0]);
        let owner =
            (self.namespace == "torch.Tensor" && !signature.parsed_natively).then_some("Tensor");
        signature.counts_self = owner.is_some();
        let parser_prefix = match self.namespace {
            "torch.linalg" => Some("linalg_"),
            "torch.special" => Some("special_"),
            "torch.fft" => Some("fft_"),
            _ => None,
        }
        .filter(|_| signature.parsed_natively);
        let c_arity = names
            .iter()
            .filter_map(|n| Some((*n, super::c_arity::of(self.namespace, n)?)))
            .collect();
        self.entries.push(Entry {
            name: names[0],
            aliases: names[1..].to_vec(),
            signature,
            topic,
            f,
            owner,
            c_arity,
            deprecated: super::deprecated::of(self.namespace, names[0]),
            parser_prefix,
        });
    }

    /// Adds one entry per name, each with the same signature and function (op families
    /// such as the unary pointwise ops, where the function reads the name it was called by).
    pub fn add_each(&mut self, topic: &'static str, names: &[&'static str], sig: &str, f: F)
    where
        F: Copy,
    {
        for n in names {
            self.add(topic, &[n], sig, f);
        }
    }

    /// Adds `name` with the signature of the entry `of` (an in-place twin takes its
    /// out-of-place op's arguments). `of` missing is a programming error the registry
    /// tests catch (each twin's name must then be absent).
    pub fn add_twin(&mut self, topic: &'static str, name: &'static str, of: &str, f: F) {
        let Some(signature) = self.get(of).map(|e| e.signature.clone()) else {
            debug_assert!(false, "{}.{name}: no twin {of}", self.namespace);
            return;
        };
        let previous = self.by_name.insert(name, self.entries.len());
        debug_assert!(
            previous.is_none(),
            "{}.{name} registered twice",
            self.namespace
        );
        self.entries.push(Entry {
            name,
            aliases: vec![],
            signature,
            topic,
            f,
            owner: None,
            c_arity: Vec::new(),
            deprecated: super::deprecated::of(self.namespace, name),
            parser_prefix: None,
        });
    }

    /// Adds a keyword-only `name=None` parameter to an entry's signature (if absent).
    pub fn add_keyword_only(&mut self, entry: &str, name: &str) {
        if let Some(&i) = self.by_name.get(entry) {
            let sig = &mut self.entries[i].signature;
            if !sig.has_param(name) {
                sig.add_keyword_only(name);
            }
        }
    }

    pub fn get(&self, name: &str) -> Option<&Entry<F>> {
        self.by_name.get(name).map(|&i| &self.entries[i])
    }

    pub fn contains(&self, name: &str) -> bool {
        self.by_name.contains_key(name)
    }

    pub fn entries(&self) -> &[Entry<F>] {
        &self.entries
    }

    /// Every name, aliases included, sorted.
    pub fn names(&self) -> Vec<&'static str> {
        let mut v: Vec<&'static str> = self.by_name.keys().copied().collect();
        v.sort_unstable();
        v
    }

    /// The namespace as a Markdown section: one table per topic, one row per entry.
    pub fn markdown(&self, prefix: &str) -> String {
        let mut topics: Vec<&'static str> = self.entries.iter().map(|e| e.topic).collect();
        topics.sort_unstable();
        topics.dedup();
        let mut out = format!("## `{}` ({} names)\n", self.namespace, self.by_name.len());
        for topic in topics {
            out.push_str(&format!(
                "\n### {topic}\n\n| name | signature | aliases |\n|---|---|---|\n"
            ));
            let mut rows: Vec<&Entry<F>> =
                self.entries.iter().filter(|e| e.topic == topic).collect();
            rows.sort_by_key(|e| e.name);
            for e in rows {
                let aliases: Vec<String> = e.aliases.iter().map(|a| format!("`{a}`")).collect();
                out.push_str(&format!(
                    "| `{prefix}{}` | `{}` | {} |\n",
                    e.name,
                    e.signature.render().replace('|', "\\|"),
                    aliases.join(", ")
                ));
            }
        }
        out
    }
}

impl<F> Registry<F> {
    /// The entry of `name`, or Python's `module 'torch' has no attribute 'x'`.
    pub fn entry(&self, name: &str) -> Result<&Entry<F>> {
        self.get(name).ok_or_else(|| {
            TorchError::new(
                ErrorKind::AttributeError,
                format!("module '{}' has no attribute '{name}'", self.namespace),
            )
        })
    }
}

impl Registry<FunctionFn> {
    /// Calls `name` in this namespace: its entry binds the arguments and runs; a name the
    /// namespace lacks is Python's `module 'torch' has no attribute 'x'`.
    pub fn call(&self, it: &mut Interp, name: &str, args: Args) -> Result<Value> {
        let entry = self.entry(name)?;
        let bound = entry.bind(name, &args)?;
        (entry.f)(it, &bound)
    }
}

/// `docs/api.md`: every registry of the interpreter, rendered. A test keeps the file equal
/// to this text, so the reference cannot go stale.
pub fn api_markdown() -> String {
    let attrs: Vec<String> = super::tensor_api::attribute_names()
        .iter()
        .map(|a| format!("`{a}`"))
        .collect();
    let sections = [
        super::tensor_api::METHODS.markdown("Tensor."),
        format!("## Tensor attributes\n\n{}\n", attrs.join(", ")),
        super::torch_api::registries_markdown(),
        super::builtins::PY_BUILTINS.markdown(""),
        super::pyrandom::PY_RANDOM.markdown("random."),
        super::builtins::containers_markdown(),
        super::stdlib::modules_markdown(),
        super::complex::markdown(),
    ];
    format!(
        "# API reference\n\n\
         Generated from the interpreter's registries (`core/src/interp/registry.rs`,\n\
         `api_markdown`); do not edit by hand. Regenerate with\n\
         `STRIDELAB_BLESS=1 cargo test -p stridelab-core api_doc`.\n\
         Arguments bind to the signature shown as Python binds them; an argument stridelab\n\
         cannot honour is refused with an error, never dropped. A few names answer only with\n\
         a clear error (the `not implemented yet` topics,\n\
         `Tensor.register_hook`, ...), so a script learns what is missing instead of\n\
         getting an AttributeError.\n\n{}",
        sections.join("\n")
    )
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;

    #[test]
    fn api_doc_is_generated_from_the_registries() {
        // Found at run time (cargo test names the crate's folder): a path baked in would
        // tie the test build to one checkout.
        let dir = std::env::var("CARGO_MANIFEST_DIR").expect("run by cargo test");
        let path = std::path::Path::new(&dir).join("../docs/api.md");
        let want = api_markdown();
        if std::env::var_os("STRIDELAB_BLESS").is_some() {
            std::fs::write(&path, &want).expect("write docs/api.md");
        }
        let have = std::fs::read_to_string(&path).unwrap_or_default();
        assert!(
            have == want,
            "docs/api.md is stale: run STRIDELAB_BLESS=1 cargo test -p stridelab-core api_doc"
        );
    }

    #[test]
    fn every_registry_builds_and_names_are_unique() {
        // The registries assert uniqueness while they are built (debug builds).
        let counts = [
            super::super::tensor_api::METHODS.names().len(),
            super::super::torch_api::TORCH.names().len(),
            super::super::builtins::PY_BUILTINS.names().len(),
        ];
        assert!(counts.iter().all(|&n| n > 40), "{counts:?}");
        // torch.X for a Tensor method has `input` first, then the method's parameters.
        let sum = super::super::torch_api::TORCH
            .get("sum")
            .map(|e| e.signature.render());
        assert_eq!(
            sum.as_deref(),
            Some("(input, dim=None, keepdim=False, *, dtype=None, out=None)")
        );
    }

    #[test]
    fn a_registered_name_is_callable_and_an_unknown_one_is_not() {
        use crate::interp::Outcome;
        let mut s = crate::interp::Session::new(Default::default());
        let src = "x = torch.ones(2)\nx.sum(dim=0).item()\nx.frobnicate()\nx.mul(2, alpha=2)\n";
        let out = s.run(src).expect("parses");
        assert!(matches!(out[1].outcome, Outcome::Value(Value::Float(f)) if f == 2.0));
        let message = |k: usize| match &out[k].outcome {
            Outcome::Error(e) => e.message.clone(),
            _ => String::new(),
        };
        assert_eq!(message(2), "'Tensor' object has no attribute 'frobnicate'");
        // An argument the signature does not have is refused, not dropped.
        assert_eq!(
            message(3),
            "mul() got an unexpected keyword argument 'alpha'"
        );
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod none_refused_tests {
    use super::Registry;

    fn params<F>(r: &Registry<F>, name: &str) -> Option<Vec<String>> {
        let e = r.get(name)?;
        Some(e.signature.params.iter().map(|p| p.name.clone()).collect())
    }

    /// Every row of the generated table names a registry entry and one of its parameters,
    /// and binding marks it: a renamed parameter cannot silently drop its check.
    #[test]
    fn every_none_refused_row_names_a_parameter_we_bind() {
        let mut count = 0;
        for (q, param, _) in super::super::native_none::rows().filter(|r| !r.1.starts_with('*')) {
            let (ns, name) = q.rsplit_once('.').unwrap();
            let found = match ns {
                "torch.Tensor" => params(&crate::interp::tensor_api::METHODS, name),
                "torch" => params(&crate::interp::torch_api::TORCH, name),
                "torch.linalg" => params(&crate::interp::torch_api::linalg::LINALG, name),
                "torch.special" => params(&crate::interp::torch_api::special::SPECIAL, name),
                "torch.nn.functional" => params(&crate::interp::functional::FUNCTIONAL, name),
                other => panic!("{q}: unknown namespace {other}"),
            };
            let found = found.unwrap_or_else(|| panic!("{q}: no such entry"));
            assert!(
                found.iter().any(|p| p == param),
                "{q}: no parameter {param}"
            );
            count += 1;
        }
        assert!(count > 900, "the table lost its rows: {count}");
        let softplus = crate::interp::functional::FUNCTIONAL
            .get("softplus")
            .unwrap();
        let beta = softplus.signature.params.iter().find(|p| p.name == "beta");
        assert_eq!(beta.and_then(|p| p.none_refused), Some("Number"));
    }
}
