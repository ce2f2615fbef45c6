//! Every relative link and every anchor in the repository's Markdown resolves.
//!
//! A link is read as GitHub reads it: relative to the file that holds it (or to the
//! repository's root when it starts with `/`), and `#section` names a heading of the
//! target file, slugged as GitHub slugs headings. Links to the web (`http:`, `https:`,
//! `mailto:`) are left alone: CI has no internet.

use std::collections::{BTreeMap, HashMap};
use std::path::{Component, Path, PathBuf};

use lyngk_devtools::workspace_root;
use pulldown_cmark::{Event, Options, Parser, Tag, TagEnd};

/// Folders never searched for Markdown: build output and hidden folders (`.git`).
fn is_skipped_folder(name: &str) -> bool {
    name == "target" || name.starts_with('.')
}

/// Every Markdown file under `folder`, sorted, as paths relative to `root`.
fn markdown_files(root: &Path, folder: &Path, found: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = std::fs::read_dir(folder)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", folder.display()))
        .map(|entry| entry.expect("a folder entry").path())
        .collect();
    entries.sort();
    for path in entries {
        let name = path
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or_default();
        if path.is_dir() {
            if !is_skipped_folder(name) {
                markdown_files(root, &path, found);
            }
        } else if name.ends_with(".md") {
            found.push(
                path.strip_prefix(root)
                    .expect("below the root")
                    .to_path_buf(),
            );
        }
    }
}

/// The anchor GitHub gives a heading's text: lower case, every character that is not
/// a letter, a digit, `-` or `_` dropped, each space a hyphen.
fn slug(heading: &str) -> String {
    heading
        .trim()
        .chars()
        .flat_map(char::to_lowercase)
        .filter_map(|c| match c {
            ' ' => Some('-'),
            '-' | '_' => Some(c),
            c if c.is_alphanumeric() => Some(c),
            _ => None,
        })
        .collect()
}

/// The anchors of a Markdown text's headings; a repeated slug gets `-1`, `-2`, … as on
/// GitHub.
fn anchors(markdown: &str) -> Vec<String> {
    let mut seen: HashMap<String, usize> = HashMap::new();
    let mut anchors = Vec::new();
    let mut heading: Option<String> = None;
    for event in Parser::new_ext(markdown, Options::all()) {
        match event {
            Event::Start(Tag::Heading { .. }) => heading = Some(String::new()),
            Event::Text(text) | Event::Code(text) => {
                if let Some(heading) = heading.as_mut() {
                    heading.push_str(&text);
                }
            }
            Event::End(TagEnd::Heading(_)) => {
                let base = slug(&heading.take().unwrap_or_default());
                let count = seen.entry(base.clone()).or_insert(0);
                anchors.push(match *count {
                    0 => base.clone(),
                    n => format!("{base}-{n}"),
                });
                *count += 1;
            }
            _ => {}
        }
    }
    anchors
}

/// The destinations of every link and image in a Markdown text.
fn link_targets(markdown: &str) -> Vec<String> {
    Parser::new_ext(markdown, Options::all())
        .filter_map(|event| match event {
            Event::Start(Tag::Link { dest_url, .. } | Tag::Image { dest_url, .. }) => {
                Some(dest_url.to_string())
            }
            _ => None,
        })
        .collect()
}

fn is_external(target: &str) -> bool {
    ["http://", "https://", "mailto:"]
        .iter()
        .any(|scheme| target.to_ascii_lowercase().starts_with(scheme))
}

/// `a/./b/../c` as `a/c`, without touching the file system; `None` above the root.
fn normalise(path: &Path) -> Option<PathBuf> {
    let mut parts: Vec<&std::ffi::OsStr> = Vec::new();
    for component in path.components() {
        match component {
            Component::Normal(part) => parts.push(part),
            Component::ParentDir => {
                parts.pop()?;
            }
            Component::CurDir | Component::RootDir | Component::Prefix(_) => {}
        }
    }
    Some(parts.iter().collect())
}

/// Decodes the `%20`-style escapes a link may use for spaces and other characters.
fn percent_decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut decoded = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let escaped = (bytes[i] == b'%')
            .then(|| text.get(i + 1..i + 3))
            .flatten()
            .and_then(|hex| u8::from_str_radix(hex, 16).ok());
        match escaped {
            Some(byte) => {
                decoded.push(byte);
                i += 3;
            }
            None => {
                decoded.push(bytes[i]);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&decoded).into_owned()
}

/// Reads and slugs the Markdown files links point into, once each.
struct Anchors {
    root: PathBuf,
    by_file: BTreeMap<PathBuf, Vec<String>>,
}

impl Anchors {
    fn of(&mut self, file: &Path) -> &[String] {
        let root = &self.root;
        self.by_file.entry(file.to_path_buf()).or_insert_with(|| {
            let text = std::fs::read_to_string(root.join(file)).unwrap_or_default();
            anchors(&text)
        })
    }
}

