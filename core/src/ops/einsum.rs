//! `torch.einsum` as ATen composes it from differentiable ops, so results carry ATen's
//! layouts and nodes: each operand's repeated subscripts become a `diagonal`, operands are
//! permuted to one label order (output labels first), a single operand is summed over the
//! rest (`SumBackward1`), two operands without a contraction multiply (`MulBackward0`), and
//! a contraction is a `bmm` viewed back to the output (`ViewBackward0`).

use super::{view, Arg};
use crate::error::{runtime, Result};
use crate::kernels::{BinaryOp, ReduceOp};
use crate::tensor::Tensor;

/// The parsed equation: per operand its labels (ellipsis dims as labels 52..), and the
/// output's labels.
struct Equation {
    inputs: Vec<Vec<usize>>,
    output: Vec<usize>,
}

fn label(c: char, at: usize) -> Result<usize> {
    match c {
        'a'..='z' => Ok(c as usize - 'a' as usize),
        'A'..='Z' => Ok(26 + c as usize - 'A' as usize),
        _ => Err(runtime(format!(
            "einsum(): invalid subscript given at index {at} in the equation string, subscripts must be in [a-zA-Z]"
        ))),
    }
}

/// Labels of one side of the equation, with `...` expanded to `ell` labels 52, 53, ...
/// (right-aligned, as broadcasting aligns them).
fn side(
    s: &str,
    offset: usize,
    ndim: Option<usize>,
    op: usize,
    max_ell: usize,
) -> Result<Vec<usize>> {
    let mut out = Vec::new();
    let mut ell_at = None;
    let chars: Vec<char> = s.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        match chars[i] {
            ' ' => {}
            '.' => {
                if chars.get(i + 1) != Some(&'.')
                    || chars.get(i + 2) != Some(&'.')
                    || ell_at.is_some()
                {
                    return Err(runtime(
                        "einsum(): found '.' for operand that is not part of any ellipsis",
                    ));
                }
                ell_at = Some(out.len());
                i += 2;
            }
            c => out.push(label(c, offset + i)?),
        }
        i += 1;
    }
    if let Some(at) = ell_at {
        let n = match ndim {
            Some(nd) => nd.checked_sub(out.len()).ok_or_else(|| {
                runtime(format!(
                    "einsum(): the number of subscripts in the equation ({}) is more than the number of dimensions ({nd}) for operand {op}",
                    out.len()
                ))
            })?,
            None => max_ell,
        };
        let width = max_ell.max(n);
        let ell: Vec<usize> = (0..n).map(|k| 52 + width - n + k).collect();
        out.splice(at..at, ell);
    } else if let Some(nd) = ndim {
        if out.len() != nd {
            return Err(runtime(format!(
                "einsum(): the number of subscripts in the equation ({}) does not match the number of dimensions ({nd}) for operand {op} and no ellipsis was given",
                out.len()
            )));
        }
    }
    Ok(out)
}

fn parse(eq: &str, ops: &[Tensor]) -> Result<Equation> {
    let (lhs, rhs) = match eq.find("->") {
        Some(p) => (&eq[..p], Some((&eq[p + 2..], p + 2))),
        None => (eq, None),
    };
    let parts: Vec<&str> = lhs.split(',').collect();
    if parts.len() > ops.len() {
        return Err(runtime(
            "einsum(): fewer operands were provided than specified in the equation",
        ));
    }
    if parts.len() < ops.len() {
        return Err(runtime(
            "einsum(): more operands were provided than specified in the equation",
        ));
    }
    let mut inputs = Vec::new();
    let mut at = 0;
    let mut max_ell = 0;
    for (k, p) in parts.iter().enumerate() {
        let labels = side(p, at, Some(ops[k].ndim()), k, 0)?;
        max_ell = max_ell.max(labels.iter().filter(|&&l| l >= 52).count());
        inputs.push(labels);
        at += p.len() + 1;
    }
    // Re-expand so every operand's ellipsis labels are right-aligned to the widest.
    let mut at = 0;
    for (k, p) in parts.iter().enumerate() {
        inputs[k] = side(p, at, Some(ops[k].ndim()), k, max_ell)?;
        at += p.len() + 1;
    }
    let output = match rhs {
        Some((r, off)) => {
            let out = side(r, off, None, 0, max_ell)?;
            for (i, &l) in out.iter().enumerate() {
                if out[..i].contains(&l) {
                    return Err(runtime(format!(
                        "einsum(): output subscript {} appears more than once in the output",
                        name(l)
                    )));
                }
                if !inputs.iter().any(|ls| ls.contains(&l)) {
                    return Err(runtime(format!(
                        "einsum(): output subscript {} does not appear in the equation for any input operand",
                        name(l)
                    )));
                }
            }
            out
        }
        // Implicit output: the ellipsis dims, then the labels seen once, alphabetically.
        None => {
            let mut out: Vec<usize> = (52..52 + max_ell).collect();
            let mut count = [0usize; 52];
            for ls in &inputs {
                for &l in ls.iter().filter(|&&l| l < 52) {
                    count[l] += 1;
                }
            }
            out.extend((0..52).filter(|&l| count[l] == 1));
            out
        }
    };
    Ok(Equation { inputs, output })
}

