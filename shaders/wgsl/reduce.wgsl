// Reductions along any set of dims, and softmax along one dim.
//
// The iteration shape is the input's shape. Param 0 is a bit mask of the reduced dims and
// param 1 the number of elements each output reduces; the last param is the lanes per row.
// Up to RED_LANES lanes make one output: every lane walks a strided share of the reduced coordinates
// (element_index_skipped) through the input's own strides, keeping a small running state,
// then the lanes combine their states in a tree in workgroup memory.
//
// Why not one thread per output with one long loop: GPUs and their software stand-ins cap
// how long one invocation may run (lavapipe stopped a 100,000-element sum at 21,838), so no
// lane here loops more than count / RED_LANES times, and the host sends reductions longer
// than RED_LANES * MAX_LANE_STEPS (shaders/src/plan.rs) to the CPU instead.

const RED_LANES: u32 = 256u;

// One lane's state. Its meaning depends on the op (see `step` and `combine`):
//   sum, mean: a = sum, b = Kahan compensation
//   var, std: a = count, b = mean, c = M2 (Welford; lanes merge with Chan's formula), all in
//        units of 2^e, with e (an i32) in i: see `var_scale_for`
//   prod: a = product
//   norm: a = accumulator, b = 1 when a NaN was seen
//   all/any: a = all nonzero, b = any nonzero
//   logsumexp: a = running max, b = sum of exp(v - a)
//   max/min/argmax/argmin: a = best value, i = its index (NONE when the lane saw nothing)
var<workgroup> st_a: array<f32, 256>;
var<workgroup> st_b: array<f32, 256>;
var<workgroup> st_c: array<f32, 256>;
var<workgroup> st_i: array<u32, 256>;

const NONE: u32 = 0xffffffffu;

fn reduced_index(base: u32, r: u32) -> u32 {
    return base + element_index_skipped(1u, r, param_u(0u));
}

fn load_at(index: u32) -> f32 {
    return word_to_f32(operand_dtype(1u), read_word(1u, index));
}

fn store_at(index: u32, v: f32) {
    write_word(index, f32_to_word(operand_dtype(0u), v));
}

// The output a workgroup makes: the workgroup's linear index (dispatches wider than 65535
// workgroups spill into y).
fn output_index(wid: vec3<u32>, groups: vec3<u32>) -> u32 {
    return wid.x + wid.y * groups.x;
}

fn norm_p() -> f32 { return param_f(2u); }

// x^y for a norm (x >= 0): WGSL leaves pow(0, y <= 0) and pow(inf, y) undefined, and
// lavapipe gives 0 for pow(0, -3), which dropped the zeros from a negative-p norm.
fn norm_pow(x: f32, y: f32) -> f32 {
    if (x == 0.0) { return select(0.0, inf(), y < 0.0); }
    if (is_inf(x)) { return select(inf(), 0.0, y < 0.0); }
    return pow(x, y);
}

// The identity state of each op.
fn init_lane(lane: u32, op: u32) {
    st_a[lane] = 0.0;
    st_b[lane] = 0.0;
    st_c[lane] = 0.0;
    st_i[lane] = NONE;
    switch op {
        case OP_PROD: { st_a[lane] = 1.0; }
        case OP_NORM: { st_a[lane] = select(0.0, inf(), is_inf(norm_p()) && norm_p() < 0.0); }
        case OP_ALL, OP_ANY: { st_a[lane] = 1.0; }
        case OP_LOGSUMEXP: { st_a[lane] = -inf(); }
        case OP_VAR, OP_VAR_MEAN, OP_STD: { st_i[lane] = 0u; }
        default: {}
    }
}

// Whether `v` (at index r) replaces `best` (at index at) for max/min: NaN wins, and the
// first extreme is kept.
fn better(want_max: bool, v: f32, r: u32, best: f32, at: u32) -> bool {
    if (at == NONE) { return true; }
    if (r == NONE) { return false; }
    let vn = is_nan(v);
    let bn = is_nan(best);
    if (vn || bn) {
        if (vn && bn) { return r < at; }
        return vn;
    }
    if (v == best) { return r < at; }
    if (want_max) { return v > best; }
    return v < best;
}

// ATen folds float32 in double, where neither the difference of two finite float32 values
// nor the sum of their squares overflows. In float32 both can: the mean of [3e38, 3e38,
// -3e38] and the variance of [1e20, -1e20] (its deviation, 1e20, is finite). So a lane
// keeps its Welford state in units of 2^e, raising e whenever a value would exceed
// VAR_LIMIT in those units: deviations then stay below 2^41 and a sum of 2^32 squared ones
// below 2^114. Scaling by a power of two is exact (short of the subnormals of values that
// small beside the largest), so ordinary data, where e stays 0, is folded as before.
const VAR_LIMIT: f32 = 1099511627776.0; // 2^40

