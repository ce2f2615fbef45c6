//! `cargo run -p lyngk-devtools --bin modcycles -- [--edges] [FOLDER …]`: the import
//! circles of the given folders (a crate's `src/`, or its `tests/`; every workspace
//! member's folders without one), each with the loops that show it and the line that
//! makes each step. `--edges` also prints every import between two files, with its
//! line. Exits with 1 when there is a circle.

use lyngk_devtools::modcycles::{analyse_folder, workspace_folders};
use lyngk_devtools::workspace_root;
use std::path::PathBuf;
use std::process::ExitCode;

fn main() -> ExitCode {
    let root = workspace_root();
    let mut given: Vec<PathBuf> = std::env::args_os().skip(1).map(PathBuf::from).collect();
    let show_edges = given.iter().any(|a| a.as_os_str() == "--edges");
    given.retain(|a| a.as_os_str() != "--edges");
    let folders = match given.is_empty() {
        true => match workspace_folders(&root) {
            Ok(folders) => folders,
            Err(error) => {
                eprintln!("error: reading the workspace manifest: {error}");
                return ExitCode::from(2);
            }
        },
        // Relative to where it runs, else to the workspace root (`cargo run` runs
        // from anywhere in the workspace).
        false => given
            .into_iter()
            .map(|f| if f.exists() { f } else { root.join(f) })
            .collect(),
    };
    let mut found = 0;
    for folder in folders {
        let analysis = match analyse_folder(&folder) {
            Ok(analysis) => analysis,
            Err(error) => {
                eprintln!("error: reading {}: {error}", folder.display());
                return ExitCode::from(2);
            }
        };
        if show_edges {
            for (&(from, to), evidence) in &analysis.edges {
                let (from, to) = (&analysis.files[from], &analysis.files[to]);
                println!(
                    "{from} -> {to}  ({from}:{} `{}`)",
                    evidence.line, evidence.path
                );
            }
        }
        let circles = analysis.circles();
        for circle in &circles {
            print!("{}: {circle}", folder.display());
        }
        println!(
            "{} circles among {} files of {}",
            circles.len(),
            analysis.files.len(),
            folder.display()
        );
        found += circles.len();
    }
    match found {
        0 => ExitCode::SUCCESS,
        _ => ExitCode::FAILURE,
    }
}
