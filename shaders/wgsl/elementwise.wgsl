// Elementwise kernels: copy (with dtype casts), fill, unary, binary and ternary ops.
// One thread per element of the iteration shape; every operand, the output included, is
// addressed through its own strides and offset (common.wgsl, io.wgsl), so a transposed or
// sliced output is written where it lives.

fn log1p_(x: f32) -> f32 {
    // Goldberg's trick: exact where 1 + x rounds.
    let u = 1.0 + x;
    // log1p(inf) is inf (inf * inf / inf would be NaN).
    if (is_inf(u)) { return log(u); }
    if (u == 1.0) { return x; }
    // The ratio first: log(u) * x overflows for x near the float32 limit.
    return log(u) * (x / (u - 1.0));
}

fn expm1_(x: f32) -> f32 {
    let u = exp(x);
    // An overflowed exp is the answer (inf * x / log(inf) would be NaN).
    if (is_inf(u)) { return u; }
    if (u == 1.0) { return x; }
    if (u - 1.0 == -1.0) { return -1.0; }
    return (u - 1.0) * x / log(u);
}

// 32 bits of 2/π's table starting at bit `b + 32 i`. The table is 2/π in 32-bit words
// after a zero word: bit k of 2/π (k = 1 is its leading bit) is bit k + 31 of the table,
// counted from the top of word 0. A function variable, not a module one: the Metal
// translation binds every module variable an entry point uses as a buffer argument.
fn two_over_pi_word(b: u32, i: u32) -> u32 {
    var t = array<u32, 11>(0u, 0xa2f9836eu, 0x4e441529u, 0xfc2757d1u, 0xf534ddc0u,
        0xdb629599u, 0x3c439041u, 0xfe5163abu, 0xdebbc561u, 0xb7246e3au, 0x424dd2e0u);
    let j = b / 32u + i;
    let s = b % 32u;
    if (s == 0u) { return t[j]; }
    return (t[j] << s) | (t[j + 1u] >> (32u - s));
}

// A finite a >= π/4 (trig_ sends it a >= 39000) as (quadrant q, remainder r):
// a = (4k + q)·π/2 + r, |r| <= π/4.
// WGSL defines sin and cos only on [-π, π], and llvmpipe's lose every digit past about
// 1e7 (sin(1e10) gave -1): this is Payne and Hanek's reduction, exact in integers. With
// a = m·2^e (m the 24-bit mantissa), the bits of 2/π above k = e - 2 only add multiples
// of 4 to a·2/π, so m times the next 96 bits, over 2^94, holds the quadrant (bits 94-95)
// and the fraction (bits 62-93) of a·2/π mod 4.
fn reduce_half_pi(a: f32) -> vec2<f32> {
    let bits = bitcast<u32>(a);
    let m = (bits & 0x7fffffu) | 0x800000u;
    let b = u32(i32((bits >> 23u) & 0xffu) - 150 + 30);
    let p2 = mulhilo(m, two_over_pi_word(b, 2u));
    let p1 = mulhilo(m, two_over_pi_word(b, 1u));
    let p0 = mulhilo(m, two_over_pi_word(b, 0u));
    let limb1 = p2.x + p1.y;
    let limb2 = p1.x + p0.y + select(0u, 1u, limb1 < p2.x);
    var q = limb2 >> 30u;
    var hi = limb2 & 0x3fffffffu;
    var lo = limb1;
    var sign = 1.0;
    if (hi >= 0x20000000u) {
        // Past one half: the next quadrant, minus (1 - fraction), negated in the integers so
        // a remainder near 0 keeps its digits (tan near π/2 reads all of them).
        q = q + 1u;
        sign = -1.0;
        hi = (0x3fffffffu - hi) + select(0u, 1u, lo == 0u);
        lo = ~lo + 1u;
    }
    let f = sign * (f32(hi) * exp2(-30.0) + f32(lo) * exp2(-62.0));
    return vec2<f32>(f32(q & 3u), f * 1.5707963267948966);
}

