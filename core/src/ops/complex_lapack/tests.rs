use super::*;

fn sample(m: usize, n: usize) -> ZMat {
    ZMat::from(
        m,
        n,
        (0..m * n)
            .map(|k| {
                Z::new(
                    ((k * 7 + 3) % 11) as f64 - 5.0,
                    ((k * 5 + 1) % 7) as f64 - 3.0,
                )
            })
            .collect(),
    )
}

fn close(a: &ZMat, b: &ZMat) -> bool {
    a.a.iter().zip(&b.a).all(|(x, y)| (*x - *y).abs() < 1e-9)
}

#[test]
fn svd_reconstructs_and_qr_is_unitary() {
    for (m, n) in [(4, 3), (3, 3), (2, 5), (7, 2)] {
        let a = sample(m, n);
        let (u, s, vh) = svd(&a, false).unwrap();
        let k = m.min(n);
        let mut us = u.clone();
        for i in 0..m {
            for (j, sj) in s.iter().enumerate().take(k) {
                us.set(i, j, u.at(i, j).scale(*sj));
            }
        }
        assert!(close(&us.matmul(&vh), &a), "{m}x{n}");
        let (f, taus) = qr_factor(a.clone()).unwrap();
        let q = ung2r(&f, &taus, m).unwrap();
        assert!(close(&q.adjoint().matmul(&q), &ZMat::eye(m)));
    }
}

#[test]
fn hermitian_and_general_eigen_decompose() {
    let b = sample(4, 4);
    let h = b.matmul(&b.adjoint());
    let (l, v) = heev(&h, false).unwrap();
    assert!(l.windows(2).all(|w| w[0] <= w[1]));
    let Ok((vals, vecs)) = geev(&b, true) else {
        panic!("geev failed")
    };
    for j in 0..4 {
        for i in 0..4 {
            let av = (0..4).fold(ZERO, |s, k| s + b.at(i, k) * vecs.at(k, j));
            assert!((av - vals[j] * vecs.at(i, j)).abs() < 1e-9);
            let hv = (0..4).fold(ZERO, |s, k| s + h.at(i, k) * v.at(k, j));
            assert!((hv - v.at(i, j).scale(l[j])).abs() < 1e-8);
        }
    }
    let (c, info) = potrf(&h).unwrap();
    assert_eq!(info, 0);
    assert!(close(&c.matmul(&c.adjoint()), &h));
}
