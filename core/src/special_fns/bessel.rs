//! The Bessel functions of the first and second kind (`special.bessel_j0/j1/y0/y1`), the
//! spherical `j0` and Airy's `Ai`, ported from ATen's `*_forward` functions in
//! `aten/src/ATen/native/Math.h` (Cephes' rational fits). They compute in the tensor's own
//! type, as ATen's CPU kernels do, and fuse the multiply-adds GCC contracts in PyTorch's
//! x86-64 build (`-ffp-contract=fast`): a product whose only uses are additions becomes a
//! fused multiply-add (`mul_add`), so float32 results agree with PyTorch's to the bit.

// The fits' coefficients as ATen writes them, digit for digit.
#![allow(clippy::excessive_precision)]

use super::horner;
use crate::element::Float;

fn c<T: Float>(v: f64) -> T {
    T::from_f64(v)
}

/// `2 / pi` as ATen writes it.
const TWO_OVER_PI: f64 = std::f64::consts::FRAC_2_PI;
/// `sqrt(2 / pi)`.
const SQRT_2_OVER_PI: f64 = 0.797884560802865355879892119868763737;
const PI_4: f64 = std::f64::consts::FRAC_PI_4;
const PI_3_4: f64 = 2.356194490192344928846982537459627163;

/// The large-argument form shared by j0/y0 (`w = 25 / x²`) and j1/y1 (`w = (5/x)²`):
/// `(P cos|sin(x - phase) ∓ 5/x Q sin|cos(x - phase)) sqrt(2/pi) / sqrt(x)`.
fn asymptotic<T: Float>(x: T, w: T, tables: [&[f64]; 4], phase: f64, second_kind: bool) -> T {
    let pp = horner(w, tables[0]);
    let pq = horner(w, tables[1]);
    let qp = horner(w, tables[2]);
    let qq = horner(w, tables[3]);
    let t = x - c(phase);
    let q = c::<T>(5.0) / x * (qp / qq);
    let s = if second_kind {
        // P sin + Q cos: the first product is the fused one.
        (pp / pq).mul_add(t.sin(), q * t.cos())
    } else {
        (pp / pq).mul_add(t.cos(), -(q * t.sin()))
    };
    s * c(SQRT_2_OVER_PI) / x.sqrt()
}

/// `bessel_j0_forward`.
pub(super) fn bessel_j0<T: Float>(x: T) -> T {
    let x = if x < T::ZERO { -x } else { x };
    if x <= c(5.0) {
        if x < c(0.00001) {
            return T::ONE - x * x / c(4.0);
        }
        let z = x * x;
        let (rp, rq) = (horner(z, &J0_RP), horner(z, &J0_RQ));
        return (z - c(5.78318596294678452118e+00)) * (z - c(3.04712623436620863991e+01)) * rp / rq;
    }
    let w = c::<T>(25.0) / (x * x);
    asymptotic(x, w, [&J0_PP, &J0_PQ, &J0_QP, &J0_QQ], PI_4, false)
}

/// `bessel_j1_forward`: odd.
pub(super) fn bessel_j1<T: Float>(x: T) -> T {
    if x < T::ZERO {
        return -bessel_j1(-x);
    }
    if x <= c(5.0) {
        let z = x * x;
        let (rp, rq) = (horner(z, &J1_RP), horner(z, &J1_RQ));
        return rp / rq
            * x
            * (z - c(1.46819706421238932572e+01))
            * (z - c(4.92184563216946036703e+01));
    }
    let f = c::<T>(5.0) / x;
    asymptotic(x, f * f, [&J1_PP, &J1_PQ, &J1_QP, &J1_QQ], PI_3_4, false)
}

