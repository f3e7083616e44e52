//! Sizes of strings and lists that string methods are about to build, checked against the
//! cap of one value before the memory is asked for: past it the allocator would abort the
//! whole process, where CPython raises MemoryError.

use crate::error::Result;
use crate::interp::pybytes_methods::PART_BYTES;
use crate::limits::check_value_size;

/// A string of `bytes` bytes.
pub(crate) fn check_text(bytes: u128) -> Result<()> {
    check_value_size(bytes, 1)
}

/// A list of `count` new strings (each a `Value` in the list and an object of its own).
pub(crate) fn check_parts(count: u128) -> Result<()> {
    check_value_size(count, PART_BYTES)
}

/// The length of `s.replace(old, new, count)` in bytes (`count` None: every match). An
/// empty `old` matches before every character and at the end, as CPython's does.
pub(crate) fn replaced_len(s: &str, old: &str, new: &str, count: Option<usize>) -> u128 {
    let found = if old.is_empty() {
        s.chars().count() as u128 + 1
    } else {
        s.matches(old).count() as u128
    };
    let n = count.map_or(found, |c| found.min(c as u128));
    s.len() as u128 - n * old.len() as u128 + n * new.len() as u128
}

#[cfg(test)]
#[path = "str_caps_tests.rs"]
mod script_tests;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn replaced_len_counts_every_match() {
        assert_eq!(replaced_len("ab", "", "xy", None), 2 + 3 * 2);
        assert_eq!(replaced_len("aaa", "a", "bb", Some(2)), 5);
    }

    #[test]
    fn huge_results_are_memory_errors() {
        let err = check_text(10u128.pow(10)).unwrap_err();
        assert!(format!("{err:?}").contains("MemoryError"), "{err:?}");
        assert!(check_parts(10u128.pow(9)).is_err());
        assert!(check_parts(1000).is_ok());
    }
}