fn var_exp(lane: u32) -> i32 { return bitcast<i32>(st_i[lane]); }

// 2^k, exactly, for k in [-126, 127].
fn pow2(k: i32) -> f32 { return bitcast<f32>(u32(clamp(k, -126, 127) + 127) << 23u); }

// x * 2^k for |k| up to 2 * 127 (a squared scale) in two exact steps: WGSL's `ldexp` is
// indeterminate past 2^128, where an IEEE product just overflows to inf as ATen's cast does.
fn scale2(x: f32, k: i32) -> f32 {
    let h = k / 2;
    return x * pow2(h) * pow2(k - h);
}

// The exponent a lane at exponent e needs for value v: e, unless |v| / 2^e passes
// VAR_LIMIT, then the one that brings it under (from v's own exponent bits). An infinite
// or NaN value changes nothing; it makes the result inf or NaN as in ATen.
fn var_scale_for(v: f32, e: i32) -> i32 {
    let a = abs(v);
    if (is_inf(a) || is_nan(a) || scale2(a, -e) <= VAR_LIMIT) { return e; }
    // a < 2^x with x its frexp exponent (a is normal here), so a / 2^(x - 40) < 2^40.
    let x = i32((bitcast<u32>(a) >> 23u) & 0xffu) - 126;
    return max(e, x - 40);
}

// Moves lane `lane`'s state to exponent e (not below its own).
fn var_rescale(lane: u32, e: i32) {
    let k = e - var_exp(lane);
    if (k > 0) {
        st_b[lane] = scale2(st_b[lane], -k);
        st_c[lane] = scale2(st_c[lane], -2 * k);
        st_i[lane] = bitcast<u32>(e);
    }
}

// Folds element r (value v) into lane `lane`'s state.
fn step(lane: u32, op: u32, v: f32, r: u32) {
    switch op {
        case OP_SUM, OP_MEAN: {
            let y = v - st_b[lane];
            let t = st_a[lane] + y;
            st_b[lane] = (t - st_a[lane]) - y;
            st_a[lane] = t;
        }
        case OP_VAR, OP_VAR_MEAN, OP_STD: {
            var_rescale(lane, var_scale_for(v, var_exp(lane)));
            let x = scale2(v, -var_exp(lane));
            let n = st_a[lane] + 1.0;
            let d = x - st_b[lane];
            st_b[lane] = st_b[lane] + d / n;
            st_c[lane] = st_c[lane] + d * (x - st_b[lane]);
            st_a[lane] = n;
        }
        case OP_PROD: { st_a[lane] = st_a[lane] * v; }
        case OP_NORM: {
            // p = inf: the largest magnitude; -inf: the smallest; 0: how many are nonzero;
            // otherwise sum |v|^p (the root is taken at the end). NaN wins for +-inf.
            let a = abs(v);
            let pw = norm_p();
            if (is_nan(a)) { st_b[lane] = 1.0; }
            if (is_inf(pw) && pw < 0.0) {
                st_a[lane] = min(st_a[lane], a);
            } else if (is_inf(pw)) {
                st_a[lane] = max(st_a[lane], a);
            } else if (pw == 0.0) {
                st_a[lane] = st_a[lane] + select(0.0, 1.0, nonzero(a));
            } else {
                st_a[lane] = st_a[lane] + norm_pow(a, pw);
            }
        }
        case OP_ALL, OP_ANY: {
            let nz = nonzero(v);
            st_a[lane] = select(0.0, st_a[lane], nz);
            st_b[lane] = select(st_b[lane], 1.0, nz);
        }
        case OP_LOGSUMEXP: {
            // Online: keep the sum relative to the running max. A NaN becomes the max and the
            // sum, as ATen's NaN-propagating max makes the whole result NaN; once there,
            // nothing compares above it and every sum with it stays NaN.
            let m = st_a[lane];
            if (is_nan(m)) {
                // Already NaN; checked first, as a device may compare NaN as anything.
            } else if (is_nan(v)) {
                st_a[lane] = v;
                st_b[lane] = v;
            } else if (v > m) {
                st_b[lane] = select(st_b[lane] * exp(m - v), 0.0, is_inf(m)) + 1.0;
                st_a[lane] = v;
            } else if (!is_inf(v)) {
                st_b[lane] = st_b[lane] + exp(v - m);
            } else if (v == m) {
                st_b[lane] = st_b[lane] + 1.0;
            }
        }
        default: {
            let want_max = op == OP_MAX || op == OP_ARGMAX;
            if (better(want_max, v, r, st_a[lane], st_i[lane])) {
                st_a[lane] = v;
                st_i[lane] = r;
            }
        }
    }
}

