//! `stridelab`: run PyTorch-syntax scripts natively and see what the tensors do.

mod bench;
mod demo;
mod devices;
mod draw;
mod learn;
#[cfg(target_os = "macos")]
mod metal;
mod repl;
mod run;
mod selftest;
mod tour;

use clap::{Parser, Subcommand};

// Small ops spend ~40% of their time in malloc/free (shapes, strides, Rc cells); glibc's
// allocator is the slow part of that. Large tensor buffers are aligned and coloured by
// `Placed` wherever they come from (docs/performance.md).
// `Counted` keeps the heap's live bytes for the interpreter's memory check
// (`limits::check_heap`): a script's values growing without bound end in a MemoryError.
use stridelab_core::host_memory::{counted::Counted, placement::Placed};
#[cfg(target_os = "linux")]
#[global_allocator]
static ALLOCATOR: Counted<Placed<mimalloc::MiMalloc>> =
    Counted::new(Placed::new(mimalloc::MiMalloc));
#[cfg(not(target_os = "linux"))]
#[global_allocator]
static ALLOCATOR: Counted<Placed<std::alloc::System>> =
    Counted::new(Placed::new(std::alloc::System));
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "stridelab",
    version,
    about = "See how tensors really work: strides, storage, kernels, autograd"
)]
struct Cli {
    #[command(subcommand)]
    cmd: Cmd,
}

#[derive(Subcommand)]
enum Cmd {
    /// Run a script (a file, or `-` for stdin), echoing each expression as a Python REPL would.
    Run(run::RunArgs),
    /// A guided tour in the terminal; with `mps-bug`, the bug lab's frozen encoder story.
    Demo(demo::DemoArgs),
    /// Time the performance cases (median of repeated runs, one thread); see docs/performance.md.
    Bench(bench::BenchArgs),
    /// The course: `--list` the lessons, walk one (`learn 3`), or `--check` them all.
    Learn(learn::LearnArgs),
    /// Print the emulated MPS profiles: how each op treats a non-contiguous output.
    Profiles,
    /// An interactive prompt on the interpreter, with history and `:draw` for layouts.
    Repl(repl::ReplArgs),
    /// List the devices (cpu, webgpu, metal) and why any is not available here.
    Devices(devices::DevicesArgs),
    /// Run every kernel on every available device against the CPU reference.
    Selftest(selftest::SelftestArgs),
}

/// The interpreter bounds its own recursion (parser nesting, call depth, value depth) at
/// levels sized for the browser's stack; natively every command runs on one thread with a
/// known, generous stack, so no platform default (8 MB, 1 MB on Windows) is ever the limit.
const STACK_BYTES: usize = 256 << 20;

fn main() -> ExitCode {
    let cli = Cli::parse();
    let worker = std::thread::Builder::new()
        .name("stridelab".into())
        .stack_size(STACK_BYTES)
        .spawn(move || {
            // Python calls may use most of it; the rest is for the frames below them.
            stridelab_core::interp::recursion::set_stack_budget(STACK_BYTES - (16 << 20));
            dispatch(cli)
        });
    match worker {
        Ok(h) => h.join().unwrap_or(ExitCode::from(101)),
        Err(e) => {
            eprintln!("stridelab: cannot start the interpreter thread: {e}");
            ExitCode::FAILURE
        }
    }
}

/// Runs one command; devices are registered here because the dispatcher is per thread.
fn dispatch(cli: Cli) -> ExitCode {
    // The wgpu device starts on first use, so CPU-only runs never touch a GPU driver.
    stridelab_shaders::register_lazy();
    #[cfg(target_os = "macos")]
    metal::register_lazy();
    match cli.cmd {
        Cmd::Run(a) => run::main(a),
        Cmd::Demo(a) => demo::main(a),
        Cmd::Bench(a) => bench::main(a),
        Cmd::Repl(a) => repl::main(a),
        Cmd::Devices(a) => devices::main(a),
        Cmd::Selftest(a) => selftest::main(a),
        Cmd::Learn(a) => learn::main(a),
        Cmd::Profiles => {
            print!("{}", stridelab_core::buglab::profile::table_text());
            ExitCode::SUCCESS
        }
    }
}
