//! Property tests on random chains of view ops: whatever chain a user builds, every element
//! stays inside its storage, contiguous() reads the same values as the strides do, and
//! reshape agrees with view whenever view succeeds.

use proptest::prelude::*;
use stridelab_core::ops::{self, view};
use stridelab_core::{Device, Tensor};

#[derive(Clone, Debug)]
enum ViewOp {
    Transpose(i64, i64),
    Permute(Vec<usize>),
    Select(i64, i64),
    Narrow(i64, i64, i64),
    Slice(i64, Option<i64>, Option<i64>, i64),
    Unsqueeze(i64),
    Squeeze,
    SqueezeDims(Vec<i64>),
    Expand(i64),
    Unfold(i64, i64, i64),
    Diagonal(i64, i64, i64),
    Flatten(i64, i64),
    View(Vec<i64>),
    Movedim(i64, i64),
    Chunk(i64, i64, usize),
    AsStrided(Vec<i64>, Vec<i64>, i64),
    MT,
}

fn view_op() -> impl Strategy<Value = ViewOp> {
    let d = -3i64..4;
    prop_oneof![
        (d.clone(), d.clone()).prop_map(|(a, b)| ViewOp::Transpose(a, b)),
        Just(()).prop_perturb(|_, mut rng| {
            let mut p: Vec<usize> = (0..4).collect();
            for i in (1..4).rev() {
                p.swap(i, rng.random_range(0..=i));
            }
            ViewOp::Permute(p)
        }),
        (d.clone(), -4i64..4).prop_map(|(a, b)| ViewOp::Select(a, b)),
        (d.clone(), -2i64..4, 0i64..4).prop_map(|(a, b, c)| ViewOp::Narrow(a, b, c)),
        (
            d.clone(),
            proptest::option::of(-4i64..5),
            proptest::option::of(-4i64..6),
            1i64..4
        )
            .prop_map(|(a, b, c, e)| ViewOp::Slice(a, b, c, e)),
        (-4i64..5).prop_map(ViewOp::Unsqueeze),
        Just(ViewOp::Squeeze),
        proptest::collection::vec(d.clone(), 0..3).prop_map(ViewOp::SqueezeDims),
        (1i64..4).prop_map(ViewOp::Expand),
        (d.clone(), 0i64..4, 1i64..3).prop_map(|(a, b, c)| ViewOp::Unfold(a, b, c)),
        (-2i64..3, d.clone(), d.clone()).prop_map(|(a, b, c)| ViewOp::Diagonal(a, b, c)),
        (d.clone(), d.clone()).prop_map(|(a, b)| ViewOp::Flatten(a, b)),
        proptest::collection::vec(-1i64..7, 0..4).prop_map(ViewOp::View),
        (d.clone(), d.clone()).prop_map(|(a, b)| ViewOp::Movedim(a, b)),
        (1i64..4, d.clone(), 0usize..3).prop_map(|(a, b, c)| ViewOp::Chunk(a, b, c)),
        (
            proptest::collection::vec(0i64..4, 0..4),
            proptest::collection::vec(0i64..5, 0..4),
            0i64..6
        )
            .prop_map(|(s, st, o)| ViewOp::AsStrided(s, st, o)),
        Just(ViewOp::MT),
    ]
}

/// Applies an op; `None` when PyTorch would refuse it (an error, never a panic).
fn apply(t: &Tensor, op: &ViewOp) -> Option<Tensor> {
    let r = match op {
        ViewOp::Transpose(a, b) => view::transpose(t, *a, *b),
        ViewOp::Permute(p) => {
            let p: Vec<i64> = p
                .iter()
                .filter(|&&x| x < t.ndim())
                .map(|&x| x as i64)
                .collect();
            view::permute(t, &p)
        }
        ViewOp::Select(d, i) => view::select(t, *d, *i),
        ViewOp::Narrow(d, s, l) => view::narrow(t, *d, *s, *l),
        ViewOp::Slice(d, s, e, st) => {
            if t.ndim() == 0 {
                return None;
            }
            let dim = stridelab_core::layout::wrap_dim(*d, t.ndim()).ok()?;
            view::slice(t, dim, *s, *e, *st)
        }
        ViewOp::Unsqueeze(d) => view::unsqueeze(t, *d),
        ViewOp::Squeeze => view::squeeze(t, None),
        ViewOp::SqueezeDims(ds) => view::squeeze(t, Some(ds)),
        ViewOp::Expand(n) => {
            let mut sizes = vec![*n];
            sizes.extend(t.shape().iter().map(|&s| if s == 1 { 2 } else { s as i64 }));
            view::expand(t, &sizes)
        }
        ViewOp::Unfold(d, s, st) => view::unfold(t, *d, *s, *st),
        ViewOp::Diagonal(o, a, b) => view::diagonal(t, *o, *a, *b),
        ViewOp::Flatten(a, b) => view::flatten(t, *a, *b),
        ViewOp::View(s) => view::view(t, s),
        ViewOp::Movedim(a, b) => view::movedim(t, &[*a], &[*b]),
        ViewOp::Chunk(n, d, k) => view::chunk(t, *n, *d).and_then(|c| {
            c.get(*k)
                .cloned()
                .ok_or_else(|| stridelab_core::error::runtime("no such chunk"))
        }),
        ViewOp::AsStrided(s, st, o) => {
            let n = s.len().min(st.len());
            view::as_strided(t, &s[..n], &st[..n], Some(*o))
        }
        ViewOp::MT => view::mt(t),
    };
    r.ok()
}

