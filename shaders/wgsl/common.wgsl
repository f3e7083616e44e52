// Shared by every stridelab kernel (the Rust side prepends it to each kernel's source).
//
// A kernel never sees a "tensor": it sees flat buffers of 32-bit words and an `info` array
// that says, for each operand, where its element (i0, i1, ...) lives:
//
//     element_index = offset + i0*stride0 + i1*stride1 + ...
//
// That one formula is why a kernel can read *and write* transposed, sliced or expanded
// views in place: nothing has to be copied into a contiguous temporary first.
//
// info layout (u32 words; see shaders/src/meta.rs, which writes it):
//   [0] numel of the iteration shape   [1] rank   [2] op code   [3] operand count
//   [4..12]   the iteration shape (MAX_RANK entries)
//   [12..60]  MAX_OPERANDS blocks of 12 words: offset, dtype code, source, words per
//             element, then MAX_RANK strides (in elements)
//   [60..72]  12 parameters (f32 bits or u32, per kernel)

const MAX_RANK: u32 = 8u;
const MAX_OPERANDS: u32 = 4u;
const OPERAND_BASE: u32 = 12u;
const OPERAND_WORDS: u32 = 12u;
const PARAM_BASE: u32 = 60u;
const WORKGROUP: u32 = 64u;

// dtype codes
const DT_F32: u32 = 0u;
const DT_I32: u32 = 1u;
const DT_BOOL: u32 = 2u; // one u32 per element on the GPU, 0 or 1
const DT_WIDE: u32 = 3u; // int64 and float64: two words, only copied and filled here
const DT_U8: u32 = 4u; // one u32 per element, 0..255
const DT_I8: u32 = 5u; // one u32 per element, the sign-extended value
const DT_I16: u32 = 6u;
const DT_F16: u32 = 7u; // one u32 per element: a float32 that float16 holds exactly
const DT_BF16: u32 = 8u; // the same for bfloat16

@group(0) @binding(0) var<storage, read> info: array<u32>;

fn numel() -> u32 { return info[0]; }
fn rank() -> u32 { return info[1]; }
fn op_code() -> u32 { return info[2]; }
fn dim_size(d: u32) -> u32 { return info[4u + d]; }
fn operand_word(k: u32, w: u32) -> u32 { return info[OPERAND_BASE + k * OPERAND_WORDS + w]; }
fn operand_offset(k: u32) -> u32 { return operand_word(k, 0u); }
fn operand_dtype(k: u32) -> u32 { return operand_word(k, 1u); }
// 1 when operand k's storage is the output's (an in-place op): read it through the output
// binding, because WebGPU forbids binding one buffer both read-only and writable.
fn operand_src(k: u32) -> u32 { return operand_word(k, 2u); }
fn operand_wpe(k: u32) -> u32 { return operand_word(k, 3u); }
fn stride(k: u32, d: u32) -> u32 { return operand_word(k, 4u + d); }
fn param_f(i: u32) -> f32 { return bitcast<f32>(info[PARAM_BASE + i]); }
fn param_u(i: u32) -> u32 { return info[PARAM_BASE + i]; }

// Element index of operand k at logical position `linear` (row-major over the iteration
// shape): peel off one coordinate per dim, innermost first, and add coordinate * stride.
fn element_index(k: u32, linear: u32) -> u32 {
    var rem = linear;
    var idx = operand_offset(k);
    for (var d = rank(); d > 0u; d = d - 1u) {
        let n = dim_size(d - 1u);
        idx = idx + (rem % n) * stride(k, d - 1u);
        rem = rem / n;
    }
    return idx;
}

// Like element_index, but over the dims whose bit is clear in `skip` (reductions and
// softmax walk the skipped dims themselves).
fn element_index_kept(k: u32, linear: u32, skip: u32) -> u32 {
    var rem = linear;
    var idx = operand_offset(k);
    for (var d = rank(); d > 0u; d = d - 1u) {
        if ((skip & (1u << (d - 1u))) != 0u) { continue; }
        let n = dim_size(d - 1u);
        idx = idx + (rem % n) * stride(k, d - 1u);
        rem = rem / n;
    }
    return idx;
}

// The same walk over only the skipped dims.
fn element_index_skipped(k: u32, linear: u32, skip: u32) -> u32 {
    var rem = linear;
    var idx = 0u;
    for (var d = rank(); d > 0u; d = d - 1u) {
        if ((skip & (1u << (d - 1u))) == 0u) { continue; }
        let n = dim_size(d - 1u);
        idx = idx + (rem % n) * stride(k, d - 1u);
        rem = rem / n;
    }
    return idx;
}

// Dispatches wider than 65535 workgroups spill into y (WebGPU's per-dimension limit).
fn thread_index(gid: vec3<u32>, groups: vec3<u32>) -> u32 {
    return gid.x + gid.y * groups.x * WORKGROUP;
}
