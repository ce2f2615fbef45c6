//! Embeds every Fluent file under `locales/<locale>/` into the binary, so adding a
//! message file needs no code change: `i18n::catalog` reads the generated list.

use std::fmt::Write as _;
use std::path::Path;
use std::{env, fs};

fn main() {
    // Read when the script runs, not when it is built: a build script copied with a
    // target folder from another checkout must still read this checkout's files.
    let manifest = env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let root = Path::new(&manifest).join("locales");
    println!("cargo:rerun-if-changed={}", root.display());
    let mut files = Vec::new();
    for locale in fs::read_dir(&root).expect("i18n/locales exists") {
        let locale = locale.expect("readable locales folder").path();
        if !locale.is_dir() {
            continue;
        }
        // A new file changes its folder, not `locales/` itself.
        println!("cargo:rerun-if-changed={}", locale.display());
        for file in fs::read_dir(&locale).expect("readable locale folder") {
            let file = file.expect("readable locale file").path();
            if file.extension().is_some_and(|ext| ext == "ftl") {
                println!("cargo:rerun-if-changed={}", file.display());
                files.push(file);
            }
        }
    }
    files.sort();
    let mut list = String::from("&[\n");
    for file in &files {
        let locale = file
            .parent()
            .and_then(Path::file_name)
            .expect("in a folder");
        let name = file.file_name().expect("a file name");
        writeln!(
            list,
            "    ({:?}, {:?}, include_str!({:?})),",
            locale.to_string_lossy(),
            name.to_string_lossy(),
            file.display().to_string()
        )
        .expect("writing to a String");
    }
    list.push(']');
    // Written aside and renamed: a target folder copied as hard links (one per git
    // worktree) shares this file, and writing it in place would hand every copy this
    // checkout's paths.
    let out = Path::new(&env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("locales.rs");
    let fresh = out.with_extension("rs.new");
    fs::write(&fresh, list).expect("OUT_DIR is writable");
    fs::rename(&fresh, &out).expect("OUT_DIR is writable");
}
