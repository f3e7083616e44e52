// Reductions along any set of dims, and softmax along one dim.
//
// The iteration shape is the input's shape. Param 0 is a bit mask of the reduced dims and
// param 1 the number of elements each output reduces. One thread per output element walks
// its kept coordinates once (element_index_kept) and then every reduced coordinate
// (element_index_skipped), through the input's own strides.

fn reduced_index(base: u32, r: u32) -> u32 {
    return base + element_index_skipped(1u, r, param_u(0u));
}

fn load_at(index: u32) -> f32 {
    let w = read_word(1u, index);
    switch operand_dtype(1u) {
        case 1u: { return f32(bitcast<i32>(w)); }
        case 2u, 4u: { return f32(w); }
        default: { return bitcast<f32>(w); }
    }
}

fn store_at(index: u32, v: f32) {
    switch operand_dtype(0u) {
        case 1u: { write_word(index, bitcast<u32>(i32(v))); }
        case 2u: { write_word(index, select(0u, 1u, v != 0.0)); }
        case 4u: { write_word(index, u32(i32(v)) & 0xffu); }
        default: { write_word(index, bitcast<u32>(v)); }
    }
}

// Compensated (Kahan) sum: float32 accumulation without the drift of a naive loop.
fn kahan_sum(base: u32, count: u32, centre: f32, squares: bool) -> f32 {
    var s = 0.0;
    var c = 0.0;
    for (var r = 0u; r < count; r = r + 1u) {
        var v = load_at(reduced_index(base, r)) - centre;
        if (squares) { v = v * v; }
        let y = v - c;
        let t = s + y;
        c = (t - s) - y;
        s = t;
    }
    return s;
}

@compute @workgroup_size(64)
fn reduce_kernel(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(num_workgroups) groups: vec3<u32>) {
    let o = thread_index(gid, groups);
    if (o >= numel()) { return; }
    let skip = param_u(0u);
    let count = param_u(1u);
    let base = element_index_kept(1u, o, skip);
    let dst = element_index_kept(0u, o, skip);
    let op = op_code();
    switch op {
        case OP_SUM: { store_at(dst, kahan_sum(base, count, 0.0, false)); }
        case OP_MEAN: { store_at(dst, kahan_sum(base, count, 0.0, false) / f32(count)); }
        case OP_VAR: {
            let mean = kahan_sum(base, count, 0.0, false) / f32(count);
            store_at(dst, kahan_sum(base, count, mean, true) / max(f32(count) - param_f(3u), 0.0));
        }
        case OP_PROD: {
            var p = 1.0;
            for (var r = 0u; r < count; r = r + 1u) { p = p * load_at(reduced_index(base, r)); }
            store_at(dst, p);
        }
        case OP_NORM: {
            // p = inf: the largest magnitude; -inf: the smallest; 0: how many are nonzero;
            // otherwise (sum |v|^p)^(1/p). NaN wins in the first two, as on the CPU.
            let pw = param_f(2u);
            let lowest = is_inf(pw) && pw < 0.0;
            var acc = select(0.0, inf(), lowest);
            var saw_nan = false;
            for (var r = 0u; r < count; r = r + 1u) {
                let v = abs(load_at(reduced_index(base, r)));
                saw_nan = saw_nan || is_nan(v);
                if (lowest) {
                    acc = min(acc, v);
                } else if (is_inf(pw)) {
                    acc = max(acc, v);
                } else if (pw == 0.0) {
                    acc = acc + select(0.0, 1.0, v != 0.0);
                } else {
                    acc = acc + pow(v, pw);
                }
            }
            if (is_inf(pw)) {
                store_at(dst, select(acc, nan(), saw_nan));
            } else if (pw == 0.0) {
                store_at(dst, acc);
            } else {
                store_at(dst, pow(acc, 1.0 / pw));
            }
        }
        case OP_ALL, OP_ANY: {
            var all_nz = true;
            var any_nz = false;
            for (var r = 0u; r < count; r = r + 1u) {
                let nz = load_at(reduced_index(base, r)) != 0.0;
                all_nz = all_nz && nz;
                any_nz = any_nz || nz;
            }
            store_at(dst, select(select(0.0, 1.0, any_nz), select(0.0, 1.0, all_nz), op == OP_ALL));
        }
        case OP_LOGSUMEXP: {
            var m = load_at(reduced_index(base, 0u));
            for (var r = 1u; r < count; r = r + 1u) { m = max(m, load_at(reduced_index(base, r))); }
            if (is_inf(m)) { store_at(dst, m); return; }
            var s = 0.0;
            for (var r = 0u; r < count; r = r + 1u) { s = s + exp(load_at(reduced_index(base, r)) - m); }
            store_at(dst, m + log(s));
        }
        default: {
            // max, min, argmax, argmin: NaN wins, and the first extreme index is kept.
            let want_max = op == OP_MAX || op == OP_ARGMAX;
            var best = load_at(reduced_index(base, 0u));
            var at = 0u;
            for (var r = 1u; r < count; r = r + 1u) {
                let v = load_at(reduced_index(base, r));
                if (is_nan(best)) { break; }
                if (is_nan(v) || (want_max && v > best) || (!want_max && v < best)) {
                    best = v;
                    at = r;
                }
            }
            if (op == OP_ARGMAX || op == OP_ARGMIN) {
                // int64 output: low word, then a zero high word.
                write_word(dst * 2u, at);
                write_word(dst * 2u + 1u, 0u);
            } else {
                store_at(dst, best);
            }
        }
    }
}

// Softmax and log-softmax along one dim (param 0 is its bit, param 1 its size, param 2 is 1
// for log-softmax). Operand 0 is the output, operand 1 the input; both strided.
@compute @workgroup_size(64)
fn softmax_kernel(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(num_workgroups) groups: vec3<u32>) {
    let o = thread_index(gid, groups);
    if (o >= numel()) { return; }
    let skip = param_u(0u);
    let count = param_u(1u);
    let base = element_index_kept(1u, o, skip);
    let dst = element_index_kept(0u, o, skip);
    var m = load_at(reduced_index(base, 0u));
    for (var r = 1u; r < count; r = r + 1u) { m = max(m, load_at(reduced_index(base, r))); }
    var s = 0.0;
    for (var r = 0u; r < count; r = r + 1u) { s = s + exp(load_at(reduced_index(base, r)) - m); }
    for (var r = 0u; r < count; r = r + 1u) {
        let x = load_at(reduced_index(base, r)) - m;
        let y = select(exp(x) / s, x - log(s), param_u(2u) != 0u);
        store_at(dst + element_index_skipped(0u, r, skip), y);
    }
}
