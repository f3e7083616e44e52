//! `stridelab bench`: the performance cases of `stridelab_core::bench`, each the median of
//! repeated runs after a warm-up, on one thread. `--json` prints `{"case": seconds, ...}` for
//! `scripts/bench.sh`, which runs the PyTorch/NumPy peers and the wasm32 build in the same
//! run and prints ratios.

use clap::Args;
use std::process::ExitCode;
use std::time::Instant;
use stridelab_core::bench;

#[derive(Args)]
pub struct BenchArgs {
    /// Print `{"case": seconds}` (the median) instead of a table.
    #[arg(long)]
    pub json: bool,
    /// Small sizes and few repeats: checks that every case runs (the test command uses it).
    #[arg(long)]
    pub quick: bool,
    /// Only these cases (comma-separated).
    #[arg(long, value_delimiter = ',')]
    pub cases: Vec<String>,
    /// CPU threads (`torch.set_num_threads`); 1 by default, as the one-thread peers. The
    /// elementwise kernels and the fused Adam step split their work (docs/performance.md).
    #[arg(long, default_value_t = 1)]
    pub threads: usize,
}

pub fn main(a: BenchArgs) -> ExitCode {
    stridelab_core::cpu::threads::set_num_threads(a.threads);
    let clock = Instant::now();
    let results = match bench::run(&a.cases, a.quick, &|| clock.elapsed().as_secs_f64()) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("stridelab bench: {e}");
            return ExitCode::from(1);
        }
    };
    if a.json {
        let map: serde_json::Map<String, serde_json::Value> = results
            .iter()
            .map(|t| (t.case.to_string(), serde_json::json!(t.seconds)))
            .collect();
        println!("{}", serde_json::Value::Object(map));
    } else {
        println!(
            "{:<22} {:>12}  what (n = {})",
            "case",
            "median",
            bench::Sizes::new(a.quick).n
        );
        for t in &results {
            println!("{:<22} {:>9.3} ms  {}", t.case, t.seconds * 1e3, t.what);
        }
    }
    ExitCode::SUCCESS
}
