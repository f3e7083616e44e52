//! Gradient maps computed on the host, made differentiable.
//!
//! Some backward formulas are a fixed linear map of the incoming gradient that runs on the
//! host: indexing's scatter-add, `as_strided`'s storage walk, `nll_loss`'s picked classes,
//! `embedding`'s row sums, `median`'s shared gradient. Their value needs no graph, but with
//! `create_graph=True` the result must depend on the gradient (a Hessian-vector product
//! through `x[idx]`, the double-vjp trick `torch.func.jvp` and forward mode rely on). A
//! linear map's derivative is the map itself, and its vector-Jacobian product is its
//! adjoint: so each map comes with its adjoint, and applying either records a node whose
//! backward applies the other. That makes these formulas differentiable to any order, as
//! ATen's are (its `IndexBackward0` runs `index_put`, whose backward runs `index`, ...).

use super::graph::record;
use super::BackwardFn;
use crate::error::Result;
use crate::ops::host::{build, values};
use crate::tensor::Tensor;
use std::rc::Rc;

/// One direction of a linear map: the input gradient in, the mapped gradient out.
pub type MapFn = Rc<dyn Fn(&Tensor) -> Result<Tensor>>;

/// A linear map with its adjoint, each named as the node that records it.
pub struct LinearPair {
    pub forward: MapFn,
    pub forward_name: &'static str,
    pub adjoint: MapFn,
    pub adjoint_name: &'static str,
}

/// `pair`'s forward map applied to `g` (its adjoint when `transposed`), recorded when `g`
/// has a history or a tangent.
pub fn apply(pair: &Rc<LinearPair>, g: &Tensor, transposed: bool) -> Result<Tensor> {
    let (f, name) = if transposed {
        (&pair.adjoint, pair.adjoint_name)
    } else {
        (&pair.forward, pair.forward_name)
    };
    let out = f(g)?;
    let p = pair.clone();
    let back: BackwardFn = Box::new(move |h| match &h[0] {
        None => Ok(vec![None]),
        Some(h) => Ok(vec![Some(apply(&p, h, !transposed)?)]),
    });
    record(name, &[Some(g)], &[&out], vec![], back)?;
    Ok(out)
}

/// A sparse map `out[to] += w * g[from]` for each `(from, to, w)`, from a gradient of
/// `from_shape` to one of `to_shape` (summed in f64, in the entries' order), with its
/// transpose as the adjoint.
pub fn sparse(
    entries: Vec<(usize, usize, f64)>,
    from_shape: &[usize],
    to_shape: &[usize],
    names: (&'static str, &'static str),
) -> Rc<LinearPair> {
    let entries = Rc::new(entries);
    let direction = |transposed: bool, shape: Vec<usize>| -> MapFn {
        let entries = entries.clone();
        Rc::new(move |g: &Tensor| {
            let gv = values(g)?;
            let mut acc = vec![0f64; shape.iter().product()];
            for &(from, to, w) in entries.iter() {
                let (src, dst) = if transposed { (to, from) } else { (from, to) };
                acc[dst] += w * gv[src];
            }
            build(&acc, &shape, g.dtype(), g.device())
        })
    };
    Rc::new(LinearPair {
        forward: direction(false, to_shape.to_vec()),
        forward_name: names.0,
        adjoint: direction(true, from_shape.to_vec()),
        adjoint_name: names.1,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ops;

    fn t(v: &[f64], shape: &[usize]) -> Tensor {
        build(
            v,
            shape,
            crate::dtype::DType::Float64,
            crate::device::Device::Cpu,
        )
        .unwrap()
    }

    #[test]
    fn sparse_map_and_its_adjoint_are_transposes() {
        // out[0] += 2 g[1]; out[2] += g[0] + g[1].
        let pair = sparse(
            vec![(1, 0, 2.0), (0, 2, 1.0), (1, 2, 1.0)],
            &[2],
            &[3],
            ("F", "A"),
        );
        let g = t(&[3.0, 5.0], &[2]);
        let h = t(&[1.0, 10.0, 100.0], &[3]);
        let lg = apply(&pair, &g, false).unwrap();
        let ah = apply(&pair, &h, true).unwrap();
        assert_eq!(lg.to_f64_vec().unwrap(), vec![10.0, 0.0, 8.0]);
        assert_eq!(ah.to_f64_vec().unwrap(), vec![100.0, 102.0]);
        // <L g, h> = <g, L^T h>.
        let dot = |a: &Tensor, b: &Tensor| {
            let p = ops::binary(
                "mul",
                crate::kernels::BinaryOp::Mul,
                ops::Arg::T(a),
                ops::Arg::T(b),
            )
            .unwrap();
            p.to_f64_vec().unwrap().iter().sum::<f64>()
        };
        assert_eq!(dot(&lg, &h), dot(&g, &ah));
    }
}
