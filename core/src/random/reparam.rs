//! The reparameterized gradients of PyTorch's gamma and Dirichlet samplers (ATen's
//! `standard_gamma_grad_one` and `dirichlet_grad_one`): d sample / d concentration at the
//! drawn sample, from series, saddle-point and rational approximations. Computed in double,
//! as ATen does for its accumulate type.

// The constants are Cephes' and ATen's as they print them; the f64 they round to is the same.
#![allow(clippy::excessive_precision)]

/// Cephes' digamma, as ATen's `digamma_one` evaluates it.
fn digamma(mut x: f64) -> f64 {
    const PSI_10: f64 = 2.25175258906672110764;
    if x == 0.0 {
        return f64::INFINITY;
    }
    let mut additional = 0.0;
    if x < 0.0 {
        if x == x.floor() {
            return f64::INFINITY;
        }
        additional = -std::f64::consts::PI / (std::f64::consts::PI * x).tan();
        x = 1.0 - x;
    }
    let mut result = 0.0;
    while x < 10.0 {
        result -= 1.0 / x;
        x += 1.0;
    }
    if x == 10.0 {
        return result + PSI_10 + additional;
    }
    const A: [f64; 7] = [
        8.33333333333333333333E-2,
        -2.10927960927960927961E-2,
        7.57575757575757575758E-3,
        -4.16666666666666666667E-3,
        3.96825396825396825397E-3,
        -8.33333333333333333333E-3,
        8.33333333333333333333E-2,
    ];
    let mut y = 0.0;
    if x < 1.0e17 {
        let z = 1.0 / (x * x);
        y = z * A.iter().fold(0.0, |acc, c| acc * z + c);
    }
    result + x.ln() - (0.5 / x) - y + additional
}

/// -(d/dalpha cdf(x; alpha)) / pdf(x; alpha) for x drawn from Gamma(alpha, 1).
pub fn standard_gamma_grad(alpha: f64, x: f64) -> f64 {
    // Taylor series for small x.
    if x < 0.8 {
        let mut numer = 1.0;
        let mut denom = alpha;
        let mut series1 = numer / denom;
        let mut series2 = numer / (denom * denom);
        for i in 1..=5 {
            numer *= -x / i as f64;
            denom += 1.0;
            series1 += numer / denom;
            series2 += numer / (denom * denom);
        }
        let pow_x_alpha = x.powf(alpha);
        let gamma_pdf = x.powf(alpha - 1.0) * (-x).exp();
        let gamma_cdf = pow_x_alpha * series1;
        let gamma_cdf_alpha = (x.ln() - digamma(alpha)) * gamma_cdf - pow_x_alpha * series2;
        let result = -gamma_cdf_alpha / gamma_pdf;
        return if result.is_nan() { 0.0 } else { result };
    }
    // Rice saddle point expansion for large alpha.
    if alpha > 8.0 {
        if 0.9 * alpha <= x && x <= 1.1 * alpha {
            let numer_1 = 1.0 + 24.0 * alpha * (1.0 + 12.0 * alpha);
            let numer_2 = 1440.0 * (alpha * alpha) + 6.0 * x * (53.0 - 120.0 * x)
                - 65.0 * x * x / alpha
                + alpha * (107.0 + 3600.0 * x);
            let denom = 1244160.0 * (alpha * alpha) * (alpha * alpha);
            return numer_1 * numer_2 / denom;
        }
        let denom = (8.0 * alpha).sqrt();
        let term2 = denom / (alpha - x);
        let term3 = (x - alpha - alpha * (x / alpha).ln()).powf(-1.5);
        let term23 = if x < alpha {
            term2 - term3
        } else {
            term2 + term3
        };
        let term1 = (x / alpha).ln() * term23
            - (2.0 / alpha).sqrt() * (alpha + x) / ((alpha - x) * (alpha - x));
        let stirling = 1.0 + 1.0 / (12.0 * alpha) * (1.0 + 1.0 / (24.0 * alpha));
        let numer = x * term1;
        return -stirling * numer / denom;
    }
    // A bivariate rational approximation.
    let u = (x / alpha).ln();
    let v = alpha.ln();
    const COEF_UV: [[f64; 8]; 3] = [
        [
            0.16009398,
            -0.094634809,
            0.025146376,
            -0.0030648343,
            1.0,
            0.32668115,
            0.10406089,
            0.0014179084,
        ],
        [
            0.53487893,
            0.1298071,
            0.065735949,
            -0.0015649758,
            0.16639465,
            0.020070113,
            -0.0035938915,
            -0.00058392623,
        ],
        [
            0.040121004,
            -0.0065914022,
            -0.0026286047,
            -0.0013441777,
            0.017050642,
            -0.0021309326,
            0.00085092367,
            -1.5247877e-07,
        ],
    ];
    let cv: Vec<f64> = (0..8)
        .map(|i| COEF_UV[0][i] + u * (COEF_UV[1][i] + u * COEF_UV[2][i]))
        .collect();
    let p = cv[0] + v * (cv[1] + v * (cv[2] + v * cv[3]));
    let q = cv[4] + v * (cv[5] + v * (cv[6] + v * cv[7]));
    (p / q).exp()
}

