// Operand access for the kernels that take one output and up to three inputs (every kernel
// but the fused Adam step). All buffers are arrays of 32-bit words; a kernel loads an element
// through its operand's strides and converts it by the operand's dtype code.

@group(0) @binding(1) var<storage, read_write> out: array<u32>;
@group(0) @binding(2) var<storage, read> in0: array<u32>;
@group(0) @binding(3) var<storage, read> in1: array<u32>;
@group(0) @binding(4) var<storage, read> in2: array<u32>;

// Word w of operand k (k = 0 is the output).
fn read_word(k: u32, w: u32) -> u32 {
    if (k == 0u || operand_src(k) == 1u) {
        return out[w];
    }
    switch k {
        case 1u: { return in0[w]; }
        case 2u: { return in1[w]; }
        default: { return in2[w]; }
    }
}

fn write_word(w: u32, v: u32) {
    // arrayLength guards the write even if the host's meta were wrong (it is checked on the
    // host too); on Metal this is what needs naga's sizes buffer.
    if (w < arrayLength(&out)) {
        out[w] = v;
    }
}

// A word of a dtype as float32 (the value every kernel computes with).
fn word_to_f32(dtype: u32, w: u32) -> f32 {
    switch dtype {
        case 1u, 5u, 6u: { return f32(bitcast<i32>(w)); }
        // bool is stored as 0/1 and uint8 as its value, so one conversion serves both.
        case 2u, 4u: { return f32(w); }
        default: { return bitcast<f32>(w); }
    }
}

// x86's float -> int32 conversion (cvttss2si): NaN and anything outside int32 give
// i32::MIN, as the CPU kernels' C++ casts do before narrowing.
fn f32_to_i32_x86(v: f32) -> i32 {
    if (abs(v) < 2147483648.0) {
        return i32(v);
    }
    return bitcast<i32>(0x80000000u);
}

// float32 as the word a dtype stores.
fn f32_to_word(dtype: u32, v: f32) -> u32 {
    switch dtype {
        // WGSL's own i32() saturates; ATen's casts give i32::MIN out of range (and uint8
        // keeps the low bits of that int32, as the C++ narrowing does).
        case 1u: { return bitcast<u32>(f32_to_i32_x86(v)); }
        case 2u: { return select(0u, 1u, nonzero(v)); }
        case 4u: { return bitcast<u32>(f32_to_i32_x86(v)) & 0xffu; }
        // int8/int16 wrap as a C++ narrowing cast does: keep the low bits, sign-extend.
        case 5u: { return bitcast<u32>((f32_to_i32_x86(v) << 24u) >> 24u); }
        case 6u: { return bitcast<u32>((f32_to_i32_x86(v) << 16u) >> 16u); }
        case 7u: { return bitcast<u32>(round_to_f16(v)); }
        case 8u: { return bitcast<u32>(round_to_bf16(v)); }
        default: { return bitcast<u32>(v); }
    }
}

fn load(k: u32, linear: u32) -> f32 {
    return word_to_f32(operand_dtype(k), read_word(k, element_index(k, linear)));
}

fn store(linear: u32, v: f32) {
    write_word(element_index(0u, linear), f32_to_word(operand_dtype(0u), v));
}

// Raw element copy between operands of one dtype (any width): int64 and float64 tensors
// are moved word by word without ever being interpreted.
fn copy_raw(dst_linear: u32, k: u32) {
    let wpe = operand_wpe(0u);
    let d = element_index(0u, dst_linear) * wpe;
    let s = element_index(k, dst_linear) * wpe;
    for (var w = 0u; w < wpe; w = w + 1u) {
        write_word(d + w, read_word(k, s + w));
    }
}

fn is_nan(x: f32) -> bool {
    let b = bitcast<u32>(x);
    return (b & 0x7f800000u) == 0x7f800000u && (b & 0x007fffffu) != 0u;
}

// Truthiness as C++'s `x != 0`: NaN is true. Read from the bits, because a device may
// compare NaN as equal to anything (lavapipe does).
fn nonzero(x: f32) -> bool {
    return is_nan(x) || x != 0.0;
}

fn is_inf(x: f32) -> bool {
    return (bitcast<u32>(x) & 0x7fffffffu) == 0x7f800000u;
}

// NaN and infinity built at run time: WGSL forbids them as constant expressions (Chrome's
// compiler rejects the constant bitcast that naga accepts).
fn runtime_zero() -> u32 { return info[0] & 0u; }
fn nan() -> f32 { return bitcast<f32>(0x7fc00000u | runtime_zero()); }
fn inf() -> f32 { return bitcast<f32>(0x7f800000u | runtime_zero()); }

// float32 -> the nearest float16 (ties to even), kept as a float32: what storing into a
// float16 tensor rounds to. Below 2**-14 float16 is subnormal (steps of 2**-24); from 65520
// up the result is infinite.
fn round_to_f16(v: f32) -> f32 {
    let b = bitcast<u32>(v);
    let sign = b & 0x80000000u;
    let a = b & 0x7fffffffu;
    if (a >= 0x7f800000u) {
        return v; // inf and NaN stay
    }
    let e = a >> 23u;
    // Significand bits float16 drops: 13 for normals, more for each binade below 2**-14.
    let drop = select(13u, 126u - e, e < 113u);
    if (drop >= 25u) {
        return bitcast<f32>(sign);
    }
    let m = (a & 0x007fffffu) | 0x00800000u;
    let half_ulp = 1u << (drop - 1u);
    let rest = m & ((1u << drop) - 1u);
    var q = m >> drop;
    if (rest > half_ulp || (rest == half_ulp && (q & 1u) == 1u)) {
        q = q + 1u;
    }
    var r = ldexp(f32(q), i32(drop + e) - 150);
    if (r >= 65536.0) {
        r = inf();
    }
    return bitcast<f32>(bitcast<u32>(r) | sign);
}

// float32 -> the nearest bfloat16 (ties to even): the top 16 bits, rounded; a carry out of
// the significand moves the exponent, up to infinity.
fn round_to_bf16(v: f32) -> f32 {
    let b = bitcast<u32>(v);
    if ((b & 0x7fffffffu) > 0x7f800000u) {
        return v; // NaN
    }
    let r = b + 0x7fffu + ((b >> 16u) & 1u);
    return bitcast<f32>(r & 0xffff0000u);
}

// Shared by the Philox fill (random.wgsl) and the trig reduction (elementwise.wgsl).
// 32x32 -> 64-bit product as (hi, lo), from 16-bit halves (WGSL has no 64-bit integers).
fn mulhilo(a: u32, b: u32) -> vec2<u32> {
    let a0 = a & 0xffffu;
    let a1 = a >> 16u;
    let b0 = b & 0xffffu;
    let b1 = b >> 16u;
    let p00 = a0 * b0;
    let p01 = a0 * b1;
    let p10 = a1 * b0;
    let p11 = a1 * b1;
    let mid = (p00 >> 16u) + (p01 & 0xffffu) + (p10 & 0xffffu);
    let hi = p11 + (p01 >> 16u) + (p10 >> 16u) + (mid >> 16u);
    let lo = (mid << 16u) | (p00 & 0xffffu);
    return vec2<u32>(hi, lo);
}
