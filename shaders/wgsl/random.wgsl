// Counter-based random fills (Philox4x32-10, the generator in core/src/cpu/philox.rs).
//
// Element i of the fill (row-major over the output's shape) takes the draw at counter
// `offset + i` of stream `seed`: no state passes between threads, so the GPU produces the
// very same bits as the CPU, wherever the output's strides put each element.
// Params: 0 distribution (0 uniform, 1 normal, 2 bernoulli), 1 and 2 its two f32
// parameters (low/high, mean/std, p), 3/4 seed lo/hi, 5/6 offset lo/hi.

fn philox(counter: vec4<u32>, key: vec2<u32>) -> vec4<u32> {
    var c = counter;
    var k = key;
    for (var r = 0u; r < 10u; r = r + 1u) {
        let p0 = mulhilo(0xD2511F53u, c.x);
        let p1 = mulhilo(0xCD9E8D57u, c.z);
        c = vec4<u32>(p1.x ^ c.y ^ k.x, p1.y, p0.x ^ c.w ^ k.y, p0.y);
        k = k + vec2<u32>(0x9E3779B9u, 0xBB67AE85u);
    }
    return c;
}

fn unit(w: u32) -> f32 {
    return f32(w >> 8u) * (1.0 / 16777216.0);
}

@compute @workgroup_size(64)
fn random_kernel(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(num_workgroups) groups: vec3<u32>) {
    let i = thread_index(gid, groups);
    if (i >= numel()) { return; }
    let lo = param_u(5u) + i;
    let carry = select(0u, 1u, lo < i);
    let w = philox(vec4<u32>(lo, param_u(6u) + carry, 0u, 0u), vec2<u32>(param_u(3u), param_u(4u)));
    var v = 0.0;
    switch param_u(0u) {
        case 0u: { v = param_f(1u) + (param_f(2u) - param_f(1u)) * unit(w.x); }
        case 1u: {
            let u1 = 1.0 - unit(w.x);
            let u2 = unit(w.y);
            v = param_f(1u) + param_f(2u) * sqrt(-2.0 * log(u1)) * cos(6.283185307179586 * u2);
        }
        default: { v = select(0.0, 1.0, unit(w.x) < param_f(1u)); }
    }
    store(i, v);
}