/// The Beta(alpha, beta) gradient wrt alpha near x = 0 (a Taylor expansion).
fn beta_grad_alpha_small(x: f64, alpha: f64, beta: f64) -> f64 {
    let factor = digamma(alpha) - digamma(alpha + beta) - x.ln();
    let mut numer = 1.0;
    let mut series = numer / alpha * (factor + 1.0 / alpha);
    for i in 1..=10 {
        let fi = i as f64;
        numer *= (fi - beta) * x / fi;
        let denom = alpha + fi;
        series += numer / denom * (factor + 1.0 / denom);
    }
    let result = x * (1.0 - x).powf(-beta) * series;
    if result.is_nan() {
        0.0
    } else {
        result
    }
}

/// The Beta(alpha, beta) gradient wrt beta near x = 0.
fn beta_grad_beta_small(x: f64, alpha: f64, beta: f64) -> f64 {
    let factor = digamma(alpha + beta) - digamma(beta);
    let (mut numer, mut betas, mut dbetas, mut series) = (1.0, 1.0, 0.0, factor / alpha);
    for i in 1..=8 {
        let fi = i as f64;
        numer *= -x / fi;
        dbetas = dbetas * (beta - fi) + betas;
        betas *= beta - fi;
        series += numer / (alpha + fi) * (dbetas + factor * betas);
    }
    let result = -(1.0 - x).powf(1.0 - beta) * series;
    if result.is_nan() {
        0.0
    } else {
        result
    }
}

/// The Beta(alpha, beta) gradient wrt alpha when both are large (Rice saddle point).
fn beta_grad_alpha_mid(x: f64, alpha: f64, beta: f64) -> f64 {
    let total = alpha + beta;
    let mean = alpha / total;
    let std = (alpha * beta / (total + 1.0)).sqrt() / total;
    if mean - 0.1 * std <= x && x <= mean + 0.1 * std {
        let poly = 47.0 * x * (beta * beta) * (beta * beta)
            + alpha
                * ((43.0 + 20.0 * (16.0 + 27.0 * beta) * x) * (beta * beta) * beta
                    + alpha
                        * (3.0 * (59.0 + 180.0 * beta - 90.0 * x) * (beta * beta)
                            + alpha
                                * ((453.0 + 1620.0 * beta * (1.0 - x) - 455.0 * x) * beta
                                    + alpha * (8.0 * (1.0 - x) * (135.0 * beta - 11.0)))));
        let prefactor_num = (1.0 + 12.0 * alpha) * (1.0 + 12.0 * beta) / (total * total);
        let prefactor_den = 12960.0 * alpha * alpha * alpha * beta * beta * (1.0 + 12.0 * total);
        return prefactor_num / (1.0 - x) * poly / prefactor_den;
    }
    let prefactor = -x / (2.0 * alpha * beta / total).sqrt();
    let stirling = (1.0 + 1.0 / (12.0 * alpha) + 1.0 / (288.0 * alpha * alpha))
        * (1.0 + 1.0 / (12.0 * beta) + 1.0 / (288.0 * beta * beta))
        / (1.0 + 1.0 / (12.0 * total) + 1.0 / (288.0 * total * total));
    let term1_num =
        2.0 * (alpha * alpha) * (x - 1.0) + alpha * beta * (x - 1.0) - x * (beta * beta);
    let axbx = alpha * (x - 1.0) + beta * x;
    let term1_den = (2.0 * alpha / beta).sqrt() * total.powf(1.5) * axbx * axbx;
    let term1 = term1_num / term1_den;
    let term2 = 0.5 * (alpha / (total * x)).ln();
    let term3_num = (8.0 * alpha * beta / total).sqrt();
    let term3_den = beta * x + alpha * (x - 1.0);
    let term3 = term3_num / term3_den;
    let term4_base = beta * (beta / (total * (1.0 - x))).ln() + alpha * (alpha / (total * x)).ln();
    let term4 = term4_base.powf(-1.5);
    let term1234 = term1 + term2 * (term3 + if x < mean { term4 } else { -term4 });
    stirling * prefactor * term1234
}

