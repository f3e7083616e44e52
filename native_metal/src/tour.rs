//! `stridelab demo`: a short guided tour in the terminal. Each step runs real statements on
//! the interpreter and draws what they did to storage and strides; the last step runs one
//! kernel on every device this machine has and times it.

use crate::devices::{availability, ALL};
use crate::draw::draw_tensor;
use anstream::println;
use anstyle::{AnsiColor, Style};
use std::time::Instant;
use stridelab_core::interp::{Outcome, RunOptions, Session};
use stridelab_core::{Device, Tensor};

fn heading(n: usize, text: &str) {
    let s = Style::new()
        .bold()
        .fg_color(Some(AnsiColor::BrightWhite.into()));
    println!("\n{s}{n}. {text}{s:#}");
}

fn say(text: &str) {
    let s = Style::new().italic();
    for line in text.lines() {
        println!("   {s}{line}{s:#}");
    }
}

/// Runs statements, echoing them like a Python prompt with their values and kernel trace.
fn exec(s: &mut Session, code: &str, show_trace: bool) -> Result<(), String> {
    let prompt = Style::new().fg_color(Some(AnsiColor::BrightBlack.into()));
    // One line at a time, so each value prints under its own line.
    for line in code.lines() {
        println!("   {prompt}>>>{prompt:#} {line}");
        exec_one(s, line, show_trace)?;
    }
    Ok(())
}

fn exec_one(s: &mut Session, code: &str, show_trace: bool) -> Result<(), String> {
    let results = s.run(code).map_err(|e| e.message)?;
    for r in results {
        print!("{}", r.output);
        if let Some(echo) = &r.echo {
            for l in echo.lines() {
                println!("   {l}");
            }
        }
        if let Outcome::Error(e) = &r.outcome {
            return Err(format!("{}: {}", e.kind.name(), e.message));
        }
        if show_trace {
            let t = Style::new().fg_color(Some(AnsiColor::BrightBlack.into()));
            for ev in &r.trace {
                println!("   {t}[kernel] {}{t:#}", ev.line());
            }
        }
    }
    Ok(())
}

fn tensor(s: &Session, name: &str) -> Result<Tensor, String> {
    s.global(name)
        .and_then(|v| v.as_tensor().cloned())
        .ok_or_else(|| format!("the tour lost its tensor {name}"))
}

/// Draws a script variable's layout over its storage.
fn picture(s: &Session, name: &str, title: &str) -> Result<(), String> {
    for line in draw_tensor(title, &tensor(s, name)?)?.lines() {
        println!("   {line}");
    }
    Ok(())
}

pub fn main() -> std::process::ExitCode {
    match tour() {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("stridelab: the tour stopped: {e}");
            std::process::ExitCode::FAILURE
        }
    }
}

