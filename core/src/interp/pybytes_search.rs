//! Substring search for `bytes` (`in`, `find`, `count`, `split`, `replace`, ...): the
//! Crochemore-Perrin two-way algorithm, as Rust's own `str::find` uses it. It is linear in
//! the haystack whatever the needle (a window-by-window compare was O(n*m): a needle of
//! 10**5 `a`s and a `b` took 21 s over 10**7 `a`s), and it needs no table as long as the
//! needle (a KMP table of a 1 GB needle would be 8 GB). Long scans ask the host whether to
//! stop, so a search past the script's deadline ends with the deadline's error.

use crate::error::Result;

/// Bytes scanned between two questions to the host (`limits::kernel_work`).
const POLL_EVERY: usize = 1 << 16;

/// A needle prepared for repeated searches (its critical factorization).
pub struct Finder<'n> {
    needle: &'n [u8],
    crit_pos: usize,
    crit_pos_back: usize,
    period: usize,
    /// Bytes of the needle, by their low six bits: a haystack byte outside it lets the
    /// search jump a whole needle length.
    byteset: u64,
    /// Whether the needle's period is long (no memory of a matched prefix is kept).
    long_period: bool,
}

/// Counts the bytes a search has moved past and asks the host every `POLL_EVERY`.
struct Meter {
    last: usize,
}

impl Meter {
    fn at(&mut self, pos: usize) -> Result<()> {
        let moved = pos.abs_diff(self.last);
        if moved >= POLL_EVERY {
            self.last = pos;
            if crate::limits::kernel_work(moved as u64) {
                crate::limits::take_kernel_stop()?;
            }
        }
        Ok(())
    }
}

impl<'n> Finder<'n> {
    pub fn new(needle: &'n [u8]) -> Finder<'n> {
        if needle.len() < 2 {
            // Searched byte by byte (see `find_in`); the fields are unused.
            return Finder {
                needle,
                crit_pos: 0,
                crit_pos_back: 0,
                period: 1,
                byteset: 0,
                long_period: true,
            };
        }
        let (crit_false, period_false) = maximal_suffix(needle, false);
        let (crit_true, period_true) = maximal_suffix(needle, true);
        let (crit_pos, period) = if crit_false > crit_true {
            (crit_false, period_false)
        } else {
            (crit_true, period_true)
        };
        // Crochemore and Rytter, "Text Algorithms", ch. 13: when u is a suffix of
        // v[..period] the period is exact (algorithm CP1, with memory); otherwise only a
        // lower bound of it is known (CP2).
        if needle[..crit_pos] == needle[period..period + crit_pos] {
            let crit_pos_back = needle.len()
                - reverse_maximal_suffix(needle, period, false)
                    .max(reverse_maximal_suffix(needle, period, true));
            Finder {
                needle,
                crit_pos,
                crit_pos_back,
                period,
                byteset: byteset(&needle[..period]),
                long_period: false,
            }
        } else {
            Finder {
                needle,
                crit_pos,
                crit_pos_back: crit_pos,
                period: crit_pos.max(needle.len() - crit_pos) + 1,
                byteset: byteset(needle),
                long_period: true,
            }
        }
    }

    fn in_set(&self, b: u8) -> bool {
        (self.byteset >> (b & 0x3f)) & 1 != 0
    }

    /// The first occurrence of the needle in `hay` at or after `from`.
    pub fn find_in(&self, hay: &[u8], from: usize) -> Result<Option<usize>> {
        let needle = self.needle;
        if from > hay.len() {
            return Ok(None);
        }
        if needle.is_empty() {
            return Ok(Some(from));
        }
        let mut meter = Meter { last: from };
        if needle.len() == 1 {
            let b = needle[0];
            for (k, chunk) in hay[from..].chunks(POLL_EVERY).enumerate() {
                if let Some(i) = chunk.iter().position(|&c| c == b) {
                    return Ok(Some(from + k * POLL_EVERY + i));
                }
                meter.at(from + (k + 1) * POLL_EVERY)?;
            }
            return Ok(None);
        }
        let n = needle.len();
        let long = self.long_period;
        let mut pos = from;
        // How much of the needle's start is known to match at `pos` (CP1 only).
        let mut memory = 0;
        'search: loop {
            meter.at(pos)?;
            let Some(&tail) = hay.get(pos + n - 1) else {
                return Ok(None);
            };
            if !self.in_set(tail) {
                pos += n;
                memory = 0;
                continue;
            }
            // The right part first, from the critical position.
            let start = if long {
                self.crit_pos
            } else {
                self.crit_pos.max(memory)
            };
            for i in start..n {
                if needle[i] != hay[pos + i] {
                    pos += i - self.crit_pos + 1;
                    memory = 0;
                    continue 'search;
                }
            }
            // Then the left part, right to left.
            let stop = if long { 0 } else { memory };
            for i in (stop..self.crit_pos).rev() {
                if needle[i] != hay[pos + i] {
                    pos += self.period;
                    if !long {
                        memory = n - self.period;
                    }
                    continue 'search;
                }
            }
            return Ok(Some(pos));
        }
    }