fn name(l: usize) -> char {
    if l < 26 {
        (b'a' + l as u8) as char
    } else {
        (b'A' + (l - 26) as u8) as char
    }
}

/// One operand with its repeated labels reduced to diagonals: (tensor, distinct labels).
fn take_diagonals(t: &Tensor, labels: &[usize], op: usize) -> Result<(Tensor, Vec<usize>)> {
    let mut cur = t.clone();
    let mut ls = labels.to_vec();
    loop {
        let dup =
            (0..ls.len()).find_map(|i| (i + 1..ls.len()).find(|&j| ls[j] == ls[i]).map(|j| (i, j)));
        let Some((i, j)) = dup else { break };
        let (si, sj) = (cur.shape()[i], cur.shape()[j]);
        if si != sj {
            return Err(runtime(format!(
                "einsum(): subscript {} is repeated for operand {op} but the sizes don't match, {sj} != {si}",
                name(ls[i])
            )));
        }
        // `diagonal` puts the diagonal last; move it back to where the first copy was.
        let d = view::diagonal(&cur, 0, i as i64, j as i64)?;
        cur = view::movedim(&d, &[-1], &[i as i64])?;
        let l = ls.remove(j);
        ls[i] = l;
    }
    Ok((cur, ls))
}

/// Views `t` (labels `ls`) in the order `order`, with size-1 dims for missing labels.
fn align(t: &Tensor, ls: &[usize], order: &[usize]) -> Result<Tensor> {
    let perm: Vec<i64> = order
        .iter()
        .filter_map(|l| ls.iter().position(|x| x == l).map(|p| p as i64))
        .collect();
    let mut cur = view::permute(t, &perm)?;
    for (k, l) in order.iter().enumerate() {
        if !ls.contains(l) {
            cur = view::unsqueeze(&cur, k as i64)?;
        }
    }
    Ok(cur)
}

pub fn einsum(eq: &str, ops: &[Tensor]) -> Result<Tensor> {
    if ops.is_empty() {
        return Err(runtime("einsum(): must provide at least one operand"));
    }
    let e = parse(eq, ops)?;
    let mut size = vec![0usize; 52 + 64];
    let mut seen = vec![false; size.len()];
    let mut terms = Vec::new();
    for (k, t) in ops.iter().enumerate() {
        let (d, ls) = take_diagonals(t, &e.inputs[k], k)?;
        for (i, &l) in ls.iter().enumerate() {
            let n = d.shape()[i];
            if seen[l] && size[l] != n && size[l] != 1 && n != 1 {
                return Err(runtime(format!(
                    "einsum(): subscript {} has size {n} for operand {k} which does not broadcast with previously seen size {}",
                    name(l),
                    size[l]
                )));
            }
            if !seen[l] || size[l] == 1 {
                size[l] = n;
            }
            seen[l] = true;
        }
        terms.push((d, ls));
    }
    let out = &e.output;
    // The common label order: output labels, then the contracted ones.
    let mut order: Vec<usize> = out.clone();
    for (_, ls) in &terms {
        for &l in ls {
            if !order.contains(&l) {
                order.push(l);
            }
        }
    }
    let aligned: Vec<Tensor> = terms
        .iter()
        .map(|(t, ls)| align(t, ls, &order))
        .collect::<Result<_>>()?;
    let contracted: Vec<usize> = (out.len()..order.len()).collect();
    if aligned.len() == 1 {
        let a = &aligned[0];
        if contracted.is_empty() {
            return Ok(a.clone());
        }
        let dims: Vec<i64> = contracted.iter().map(|&d| d as i64).collect();
        return super::reduce("sum", ReduceOp::Sum, a, Some(&dims), false, None);
    }
    // A contracted label only one operand has is summed out of it first (kept as size 1).
    let mut aligned = aligned;
    for (k, a) in aligned.iter_mut().enumerate() {
        let own: Vec<i64> = contracted
            .iter()
            .copied()
            .filter(|&d| {
                let l = order[d];
                terms[k].1.contains(&l)
                    && terms
                        .iter()
                        .enumerate()
                        .all(|(j, t)| j == k || !t.1.contains(&l))
            })
            .map(|d| d as i64)
            .collect();
        if !own.is_empty() {
            *a = super::reduce("sum", ReduceOp::Sum, a, Some(&own), true, None)?;
        }
    }
    // Fold left: each step contracts the labels the two share that no later operand needs.
    let mut acc = aligned[0].clone();
    let mut have: Vec<usize> = terms[0].1.clone();
    for (k, next) in aligned.iter().enumerate().skip(1) {
        let later: Vec<usize> = (k + 1..aligned.len())
            .flat_map(|j| terms[j].1.clone())
            .collect();
        let sum: Vec<usize> = contracted
            .iter()
            .copied()
            .filter(|&d| {
                let l = order[d];
                have.contains(&l) && terms[k].1.contains(&l) && !later.contains(&l)
            })
            .collect();
        have.extend(terms[k].1.iter().copied());
        acc = if sum.is_empty() {
            super::binary("mul", BinaryOp::Mul, Arg::T(&acc), Arg::T(next))?
        } else {
            contract(&acc, next, &sum)?
        };
    }
    // The contracted dims are all size 1 by now.
    if acc.ndim() == out.len() {
        return Ok(acc);
    }
    let keep: Vec<i64> = acc.shape()[..out.len()].iter().map(|&s| s as i64).collect();
    view::view(&acc, &keep)
}