// sin (which = 0), cos (1) and tan (2) of any float32: past π/4 the argument is reduced
// to [-π/4, π/4] first.
fn trig_(x: f32, which: u32) -> f32 {
    if (is_nan(x) || is_inf(x)) { return nan(); }
    let a = abs(x);
    if (a <= 0.78539816) {
        switch which {
            case 0u: { return sin(x); }
            case 1u: { return cos(x); }
            default: { return sin(x) / cos(x); }
        }
    }
    var qr: vec2<f32>;
    if (a < 39000.0) {
        // Cody and Waite's reduction, as SLEEF's sinf takes it below 39000: π/2 in four
        // parts (SLEEF's PI_A..PI_D halved), each product fused, so the remainder keeps
        // nearly every digit; the integer reduction's one rounding of the fraction cost
        // an ulp here that the device's own sin did not.
        let n = round(a * 0.63661975);
        var r = fma(-n, 1.5703125, a);
        r = fma(-n, 0.00048351287841796875, r);
        r = fma(-n, 3.13855707645416259765625e-07, r);
        r = fma(-n, 6.077100628276710381e-11, r);
        qr = vec2<f32>(f32(u32(n) & 3u), r);
    } else {
        qr = reduce_half_pi(a);
    }
    let q = u32(qr.x);
    let s = sin(qr.y);
    let c = cos(qr.y);
    // sin and tan are odd, cos even.
    let sign = select(1.0, -1.0, x < 0.0 && which != 1u);
    switch which {
        case 0u: { return sign * select(select(-c, -s, q == 2u), select(c, s, q == 0u), q < 2u); }
        case 1u: { return select(select(s, -c, q == 2u), select(-s, c, q == 0u), q < 2u); }
        default: { return sign * select(-c / s, s / c, q % 2u == 0u); }
    }
}

fn erf_(x: f32) -> f32 {
    let z = abs(x);
    if (z < 0.84375) {
        // fdlibm's rational fit near 0 (exactly 0 at 0, relative error ~1e-9): the erfc
        // fit below is only accurate in absolute terms, which near 0 is not enough.
        let q = x * x;
        let r = 1.2837916613e-01 + q * (-3.2504209876e-01 + q * (-2.8481749818e-02
            + q * (-5.7702702470e-03 + q * -2.3763017452e-05)));
        let s = 1.0 + q * (3.9791721106e-01 + q * (6.5022252500e-02 + q * (5.0813062117e-03
            + q * (1.3249473704e-04 + q * -3.9602282413e-06))));
        return x + x * (r / s);
    }
    // Numerical Recipes' erfc approximation (fractional error below 1.2e-7).
    let t = 1.0 / (1.0 + 0.5 * z);
    let r = t * exp(-z * z - 1.26551223 + t * (1.00002368 + t * (0.37409196 + t * (0.09678418
        + t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587
        + t * (-0.82215223 + t * 0.17087277)))))))));
    return select(r - 1.0, 1.0 - r, x >= 0.0);
}

fn sigmoid_(x: f32) -> f32 { return 1.0 / (1.0 + exp(-x)); }

// min(max(v, 0), 6) as ATen's std::min/std::max give it: NaN stays NaN (WGSL's min/max may
// return either operand for NaN).
fn relu6_(v: f32) -> f32 {
    var y = v;
    if (y < 0.0) { y = 0.0; }
    if (y > 6.0) { y = 6.0; }
    return y;
}

