//! `fused=True` runs one `adam_step` kernel per parameter; it must give the same bits as
//! the chain of single-tensor ops, for every option, on a transposed parameter.

use stridelab_core::interp::{Outcome, RunOptions, Session};

fn run(src: &str) -> String {
    let mut s = Session::new(RunOptions {
        trace: true,
        ..RunOptions::default()
    });
    let mut out = String::new();
    s.run_with(src, |_, r| {
        if let Outcome::Error(e) = &r.outcome {
            panic!("line {}: {}\n{src}", r.span.line, e.message);
        }
        out.push_str(&r.output);
        for ev in &r.trace {
            out.push_str(&format!("[kernel {}]\n", ev.op));
        }
    })
    .unwrap();
    out
}

#[test]
fn fused_and_single_tensor_adam_agree_to_the_bit() {
    let options = [
        "Adam([w], lr=0.01)",
        "Adam([w], lr=0.05, betas=(0.8, 0.99), eps=1e-6, weight_decay=0.1)",
        "Adam([w], lr=0.01, amsgrad=True, maximize=True)",
        "AdamW([w], lr=0.02, weight_decay=0.3)",
        "AdamW([w], lr=0.02, amsgrad=True)",
        // beta1 < 0.5: lerp's other branch (weight 1 - beta1 >= 0.5).
        "Adam([w], lr=0.01, betas=(0.3, 0.9))",
        "Adam([w], lr=0.01, betas=(0.3, 0.9), amsgrad=True)",
        // Each weight-decay kind on that branch too: the flat loop has one body per pair.
        "Adam([w], lr=0.05, betas=(0.3, 0.9), weight_decay=0.1)",
        "AdamW([w], lr=0.02, betas=(0.3, 0.9), weight_decay=0.3)",
    ];
    for opt in options {
        let ctor = format!("{}, fused=fused)", &opt[..opt.len() - 1]);
        let src = format!(
            "torch.manual_seed(3)
dec = torch.randn(6, 4)
ws = []
for fused in [False, True]:
    w = dec.T.clone().requires_grad_(True)
    opt = torch.optim.{}
    for i in range(4):
        loss = (w * torch.arange(24.).view(4, 6)).square().sum() + w.sum()
        opt.zero_grad()
        loss.backward()
        opt.step()
    ws.append(w.detach().clone())
    print('stride', opt.state[w]['exp_avg_sq'].stride())
print('equal', torch.equal(ws[0], ws[1]))
print('moved', (ws[0] - dec.T).abs().max().item() > 0)
",
            ctor
        );
        let out = run(&src);
        assert!(out.contains("equal True"), "{opt}:\n{out}");
        assert!(
            out.contains("moved True"),
            "{opt}: the parameter did not change"
        );
        assert_eq!(
            out.matches("stride (1, 4)").count(),
            2,
            "{opt}: state layout"
        );
        assert_eq!(
            out.matches("[kernel _fused_adam_]").count(),
            4,
            "{opt}: fused kernel count"
        );
    }
}

#[test]
fn fused_adam_on_several_threads_gives_the_same_bits_as_on_one() {
    // 300 x 1000 elements: several threads' worth (MIN_PER_THREAD each), split unevenly.
    let src = "torch.manual_seed(5)
dec = torch.randn(1000, 300)
ws = []
for threads in [1, 3]:
    torch.set_num_threads(threads)
    w = dec.T.clone().requires_grad_(True)
    opt = torch.optim.Adam([w], lr=0.01, weight_decay=0.1, fused=True)
    for i in range(3):
        opt.zero_grad()
        (w * w * torch.arange(300.).view(300, 1)).sum().backward()
        opt.step()
    ws.append(w.detach().clone())
    print('threads', torch.get_num_threads())
torch.set_num_threads(1)
print('equal', torch.equal(ws[0], ws[1]))
print('moved', (ws[0] - dec.T).abs().max().item() > 0)
";
    let out = run(src);
    assert!(out.contains("threads 1\nthreads 3\n"), "{out}");
    assert!(out.contains("equal True"), "{out}");
    assert!(out.contains("moved True"), "{out}");
}
