//! How CPython words a call of one of its C built-ins with the wrong number of arguments.
//!
//! CPython's calling conventions each word these errors their own way (`list.append() takes
//! exactly one argument (0 given)`, `pop expected at most 1 argument, got 2`,
//! `math.sqrt() takes no keyword arguments`), where our signatures are written as Python
//! writes them and bind with Python's wording. `c_arity.tsv` (generated from CPython by
//! `scripts/c_arity.py`) holds each built-in's messages; a failed binding of a registry
//! entry takes the one that fits the call.

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
}

impl Arity {
    /// CPython's message for a call with `given` positional arguments and keywords or not,
    /// when `given` is outside `fewest..=most` or a keyword was given to a built-in that
    /// takes none; None when the table has nothing for this call.
    pub fn message(
        &self,
        given: usize,
        keywords: bool,
        fewest: usize,
        most: Option<usize>,
    ) -> Option<String> {
        // The vectorcall entry refuses keywords before it counts positionals.
        if keywords {
            if let Some(m) = self.keyword {
                return Some(m.to_string());
            }
        }
        if given < fewest {
            return self
                .few
                .iter()
                .find(|(n, _)| *n == given)
                .map(|(_, m)| m.to_string());
        }
        match most {
            Some(most) if given > most => self.many.map(|m| m.replace("{n}", &given.to_string())),
            _ => None,
        }
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
            _ => {
                if let Some(n) = case.strip_prefix("few ").and_then(|n| n.parse().ok()) {
                    entry.few.push((n, msg));
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn conventions_are_worded_apart() {
        let append = of("list", "append").expect("list.append is in the table");
        assert_eq!(
            append.message(0, false, 1, Some(1)).as_deref(),
            Some("list.append() takes exactly one argument (0 given)")
        );
        assert_eq!(
            append.message(3, false, 1, Some(1)).as_deref(),
            Some("list.append() takes exactly one argument (3 given)")
        );
        assert_eq!(
            append.message(1, true, 1, Some(1)).as_deref(),
            Some("list.append() takes no keyword arguments")
        );
        let pop = of("dict", "pop").expect("dict.pop is in the table");
        assert_eq!(
            pop.message(3, false, 1, Some(2)).as_deref(),
            Some("pop expected at most 2 arguments, got 3")
        );
        assert_eq!(pop.message(1, false, 1, Some(2)), None);
    }
}
