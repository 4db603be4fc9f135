//! Embeds the repository's game pack (every file under content/, locales/ and templates/) in the
//! binary, so that scriptorium works outside a pack and a new game or language needs no Rust.

use std::fmt::Write as _;
use std::path::Path;

fn walk(root: &Path, rel: &str, out: &mut Vec<String>) {
    let Ok(entries) = std::fs::read_dir(root.join(rel)) else { return };
    let mut names: Vec<String> =
        entries.filter_map(|e| e.ok()).map(|e| e.file_name().to_string_lossy().into_owned()).collect();
    names.sort();
    for name in names.into_iter().filter(|n| !n.starts_with('.')) {
        let path = format!("{rel}/{name}");
        let full = root.join(&path);
        if full.is_dir() {
            walk(root, &path, out);
        } else if full.is_file() {
            out.push(path);
        }
    }
}

fn main() {
    let root = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let root = Path::new(&root);
    let mut files = Vec::new();
    for dir in ["content", "locales", "templates"] {
        println!("cargo:rerun-if-changed={dir}");
        walk(root, dir, &mut files);
    }
    let mut code = String::from(
        "/// Every file of the embedded pack: (path relative to the pack, bytes).\npub const FILES: &[(&str, &[u8])] = &[\n",
    );
    for f in &files {
        writeln!(code, "    ({f:?}, include_bytes!(concat!(env!(\"CARGO_MANIFEST_DIR\"), \"/{f}\"))),").unwrap();
    }
    code.push_str("];\n");
    let out = std::path::PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("embedded.rs");
    std::fs::write(out, code).expect("OUT_DIR is writable");
}
