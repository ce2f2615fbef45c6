//! No file of any workspace crate imports, through other files, one that imports it
//! (the rules in `lyngk_devtools::modcycles`). `cargo run -p lyngk-devtools --bin
//! modcycles` shows the same for chosen crates.

use lyngk_devtools::modcycles::{analyse_folder, workspace_folders};
use lyngk_devtools::workspace_root;

#[test]
fn no_workspace_crate_has_an_import_circle() {
    let folders = workspace_folders(&workspace_root()).expect("the workspace manifest");
    assert!(folders.len() >= 7, "workspace folders: {folders:?}");
    let mut report = String::new();
    for folder in &folders {
        let analysis = analyse_folder(folder).expect("a crate's sources");
        // A member's tests, benchmarks or examples folder may hold data only.
        let is_src = folder.ends_with("src");
        assert!(
            !is_src || !analysis.files.is_empty(),
            "no crate root (lib.rs, main.rs) in {}",
            folder.display()
        );
        for circle in analysis.circles() {
            report.push_str(&format!("{}: {circle}", folder.display()));
        }
    }
    assert!(report.is_empty(), "import circles:\n{report}");
}
