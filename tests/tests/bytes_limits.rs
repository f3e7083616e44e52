//! `bytes` on large inputs (review 62): iteration, search, `hex()` and slices work on the
//! shared buffer, so they take time and memory in proportion to the data, as in CPython,
//! and a search stops at the host's deadline. Each of these took 10 to 20 s, or GBs,
//! before; each bound here is generous for a debug build.

use std::time::{Duration, Instant};
use stridelab_core::error::ErrorKind;
use stridelab_core::interp::{Outcome, RunOptions, Session, Stop};
use stridelab_tests::{outcomes, Outputs};

/// Each statement's printed output, or its error kind and message, and the time it took.
fn run(src: &str) -> (Outputs, Duration) {
    let start = Instant::now();
    let out = outcomes(src);
    (out, start.elapsed())
}

/// The last statement's output, checked to come within `secs` seconds.
fn last_within(src: &str, secs: u64) -> Result<String, (ErrorKind, String)> {
    let (mut out, took) = run(src);
    assert!(took < Duration::from_secs(secs), "{src}: took {took:?}");
    out.pop().expect("no statement ran")
}

#[test]
fn breaking_out_of_a_loop_over_a_large_bytes_makes_no_items_ahead() {
    // 13 s and 4.8 GB before (every item was made first); CPython 0.1 s.
    assert_eq!(
        last_within(
            "b = bytes(10**8)\nfor c in b:\n    break\nprint(c, next(iter(b)), type(iter(b)).__name__)",
            5
        ),
        Ok("0 0 bytes_iterator\n".into())
    );
    let (out, took) = run("n = 0\nfor c in bytes(10**6):\n    n += c + 1\nprint(n)");
    assert_eq!(out.last(), Some(&Ok("1000000\n".into())));
    assert!(took < Duration::from_secs(20), "{took:?}");
}

#[test]
fn listing_a_large_bytes_is_held_to_the_cap_of_one_list() {
    // One Value per byte: 10**8 of them are past the 2 GiB cap, refused before any is made
    // (9.5 GB before).
    let r = last_within("list(bytes(10**8))", 5);
    let (kind, message) = r.expect_err("a MemoryError");
    assert_eq!(kind, ErrorKind::MemoryError, "{message}");
    assert_eq!(
        last_within("print(sum(list(b'\\x01\\x02' * 1000)))", 5),
        Ok("3000\n".into())
    );
}

#[test]
fn substring_search_is_linear() {
    // 21 s before (a window compare at every offset); CPython 0.13 s.
    assert_eq!(
        last_within(
            "h = b'a' * 10**7\nn = b'a' * 10**5 + b'b'\nprint(n in h, h.find(n), h.rfind(n), h.count(n), h.index(b'a' * 10**5, 7))",
            5
        ),
        Ok("False -1 -1 0 7\n".into())
    );
    assert_eq!(
        last_within(
            "h = b'a' * 10**7\nn = b'b' + b'a' * 10**5\nprint(len(h.split(n)), len(h.replace(n, b'')), h.partition(n)[1], h.rsplit(n, 1) == [h])",
            5
        ),
        Ok("1 10000000 b'' True\n".into())
    );
}

#[test]
fn hex_is_written_straight_into_one_string() {
    // 3.65 GB for 10**8 bytes before (a String per byte); CPython 0.2 GB.
    assert_eq!(
        last_within(
            "b = bytes(10**7)\nprint(len(b.hex()), len(b.hex(':', 4)), b[:3].hex('-', -2))",
            5
        ),
        Ok("20000000 22499999 0000-00\n".into())
    );
}

#[test]
fn strided_slices_copy_bytes() {
    // 3.5 GB for bytes(3 * 10**8)[::2] before (a position vector); CPython 160 MB.
    assert_eq!(
        last_within(
            "b = bytes(3 * 10**7)\nprint(len(b[::2]), len(b[::-3]), b[5:] == b[:-5], b[:] is b)",
            5
        ),
        Ok("15000000 10000000 True True\n".into())
    );
}

#[test]
fn repetition_past_any_size_is_cpythons_error() {
    let (out, _) = run("b'ab' * 2**62\nb'a' * 2**62\nb'ab' * 2**63");
    assert_eq!(
        out,
        vec![
            Err((
                ErrorKind::OverflowError,
                "repeated bytes are too long".into()
            )),
            Err((ErrorKind::MemoryError, "".into())),
            Err((
                ErrorKind::OverflowError,
                "cannot fit 'int' into an index-sized integer".into()
            )),
        ]
    );
}

#[test]
fn a_long_search_stops_at_the_hosts_deadline() {
    use std::cell::Cell;
    use std::rc::Rc;
    // The host's deadline is armed once the data is made: only the search itself can then
    // notice it, inside the one statement (a search never asked before).
    let armed: Rc<Cell<Option<Instant>>> = Rc::new(Cell::new(None));
    let seen = armed.clone();
    let mut s = Session::new(RunOptions::default());
    s.interp.interrupt = Some(Rc::new(move || {
        seen.get()
            .filter(|t| t.elapsed() > Duration::from_millis(20))
            .map(|_| Stop::Deadline)
    }));
    let mut results = Vec::new();
    s.run_with(
        "h = b'ab' * (5 * 10**7)\nh.count(b'abb')\nprint('after')",
        |_, r| {
            armed.set(Some(Instant::now()));
            results.push(match r.outcome {
                Outcome::Error(e) => Err(e.kind),
                _ => Ok(r.output),
            });
        },
    )
    .unwrap();
    assert_eq!(results.len(), 2, "{results:?}");
    assert_eq!(results[1], Err(ErrorKind::ResourceLimit));
    let stopped = armed.get().expect("armed");
    assert!(stopped.elapsed() < Duration::from_secs(10));
}
