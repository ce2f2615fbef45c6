//! Embeds every Fluent file under `locales/<locale>/` into the binary, so adding a
//! message file needs no code change: `i18n::catalog` reads the generated list.

use std::fmt::Write as _;
use std::path::Path;
use std::{env, fs};

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("locales");
    println!("cargo:rerun-if-changed={}", root.display());
    let mut files = Vec::new();
    for locale in fs::read_dir(&root).expect("bot/locales exists") {
        let locale = locale.expect("readable locales folder").path();
        if !locale.is_dir() {
            continue;
        }
        // A file added to a locale folder changes the folder, not `locales/` itself.
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
    let out = Path::new(&env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("locales.rs");
    fs::write(out, list).expect("OUT_DIR is writable");
}
