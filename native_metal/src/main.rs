//! `stridelab`: run PyTorch-syntax scripts natively and see what the tensors do.

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
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    // The wgpu device starts on first use, so CPU-only runs never touch a GPU driver.
    stridelab_shaders::register_lazy();
    match cli.cmd {
        Cmd::Run(a) => run::main(a),
    }
}