fn unary_op(op: u32, x: f32) -> f32 {
    switch op {
        case OP_COPY: { return x; }
        case OP_NEG: { return -x; }
        case OP_ABS: { return abs(x); }
        case OP_EXP: { return exp(x); }
        case OP_LOG: { return log(x); }
        case OP_LOG2: { return log2(x); }
        case OP_SQRT: { return sqrt(x); }
        case OP_RSQRT: { return inverseSqrt(x); }
        case OP_SIGMOID: { return sigmoid_(x); }
        case OP_TANH: { return tanh(x); }
        case OP_RELU: { return select(x, 0.0, x < 0.0); }  // relu(-0.) is -0., as ATen's
        case OP_CLAMP: {
            // A NaN bound makes every element NaN, as ATen's vectorized clamp.
            if ((param_u(2u) != 0u && is_nan(param_f(0u))) || (param_u(3u) != 0u && is_nan(param_f(1u)))) {
                return nan();
            }
            var r = x;
            if (param_u(2u) != 0u && r < param_f(0u)) { r = param_f(0u); }
            if (param_u(3u) != 0u && r > param_f(1u)) { r = param_f(1u); }
            return r;
        }
        case OP_SIN: { return trig_(x, 0u); }
        case OP_COS: { return trig_(x, 1u); }
        case OP_LOG1P: { return log1p_(x); }
        case OP_EXPM1: { return expm1_(x); }
        case OP_SIGN: { return select(select(0.0, -1.0, x < 0.0), 1.0, x > 0.0); }
        case OP_FLOOR: { return floor(x); }
        case OP_CEIL: { return ceil(x); }
        case OP_ROUND: { return round(x); }
        case OP_TRUNC: { return trunc(x); }
        case OP_RECIPROCAL: { return 1.0 / x; }
        case OP_SQUARE: { return x * x; }
        case OP_LOGICAL_NOT: { return select(0.0, 1.0, x == 0.0); }
        case OP_GELU: { return 0.5 * x * (1.0 + erf_(x * 0.70710678118654752)); }
        case OP_SILU: { return x * sigmoid_(x); }
        case OP_ERF: { return erf_(x); }
        case OP_SOFTPLUS: {
            let bx = x * param_f(0u);
            return select(log1p_(exp(bx)) / param_f(0u), x, bx > param_f(1u));
        }
        case OP_LEAKY_RELU: { return select(x * param_f(0u), x, x > 0.0); }
        case OP_ELU: {
            // ATen's elu: scale * x above 0, alpha * scale * expm1(x * input_scale) below.
            let negcoef = param_f(0u) * param_f(1u);
            return select(expm1_(x * param_f(2u)) * negcoef, x * param_f(1u), x > 0.0);
        }
        case OP_MISH: {
            // tanh(softplus(x)) is 1 in f32 past x = 10; selecting it there keeps exp's
            // overflow (and drivers' tanh of large values) out.
            return x * select(tanh(log1p_(exp(x))), 1.0, x > 10.0);
        }
        case OP_HARDSWISH: { return x * relu6_(x + 3.0) / 6.0; }
        case OP_HARDSIGMOID: { return relu6_(x + 3.0) / 6.0; }
        case OP_THRESHOLD: { return select(x, param_f(1u), x <= param_f(0u)); }
        case OP_HARDSHRINK: {
            return select(x, 0.0, x >= -param_f(0u) && x <= param_f(0u));
        }
        case OP_SOFTSHRINK: {
            let l = param_f(0u);
            // NaN stays NaN (ATen's `a * 0`; a shader compiler may fold x * 0.0 to 0).
            if (is_nan(x)) { return x; }
            return select(select(0.0, x + l, x < -l), x - l, x > l);
        }
        case OP_ISNAN: { return select(0.0, 1.0, is_nan(x)); }
        case OP_ISFINITE: { return select(1.0, 0.0, is_nan(x) || is_inf(x)); }
        case OP_ISINF: { return select(0.0, 1.0, is_inf(x)); }
        case OP_LOG10: { return log2(x) * 0.30102999566398120; }
        case OP_EXP2: { return exp2(x); }
        case OP_SINH: { return sinh(x); }
        case OP_COSH: { return cosh(x); }
        // sin/cos rather than tan: lavapipe's tan is 1.6e-4 off at 0.99.
        case OP_TAN: { return trig_(x, 2u); }
        // Through atan2 with (1 - x)(1 + x), which keeps its digits near ±1 where drivers'
        // acos lost them (lavapipe: 2e-4 relative at 0.993); outside [-1, 1] WGSL leaves
        // asin/acos undefined and PyTorch gives NaN.
        case OP_ASIN: { return select(atan2(x, sqrt((1.0 - x) * (1.0 + x))), nan(), abs(x) > 1.0 || is_nan(x)); }
        case OP_ACOS: { return select(atan2(sqrt((1.0 - x) * (1.0 + x)), x), nan(), abs(x) > 1.0 || is_nan(x)); }
        // llvmpipe's atan of a NaN is 0.
        case OP_ATAN: { return select(atan(x), x, is_nan(x)); }
        // The inverse hyperbolics through log1p, which keeps their digits near 0 and 1
        // (WGSL's builtins are log(x + sqrt(x * x ± 1)): cancellation there, and x * x
        // overflows past 1.8e19, where log(2|x|) is exact enough).
        case OP_ACOSH: {
            if (x < 1.0) { return nan(); }
            if (x > 1e9) { return log(x) + 0.6931471805599453; }
            let t = x - 1.0;
            return log1p_(t + sqrt(2.0 * t + t * t));
        }
        case OP_ASINH: {
            let a = abs(x);
            var r: f32;
            if (a > 1e9) { r = log(a) + 0.6931471805599453; }
            else { r = log1p_(a + a * a / (1.0 + sqrt(1.0 + a * a))); }
            // -0.0 keeps its sign, as PyTorch's asinh(-0.) is -0.
            return select(r, -r, x < 0.0 || (x == 0.0 && bitcast<u32>(x) != 0u));
        }
        case OP_ATANH: {
            let a = abs(x);
            if (a > 1.0) { return nan(); }
            // log1p_ of inf is not inf (its error term divides inf by inf).
            var r = 0.5 * log1p_(2.0 * a / (1.0 - a));
            if (a == 1.0) { r = inf(); }
            return select(r, -r, x < 0.0 || (x == 0.0 && bitcast<u32>(x) != 0u));
        }
        case OP_FRAC: { return x - trunc(x); }
        case OP_GELU_TANH: {
            // tanh saturates to ±1 in f32 long before ±10; the clamp keeps exp inside it finite.
            let inner = clamp(0.7978845608028654 * (x + 0.044715 * (x * x * x)), -10.0, 10.0);
            return 0.5 * x * (1.0 + tanh(inner));
        }
        default: { return nan(); }
    }
}