/// `bessel_y0_forward`: -inf at 0, NaN below.
pub(super) fn bessel_y0<T: Float>(x: T) -> T {
    if x <= c(5.0) {
        if x == T::ZERO {
            return -T::INFINITY;
        }
        if x < T::ZERO {
            return T::NAN;
        }
        let z = x * x;
        let (yp, yq) = (horner(z, &Y0_YP), horner(z, &Y0_YQ));
        return (c::<T>(TWO_OVER_PI) * x.ln()).mul_add(bessel_j0(x), yp / yq);
    }
    let w = c::<T>(25.0) / (x * x);
    asymptotic(x, w, [&J0_PP, &J0_PQ, &J0_QP, &J0_QQ], PI_4, true)
}

/// `bessel_y1_forward`: -inf at 0, NaN below.
pub(super) fn bessel_y1<T: Float>(x: T) -> T {
    if x <= c(5.0) {
        if x == T::ZERO {
            return -T::INFINITY;
        }
        if x <= T::ZERO {
            return T::NAN;
        }
        let z = x * x;
        let (yp, yq) = (horner(z, &Y1_YP), horner(z, &Y1_YQ));
        let tail = bessel_j1(x).mul_add(x.ln(), -(T::ONE / x));
        return x.mul_add(yp / yq, c::<T>(TWO_OVER_PI) * tail);
    }
    let f = c::<T>(5.0) / x;
    asymptotic(x, f * f, [&J1_PP, &J1_PQ, &J1_QP, &J1_QQ], PI_3_4, true)
}

/// `spherical_bessel_j0_forward`: `sin(x) / x`, a Taylor series below 0.5.
pub(super) fn spherical_bessel_j0<T: Float>(x: T) -> T {
    if x.is_nan() {
        return x;
    }
    if !x.is_finite() {
        return T::ZERO;
    }
    if x.abs() < c(0.5) {
        // 1 + x²(-1/6 + x²(1/120 + ...)), each coefficient a quotient in T.
        let z = x * x;
        let k = |d: f64| T::ONE / c(d);
        let mut r = k(6227020800.0);
        for (d, sign) in [
            (39916800.0, -1.0),
            (362880.0, 1.0),
            (5040.0, -1.0),
            (120.0, 1.0),
            (6.0, -1.0),
        ] {
            let coef = c::<T>(sign) / c(d);
            r = z.mul_add(r, coef);
        }
        return z.mul_add(r, T::ONE);
    }
    x.sin() / x
}

/// `airy_ai_forward`: rational fits in `1/zeta` on either side, the Maclaurin series between.
pub(super) fn airy_ai<T: Float>(x: T) -> T {
    if !x.is_finite() && !x.is_nan() {
        return T::NAN;
    }
    if x > c(103.892) {
        return T::ZERO;
    }
    let inv_sqrt_pi: T = c(5.64189583547756286948e-01);
    if x < c(-2.09) {
        let zeta = c::<T>(-2.0) * x * (-x).sqrt() / c(3.0);
        let z = T::ONE / zeta;
        let z2 = z * z;
        let (afn, afd) = (horner(z2, &AIRY_AFN), horner(z2, &AIRY_AFD));
        let (agn, agd) = (horner(z2, &AIRY_AGN), horner(z2, &AIRY_AGD));
        let t = zeta + c::<T>(0.25) * c(std::f64::consts::PI);
        let f = T::ONE + z2 * afn / afd;
        let g = z * agn / agd;
        return inv_sqrt_pi / (-x).sqrt().sqrt() * t.sin().mul_add(f, -(t.cos() * g));
    }
    let mut ai = T::ZERO;
    let big = x >= c(2.09);
    if big {
        let zeta = c::<T>(2.0) * x * x.sqrt() / c(3.0);
        let w = T::ONE / zeta;
        let (an, ad) = (horner(w, &AIRY_AN), horner(w, &AIRY_AD));
        ai = inv_sqrt_pi * (an / ad) / (c::<T>(2.0) * x.sqrt().sqrt() * zeta.exp());
        if x > c(8.3203353) {
            return ai;
        }
    }
    let (mut f, mut g, mut k) = (T::ONE, x, T::ONE);
    let (mut m, mut n, mut t) = (T::ONE, x, T::ONE);
    let z = x * x * x;
    let eps = c::<T>(if std::mem::size_of::<T>() == 4 {
        f32::EPSILON as f64
    } else {
        f64::EPSILON
    });
    while t > eps {
        m = m * z;
        k = k + T::ONE;
        m = m / k;
        n = n * z;
        k = k + T::ONE;
        n = n / k;
        m = m / k;
        f = f + m;
        k = k + T::ONE;
        n = n / k;
        g = g + n;
        t = (m / f).abs();
    }
    if big {
        return ai;
    }
    c::<T>(0.355028053887817239260).mul_add(f, -(c::<T>(0.258819403792806798405) * g))
}

