//! Checks of the repository itself, run by `cargo test --workspace` and so by CI.
//!
//! Nothing here is part of the bot people run: these are the contributor's tools that
//! keep the workspace's own rules (no import circle inside a crate, every link in the
//! documentation resolving) from drifting.

/// The workspace's root folder (the parent of this crate's folder).
pub fn workspace_root() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("the devtools crate lives one folder below the workspace root")
        .to_path_buf()
}

pub mod modcycles;