    /// The start of the last occurrence of the needle that ends at or before `end`.
    pub fn rfind_in(&self, hay: &[u8], end: usize) -> Result<Option<usize>> {
        let needle = self.needle;
        let n = needle.len();
        let mut end = end.min(hay.len());
        if n == 0 {
            return Ok(Some(end));
        }
        let mut meter = Meter { last: end };
        if n == 1 {
            let b = needle[0];
            let mut hi = end;
            while hi > 0 {
                let lo = hi.saturating_sub(POLL_EVERY);
                if let Some(i) = hay[lo..hi].iter().rposition(|&c| c == b) {
                    return Ok(Some(lo + i));
                }
                hi = lo;
                meter.at(hi)?;
            }
            return Ok(None);
        }
        let long = self.long_period;
        // How much of the needle's end is still unmatched at `end` (CP1 only).
        let mut memory = n;
        'search: loop {
            meter.at(end)?;
            if end < n {
                return Ok(None);
            }
            let base = end - n;
            if !self.in_set(hay[base]) {
                end -= n;
                memory = n;
                continue;
            }
            // The left part first, leftwards from the critical position.
            let crit = if long {
                self.crit_pos_back
            } else {
                self.crit_pos_back.min(memory)
            };
            for i in (0..crit).rev() {
                if needle[i] != hay[base + i] {
                    end -= self.crit_pos_back - i;
                    memory = n;
                    continue 'search;
                }
            }
            // Then the right part.
            let stop = if long { n } else { memory };
            for i in self.crit_pos_back..stop {
                if needle[i] != hay[base + i] {
                    end -= self.period;
                    if !long {
                        memory = self.period;
                    }
                    continue 'search;
                }
            }
            return Ok(Some(base));
        }
    }

    /// The non-overlapping occurrences in `hay[..]` from `from`, left to right, at most
    /// `limit` of them (`count`, `split`, `replace`).
    pub fn find_all(&self, hay: &[u8], from: usize, limit: usize) -> Result<Vec<usize>> {
        let mut out = Vec::new();
        let mut at = from;
        let step = self.needle.len().max(1);
        while out.len() < limit {
            let Some(k) = self.find_in(hay, at)? else {
                break;
            };
            out.push(k);
            at = k + step;
            if at > hay.len() {
                break;
            }
        }
        Ok(out)
    }
}

fn byteset(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0, |a, &b| a | (1 << (b & 0x3f)))
}

/// The maximal suffix of `arr` under one order (`greater` or not): its start and period.
/// The larger start of the two orders is a critical factorization.
fn maximal_suffix(arr: &[u8], greater: bool) -> (usize, usize) {
    let mut st = SuffixScan::new();
    while let Some(&a) = arr.get(st.right + st.offset) {
        st.step(a, arr[st.left + st.offset], greater);
    }
    (st.left, st.period)
}

/// The state of a maximal-suffix scan (Crochemore-Perrin), forwards or backwards.
struct SuffixScan {
    left: usize,
    right: usize,
    offset: usize,
    period: usize,
}

impl SuffixScan {
    fn new() -> Self {
        SuffixScan {
            left: 0,
            right: 1,
            offset: 0,
            period: 1,
        }
    }

    /// One comparison: `a` at the candidate's position, `b` at the current suffix's.
    fn step(&mut self, a: u8, b: u8, greater: bool) {
        if (a < b && !greater) || (a > b && greater) {
            self.right += self.offset + 1;
            self.offset = 0;
            self.period = self.right - self.left;
        } else if a == b {
            if self.offset + 1 == self.period {
                self.right += self.offset + 1;
                self.offset = 0;
            } else {
                self.offset += 1;
            }
        } else {
            self.left = self.right;
            self.right += 1;
            self.offset = 0;
            self.period = 1;
        }
    }
}