// C's fmod, exactly (as PyTorch's CPU kernels get from libm): long division on the
// integer significands, so no rounding of a / b can leak in (1.5 // 0.3 must be 4, not 5).
// A zero result carries x's sign (fmod(-2, 1) is -0.), set by its bit: WGSL lets a compiler
// drop a zero's sign in arithmetic such as `0.0 * x` (lavapipe gave 0.).
fn fmod_(x: f32, y: f32) -> f32 {
    let ux = bitcast<u32>(x);
    var uy = bitcast<u32>(y);
    var ex = i32((ux >> 23u) & 0xffu);
    var ey = i32((uy >> 23u) & 0xffu);
    let sx = ux & 0x80000000u;
    if ((uy << 1u) == 0u || is_nan(y) || ex == 0xff) { return nan(); }
    if ((ux << 1u) <= (uy << 1u)) {
        if ((ux << 1u) == (uy << 1u)) { return bitcast<f32>(sx); }
        return x;
    }
    var uxi = ux;
    if (ex == 0) {
        var i = uxi << 9u;
        while ((i >> 31u) == 0u) { ex = ex - 1; i = i << 1u; }
        uxi = uxi << u32(-ex + 1);
    } else {
        uxi = (uxi & (0xffffffffu >> 9u)) | (1u << 23u);
    }
    if (ey == 0) {
        var i = uy << 9u;
        while ((i >> 31u) == 0u) { ey = ey - 1; i = i << 1u; }
        uy = uy << u32(-ey + 1);
    } else {
        uy = (uy & (0xffffffffu >> 9u)) | (1u << 23u);
    }
    while (ex > ey) {
        let i = uxi - uy;
        if ((i >> 31u) == 0u) {
            if (i == 0u) { return bitcast<f32>(sx); }
            uxi = i;
        }
        uxi = uxi << 1u;
        ex = ex - 1;
    }
    let i = uxi - uy;
    if ((i >> 31u) == 0u) {
        if (i == 0u) { return bitcast<f32>(sx); }
        uxi = i;
    }
    while ((uxi >> 23u) == 0u) { uxi = uxi << 1u; ex = ex - 1; }
    if (ex > 0) {
        uxi = (uxi - (1u << 23u)) | (u32(ex) << 23u);
    } else {
        uxi = uxi >> u32(-ex + 1);
    }
    return bitcast<f32>(uxi | sx);
}