/// What is wrong with one link of `file` (a path relative to the root), if anything.
fn check_link(file: &Path, target: &str, anchors: &mut Anchors) -> Option<String> {
    if is_external(target) {
        return None;
    }
    let (path_part, anchor) = match target.split_once('#') {
        Some((path, anchor)) => (path, Some(percent_decode(anchor))),
        None => (target, None),
    };
    let path_part = percent_decode(path_part);
    let linked = if path_part.is_empty() {
        file.to_path_buf()
    } else if let Some(from_root) = path_part.strip_prefix('/') {
        PathBuf::from(from_root)
    } else {
        file.parent().unwrap_or(Path::new("")).join(&path_part)
    };
    let Some(linked) = normalise(&linked) else {
        return Some(format!("{target}: leads out of the repository"));
    };
    if !anchors.root.join(&linked).exists() {
        return Some(format!("{target}: no file {}", linked.display()));
    }
    let anchor = anchor.filter(|_| linked.extension().is_some_and(|ext| ext == "md"))?;
    if anchors.of(&linked).contains(&anchor) {
        None
    } else {
        Some(format!(
            "{target}: no heading #{anchor} in {}",
            linked.display()
        ))
    }
}

/// Every broken link of every Markdown file under `root`, as `file: problem` lines.
fn broken_links(root: &Path) -> Vec<String> {
    let mut files = Vec::new();
    markdown_files(root, root, &mut files);
    let mut anchors = Anchors {
        root: root.to_path_buf(),
        by_file: BTreeMap::new(),
    };
    let mut broken = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(root.join(file))
            .unwrap_or_else(|e| panic!("cannot read {}: {e}", file.display()));
        for target in link_targets(&text) {
            if let Some(problem) = check_link(file, &target, &mut anchors) {
                broken.push(format!("{}: {problem}", file.display()));
            }
        }
    }
    broken
}

#[test]
fn every_relative_link_and_anchor_in_the_docs_resolves() {
    let root = workspace_root();
    let mut files = Vec::new();
    markdown_files(&root, &root, &mut files);
    assert!(
        files.contains(&PathBuf::from("README.md")),
        "the walk found no README.md under {}",
        root.display()
    );
    let broken = broken_links(&root);
    assert!(
        broken.is_empty(),
        "{} broken links in the Markdown files:\n{}",
        broken.len(),
        broken.join("\n")
    );
}

/// The files `file`'s links point to, as paths relative to the root (anchors dropped).
fn linked_files(root: &Path, file: &Path) -> Vec<PathBuf> {
    let text = std::fs::read_to_string(root.join(file))
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", file.display()));
    link_targets(&text)
        .into_iter()
        .filter(|target| !is_external(target))
        .filter_map(|target| {
            let path = percent_decode(target.split('#').next().unwrap_or_default());
            normalise(&file.parent().unwrap_or(Path::new("")).join(path))
        })
        .collect()
}

#[test]
fn the_table_of_contents_lists_every_markdown_file() {
    let root = workspace_root();
    let contents = PathBuf::from("docs/README.md");
    let listed = linked_files(&root, &contents);
    let mut files = Vec::new();
    markdown_files(&root, &root, &mut files);
    let unlisted: Vec<_> = files
        .iter()
        .filter(|file| **file != contents && !listed.contains(file))
        .map(|file| file.display().to_string())
        .collect();
    assert!(
        unlisted.is_empty(),
        "{} Markdown files are missing from the table of contents {}:\n{}",
        unlisted.len(),
        contents.display(),
        unlisted.join("\n")
    );
}

#[test]
fn headings_are_slugged_as_github_does() {
    let text = "# LYNGK correspondence bot\n\
                ## Random games: `lyngk selfplay`\n\
                ## Events: Swiss by FIDE's Dutch system, knockout (`lyngk-events`)\n\
                ## Tests\n## Tests\n## Tests\n\
                Setext heading\n--------------\n\
                ## Clocks & reminders\n## Ça va, l'été\n";
    assert_eq!(
        anchors(text),
        [
            "lyngk-correspondence-bot",
            "random-games-lyngk-selfplay",
            "events-swiss-by-fides-dutch-system-knockout-lyngk-events",
            "tests",
            "tests-1",
            "tests-2",
            "setext-heading",
            "clocks--reminders",
            "ça-va-lété",
        ]
    );
}

#[test]
fn a_broken_file_or_anchor_is_reported_and_a_good_one_is_not() {
    let temp = tempfile::tempdir().unwrap();
    let dir = temp.path();
    std::fs::create_dir_all(dir.join("docs")).unwrap();
    std::fs::write(
        dir.join("README.md"),
        "# Top\n## Two words\n[ok](docs/a.md#the-part) [ok](#two-words) \
         [ok](https://example.com/x.md#nope) ![ok](docs/a.md) [ok](/docs/a.md)\n\
         [bad](docs/missing.md) [bad](docs/a.md#no-such-part) [bad](#nowhere) \
         [bad](../outside.md)\n\n[bad ref][r]\n\n[r]: docs/gone.md\n",
    )
    .unwrap();
    std::fs::write(
        dir.join("docs/a.md"),
        "# A\n\n## The part\n[ok](../README.md#top)\n",
    )
    .unwrap();
    let broken = broken_links(dir);
    assert_eq!(
        broken,
        [
            "README.md: docs/missing.md: no file docs/missing.md",
            "README.md: docs/a.md#no-such-part: no heading #no-such-part in docs/a.md",
            "README.md: #nowhere: no heading #nowhere in README.md",
            "README.md: ../outside.md: leads out of the repository",
            "README.md: docs/gone.md: no file docs/gone.md",
        ]
    );
}