const AIRY_AN: [f64; 8] = [
    3.46538101525629032477e-01,
    1.20075952739645805542e+01,
    7.62796053615234516538e+01,
    1.68089224934630576269e+02,
    1.59756391350164413639e+02,
    7.05360906840444183113e+01,
    1.40264691163389668864e+01,
    9.99999999999999995305e-01,
];

const AIRY_AD: [f64; 8] = [
    5.67594532638770212846e-01,
    1.47562562584847203173e+01,
    8.45138970141474626562e+01,
    1.77318088145400459522e+02,
    1.64234692871529701831e+02,
    7.14778400825575695274e+01,
    1.40959135607834029598e+01,
    1.00000000000000000470e+00,
];

const AIRY_AFN: [f64; 9] = [
    -1.31696323418331795333e-01,
    -6.26456544431912369773e-01,
    -6.93158036036933542233e-01,
    -2.79779981545119124951e-01,
    -4.91900132609500318020e-02,
    -4.06265923594885404393e-03,
    -1.59276496239262096340e-04,
    -2.77649108155232920844e-06,
    -1.67787698489114633780e-08,
];

const AIRY_AFD: [f64; 9] = [
    1.33560420706553243746e+01,
    3.26825032795224613948e+01,
    2.67367040941499554804e+01,
    9.18707402907259625840e+00,
    1.47529146771666414581e+00,
    1.15687173795188044134e-01,
    4.40291641615211203805e-03,
    7.54720348287414296618e-05,
    4.51850092970580378464e-07,
];

const AIRY_AGN: [f64; 11] = [
    1.97339932091685679179e-02,
    3.91103029615688277255e-01,
    1.06579897599595591108e+00,
    9.39169229816650230044e-01,
    3.51465656105547619242e-01,
    6.33888919628925490927e-02,
    5.85804113048388458567e-03,
    2.82851600836737019778e-04,
    6.98793669997260967291e-06,
    8.11789239554389293311e-08,
    3.41551784765923618484e-10,
];

const AIRY_AGD: [f64; 10] = [
    9.30892908077441974853e+00,
    1.98352928718312140417e+01,
    1.55646628932864612953e+01,
    5.47686069422975497931e+00,
    9.54293611618961883998e-01,
    8.64580826352392193095e-02,
    4.12656523824222607191e-03,
    1.01259085116509135510e-04,
    1.17166733214413521882e-06,
    4.91834570062930015649e-09,
];

const J0_PP: [f64; 7] = [
    7.96936729297347051624e-04,
    8.28352392107440799803e-02,
    1.23953371646414299388e+00,
    5.44725003058768775090e+00,
    8.74716500199817011941e+00,
    5.30324038235394892183e+00,
    9.99999999999999997821e-01,
];

const J0_PQ: [f64; 7] = [
    9.24408810558863637013e-04,
    8.56288474354474431428e-02,
    1.25352743901058953537e+00,
    5.47097740330417105182e+00,
    8.76190883237069594232e+00,
    5.30605288235394617618e+00,
    1.00000000000000000218e+00,
];

const J0_QP: [f64; 8] = [
    -1.13663838898469149931e-02,
    -1.28252718670509318512e+00,
    -1.95539544257735972385e+01,
    -9.32060152123768231369e+01,
    -1.77681167980488050595e+02,
    -1.47077505154951170175e+02,
    -5.14105326766599330220e+01,
    -6.05014350600728481186e+00,
];

