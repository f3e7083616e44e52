//! UTF-16 and UTF-32: `s.encode('utf-16')`, `b.decode('utf-32-be')`, and `json.loads` of
//! bytes in either. Written out here because they are a few lines each, with CPython's
//! byte-order marks and its decoder's reasons for a broken unit.

/// A UTF-16 or UTF-32 codec: its code unit's size and byte order. `big: None` is the
/// plain `utf-16`/`utf-32`, which writes a little-endian BOM and reads a BOM if present.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Wide {
    pub unit: usize,
    pub big: Option<bool>,
}

impl Wide {
    /// The name CPython's errors give it: plain codecs report the byte order they read.
    pub fn name(self) -> &'static str {
        match (self.unit, self.big) {
            (2, None) => "utf-16",
            (2, Some(false)) => "utf-16-le",
            (2, Some(true)) => "utf-16-be",
            (_, None) => "utf-32",
            (_, Some(false)) => "utf-32-le",
            (_, Some(true)) => "utf-32-be",
        }
    }

    /// The codec for a module name of `encodings` (`utf_16_be`), if it is one of these.
    pub fn of_module(module: &str) -> Option<Wide> {
        let (unit, rest) = match module.strip_prefix("utf_16") {
            Some(r) => (2, r),
            None => (4, module.strip_prefix("utf_32")?),
        };
        let big = match rest {
            "" => None,
            "_le" => Some(false),
            "_be" => Some(true),
            _ => return None,
        };
        Some(Wide { unit, big })
    }

    fn bom(self) -> &'static [u8] {
        if self.unit == 2 {
            &[0xff, 0xfe]
        } else {
            &[0xff, 0xfe, 0, 0]
        }
    }

    /// `s.encode(...)`: a Rust string holds no lone surrogate, so nothing can fail.
    pub fn encode(self, s: &str) -> Vec<u8> {
        let big = self.big == Some(true);
        let mut out = Vec::with_capacity(s.len().saturating_mul(self.unit) + 4);
        if self.big.is_none() {
            out.extend_from_slice(self.bom());
        }
        let mut push = |v: u32, n: usize| {
            let bytes = v.to_le_bytes();
            let unit = &bytes[..n];
            if big {
                out.extend(unit.iter().rev());
            } else {
                out.extend_from_slice(unit);
            }
        };
        if self.unit == 2 {
            let mut buf = [0u16; 2];
            for c in s.chars() {
                for u in c.encode_utf16(&mut buf) {
                    push(u32::from(*u), 2);
                }
            }
        } else {
            for c in s.chars() {
                push(c as u32, 4);
            }
        }
        out
    }

    /// The byte order to decode `data` with and how many BOM bytes to skip: a plain codec
    /// reads a BOM (either order) and otherwise takes the machine's (little-endian) order.
    pub fn reading(self, data: &[u8]) -> (Wide, usize) {
        if self.big.is_some() {
            return (self, 0);
        }
        let le = self.bom();
        let be: Vec<u8> = le.iter().rev().copied().collect();
        let (big, skip) = if data.starts_with(le) {
            (false, le.len())
        } else if data.starts_with(&be) {
            (true, be.len())
        } else {
            (false, 0)
        };
        (
            Wide {
                unit: self.unit,
                big: Some(big),
            },
            skip,
        )
    }

    /// The character at the start of `data` and its length in bytes, or the length of the
    /// broken sequence there and CPython's reason. `self` has a byte order (`reading`).
    pub fn next_char(
        self,
        data: &[u8],
    ) -> std::result::Result<(char, usize), (usize, &'static str)> {
        let big = self.big == Some(true);
        let unit = |at: usize| -> Option<u32> {
            let b = data.get(at..at + self.unit)?;
            let mut v = 0u32;
            for k in 0..self.unit {
                let byte = if big { b[k] } else { b[self.unit - 1 - k] };
                v = (v << 8) | u32::from(byte);
            }
            Some(v)
        };
        let Some(u) = unit(0) else {
            return Err((data.len(), "truncated data"));
        };
        if self.unit == 4 {
            return match char::from_u32(u) {
                Some(c) => Ok((c, 4)),
                None if u > 0x10ffff => Err((4, "code point not in range(0x110000)")),
                None => Err((
                    4,
                    "code point in surrogate code point range(0xd800, 0xe000)",
                )),
            };
        }
        match u {
            0xd800..=0xdbff => match unit(2) {
                None => Err((data.len().min(4), "unexpected end of data")),
                Some(low @ 0xdc00..=0xdfff) => {
                    let cp = 0x10000 + ((u - 0xd800) << 10) + (low - 0xdc00);
                    char::from_u32(cp)
                        .map(|c| (c, 4))
                        .ok_or((2, "illegal encoding"))
                }
                Some(_) => Err((2, "illegal UTF-16 surrogate")),
            },
            0xdc00..=0xdfff => Err((2, "illegal encoding")),
            _ => char::from_u32(u)
                .map(|c| (c, 2))
                .ok_or((2, "illegal encoding")),
        }
    }
}
