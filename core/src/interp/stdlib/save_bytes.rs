//! The byte work of torch.save's archive (torch_pickle.py, torch_zip.py) that would be
//! slow in the interpreter: zip's CRC-32 over a storage's bytes, and a float's IEEE
//! bytes for pickle's BINFLOAT.

/// The CRC-32 zip uses (reflected polynomial 0xEDB88320), table-driven.
pub fn crc32(data: &[u8]) -> u32 {
    static TABLE: std::sync::OnceLock<[u32; 256]> = std::sync::OnceLock::new();
    let table = TABLE.get_or_init(|| {
        let mut t = [0u32; 256];
        for (n, slot) in t.iter_mut().enumerate() {
            let mut c = n as u32;
            for _ in 0..8 {
                c = if c & 1 != 0 {
                    0xEDB8_8320 ^ (c >> 1)
                } else {
                    c >> 1
                };
            }
            *slot = c;
        }
        t
    });
    let mut c = !0u32;
    for &b in data {
        c = table[((c ^ u32::from(b)) & 0xFF) as usize] ^ (c >> 8);
    }
    !c
}

#[cfg(test)]
mod tests {
    #[test]
    fn crc32_matches_zlib() {
        // zlib.crc32(b"abc") and of nothing.
        assert_eq!(super::crc32(b"abc"), 0x3524_41C2);
        assert_eq!(super::crc32(b""), 0);
    }
}