const J0_QQ: [f64; 7] = [
    6.43178256118178023184e+01,
    8.56430025976980587198e+02,
    3.88240183605401609683e+03,
    7.24046774195652478189e+03,
    5.93072701187316984827e+03,
    2.06209331660327847417e+03,
    2.42005740240291393179e+02,
];

const J0_RP: [f64; 4] = [
    -4.79443220978201773821e+09,
    1.95617491946556577543e+12,
    -2.49248344360967716204e+14,
    9.70862251047306323952e+15,
];

const J0_RQ: [f64; 8] = [
    4.99563147152651017219e+02,
    1.73785401676374683123e+05,
    4.84409658339962045305e+07,
    1.11855537045356834862e+10,
    2.11277520115489217587e+12,
    3.10518229857422583814e+14,
    3.18121955943204943306e+16,
    1.71086294081043136091e+18,
];

const J1_PP: [f64; 7] = [
    7.62125616208173112003e-04,
    7.31397056940917570436e-02,
    1.12719608129684925192e+00,
    5.11207951146807644818e+00,
    8.42404590141772420927e+00,
    5.21451598682361504063e+00,
    1.00000000000000000254e+00,
];

const J1_PQ: [f64; 7] = [
    5.71323128072548699714e-04,
    6.88455908754495404082e-02,
    1.10514232634061696926e+00,
    5.07386386128601488557e+00,
    8.39985554327604159757e+00,
    5.20982848682361821619e+00,
    9.99999999999999997461e-01,
];

const J1_QP: [f64; 8] = [
    5.10862594750176621635e-02,
    4.98213872951233449420e+00,
    7.58238284132545283818e+01,
    3.66779609360150777800e+02,
    7.10856304998926107277e+02,
    5.97489612400613639965e+02,
    2.11688757100572135698e+02,
    2.52070205858023719784e+01,
];

const J1_QQ: [f64; 7] = [
    7.42373277035675149943e+01,
    1.05644886038262816351e+03,
    4.98641058337653607651e+03,
    9.56231892404756170795e+03,
    7.99704160447350683650e+03,
    2.82619278517639096600e+03,
    3.36093607810698293419e+02,
];

const J1_RP: [f64; 4] = [
    -8.99971225705559398224e+08,
    4.52228297998194034323e+11,
    -7.27494245221818276015e+13,
    3.68295732863852883286e+15,
];

const J1_RQ: [f64; 8] = [
    6.20836478118054335476e+02,
    2.56987256757748830383e+05,
    8.35146791431949253037e+07,
    2.21511595479792499675e+10,
    4.74914122079991414898e+12,
    7.84369607876235854894e+14,
    8.95222336184627338078e+16,
    5.32278620332680085395e+18,
];

const Y0_YP: [f64; 8] = [
    1.55924367855235737965e+04,
    -1.46639295903971606143e+07,
    5.43526477051876500413e+09,
    -9.82136065717911466409e+11,
    8.75906394395366999549e+13,
    -3.46628303384729719441e+15,
    4.42733268572569800351e+16,
    -1.84950800436986690637e+16,
];

const Y0_YQ: [f64; 7] = [
    1.04128353664259848412e+03,
    6.26107330137134956842e+05,
    2.68919633393814121987e+08,
    8.64002487103935000337e+10,
    2.02979612750105546709e+13,
    3.17157752842975028269e+15,
    2.50596256172653059228e+17,
];

const Y1_YP: [f64; 6] = [
    1.26320474790178026440e+09,
    -6.47355876379160291031e+11,
    1.14509511541823727583e+14,
    -8.12770255501325109621e+15,
    2.02439475713594898196e+17,
    -7.78877196265950026825e+17,
];

const Y1_YQ: [f64; 8] = [
    5.94301592346128195359e+02,
    2.35564092943068577943e+05,
    7.34811944459721705660e+07,
    1.87601316108706159478e+10,
    3.88231277496238566008e+12,
    6.20557727146953693363e+14,
    6.87141087355300489866e+16,
    3.97270608116560655612e+18,
];