// Merges lane `j`'s state into lane `i`'s.
fn combine(i: u32, j: u32, op: u32) {
    switch op {
        case OP_SUM, OP_MEAN: { st_a[i] = (st_a[i] - st_b[i]) + (st_a[j] - st_b[j]); st_b[i] = 0.0; }
        case OP_VAR, OP_VAR_MEAN, OP_STD: {
            // Chan et al.: the pooled count, mean and sum of squared deviations, once both
            // states are in the larger of their two units.
            let na = st_a[i];
            let nb = st_a[j];
            let n = na + nb;
            if (nb > 0.0) {
                let e = max(var_exp(i), var_exp(j));
                var_rescale(i, e);
                let kb = e - var_exp(j);
                let mean_b = scale2(st_b[j], -kb);
                let m2_b = scale2(st_c[j], -2 * kb);
                let d = mean_b - st_b[i];
                st_b[i] = st_b[i] + d * (nb / n);
                st_c[i] = st_c[i] + m2_b + d * d * (na * nb / n);
                st_a[i] = n;
            }
        }
        case OP_PROD: { st_a[i] = st_a[i] * st_a[j]; }
        case OP_NORM: {
            let pw = norm_p();
            if (is_inf(pw) && pw < 0.0) {
                st_a[i] = min(st_a[i], st_a[j]);
            } else if (is_inf(pw)) {
                st_a[i] = max(st_a[i], st_a[j]);
            } else {
                st_a[i] = st_a[i] + st_a[j];
            }
            st_b[i] = max(st_b[i], st_b[j]);
        }
        case OP_ALL, OP_ANY: { st_a[i] = min(st_a[i], st_a[j]); st_b[i] = max(st_b[i], st_b[j]); }
        case OP_LOGSUMEXP: {
            let ma = st_a[i];
            let mb = st_a[j];
            let m = max(ma, mb);
            if (is_nan(ma) || is_nan(mb)) {
                // WGSL's max of a NaN is unspecified, and an infinite max drops a sum below.
                st_a[i] = nan();
                st_b[i] = nan();
                return;
            }
            if (!is_inf(m)) {
                st_b[i] = st_b[i] * exp(ma - m) + st_b[j] * exp(mb - m);
            } else if (ma == mb) {
                st_b[i] = st_b[i] + st_b[j];
            } else if (mb > ma) {
                st_b[i] = st_b[j];
            }
            st_a[i] = m;
        }
        default: {
            let want_max = op == OP_MAX || op == OP_ARGMAX;
            if (better(want_max, st_a[j], st_i[j], st_a[i], st_i[i])) {
                st_a[i] = st_a[j];
                st_i[i] = st_i[j];
            }
        }
    }
}

// A row is reduced by `width` lanes (a power of two up to RED_LANES, chosen by the host as
// the row's length rounded up), so a workgroup makes RED_LANES / width rows: a million
// rows of two elements no longer cost a million workgroups of 256 lanes each.

// Halves a row's live lanes until its first lane holds the whole state. Called in
// uniform control flow by every lane of the workgroup (`width` is uniform).
fn tree(lane: u32, op: u32, width: u32) {
    let seg = lane % width;
    for (var s = width / 2u; s > 0u; s = s >> 1u) {
        workgroupBarrier();
        if (seg < s) { combine(lane, lane + s, op); }
    }
    workgroupBarrier();
}

// Every lane of a row folds its strided share of the row at `base`, then the row's lanes
// combine, so its whole state ends in the row's first slot. Called in uniform control flow
// (it holds barriers); a lane past the last row (`live` false) only takes part in them.
fn fold_row(lane: u32, op: u32, base: u32, count: u32, width: u32, live: bool) {
    init_lane(lane, op);
    if (live) {
        for (var r = lane % width; r < count; r = r + width) {
            step(lane, op, load_at(reduced_index(base, r)), r);
        }
    }
    tree(lane, op, width);
}

// The row a lane works on, and whether it exists.
fn row_of(wid: vec3<u32>, groups: vec3<u32>, lane: u32, width: u32) -> u32 {
    return output_index(wid, groups) * (RED_LANES / width) + lane / width;
}