/// d x_i / d alpha_i for a Dirichlet sample x (through the Beta(alpha_i, total - alpha_i)
/// marginal), scaled as ATen's `dirichlet_grad_one` returns it.
pub fn dirichlet_grad(x: f64, alpha: f64, total: f64) -> f64 {
    let beta = total - alpha;
    let boundary = total * x * (1.0 - x);
    if x <= 0.5 && boundary < 2.5 {
        return beta_grad_alpha_small(x, alpha, beta);
    }
    if x >= 0.5 && boundary < 0.75 {
        return -beta_grad_beta_small(1.0 - x, beta, alpha);
    }
    if alpha > 6.0 && beta > 6.0 {
        return beta_grad_alpha_mid(x, alpha, beta);
    }
    const C: [[[[f64; 4]; 3]; 3]; 2] = [
        [
            [
                [1.003668233, -0.01061107488, -0.0657888334, 0.01201642863],
                [0.6336835991, -0.3557432599, 0.05486251648, -0.001465281033],
                [
                    -0.03276231906,
                    0.004474107445,
                    0.002429354597,
                    -0.0001557569013,
                ],
            ],
            [
                [0.221950385, -0.3187676331, 0.01799915743, 0.01074823814],
                [-0.2951249643, 0.06219954479, 0.01535556598, 0.001550077057],
                [
                    0.02155310298,
                    0.004170831599,
                    0.001292462449,
                    6.976601077e-05,
                ],
            ],
            [
                [
                    -0.05980841433,
                    0.008441916499,
                    0.01085618172,
                    0.002319392565,
                ],
                [
                    0.02911413504,
                    0.01400243777,
                    -0.002721828457,
                    0.000751041181,
                ],
                [
                    0.005900514878,
                    -0.001936558688,
                    -9.495446725e-06,
                    5.385558597e-05,
                ],
            ],
        ],
        [
            [
                [1.0, -0.02924021934, -0.04438342661, 0.007285809825],
                [0.6357567472, -0.3473456711, 0.05454656494, -0.002407477521],
                [
                    -0.03301322327,
                    0.004845219414,
                    0.00231480583,
                    -0.0002307248149,
                ],
            ],
            [
                [0.5925320577, -0.1757678135, 0.01505928619, 0.000564515273],
                [
                    0.1014815858,
                    -0.06589186703,
                    0.01272886114,
                    -0.0007316646956,
                ],
                [
                    -0.007258481865,
                    0.001096195486,
                    0.0003934994223,
                    -4.12701925e-05,
                ],
            ],
            [
                [
                    0.06469649321,
                    -0.0236701437,
                    0.002902096474,
                    -5.896963079e-05,
                ],
                [
                    0.001925008108,
                    -0.002869809258,
                    0.0008000589141,
                    -6.063713228e-05,
                ],
                [
                    -0.0003477407336,
                    6.959756487e-05,
                    1.097287507e-05,
                    -1.650964693e-06,
                ],
            ],
        ],
    ];
    let u = x.ln();
    let a = alpha.ln() - u;
    let b = total.ln() - a;
    let pow_u = [1.0, u, u * u];
    let pow_a = [1.0, a, a * a];
    let (mut p, mut q) = (0.0, 0.0);
    for i in 0..3 {
        for j in 0..3 {
            let ua = pow_u[i] * pow_a[j];
            let poly = |c: &[f64; 4]| c[0] + b * (c[1] + b * (c[2] + b * c[3]));
            p += ua * poly(&C[0][i][j]);
            q += ua * poly(&C[1][i][j]);
        }
    }
    let approx = x * (digamma(total) - digamma(alpha)) / beta;
    p / q * approx
}
