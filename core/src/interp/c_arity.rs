//! How CPython words a call of one of its C built-ins with the wrong number of arguments.
//!
//! CPython's calling conventions each word these errors their own way (`list.append() takes
//! exactly one argument (0 given)`, `pop expected at most 1 argument, got 2`,
//! `math.sqrt() takes no keyword arguments`), where our signatures are written as Python
//! writes them and bind with Python's wording. `c_arity.tsv` (generated from CPython by
//! `scripts/c_arity.py`) holds each built-in's messages; a failed binding of a registry
//! entry takes the one that fits the call.

use super::value::Value;
use std::collections::HashMap;
use std::sync::LazyLock;

const TABLE: &str = include_str!("c_arity.tsv");

/// One built-in's messages, as the table words them.
#[derive(Debug, Default)]
pub struct Arity {
    /// For any keyword, when the built-in takes none.
    keyword: Option<&'static str>,
    /// For N positional arguments, fewer than required, by N.
    few: Vec<(usize, &'static str)>,
    /// For too many, `{n}` standing for the count given.
    many: Option<&'static str>,
    /// For exactly N too many, where no one template fits every count (`math.prod`).
    many_at: Vec<(usize, &'static str)>,
    /// For a keyword it does not know, `{k}` standing for it.
    bad_keyword: Option<&'static str>,
    /// For N positionals, fewer than required, and keywords, where the built-in checks
    /// the keywords' names before the count (`enumerate(start=1)`), `{k}` standing for the
    /// first keyword.
    few_keyword: Vec<(usize, &'static str)>,
    /// The name the method call's messages give it and the one a bound method object's
    /// give (`set.union()`, `union()`), where they differ.
    bound: Option<(&'static str, &'static str)>,
}

/// A failed call, as CPython's checks see it.
pub struct Call<'a> {
    /// Positional arguments given.
    pub given: usize,
    /// Keywords given.
    pub keywords: usize,
    /// The positional slot of the first required parameter given neither by position nor
    /// by keyword: the table's `few N` rows (recorded without keywords) name slot N, and
    /// keywords may fill slots past the positionals (`pow(base=2)` misses 'exp').
    pub missing: Option<usize>,
    /// A keyword no parameter takes.
    pub unknown: Option<&'a str>,
    /// The first keyword given.
    pub first_keyword: Option<&'a str>,
    /// How many positionals the call may give (None with `*args`), and how many
    /// parameters it may fill in all.
    pub most: Option<usize>,
    pub params: usize,
}

impl Arity {
    /// CPython's message for `call`, when it gives too few or too many arguments, a
    /// keyword to a built-in that takes none, or a keyword it does not know; None when
    /// the table has nothing for this call.
    pub fn message(&self, call: &Call) -> Option<String> {
        // The vectorcall entry refuses keywords before it counts positionals.
        if call.keywords > 0 {
            if let Some(m) = self.keyword {
                return Some(m.to_string());
            }
        }
        // A built-in that takes keywords (Argument Clinic, PyArg_ParseTupleAndKeywords)
        // counts positionals and keywords together first (`int('7', base=8, foo=1)`,
        // `[].sort(key=None, reverse=True, foo=1)`), before any missing argument.
        let total = call.given + call.keywords;
        if let Some(bad) = self.bad_keyword.filter(|_| call.keywords > 0) {
            if call.most.is_some() && total > call.params {
                let fname = bad.rsplit_once("argument for ").map_or(bad, |(_, f)| f);
                return Some(format!(
                    "{fname} takes at most {} {}argument{} ({total} given)",
                    call.params,
                    if call.given == 0 { "keyword " } else { "" },
                    if call.params == 1 { "" } else { "s" },
                ));
            }
        }
        if let Some(missing) = call.missing {
            let checked_first = self.few_keyword.iter().find(|(n, _)| *n == missing);
            if let (Some((_, m)), Some(k)) = (checked_first, call.first_keyword) {
                return Some(m.replace("{k}", k));
            }
            return self
                .few
                .iter()
                .find(|(n, _)| *n == missing)
                .map(|(_, m)| m.to_string());
        }
        if call.most.is_some_and(|most| call.given > most) {
            return match self.many_at.iter().find(|(n, _)| *n == call.given) {
                Some((_, m)) => Some(m.to_string()),
                None => self.many.map(|m| m.replace("{n}", &call.given.to_string())),
            };
        }
        match (call.unknown, self.bad_keyword) {
            (Some(k), Some(m)) => Some(m.replace("{k}", k)),
            _ => None,
        }
    }

    /// `message` (of a failed call of this built-in as `recv.name(...)`) as CPython words
    /// it when the call went through a bound method object instead (`f = s.union;
    /// f(x=1)`, `s.union(**kw)`): METH_VARARGS methods then give their bare name, a
    /// Tensor's its class's; None when the two agree.
    pub fn as_bound_method(&self, message: &str) -> Option<String> {
        let (method_call, bound) = self.bound?;
        let rest = message.strip_prefix(method_call)?;
        Some(format!("{bound}{rest}"))
    }
}

static BY_NAME: LazyLock<HashMap<&'static str, Arity>> = LazyLock::new(|| {
    let mut m: HashMap<&'static str, Arity> = HashMap::new();
    for line in TABLE
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
    {
        let mut cols = line.splitn(3, '\t');
        let (Some(q), Some(case), Some(msg)) = (cols.next(), cols.next(), cols.next()) else {
            continue;
        };
        let entry = m.entry(q).or_default();
        match case {
            "kw" => entry.keyword = Some(msg),
            "many" => entry.many = Some(msg),
            "badkw" => entry.bad_keyword = Some(msg),
            "bound" => entry.bound = msg.split_once('\t'),
            _ => {
                if let Some(n) = case.strip_prefix("few ").and_then(|n| n.parse().ok()) {
                    entry.few.push((n, msg));
                } else if let Some(n) = case.strip_prefix("many ").and_then(|n| n.parse().ok()) {
                    entry.many_at.push((n, msg));
                } else if let Some(n) = case.strip_prefix("fewkw ").and_then(|n| n.parse().ok()) {
                    entry.few_keyword.push((n, msg));
                }
            }
        }
    }
    m
});