// Writes the row whose state is in slot `at`.
fn finish(dst: u32, op: u32, count: u32, at: u32) {
    switch op {
        case OP_SUM: { store_at(dst, st_a[at] - st_b[at]); }
        case OP_MEAN: { store_at(dst, (st_a[at] - st_b[at]) / f32(count)); }
        // Scaled back last: a variance past float32's range is inf, as ATen's cast makes it,
        // while its root, taken first, stays finite.
        case OP_VAR: {
            store_at(dst, scale2(st_c[at] / max(f32(count) - param_f(3u), 0.0), 2 * var_exp(at)));
        }
        case OP_STD: {
            store_at(dst, scale2(sqrt(st_c[at] / max(f32(count) - param_f(3u), 0.0)), var_exp(at)));
        }
        // The mean the variance's pass keeps (var_mean's), NaN where infinities meet.
        case OP_VAR_MEAN: { store_at(dst, select(scale2(st_b[at], var_exp(at)), nan(), count == 0u)); }
        case OP_PROD: { store_at(dst, st_a[at]); }
        case OP_NORM: {
            let pw = norm_p();
            if (is_inf(pw)) {
                store_at(dst, select(st_a[at], nan(), st_b[at] != 0.0));
            } else if (pw == 0.0) {
                store_at(dst, st_a[at]);
            } else {
                // The NaN flag decides: `pow` of NaN is not NaN on every device (lavapipe
                // dropped it, so the norm of [nan, 1, 1] came out 1.4142).
                store_at(dst, select(norm_pow(st_a[at], 1.0 / pw), nan(), st_b[at] != 0.0));
            }
        }
        case OP_ALL: { store_at(dst, st_a[at]); }
        case OP_ANY: { store_at(dst, st_b[at]); }
        case OP_LOGSUMEXP: {
            let m = st_a[at];
            store_at(dst, select(m + log(st_b[at]), m, is_inf(m)));
        }
        case OP_ARGMAX, OP_ARGMIN: {
            // int64 output: low word, then a zero high word.
            write_word(dst * 2u, st_i[at]);
            write_word(dst * 2u + 1u, 0u);
        }
        default: { store_at(dst, st_a[at]); }
    }
}

@compute @workgroup_size(256)
fn reduce_kernel(
    @builtin(workgroup_id) wid: vec3<u32>,
    @builtin(num_workgroups) groups: vec3<u32>,
    @builtin(local_invocation_index) lane: u32,
) {
    let skip = param_u(0u);
    let count = param_u(1u);
    let width = param_u(4u);
    let op = op_code();
    let o = row_of(wid, groups, lane, width);
    let live = o < numel();
    var base = 0u;
    if (live) { base = element_index_kept(1u, o, skip); }
    fold_row(lane, op, base, count, width, live);
    if (live && lane % width == 0u) {
        finish(element_index_kept(0u, o, skip), op, count, lane);
    }
}

// Softmax and log-softmax along one dim (param 0 is its bit, param 1 its size, param 2 is 1
// for log-softmax). Operand 0 is the output, operand 1 the input; both strided. The same
// workgroup-per-row scheme: the row's max, then its sum of exponentials, each by a tree,
// then every lane writes its share of the row.
@compute @workgroup_size(256)
fn softmax_kernel(
    @builtin(workgroup_id) wid: vec3<u32>,
    @builtin(num_workgroups) groups: vec3<u32>,
    @builtin(local_invocation_index) lane: u32,
) {
    let skip = param_u(0u);
    let count = param_u(1u);
    let width = param_u(3u);
    let o = row_of(wid, groups, lane, width);
    let live = o < numel();
    var base = 0u;
    var dst = 0u;
    if (live) {
        base = element_index_kept(1u, o, skip);
        dst = element_index_kept(0u, o, skip);
    }
    // The row's max and the sum of exp(v - max), as logsumexp keeps them.
    fold_row(lane, OP_LOGSUMEXP, base, count, width, live);
    let first = lane - lane % width;
    let m = st_a[first];
    // A +inf max makes PyTorch's sum of exp(v - max) NaN (inf - inf is NaN), so every output
    // of the row is NaN; logsumexp's fold keeps a finite sum there, as logsumexp itself needs.
    let s = select(st_b[first], nan(), m > 0.0 && is_inf(m));
    if (live) {
        for (var r = lane % width; r < count; r = r + width) {
            let x = load_at(reduced_index(base, r)) - m;
            let y = select(exp(x) / s, x - log(s), param_u(2u) != 0u);
            store_at(dst + element_index_skipped(0u, r, skip), y);
        }
    }
}