fn tour() -> Result<(), String> {
    let mut s = Session::new(RunOptions {
        trace: true,
        ..Default::default()
    });
    println!("A tour of stridelab: how a tensor is laid out, and what kernels do with it.");

    heading(1, "A tensor is a view of flat storage");
    exec(&mut s, "x = torch.arange(6.).reshape(2, 3)", false)?;
    say("Six floats in one flat buffer. Shape and strides say how to find x[i, j]:\nstorage[offset + i·stride0 + j·stride1]. Each row has its own colour below.");
    picture(&s, "x", "x")?;

    heading(2, "Transpose moves no data");
    exec(
        &mut s,
        "y = x.T\ny.is_contiguous()\ny.data_ptr() == x.data_ptr()",
        false,
    )?;
    say("y swaps the strides: the same storage, read in a different order. The colours\ninterleave in the storage strip: a kernel walking y row by row jumps through memory.");
    picture(&s, "y", "y = x.T")?;

    heading(3, "expand repeats without copying: stride 0");
    exec(
        &mut s,
        "e = torch.tensor([1., 2., 3.]).expand(4, 3)\ne.stride()",
        false,
    )?;
    say("Stride 0 along the rows: every row reads the same three cells.");
    picture(&s, "e", "e")?;

    heading(4, "contiguous() copies into a fresh, row-major storage");
    exec(
        &mut s,
        "z = y.contiguous()\nz.data_ptr() == y.data_ptr()",
        true,
    )?;
    say("The copy kernel above walked y's strides and wrote z in order; z reads its\nstorage straight through.");
    picture(&s, "z", "z = y.contiguous()")?;

    heading(5, "An Adam step on a transposed parameter");
    exec(
        &mut s,
        "torch.manual_seed(0)\nw = torch.nn.Parameter(torch.randn(3, 2).T)\nopt = torch.optim.Adam([w], lr=0.1)\n(w * w).sum().backward()",
        false,
    )?;
    exec(&mut s, "opt.step()", true)?;
    say("Adam's state (exp_avg, exp_avg_sq) was made with zeros_like, so it has w's strides\n(1, 2): every update above wrote a non-contiguous output. That is exactly where\nPyTorch's MPS backend once dropped writes (see `stridelab demo mps-bug`).");
    picture(&s, "w", "w after one step")?;

    heading(6, "One kernel on every device here");
    say("out.addcmul_(a, b, value=0.5) into a transposed 512×512 output on each device, timed\nafter a warm-up call, with a sum read back so a GPU has finished; compared with the CPU.");
    let mut reference: Option<Vec<f64>> = None;
    for d in ALL {
        match availability(d) {
            Ok(desc) => {
                let (ms, kernel, values) = time_addcmul(d)?;
                let diff = reference.as_ref().map(|r| {
                    r.iter()
                        .zip(&values)
                        .map(|(a, b)| (a - b).abs())
                        .fold(0.0, f64::max)
                });
                println!(
                    "   {:<7} {:>8.3} ms  {kernel}{}",
                    d.name(),
                    ms,
                    diff.map(|m| format!("  max |diff| vs cpu {m:.2e}"))
                        .unwrap_or_default()
                );
                println!("           ({desc})");
                if reference.is_none() {
                    reference = Some(values);
                }
            }
            Err(why) => println!("   {:<7} {why}", d.name()),
        }
    }
    println!("\nNext: `stridelab repl` to try your own, `stridelab selftest` to check every kernel,\n`stridelab demo mps-bug` for the bug lab.");
    Ok(())
}

/// Times one addcmul_ into a transposed output on `d`, after an untimed warm-up (which
/// also starts a GPU), until a sum of the result is back on the host.
fn time_addcmul(d: Device) -> Result<(f64, String, Vec<f64>), String> {
    let mut s = Session::new(RunOptions {
        trace: true,
        ..Default::default()
    });
    let setup = format!(
        "torch.manual_seed(0)\na = torch.rand(512, 512).to(\"{d}\")\nb = torch.rand(512, 512).to(\"{d}\")\nout = torch.zeros(512, 512, device=\"{d}\").T\nout.addcmul_(a, b, value=0.5)"
    );
    run_quiet(&mut s, &setup)?;
    let start = Instant::now();
    let results = s
        .run("out.addcmul_(a, b, value=0.5)\nout.sum().item()")
        .map_err(|e| e.message)?;
    let ms = start.elapsed().as_secs_f64() * 1e3;
    let mut kernel = String::new();
    for r in &results {
        if let Outcome::Error(e) = &r.outcome {
            return Err(format!("{d}: {}", e.message));
        }
        if let Some(ev) = r.trace.first() {
            if kernel.is_empty() {
                kernel = ev.kernel.clone();
            }
        }
    }
    let values = tensor(&s, "out")?.to_f64_vec().map_err(|e| e.message)?;
    Ok((ms, kernel, values))
}

fn run_quiet(s: &mut Session, code: &str) -> Result<(), String> {
    for r in s.run(code).map_err(|e| e.message)? {
        if let Outcome::Error(e) = r.outcome {
            return Err(e.message);
        }
    }
    Ok(())
}