fn base(shape: &[usize]) -> Tensor {
    let n: usize = shape.iter().product();
    let vals: Vec<f32> = (0..n).map(|i| i as f32).collect();
    ops::factory::from_f32(&vals, shape)
}

/// Values read straight from the storage through the layout, independent of any kernel.
fn read_through_strides(t: &Tensor) -> Vec<f64> {
    let st = t.storage();
    let buf = st.cpu().unwrap();
    t.layout()
        .storage_indices()
        .map(|i| buf.get_f64(i))
        .collect()
}

fn chain() -> impl Strategy<Value = (Vec<usize>, Vec<ViewOp>)> {
    (
        // Empty dims are kept but rare: a tensor with no elements is contiguous whatever
        // its strides, so a chain over one says little about stride arithmetic.
        proptest::collection::vec(prop_oneof![9 => 1usize..5, 1 => Just(0usize)], 0..5),
        proptest::collection::vec(view_op(), 1..7),
    )
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    #[test]
    fn every_element_of_a_view_lies_inside_its_storage((shape, ops_) in chain()) {
        let mut t = base(&shape);
        for op in &ops_ {
            if let Some(next) = apply(&t, op) {
                // flatten is a reshape: it may copy. Every other op here is a pure view.
                if !matches!(op, ViewOp::Flatten(..)) {
                    prop_assert!(next.storage().same(&t.storage()), "{op:?} must not copy");
                }
                t = next;
            }
            let len = t.storage().len();
            let l = t.layout();
            prop_assert!(l.required_storage_len().is_some_and(|n| n <= len));
            for i in l.storage_indices() {
                prop_assert!(i < len, "{l:?} reaches element {i} of a storage of {len}");
            }
        }
    }

    #[test]
    fn contiguous_reads_what_the_strides_say((shape, ops_) in chain()) {
        let mut t = base(&shape);
        for op in &ops_ {
            if let Some(next) = apply(&t, op) {
                t = next;
            }
        }
        let expected = read_through_strides(&t);
        let c = ops::contiguous(&t).unwrap();
        prop_assert!(c.is_contiguous());
        prop_assert_eq!(c.shape(), t.shape());
        prop_assert_eq!(c.to_f64_vec().unwrap(), expected.clone());
        if t.is_contiguous() {
            prop_assert!(c.same(&t), "contiguous() of a contiguous tensor returns it");
        } else {
            prop_assert!(!c.storage().same(&t.storage()), "contiguous() of a strided view copies");
        }
        let k = ops::clone(&t, stridelab_core::layout::MemoryFormat::Preserve).unwrap();
        prop_assert_eq!(k.to_f64_vec().unwrap(), expected);
    }

    #[test]
    fn reshape_agrees_with_view_whenever_view_succeeds(
        (shape, ops_) in chain(),
        split in 1usize..4,
        infer in any::<bool>(),
    ) {
        let mut t = base(&shape);
        for op in &ops_ {
            if let Some(next) = apply(&t, op) {
                t = next;
            }
        }
        let n = t.numel() as i64;
        let s = split as i64;
        let target: Vec<i64> = if n % s == 0 {
            if infer { vec![s, -1] } else { vec![s, n / s] }
        } else if infer { vec![-1] } else { vec![n] };
        let r = view::reshape(&t, &target).unwrap();
        prop_assert_eq!(r.to_f64_vec().unwrap(), read_through_strides(&t));
        match view::view(&t, &target) {
            Ok(v) => {
                prop_assert!(r.storage().same(&t.storage()), "reshape must not copy when view can");
                prop_assert_eq!(r.layout(), v.layout());
            }
            Err(e) => {
                prop_assert!(e.message.contains("view size is not compatible"), "{}", e.message);
                prop_assert!(!r.storage().same(&t.storage()), "reshape copies when view cannot");
                prop_assert!(r.is_contiguous());
            }
        }
    }
}

/// The properties above are only as strong as the views they see: the generated chains must
/// reach strided and offset views often, not just contiguous reshapes of the base.
#[test]
fn the_generated_chains_reach_strided_and_offset_views() {
    use proptest::strategy::ValueTree;
    use proptest::test_runner::TestRunner;
    let mut runner = TestRunner::deterministic();
    let (mut strided, mut offset, mut total) = (0, 0, 0);
    for _ in 0..300 {
        let (shape, ops_) = chain().new_tree(&mut runner).unwrap().current();
        let mut t = base(&shape);
        for op in &ops_ {
            if let Some(next) = apply(&t, op) {
                t = next;
            }
        }
        assert_eq!(t.device(), Device::Cpu);
        total += 1;
        strided += usize::from(!t.is_contiguous());
        offset += usize::from(t.offset() > 0);
    }
    assert!(
        strided * 100 >= total * 15 && offset * 10 >= total,
        "{strided} strided and {offset} offset views of {total}"
    );
}
