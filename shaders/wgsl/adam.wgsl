// One fused Adam (or AdamW) step over strided tensors, in place.
//
// param, exp_avg, exp_avg_sq (and max_exp_avg_sq for amsgrad) are written where they live,
// whatever their strides: a transposed-initialised weight and its transposed state buffers
// are updated without a temporary. The arithmetic follows PyTorch's single-tensor Adam step
// by step (lerp, mul + addcmul, sqrt / bias_correction2_sqrt + eps, addcdiv), in float32.
// Operands: 0 param, 1 exp_avg, 2 exp_avg_sq, 3 grad (read), and max_exp_avg_sq in its own
// binding with the strides of operand 2. Params (each rounded to f32 on the host from the
// Python-float value PyTorch computes, so both devices round the same numbers):
// 0 1-beta1, 1 beta2, 2 1-beta2, 3 eps, 4 weight_decay, 5 step_size (lr/bias_correction1),
// 6 sqrt(bias_correction2), 7 flags (1 maximize, 2 amsgrad, 4 decoupled), 8 1-lr*weight_decay.

@group(0) @binding(1) var<storage, read_write> param: array<u32>;
@group(0) @binding(2) var<storage, read_write> exp_avg: array<u32>;
@group(0) @binding(3) var<storage, read_write> exp_avg_sq: array<u32>;
@group(0) @binding(4) var<storage, read> grad: array<u32>;
@group(0) @binding(5) var<storage, read_write> max_exp_avg_sq: array<u32>;

fn lerp_(a: f32, b: f32, w: f32) -> f32 {
    if (abs(w) < 0.5) { return a + w * (b - a); }
    return b - (b - a) * (1.0 - w);
}

@compute @workgroup_size(64)
fn adam_kernel(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(num_workgroups) groups: vec3<u32>) {
    let i = thread_index(gid, groups);
    if (i >= numel()) { return; }
    let ip = element_index(0u, i);
    let im = element_index(1u, i);
    let iv = element_index(2u, i);
    let ig = element_index(3u, i);
    if (ip >= arrayLength(&param) || im >= arrayLength(&exp_avg) || iv >= arrayLength(&exp_avg_sq)) {
        return;
    }
    let wd = param_f(4u);
    let flags = param_u(7u);
    var p = bitcast<f32>(param[ip]);
    var g = bitcast<f32>(grad[ig]);
    if ((flags & 1u) != 0u) { g = -g; }
    if (wd != 0.0) {
        if ((flags & 4u) != 0u) { p = p * param_f(8u); } else { g = g + wd * p; }
    }
    let m = lerp_(bitcast<f32>(exp_avg[im]), g, param_f(0u));
    var v = bitcast<f32>(exp_avg_sq[iv]) * param_f(1u);
    v = v + param_f(2u) * g * g;
    exp_avg[im] = bitcast<u32>(m);
    exp_avg_sq[iv] = bitcast<u32>(v);
    var second = v;
    if ((flags & 2u) != 0u) {
        second = max(bitcast<f32>(max_exp_avg_sq[iv]), v);
        max_exp_avg_sq[iv] = bitcast<u32>(second);
    }
    let denom = sqrt(second) / param_f(6u) + param_f(3u);
    param[ip] = bitcast<u32>(p + (-param_f(5u)) * m / denom);
}
