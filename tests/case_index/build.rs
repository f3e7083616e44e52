//! Embeds the PyTorch-recorded conformance cases of `tests/cases` as data, so the core's
//! conformance test runs the same cases natively and in WebAssembly (which cannot read files).

use std::fmt::Write;
use std::path::Path;

fn main() {
    // Read at run time, not baked in with env!: a build-script binary compiled in another
    // checkout sharing the target directory would otherwise look in that checkout's tree
    // (and embed nothing once it is gone).
    let manifest = std::env::var("CARGO_MANIFEST_DIR").unwrap_or_else(|_| ".".into());
    let root = Path::new(&manifest).join("../cases");
    // Paths given to cargo are relative to this package, and the generated code holds the
    // files' text rather than include_str! of their paths: a path outside a package is
    // recorded absolute, so a clone elsewhere would be checked against this checkout's
    // files (docs/decisions.md, "build cache").
    println!("cargo:rerun-if-changed=../cases");
    let mut cases = Vec::new();
    if let Ok(dirs) = std::fs::read_dir(&root) {
        for dir in dirs.flatten() {
            println!(
                "cargo:rerun-if-changed=../cases/{}",
                dir.file_name().to_string_lossy()
            );
            let Ok(files) = std::fs::read_dir(dir.path()) else {
                continue;
            };
            for f in files.flatten() {
                let p = f.path();
                if p.extension().is_some_and(|e| e == "py") && p.with_extension("jsonl").exists() {
                    cases.push(p);
                }
            }
        }
    }
    cases.sort();
    let mut src = String::from("pub const CASES: &[(&str, &str, &str)] = &[\n");
    for p in cases {
        let name = p.strip_prefix(&root).unwrap().display().to_string();
        let script = std::fs::read_to_string(&p).unwrap();
        let record = std::fs::read_to_string(p.with_extension("jsonl")).unwrap();
        let _ = writeln!(src, "    ({name:?}, {script:?}, {record:?}),");
    }
    src.push_str("];\n");
    let out = Path::new(&std::env::var("OUT_DIR").unwrap()).join("cases.rs");
    std::fs::write(out, src).unwrap();
}
