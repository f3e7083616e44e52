//! CPython's method resolution order: the C3 linearization of a class's bases, so that in
//! `class D(B, C)` with `B(A)` and `C(A)` a lookup (and `super()` in `B`) reaches `C`
//! before `A`. Iterative throughout (a chain of 100,000 subclasses must not overflow the
//! stack), and only classes with two or more bases are linearized: a single chain's order
//! is the chain itself.

use super::value::Class;
use std::collections::HashMap;
use std::rc::Rc;

/// How many merge steps one linearization may take before it gives up and falls back to
/// the depth-first order (a script building a thousand-level diamond lattice gets an
/// answer, not a quadratic stall).
const MERGE_BUDGET: usize = 1_000_000;

/// The classes after a class with these `bases`, in method resolution order (the class
/// itself and `object` excluded).
pub fn after(bases: &[Rc<Class>]) -> Vec<Rc<Class>> {
    let mut budget = MERGE_BUDGET;
    let mut memo: HashMap<*const Class, Rc<Vec<Rc<Class>>>> = HashMap::new();
    // Linearize the multi-base ancestors first, deepest first, with an explicit stack.
    let mut stack: Vec<(Rc<Class>, bool)> = bases
        .iter()
        .filter_map(first_fork)
        .map(|c| (c, false))
        .collect();
    while let Some((c, expanded)) = stack.pop() {
        if memo.contains_key(&Rc::as_ptr(&c)) {
            continue;
        }
        if !expanded {
            stack.push((c.clone(), true));
            for b in c.bases.iter().filter_map(first_fork) {
                if !memo.contains_key(&Rc::as_ptr(&b)) {
                    stack.push((b, false));
                }
            }
            continue;
        }
        let mut order = vec![c.clone()];
        order.extend(merge_bases(&c.bases, &memo, &mut budget));
        memo.insert(Rc::as_ptr(&c), Rc::new(order));
    }
    merge_bases(bases, &memo, &mut budget)
}

/// The C3 merge of the bases' orders and the base list itself, or the depth-first order
/// when the bases admit no consistent order or the budget runs out.
fn merge_bases(
    bases: &[Rc<Class>],
    memo: &HashMap<*const Class, Rc<Vec<Rc<Class>>>>,
    budget: &mut usize,
) -> Vec<Rc<Class>> {
    let mut seqs: Vec<Vec<Rc<Class>>> = bases.iter().map(|b| order_of(b, memo)).collect();
    seqs.push(bases.to_vec());
    c3_merge(seqs, budget).unwrap_or_else(|| depth_first(bases))
}

/// A base's own order: its single-inheritance chain down to the first class with several
/// bases, whose linearization `memo` already holds.
fn order_of(b: &Rc<Class>, memo: &HashMap<*const Class, Rc<Vec<Rc<Class>>>>) -> Vec<Rc<Class>> {
    let mut out = Vec::new();
    let mut cur = b.clone();
    loop {
        if cur.bases.len() >= 2 {
            match memo.get(&Rc::as_ptr(&cur)) {
                Some(m) => out.extend(m.iter().cloned()),
                None => out.push(cur),
            }
            return out;
        }
        out.push(cur.clone());
        match cur.bases.first() {
            Some(next) => cur = next.clone(),
            None => return out,
        }
    }
}

/// The first class with two or more bases on `b`'s single chain, if any.
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

/// C3: repeatedly take the first head that is in no sequence's tail.
fn c3_merge(mut seqs: Vec<Vec<Rc<Class>>>, budget: &mut usize) -> Option<Vec<Rc<Class>>> {
    for s in &mut seqs {
        s.reverse(); // heads at the end, so taking one is a pop
    }
    let mut out = Vec::new();
    loop {
        seqs.retain(|s| !s.is_empty());
        if seqs.is_empty() {
            return Some(out);
        }
        let mut pick = None;
        for s in &seqs {
            let head = s.last()?;
            let in_tail = seqs.iter().any(|t| {
                *budget = budget.saturating_sub(t.len());
                t[..t.len() - 1].iter().any(|x| Rc::ptr_eq(x, head))
            });
            if *budget == 0 {
                return None;
            }
            if !in_tail {
                pick = Some(head.clone());
                break;
            }
        }
        let head = pick?;
        for s in &mut seqs {
            if s.last().is_some_and(|x| Rc::ptr_eq(x, &head)) {
                s.pop();
            }
        }
        out.push(head);
    }
}

/// Depth-first, bases in order, each class once: the fallback order.
fn depth_first(bases: &[Rc<Class>]) -> Vec<Rc<Class>> {
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
