//! The workspace's `rust-version` is true: no locked dependency needs a newer Rust.
//!
//! Offline and fast: reads `Cargo.lock`, then the `rust-version` of each locked
//! crates.io package from its unpacked sources in Cargo's registry cache. Packages that
//! were never unpacked here (those of other platforms) are skipped; the crates this test
//! itself links are always there, so the check never runs empty.

use std::path::{Path, PathBuf};

/// A Rust version as `(major, minor, patch)`, patch 0 when not written.
type Version = (u32, u32, u32);

fn parse_version(text: &str) -> Option<Version> {
    let mut parts = text.trim().split('.').map(|p| p.parse::<u32>().ok());
    let major = parts.next()??;
    let minor = parts.next().unwrap_or(Some(0))?;
    let patch = parts.next().unwrap_or(Some(0))?;
    Some((major, minor, patch))
}

/// The quoted value of the first `key = "value"` line of a TOML text.
fn string_value<'a>(toml: &'a str, key: &str) -> Option<&'a str> {
    toml.lines().find_map(|line| {
        let (name, value) = line.split_once('=')?;
        (name.trim() == key).then(|| value.trim().trim_matches('"'))
    })
}

/// `(name, version)` of every crates.io package in a `Cargo.lock`.
fn locked_registry_packages(lock: &str) -> Vec<(String, String)> {
    lock.split("[[package]]")
        .skip(1)
        .filter(|entry| string_value(entry, "source").is_some_and(|s| s.starts_with("registry+")))
        .filter_map(|entry| {
            let name = string_value(entry, "name")?;
            let version = string_value(entry, "version")?;
            Some((name.to_string(), version.to_string()))
        })
        .collect()
}

fn cargo_home() -> PathBuf {
    std::env::var_os("CARGO_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|home| Path::new(&home).join(".cargo")))
        .expect("CARGO_HOME or HOME is set")
}

/// The unpacked manifest of `name-version` in any registry source folder.
fn registry_manifest(source_dirs: &[PathBuf], name: &str, version: &str) -> Option<String> {
    source_dirs
        .iter()
        .map(|dir| dir.join(format!("{name}-{version}")).join("Cargo.toml"))
        .find_map(|path| std::fs::read_to_string(path).ok())
}

#[test]
fn rust_version_covers_every_locked_dependency() {
    let declared = parse_version(env!("CARGO_PKG_RUST_VERSION")).expect("rust-version is set");
    // The workspace's lock file, or the package's own in a packaged crate.
    let manifest_dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    let lock = [
        manifest_dir.join("../Cargo.lock"),
        manifest_dir.join("Cargo.lock"),
    ]
    .iter()
    .find_map(|path| std::fs::read_to_string(path).ok())
    .expect("Cargo.lock");
    let source_dirs: Vec<PathBuf> = std::fs::read_dir(cargo_home().join("registry/src"))
        .expect("Cargo's registry sources")
        .filter_map(|entry| Some(entry.ok()?.path()))
        .collect();

    let mut checked = Vec::new();
    let mut too_new = Vec::new();
    for (name, version) in locked_registry_packages(&lock) {
        let Some(manifest) = registry_manifest(&source_dirs, &name, &version) else {
            continue;
        };
        checked.push(name.clone());
        if let Some(needed) = string_value(&manifest, "rust-version").and_then(parse_version) {
            if needed > declared {
                too_new.push(format!("{name} {version} needs Rust {needed:?}"));
            }
        }
    }
    for linked in ["rand", "rand_chacha", "thiserror", "proptest"] {
        assert!(
            checked.iter().any(|name| name == linked),
            "{linked} is linked by this test, so its sources must have been found"
        );
    }
    assert!(
        too_new.is_empty(),
        "the workspace declares rust-version {declared:?}, but: {}",
        too_new.join("; ")
    );
}

#[test]
fn versions_and_lock_entries_parse() {
    assert_eq!(parse_version("1.88"), Some((1, 88, 0)));
    assert_eq!(parse_version("1.74.1"), Some((1, 74, 1)));
    assert_eq!(parse_version("x"), None);
    let lock = "[[package]]\nname = \"a\"\nversion = \"1.0.0\"\nsource = \"registry+https://github.com/rust-lang/crates.io-index\"\n\n[[package]]\nname = \"local\"\nversion = \"0.1.0\"\n";
    assert_eq!(
        locked_registry_packages(lock),
        vec![("a".to_string(), "1.0.0".to_string())]
    );
}