/// The maximal suffix of the reversed `arr`, counted from the back; stops once the known
/// period is reached.
fn reverse_maximal_suffix(arr: &[u8], known_period: usize, greater: bool) -> usize {
    let mut st = SuffixScan::new();
    let n = arr.len();
    while st.right + st.offset < n {
        let a = arr[n - (1 + st.right + st.offset)];
        let b = arr[n - (1 + st.left + st.offset)];
        st.step(a, b, greater);
        if st.period == known_period {
            break;
        }
    }
    st.left
}

/// Where `sub` first occurs in `hay` at or after `from`.
pub fn find(hay: &[u8], sub: &[u8], from: usize) -> Result<Option<usize>> {
    Finder::new(sub).find_in(hay, from)
}

/// Where `sub` last occurs in `hay[..end]`.
pub fn rfind(hay: &[u8], sub: &[u8], end: usize) -> Result<Option<usize>> {
    Finder::new(sub).rfind_in(hay, end)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn naive(hay: &[u8], sub: &[u8], from: usize) -> Option<usize> {
        if from > hay.len() || sub.len() > hay.len() - from {
            return None;
        }
        (from..=hay.len() - sub.len()).find(|&i| &hay[i..i + sub.len()] == sub)
    }

    fn naive_back(hay: &[u8], sub: &[u8], end: usize) -> Option<usize> {
        let end = end.min(hay.len());
        if sub.len() > end {
            return None;
        }
        (0..=end - sub.len())
            .rev()
            .find(|&i| &hay[i..i + sub.len()] == sub)
    }

    /// A small deterministic generator: no dependency, same cases on every run.
    fn words(seed: &mut u64, len: usize, alphabet: u8) -> Vec<u8> {
        (0..len)
            .map(|_| {
                *seed ^= *seed << 13;
                *seed ^= *seed >> 7;
                *seed ^= *seed << 17;
                b'a' + (*seed % alphabet as u64) as u8
            })
            .collect()
    }

    #[test]
    fn agrees_with_a_window_compare_forwards_and_backwards() {
        let mut seed = 0x9e37_79b9_7f4a_7c15;
        for round in 0..20_000 {
            let alphabet = 1 + (round % 4) as u8;
            let hay = words(&mut seed, (round % 40) + 1, alphabet);
            let sub = words(&mut seed, round % 7, alphabet);
            let f = Finder::new(&sub);
            for from in 0..=hay.len() + 1 {
                assert_eq!(
                    f.find_in(&hay, from).unwrap(),
                    naive(&hay, &sub, from),
                    "{hay:?} {sub:?} {from}"
                );
                assert_eq!(
                    f.rfind_in(&hay, from).unwrap(),
                    naive_back(&hay, &sub, from),
                    "{hay:?} {sub:?} {from}"
                );
            }
        }
    }

    #[test]
    fn periodic_needles_and_byteset_collisions() {
        for (hay, sub) in [
            (&b"acbacbacba"[..], &b"acba"[..]),
            (b"abababababc", b"ababc"),
            (b"aAaAaA\x01A", b"\x01A"),
            (b"\x00\x40\x00\x40", b"\x40\x00"),
            (b"xyzxyzxyq", b"xyzxyq"),
        ] {
            assert_eq!(find(hay, sub, 0).unwrap(), naive(hay, sub, 0));
            assert_eq!(
                rfind(hay, sub, hay.len()).unwrap(),
                naive_back(hay, sub, hay.len())
            );
        }
    }

    #[test]
    fn the_quadratic_case_is_linear() {
        let hay = vec![b'a'; 2_000_000];
        let mut sub = vec![b'a'; 100_000];
        sub.push(b'b');
        let start = std::time::Instant::now();
        assert_eq!(find(&hay, &sub, 0).unwrap(), None);
        assert_eq!(rfind(&hay, &sub, hay.len()).unwrap(), None);
        sub.reverse();
        assert_eq!(find(&hay, &sub, 0).unwrap(), None);
        assert_eq!(rfind(&hay, &sub, hay.len()).unwrap(), None);
        assert!(start.elapsed().as_secs() < 5, "{:?}", start.elapsed());
    }
}
