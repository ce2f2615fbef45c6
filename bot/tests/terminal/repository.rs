//! The repository keeps its own promises: docs/rules.md holds every
//! section the code and tests cite, `lyngk play` takes its database from `--db` only,
//! and `.gitignore` covers the default image folder.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("the workspace holds the bot")
        .to_path_buf()
}

/// The citable sections of the rules: "5" for the heading `## 5. A turn`, "5.2" for
/// clause 2 of its numbered list.
fn rule_sections(rules: &str) -> BTreeSet<String> {
    let mut sections = BTreeSet::new();
    let mut current = None;
    for line in rules.lines() {
        if let Some(heading) = line.strip_prefix("## ") {
            current = heading
                .split_once(". ")
                .and_then(|(number, _)| number.parse::<u32>().ok());
            sections.extend(current.map(|n| n.to_string()));
        } else if let (Some(section), Some((clause, _))) = (current, line.split_once(". ")) {
            if clause.parse::<u32>().is_ok() {
                sections.insert(format!("{section}.{clause}"));
            }
        }
    }
    sections
}

/// Every `RULES 5.2` / `RULES §10` in `text`, as "5.2" / "10".
fn citations(text: &str) -> Vec<String> {
    text.match_indices("RULES")
        .filter_map(|(at, word)| {
            let rest = text[at + word.len()..].trim_start_matches([' ', '§']);
            let number: String = rest
                .chars()
                .take_while(|c| c.is_ascii_digit() || *c == '.')
                .collect();
            let number = number.trim_end_matches('.');
            (!number.is_empty()).then(|| number.to_string())
        })
        .collect()
}

fn rust_files(dir: &Path, found: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("a source folder") {
        let path = entry.expect("a folder entry").path();
        if path.is_dir() && !path.ends_with("target") {
            rust_files(&path, found);
        } else if path.extension().is_some_and(|e| e == "rs") {
            found.push(path);
        }
    }
}

#[test]
fn every_cited_rules_section_exists_in_docs_rules() {
    let root = root();
    let rules = std::fs::read_to_string(root.join("docs/rules.md")).expect("docs/rules.md");
    let sections = rule_sections(&rules);
    assert!(sections.contains("1") && sections.contains("10") && sections.contains("5.4"));
    let mut files = Vec::new();
    for crate_dir in ["rules", "render", "bot"] {
        rust_files(&root.join(crate_dir), &mut files);
    }
    let mut cited = 0;
    let mut missing = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).expect("a source file");
        for section in citations(&text) {
            cited += 1;
            if !sections.contains(&section) {
                missing.push(format!("{}: RULES {section}", file.display()));
            }
        }
    }
    assert!(cited > 100, "only {cited} citations found");
    assert!(missing.is_empty(), "not in docs/rules.md: {missing:#?}");
}

#[test]
fn the_citation_reader_finds_what_the_tests_write() {
    assert_eq!(
        citations("// RULES 5.4. And RULES §10, RULES.md, RULES 2"),
        ["5.4", "10", "2"]
    );
}

/// The README says `lyngk play` uses a temporary database unless `--db` is given;
/// `LYNGK_DB` is the bot's setting, not the terminal's.
#[test]
fn lyngk_play_ignores_lyngk_db() {
    let dir = tempfile::tempdir().unwrap();
    let from_env = dir.path().join("from-env.db");
    let given = dir.path().join("given.db");
    let play = |extra: &[&std::ffi::OsStr]| {
        let status = Command::new(env!("CARGO_BIN_EXE_lyngk"))
            .arg("play")
            .arg("--images")
            .arg(dir.path().join("images"))
            .args(extra)
            .env("LYNGK_DB", &from_env)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .status()
            .expect("lyngk runs");
        assert!(status.success());
    };
    play(&[]);
    assert!(!from_env.exists(), "lyngk play opened LYNGK_DB");
    play(&["--db".as_ref(), given.as_os_str()]);
    assert!(given.exists(), "--db is used");
    assert!(!from_env.exists());
}

/// The folder `lyngk play` writes images to by default is not committed by mistake.
#[test]
fn gitignore_covers_the_default_image_folder() {
    let help = Command::new(env!("CARGO_BIN_EXE_lyngk"))
        .args(["play", "--help"])
        .output()
        .expect("lyngk runs");
    let help = String::from_utf8(help.stdout).unwrap();
    let default = help
        .split("[default: ")
        .nth(1)
        .and_then(|rest| rest.split(']').next())
        .expect("--images has a default");
    let folder = format!("/{}/", default.trim_start_matches("./"));
    let gitignore = std::fs::read_to_string(root().join(".gitignore")).unwrap();
    assert!(
        gitignore.lines().any(|line| line.trim() == folder),
        "{folder} is not in .gitignore"
    );
}
