//! vmap's `randomness='different'`. PyTorch runs the function once on batched tensors, so a
//! random op draws one tensor of the batched shape `[B, *shape]` (a dropout mask for every
//! entry in one fill). stridelab runs the function once per entry (stdlib/torch_func.py);
//! to give the same numbers, entry 0's k-th random fill draws the whole batched tensor and
//! keeps it, and entry i's k-th fill takes its row i.

use crate::error::{not_implemented, runtime, Result};
use crate::tensor::Tensor;
use std::cell::RefCell;

struct Batched {
    batch: usize,
    entry: usize,
    /// The k-th fill of the current entry takes `draws[k]`.
    cursor: usize,
    /// Each batched draw, with the probabilities entry 0 drew it with (bernoulli's).
    draws: Vec<(Tensor, Option<Tensor>)>,
}

thread_local! {
    /// One per running `randomness='different'` vmap, innermost last.
    static BATCHED: RefCell<Vec<Batched>> = const { RefCell::new(Vec::new()) };
}

/// Starts a `randomness='different'` vmap of `batch` entries.
pub fn begin(batch: usize) {
    BATCHED.with(|b| {
        b.borrow_mut().push(Batched {
            batch,
            entry: 0,
            cursor: 0,
            draws: Vec::new(),
        })
    })
}

/// The innermost such vmap is about to run its function for entry `i`.
pub fn start_entry(i: usize) {
    BATCHED.with(|b| {
        if let Some(b) = b.borrow_mut().last_mut() {
            b.entry = i;
            b.cursor = 0;
        }
    })
}

/// The innermost such vmap ended (normally or by an error): its draws are dropped.
pub fn end() {
    BATCHED.with(|b| b.borrow_mut().pop());
}

pub fn active() -> bool {
    BATCHED.with(|b| !b.borrow().is_empty())
}

/// A random op other than an elementwise fill (multinomial, randperm, poisson, ...) under
/// `randomness='different'`: its batched draw is not reproduced.
pub fn refuse_other_draws() -> Result<()> {
    if active() {
        return Err(not_implemented(
            "this random operation under vmap(randomness='different') is not supported in \
             stridelab (only elementwise draws: rand, randn, randint, dropout, bernoulli(p), \
             normal_, uniform_, ...)",
        ));
    }
    Ok(())
}

/// `t`'s values for the current entry when a `randomness='different'` vmap runs, else None.
/// `fill` draws into a fresh tensor of the batched shape (with this mode suspended), with
/// `probs` (bernoulli's probabilities, already `t`'s shape) repeated for every entry.
pub fn take(
    t: &Tensor,
    probs: Option<&Tensor>,
    fill: impl FnOnce(&Tensor, Option<&Tensor>) -> Result<()>,
) -> Result<Option<Tensor>> {
    let (depth, top) = BATCHED.with(|b| {
        let b = b.borrow();
        (b.len(), b.last().map(|b| (b.batch, b.entry, b.cursor)))
    });
    let Some((batch, entry, cursor)) = top else {
        return Ok(None);
    };
    if depth > 1 {
        // The batched draw would have every level's batch dims, in their order.
        return Err(not_implemented(
            "a random draw inside nested vmaps with randomness='different' is not supported in \
             stridelab",
        ));
    }
    if batch == 0 {
        // A batch of no entries draws nothing (the one run only shows the output's
        // structure, and its values are dropped).
        return Ok(Some(t.clone()));
    }
    if entry == 0 {
        let mut shape = vec![batch];
        shape.extend(t.shape());
        let big = crate::ops::empty(&shape, t.dtype(), t.device())?;
        let sizes: Vec<i64> = shape.iter().map(|&s| s as i64).collect();
        let big_probs = probs
            .map(|p| crate::ops::view::expand(p, &sizes))
            .transpose()?;
        let saved = BATCHED.with(|b| std::mem::take(&mut *b.borrow_mut()));
        let drawn = fill(&big, big_probs.as_ref());
        BATCHED.with(|b| *b.borrow_mut() = saved);
        drawn?;
        let kept = probs
            .map(|p| crate::ops::copy::clone(p, crate::layout::MemoryFormat::Contiguous))
            .transpose()?;
        BATCHED.with(|b| {
            if let Some(b) = b.borrow_mut().last_mut() {
                b.draws.push((big, kept));
            }
        });
    }
    let drawn = BATCHED.with(|b| {
        let mut b = b.borrow_mut();
        let b = b.last_mut()?;
        b.cursor += 1;
        b.draws.get(cursor).cloned()
    });
    let fits = |big: &Tensor| {
        big.shape()[1..] == t.shape()[..] && big.dtype() == t.dtype() && big.device() == t.device()
    };
    match drawn {
        Some((big, kept)) if fits(&big) => {
            // Entry 0's probabilities stood for every entry's: a batched `p` is not reproduced.
            let same_probs = match (probs, &kept) {
                (None, None) => true,
                (Some(p), Some(k)) => crate::ops::compare::equal(p, k)?,
                _ => false,
            };
            if !same_probs {
                return Err(not_implemented(
                    "bernoulli with probabilities that differ between the entries of \
                     vmap(randomness='different') is not supported in stridelab",
                ));
            }
            Ok(Some(crate::ops::view::select(&big, 0, entry as i64)?))
        }
        _ => Err(runtime(format!(
            "vmap(randomness='different'): entry {entry} made a random draw that entry 0 did not \
             make in the same order with the same shape; stridelab runs the function once per \
             entry and needs the same draws in each"
        ))),
    }
}