/// `sumproduct_pair`: `a` and `b` (aligned, same ndim) multiplied and summed over `sum`,
/// as one `bmm`: batch dims (in both), left-only, right-only and summed dims are grouped,
/// and the product is viewed back. The summed dims stay as size 1.
fn contract(a: &Tensor, b: &Tensor, sum: &[usize]) -> Result<Tensor> {
    let nd = a.ndim();
    let (sa, sb) = (a.shape(), b.shape());
    let (mut batch, mut lo, mut ro) = (Vec::new(), Vec::new(), Vec::new());
    for d in (0..nd).filter(|d| !sum.contains(d)) {
        if sa[d] == sb[d] {
            batch.push(d);
        } else if sb[d] == 1 {
            lo.push(d);
        } else {
            ro.push(d);
        }
    }
    let n = |s: &[usize], ds: &[usize]| ds.iter().map(|&d| s[d]).product::<usize>();
    let (b_n, l_n, r_n) = (n(&sa, &batch), n(&sa, &lo), n(&sb, &ro));
    let s_n = sum.iter().map(|&d| sa[d].max(sb[d])).product::<usize>();
    // A summed dim of size 1 on one side broadcasts against the other.
    let sizes_a: Vec<i64> = (0..nd)
        .map(|d| {
            if sum.contains(&d) {
                sa[d].max(sb[d]) as i64
            } else {
                sa[d] as i64
            }
        })
        .collect();
    let sizes_b: Vec<i64> = (0..nd)
        .map(|d| {
            if sum.contains(&d) {
                sa[d].max(sb[d]) as i64
            } else {
                sb[d] as i64
            }
        })
        .collect();
    let (a, b) = (view::expand(a, &sizes_a)?, view::expand(b, &sizes_b)?);
    let cat = |x: &[&[usize]]| {
        x.concat()
            .into_iter()
            .map(|d| d as i64)
            .collect::<Vec<i64>>()
    };
    // Output order wants right-only before left-only: swap the operands' roles.
    let swap = matches!((lo.first(), ro.first()), (Some(l), Some(r)) if r < l);
    let (first, second, f_n, s2_n, f_dims, s_dims) = if swap {
        (&b, &a, r_n, l_n, &ro, &lo)
    } else {
        (&a, &b, l_n, r_n, &lo, &ro)
    };
    let lp = view::permute(first, &cat(&[&batch, f_dims, sum, s_dims]))?;
    let rp = view::permute(second, &cat(&[&batch, sum, s_dims, f_dims]))?;
    let l3 = view::reshape(&lp, &[b_n as i64, f_n as i64, s_n as i64])?;
    let r3 = view::reshape(&rp, &[b_n as i64, s_n as i64, s2_n as i64])?;
    let prod = super::bmm(&l3, &r3)?;
    // Back to the full aligned rank: result dims in batch, first, second order, then the
    // summed dims as size 1, permuted back to label order when that differs.
    let mut shape: Vec<i64> = batch.iter().map(|&d| sa[d].max(sb[d]) as i64).collect();
    shape.extend(f_dims.iter().map(|&d| first.shape()[d] as i64));
    shape.extend(s_dims.iter().map(|&d| second.shape()[d] as i64));
    let placed = cat(&[&batch, f_dims, s_dims]);
    let mut full = shape;
    let mut where_: Vec<i64> = placed.clone();
    for &d in sum {
        full.push(1);
        where_.push(d as i64);
    }
    let v = view::view(&prod, &full)?;
    let mut inv = vec![0i64; nd];
    for (k, &d) in where_.iter().enumerate() {
        inv[d as usize] = k as i64;
    }
    if inv.iter().enumerate().all(|(i, &p)| p == i as i64) {
        return Ok(v);
    }
    view::permute(&v, &inv)
}
