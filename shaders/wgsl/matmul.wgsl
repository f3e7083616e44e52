// Batched matmul out[b] = a[b] @ c[b] on strided operands, tiled.
//
// Each 16x16 workgroup computes one 16x16 tile of out. It walks K in steps of 16: every
// thread loads one element of a's tile and one of c's tile into workgroup memory (through
// the operands' strides, so a transposed weight needs no copy), the group waits, and each
// thread accumulates its dot product from the shared tiles.
// Iteration shape: [B, M, N]; param 0 is K. Operand strides are (batch, row, col) each.

const TILE: u32 = 16u;
var<workgroup> tile_a: array<f32, 256>;
var<workgroup> tile_c: array<f32, 256>;

fn at3(k: u32, b: u32, i: u32, j: u32) -> u32 {
    return operand_offset(k) + b * stride(k, 0u) + i * stride(k, 1u) + j * stride(k, 2u);
}

@compute @workgroup_size(16, 16, 1)
fn bmm_kernel(@builtin(local_invocation_id) lid: vec3<u32>, @builtin(workgroup_id) wid: vec3<u32>) {
    let m = dim_size(1u);
    let n = dim_size(2u);
    let kk = param_u(0u);
    let b = wid.z;
    let row = wid.y * TILE + lid.y;
    let col = wid.x * TILE + lid.x;
    var acc = 0.0;
    for (var t = 0u; t < kk; t = t + TILE) {
        let ka = t + lid.x;
        let kc = t + lid.y;
        var va = 0.0;
        var vc = 0.0;
        if (row < m && ka < kk) { va = bitcast<f32>(read_word(1u, at3(1u, b, row, ka))); }
        if (kc < kk && col < n) { vc = bitcast<f32>(read_word(2u, at3(2u, b, kc, col))); }
        tile_a[lid.y * TILE + lid.x] = va;
        tile_c[lid.y * TILE + lid.x] = vc;
        workgroupBarrier();
        for (var q = 0u; q < TILE; q = q + 1u) {
            acc = acc + tile_a[lid.y * TILE + q] * tile_c[q * TILE + lid.x];
        }
        workgroupBarrier();
    }
    if (row < m && col < n) {
        write_word(at3(0u, b, row, col), bitcast<u32>(acc));
    }
}