// Python's float modulo: the sign follows the divisor.
fn remainder_(a: f32, b: f32) -> f32 {
    var m = fmod_(a, b);
    if (m != 0.0 && ((b < 0.0) != (m < 0.0))) { m = m + b; }
    return m;
}

// PyTorch's div_floor for floats: divide the exact remainder away, then floor.
fn floor_divide_(a: f32, b: f32) -> f32 {
    if (b == 0.0) { return a / b; }
    let m = fmod_(a, b);
    var div = (a - m) / b;
    if (m != 0.0 && ((b < 0.0) != (m < 0.0))) { div = div - 1.0; }
    // The sign of a / b, set by its bit: WGSL lets a compiler drop a zero's sign in `0.0 * q`.
    if (div == 0.0) { return bitcast<f32>(bitcast<u32>(a / b) & 0x80000000u); }
    var f = floor(div);
    if (div - f > 0.5) { f = f + 1.0; }
    return f;
}

fn ordered(a: f32, b: f32) -> bool {
    return !is_nan(a) && !is_nan(b);
}

fn pow_(x: f32, y: f32) -> f32 {
    // The exponents PyTorch's CPU kernel special-cases, so results agree to the last bit.
    if (y == 2.0) { return x * x; }
    if (y == 1.0) { return x; }
    if (y == 0.0) { return 1.0; }
    if (y == 3.0) { return x * x * x; }
    if (y == 0.5) { return sqrt(x); }
    if (y == -1.0) { return 1.0 / x; }
    if (y == -2.0) { return 1.0 / (x * x); }
    if (y == -0.5) { return 1.0 / sqrt(x); }
    // C's pow: 1 to any power is 1, even inf or NaN (exp2(inf * 0) would be NaN).
    if (x == 1.0) { return 1.0; }
    if (x == -1.0 && is_inf(y)) { return 1.0; }
    if (is_nan(x) || is_nan(y)) { return nan(); }
    if (x == 0.0) { return select(0.0, inf(), y < 0.0); }
    if (x < 0.0) {
        // A negative base only has a real power at integer exponents.
        if (trunc(y) != y) { return nan(); }
        let m = exp2(y * log2(-x));
        let odd = abs(y) < 16777216.0 && (i32(abs(y)) % 2) == 1;
        return select(m, -m, odd);
    }
    return exp2(y * log2(x));
}

