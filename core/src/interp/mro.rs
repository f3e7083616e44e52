//! CPython's method resolution order: the C3 linearization of a class's bases, so that in
//! `class D(B, C)` with `B(A)` and `C(A)` a lookup (and `super()` in `B`) reaches `C`
//! before `A`. Only classes with two or more bases (forks) are linearized, once each: the
//! order after a fork is cached on it (`Class::tail`). A single chain's order is the chain.
//! Iterative throughout (a chain of 100,000 subclasses must not overflow the stack), and
//! the merge is linear in the sequences' lengths, so a 3,000-level diamond ladder costs
//! milliseconds.

use super::value::Class;
use std::collections::HashMap;
use std::rc::Rc;

/// The order after a class: the classes `super()` and lookups visit, `object` excluded.
pub type Tail = Rc<Vec<Rc<Class>>>;

/// The classes after a class with these `bases`, in method resolution order; None when
/// the bases admit no consistent order (CPython refuses such a class).
pub fn after(bases: &[Rc<Class>]) -> Option<Tail> {
    // Linearize the uncached forks among the ancestors first, deepest first.
    let mut stack: Vec<(Rc<Class>, bool)> = bases
        .iter()
        .filter_map(first_fork)
        .filter(|f| !f.has_tail())
        .map(|f| (f, false))
        .collect();
    while let Some((c, expanded)) = stack.pop() {
        if c.has_tail() {
            continue;
        }
        if !expanded {
            stack.push((c.clone(), true));
            for b in c.bases.iter().filter_map(first_fork) {
                if !b.has_tail() {
                    stack.push((b, false));
                }
            }
            continue;
        }
        // An ancestor CPython would have refused (only `type()` with odd bases gets here)
        // falls back to the depth-first order rather than failing every lookup.
        let tail = merge(&c.bases).unwrap_or_else(|| Rc::new(depth_first(&c.bases)));
        c.set_tail(tail);
    }
    merge(bases)
}

/// The C3 merge of the bases' own orders and the list of bases.
fn merge(bases: &[Rc<Class>]) -> Option<Tail> {
    let mut seqs: Vec<Vec<Rc<Class>>> = bases.iter().map(order_of).collect();
    seqs.push(bases.to_vec());
    c3(&seqs).map(Rc::new)
}

/// A class's own order: itself, its single chain down to the first fork, and that fork's
/// cached tail.
fn order_of(b: &Rc<Class>) -> Vec<Rc<Class>> {
    let mut out = Vec::new();
    let mut cur = b.clone();
    loop {
        out.push(cur.clone());
        if cur.bases.len() >= 2 {
            out.extend(cur.tail().iter().cloned());
            return out;
        }
        match cur.bases.first() {
            Some(next) => cur = next.clone(),
            None => return out,
        }
    }
}

/// The first class with two or more bases on `b`'s single chain (`b` itself included).
fn first_fork(b: &Rc<Class>) -> Option<Rc<Class>> {
    let mut cur = b.clone();
    loop {
        match cur.bases.len() {
            0 => return None,
            1 => cur = cur.bases[0].clone(),
            _ => return Some(cur),
        }
    }
}

/// C3: repeatedly take the first head that is in no sequence's tail. Each class counts the
/// sequences holding it past their head, so a step costs one look per sequence.
fn c3(seqs: &[Vec<Rc<Class>>]) -> Option<Vec<Rc<Class>>> {
    let key = |c: &Rc<Class>| Rc::as_ptr(c);
    let mut in_tails: HashMap<*const Class, usize> = HashMap::new();
    for s in seqs {
        for c in s.iter().skip(1) {
            *in_tails.entry(key(c)).or_default() += 1;
        }
    }
    let mut heads = vec![0usize; seqs.len()];
    let mut out = Vec::new();
    loop {
        let mut open = false;
        let mut pick = None;
        for (s, &h) in seqs.iter().zip(&heads) {
            if let Some(c) = s.get(h) {
                open = true;
                if in_tails.get(&key(c)).copied().unwrap_or(0) == 0 {
                    pick = Some(c.clone());
                    break;
                }
            }
        }
        if !open {
            return Some(out);
        }
        let head = pick?;
        for (s, h) in seqs.iter().zip(heads.iter_mut()) {
            if s.get(*h).is_some_and(|c| Rc::ptr_eq(c, &head)) {
                *h += 1;
                if let Some(n) = s.get(*h).and_then(|c| in_tails.get_mut(&key(c))) {
                    *n -= 1;
                }
            }
        }
        out.push(head);
    }
}

/// Depth-first, bases in order, each class once: the fallback order.
pub fn depth_first(bases: &[Rc<Class>]) -> Vec<Rc<Class>> {
    let mut out: Vec<Rc<Class>> = Vec::new();
    let mut seen = std::collections::HashSet::new();
    let mut stack: Vec<Rc<Class>> = bases.iter().rev().cloned().collect();
    while let Some(c) = stack.pop() {
        if seen.insert(Rc::as_ptr(&c)) {
            stack.extend(c.bases.iter().rev().cloned());
            out.push(c);
        }
    }
    out
}

/// CPython's refusals of a class statement's bases (a base named twice, or bases with no
/// consistent order), and otherwise the new class's order after itself when it has two or
/// more bases, for the class to keep (`Class::set_tail`) rather than linearize again.
pub fn check_bases(bases: &[Rc<Class>]) -> crate::error::Result<Option<Tail>> {
    for (i, b) in bases.iter().enumerate() {
        if bases[..i].iter().any(|x| Rc::ptr_eq(x, b)) {
            return Err(crate::error::type_error(format!(
                "duplicate base class {}",
                b.name
            )));
        }
    }
    if bases.len() < 2 {
        return Ok(None);
    }
    match after(bases) {
        Some(tail) => Ok(Some(tail)),
        None => {
            let names: Vec<&str> = bases.iter().map(|b| b.name.as_str()).collect();
            Err(crate::error::type_error(format!(
                "Cannot create a consistent method resolution\norder (MRO) for bases {}",
                names.join(", ")
            )))
        }
    }
}
