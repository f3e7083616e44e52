//! `torch.set_num_threads(n)` splits the elementwise kernels' outer loop between threads
//! (core/src/cpu/threads.rs). Each element is computed alone, so every result must be the
//! same bits as on one thread, for contiguous, transposed, broadcast and in-place work, and
//! errors raised inside a kernel must still be raised. The splitting itself (every element
//! once, racy layouts kept on one thread) is tested next to `for_parts`.

use stridelab_core::interp::{Outcome, RunOptions, Session};

fn run(src: &str) -> String {
    let mut s = Session::new(RunOptions::default());
    let mut out = String::new();
    s.run_with(src, |_, r| {
        if let Outcome::Error(e) = &r.outcome {
            out.push_str(&format!("error line {}: {}\n", r.span.line, e.message));
        }
        out.push_str(&r.output);
    })
    .unwrap();
    out
}

#[test]
fn elementwise_results_are_the_same_bits_on_one_and_three_threads() {
    let src = "
torch.manual_seed(5)
a = torch.randn(700, 600)
b = torch.randn(700, 600)
row = torch.randn(600)
results = []
for threads in [1, 3]:
    torch.set_num_threads(threads)
    r = []
    r.append(a.T.contiguous())
    r.append(a.T.clone().double())
    r.append(torch.exp(a.T) + row.view(600, 1))
    r.append(a * b - b.T.T / 3.0)
    out = a.T.clone()
    out.addcmul_(b.T, a.T, value=0.5)
    r.append(out)
    c = a.clone()
    c.mul_(c)
    r.append(c)
    t = a.clone().T
    t.addcdiv_(b.T, a.T.abs() + 1.0, value=-2.0)
    r.append(t)
    r.append(torch.where(a > b, a, b.T.T))
    r.append((a * 1000).long() // 7)
    results.append(r)
torch.set_num_threads(1)
print('same', all(torch.equal(x, y) for x, y in zip(results[0], results[1])))
print('count', len(results[0]), len(results[1]))
print('strides', results[1][0].stride(), results[1][4].stride())
";
    let out = run(src);
    assert!(out.contains("same True"), "{out}");
    assert!(out.contains("count 9 9"), "{out}");
    assert!(out.contains("strides (700, 1) (1, 600)"), "{out}");
}

#[test]
fn an_error_inside_a_split_kernel_is_still_raised() {
    let src = "
x = torch.arange(400000).view(800, 500)
z = torch.zeros(800, 500, dtype=torch.long)
z[0, 0] = 1
torch.set_num_threads(2)
y = x // (1 - z)
";
    let out = run(src);
    assert!(out.contains("error line 6: ZeroDivisionError"), "{out}");
}

/// The thread count is per session: another session (on another thread) that sets its own
/// does not change this one's, and a new session starts at 1. (It was one process-wide
/// number, so tests that set it raced each other.)
#[test]
fn the_thread_count_belongs_to_its_session() {
    let mut a = Session::new(RunOptions::default());
    let printed = |s: &mut Session, src: &str| -> String {
        let mut out = String::new();
        s.run_with(src, |_, r| out.push_str(&r.output)).unwrap();
        out
    };
    assert_eq!(
        printed(
            &mut a,
            "torch.set_num_threads(3)\nprint(torch.get_num_threads())\n"
        ),
        "3\n"
    );
    let other = std::thread::spawn(|| {
        let mut b = Session::new(RunOptions::default());
        let mut out = String::new();
        b.run_with(
            "print(torch.get_num_threads())\ntorch.set_num_threads(2)\n",
            |_, r| out.push_str(&r.output),
        )
        .unwrap();
        out
    })
    .join()
    .unwrap();
    assert_eq!(other, "1\n");
    assert_eq!(printed(&mut a, "print(torch.get_num_threads())\n"), "3\n");
    drop(a);
    let mut c = Session::new(RunOptions::default());
    assert_eq!(printed(&mut c, "print(torch.get_num_threads())\n"), "1\n");
}