fn binary_op(op: u32, a: f32, b: f32) -> f32 {
    switch op {
        case OP_ADD: { return a + param_f(0u) * b; }
        case OP_SUB: { return a - param_f(0u) * b; }
        case OP_MUL: { return a * b; }
        case OP_DIV: { return a / b; }
        case OP_FLOOR_DIV: { return floor_divide_(a, b); }
        case OP_TRUNC_DIV: { return trunc(a / b); }
        case OP_REMAINDER: { return remainder_(a, b); }
        case OP_FMOD: { return fmod_(a, b); }
        case OP_POW: { return pow_(a, b); }
        // A tie keeps a (ATen's std::max/std::min): WGSL's max/min may pick either zero.
        case OP_MAXIMUM: {
            if (is_nan(a) || is_nan(b)) { return nan(); }
            return select(a, b, a < b);
        }
        case OP_MINIMUM: {
            if (is_nan(a) || is_nan(b)) { return nan(); }
            return select(a, b, b < a);
        }
        // NaN is unordered, by its bits (see `nonzero`): only != holds.
        case OP_EQ: { return select(0.0, 1.0, ordered(a, b) && a == b); }
        case OP_NE: { return select(0.0, 1.0, !ordered(a, b) || a != b); }
        case OP_LT: { return select(0.0, 1.0, ordered(a, b) && a < b); }
        case OP_LE: { return select(0.0, 1.0, ordered(a, b) && a <= b); }
        case OP_GT: { return select(0.0, 1.0, ordered(a, b) && a > b); }
        case OP_GE: { return select(0.0, 1.0, ordered(a, b) && a >= b); }
        case OP_LOGICAL_AND: { return select(0.0, 1.0, nonzero(a) && nonzero(b)); }
        case OP_LOGICAL_OR: { return select(0.0, 1.0, nonzero(a) || nonzero(b)); }
        case OP_LOGICAL_XOR: { return select(0.0, 1.0, nonzero(a) != nonzero(b)); }
        // llvmpipe's atan2 of a NaN is 0; PyTorch's is NaN.
        case OP_ATAN2: { return select(atan2(a, b), nan(), is_nan(a) || is_nan(b)); }
        case OP_THRESHOLD_BACKWARD: { return select(a, 0.0, b <= param_f(0u)); }
        // 1 - y*y rounded once, as the CPU kernel (and ATen's) computes it.
        case OP_TANH_BACKWARD: { return a * fma(-b, b, 1.0); }
        default: { return nan(); }
    }
}

fn lerp_(a: f32, b: f32, w: f32) -> f32 {
    // PyTorch's two-sided form keeps lerp(a, b, 1) == b exactly.
    if (abs(w) < 0.5) { return a + w * (b - a); }
    return b - (b - a) * (1.0 - w);
}

@compute @workgroup_size(64)
fn copy_kernel(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(num_workgroups) groups: vec3<u32>) {
    let i = thread_index(gid, groups);
    if (i >= numel()) { return; }
    // Same dtype: move words. Different dtypes: convert through f32.
    if (operand_dtype(0u) == operand_dtype(1u)) {
        copy_raw(i, 1u);
    } else {
        store(i, load(1u, i));
    }
}

@compute @workgroup_size(64)
fn fill_kernel(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(num_workgroups) groups: vec3<u32>) {
    let i = thread_index(gid, groups);
    if (i >= numel()) { return; }
    // The value's words were encoded for the output's dtype by the host (params 0 and 1).
    let wpe = operand_wpe(0u);
    let d = element_index(0u, i) * wpe;
    for (var w = 0u; w < wpe; w = w + 1u) {
        write_word(d + w, param_u(w));
    }
}

@compute @workgroup_size(64)
fn unary_kernel(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(num_workgroups) groups: vec3<u32>) {
    let i = thread_index(gid, groups);
    if (i >= numel()) { return; }
    store(i, unary_op(op_code(), load(1u, i)));
}

@compute @workgroup_size(64)
fn binary_kernel(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(num_workgroups) groups: vec3<u32>) {
    let i = thread_index(gid, groups);
    if (i >= numel()) { return; }
    store(i, binary_op(op_code(), load(1u, i), load(2u, i)));
}

@compute @workgroup_size(64)
fn ternary_kernel(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(num_workgroups) groups: vec3<u32>) {
    let i = thread_index(gid, groups);
    if (i >= numel()) { return; }
    switch op_code() {
        case OP_WHERE: {
            // Any dtype: the chosen element's words are copied as they are.
            let c = read_word(1u, element_index(1u, i));
            copy_raw(i, select(3u, 2u, c != 0u));
        }
        case OP_ADDCMUL: {
            store(i, load(1u, i) + param_f(0u) * load(2u, i) * load(3u, i));
        }
        case OP_ADDCDIV: {
            store(i, load(1u, i) + param_f(0u) * load(2u, i) / load(3u, i));
        }
        case OP_LERP: {
            store(i, lerp_(load(1u, i), load(2u, i), param_f(0u)));
        }
        case OP_LERP_TENSOR: {
            store(i, lerp_(load(1u, i), load(2u, i), load(3u, i)));
        }
        default: {
            store(i, nan());
        }
    }
}