/// The messages of the C built-in `namespace.name`, if CPython's table has it.
pub fn of(namespace: &str, name: &str) -> Option<&'static Arity> {
    BY_NAME.get(format!("{namespace}.{name}").as_str())
}

/// `message`, of a failed call `recv.name(...)`, as CPython words it when the callable was
/// a bound method object (saved in a variable, or called with `*`/`**` spread, which
/// CPython compiles as an attribute load and a call, not a method call); None when the
/// wording is the same.
pub fn as_bound_method(recv: &Value, name: &str, message: &str) -> Option<String> {
    let namespace = match recv {
        Value::List(_) => "list",
        Value::Dict(_) => "dict",
        Value::Str(_) => "str",
        Value::Tuple(_) => "tuple",
        Value::Set(s) if s.frozen => "frozenset",
        Value::Set(_) => "set",
        Value::Tensor(_) => "torch.Tensor",
        _ => return None,
    };
    of(namespace, name)?.as_bound_method(message)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn call(given: usize, keywords: usize, missing: Option<usize>, most: usize) -> Call<'static> {
        Call {
            given,
            keywords,
            missing,
            unknown: None,
            first_keyword: None,
            most: Some(most),
            params: most,
        }
    }

    #[test]
    fn conventions_are_worded_apart() {
        let append = of("list", "append").expect("list.append is in the table");
        assert_eq!(
            append.message(&call(0, 0, Some(0), 1)).as_deref(),
            Some("list.append() takes exactly one argument (0 given)")
        );
        assert_eq!(
            append.message(&call(3, 0, None, 1)).as_deref(),
            Some("list.append() takes exactly one argument (3 given)")
        );
        assert_eq!(
            append.message(&call(1, 1, None, 1)).as_deref(),
            Some("list.append() takes no keyword arguments")
        );
        let pop = of("dict", "pop").expect("dict.pop is in the table");
        assert_eq!(
            pop.message(&call(3, 0, None, 2)).as_deref(),
            Some("pop expected at most 2 arguments, got 3")
        );
        assert_eq!(pop.message(&call(1, 0, None, 2)), None);
        // Keywords fill slots past the positionals: the first slot given neither way.
        let pow = of("builtins", "pow").expect("pow is in the table");
        assert_eq!(
            pow.message(&call(0, 1, Some(1), 3)).as_deref(),
            Some("pow() missing required argument 'exp' (pos 2)")
        );
        let unknown = Call {
            unknown: Some("foo"),
            ..call(1, 2, None, 3)
        };
        assert_eq!(
            pow.message(&unknown).as_deref(),
            Some("'foo' is an invalid keyword argument for pow()")
        );
        let counted_first = Call {
            unknown: Some("foo"),
            ..call(2, 2, None, 3)
        };
        assert_eq!(
            pow.message(&counted_first).as_deref(),
            Some("pow() takes at most 3 arguments (4 given)")
        );
        let sort = of("list", "sort").expect("list.sort is in the table");
        let keywords_only = Call {
            most: Some(0),
            params: 2,
            ..call(0, 3, None, 0)
        };
        assert_eq!(
            sort.message(&keywords_only).as_deref(),
            Some("sort() takes at most 2 keyword arguments (3 given)")
        );
        let enumerate = of("builtins", "enumerate").expect("enumerate is in the table");
        let start_only = Call {
            first_keyword: Some("start"),
            ..call(0, 1, Some(0), 2)
        };
        assert_eq!(
            enumerate.message(&start_only).as_deref(),
            Some("'start' is an invalid keyword argument for enumerate()")
        );
        let union = of("set", "union").expect("set.union is in the table");
        assert_eq!(
            union
                .as_bound_method("set.union() takes no keyword arguments")
                .as_deref(),
            Some("union() takes no keyword arguments")
        );
        let prod = of("math", "prod").expect("math.prod is in the table");
        assert_eq!(
            prod.message(&call(2, 0, None, 1)).as_deref(),
            Some("prod() takes exactly 1 positional argument (2 given)")
        );
    }
}
