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
use crate::error::Result;
use crate::tensor::Tensor;
use std::collections::HashMap;

/// A Tensor method: the receiver, the bound arguments (`a.fname()` is the name it was
/// called by, so aliases and families can share one function).
pub type MethodFn = fn(&mut Interp, &Tensor, &Bound) -> Result<Value>;

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
}

impl<F> Entry<F> {
    /// Binds a call made by `called` (the name or an alias) to the entry's signature.
    pub fn bind(&self, called: &str, args: &Args) -> Result<Bound> {
        self.signature.bind(called, args)
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
        self.entries.push(Entry {
            name: names[0],
            aliases: names[1..].to_vec(),
            signature: Signature::parse(sig),
            topic,
            f,
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
