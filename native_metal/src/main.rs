//! `stridelab`: run PyTorch-syntax scripts natively and see what the tensors do.

mod bench;
mod demo;
mod run;

use clap::{Parser, Subcommand};
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
    /// Run a story from the bug lab (`mps-bug`: the frozen encoder under emulated MPS).
    Demo(demo::DemoArgs),
    /// Time the performance cases (median of repeated runs, one thread); see docs/performance.md.
    Bench(bench::BenchArgs),
    /// Print the emulated MPS profiles: how each op treats a non-contiguous output.
    Profiles,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    // The wgpu device starts on first use, so CPU-only runs never touch a GPU driver.
    stridelab_shaders::register_lazy();
    match cli.cmd {
        Cmd::Run(a) => run::main(a),
        Cmd::Demo(a) => demo::main(a),
        Cmd::Bench(a) => bench::main(a),
        Cmd::Profiles => {
            print!("{}", stridelab_core::buglab::profile::table_text());
            ExitCode::SUCCESS
        }
    }
}
