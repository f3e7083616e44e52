//! Embeds the PyTorch-recorded conformance cases of `tests/cases` in the core's test
//! binaries, so the same cases run natively and in WebAssembly (which cannot read files).

use std::fmt::Write;
use std::path::Path;

fn main() {
    // Read at run time, not baked in with env!: a build-script binary compiled in another
    // checkout sharing the target directory would otherwise look in that checkout's tree
    // (and embed nothing once it is gone).
    let manifest = std::env::var("CARGO_MANIFEST_DIR").unwrap_or_else(|_| ".".into());
    let root = Path::new(&manifest).join("../tests/cases");
    println!("cargo:rerun-if-changed={}", root.display());
    let mut cases = Vec::new();
    if let Ok(dirs) = std::fs::read_dir(&root) {
        for dir in dirs.flatten() {
            println!("cargo:rerun-if-changed={}", dir.path().display());
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
        let _ = writeln!(
            src,
            "    ({name:?}, include_str!({:?}), include_str!({:?})),",
            p.canonicalize().unwrap().display().to_string(),
            p.with_extension("jsonl")
                .canonicalize()
                .unwrap()
                .display()
                .to_string()
        );
    }
    src.push_str("];\n");
    let out = Path::new(&std::env::var("OUT_DIR").unwrap()).join("cases.rs");
    std::fs::write(out, src).unwrap();
    embed_lessons(Path::new(&manifest).join("../lessons"));
}

/// The course (`lessons/NN-name.md`) for `stridelab_core::lessons::sources`: the playground
/// cannot read files, and the CLI should carry the course wherever it is copied.
fn embed_lessons(dir: std::path::PathBuf) {
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .map(|d| {
            d.flatten()
                .map(|f| f.path())
                .filter(|p| p.extension().is_some_and(|e| e == "md"))
                .collect()
        })
        .unwrap_or_default();
    files.sort();
    let mut src = String::from("pub const LESSONS: &[(&str, &str)] = &[\n");
    for p in files {
        println!("cargo:rerun-if-changed={}", p.display());
        let stem = p.file_stem().unwrap().to_string_lossy().to_string();
        let _ = writeln!(
            src,
            "    ({stem:?}, include_str!({:?})),",
            p.canonicalize().unwrap().display().to_string()
        );
    }
    src.push_str("];\n");
    let out = Path::new(&std::env::var("OUT_DIR").unwrap()).join("lessons.rs");
    std::fs::write(out, src).unwrap();
}
