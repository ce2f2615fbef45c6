//! Import circles between the files of one crate.
//!
//! Each file is parsed with `syn` (nothing is compiled, so `cfg` and macros are not
//! expanded): every crate root (`lib.rs`, `main.rs`, `bin/*.rs`; in a `tests/` folder
//! each `x.rs` and `x/main.rs`) and the files its `mod x;` declarations reach (also
//! through `#[path]`) make the module tree. A file depends on another when it names an
//! item of it: a `use crate::…`, `use super::…`, `use self::…` or `use child::…` tree,
//! or a path written in code or in a macro's input (`crate::a::b::f()`, `super::x::Y`,
//! `child::f()`, or a name a `use` brought in, such as `events::f()`). A path that
//! ends at an item a module re-exports (`pub use child::X`, or any `use` it holds)
//! also depends on the file the item comes from.
//!
//! The rules that decide what is an edge:
//! - **Declaring `mod child;` is not an import.** Every parent declares its children;
//!   that alone says nothing about who calls whom. The parent *using* an item of its
//!   child (`child::f()`, `use child::X`, `pub use child::X`) is an import like any other.
//! - **A path leads to the module it ends in**, not to those it passes through:
//!   `crate::store::{games, ratings}` imports `store/games.rs` and
//!   `store/ratings.rs`, not `store/mod.rs`, whose code it does not use.
//! - **A file's use of its own ancestors is not an edge.** A child module is part of
//!   its parent (it even sees the parent's private items), and the parent is where
//!   the types its children share usually live (`super::Applied`); counting that would
//!   put every parent that calls into one of its children in a circle. A use of an
//!   ancestor's *re-export* still leads to the file the item comes from.
//!
//! Code under `#[cfg(test)]` (a test module, inline or in its own file, and a
//! `#[cfg(test)] use`) is not the crate's structure and adds no edge.
//!
//! The files that import one another in a circle are the strongly connected
//! components (Tarjan) of two or more files of that graph.

mod syntax;
mod tree;

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::fmt;
use std::path::{Path, PathBuf};
use tree::Tree;

/// The `.rs` files of one crate's `src/` folder: path relative to `src/` (with `/`)
/// to text.
pub type SourceTree = BTreeMap<String, String>;

/// Reads every `.rs` file under `src` into a [`SourceTree`].
pub fn read_source_tree(src: &Path) -> std::io::Result<SourceTree> {
    let mut tree = SourceTree::new();
    let mut folders = vec![src.to_path_buf()];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder)? {
            let path = entry?.path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let relative = path.strip_prefix(src).expect("walked from src");
                let key = relative
                    .components()
                    .map(|c| c.as_os_str().to_string_lossy().into_owned())
                    .collect::<Vec<_>>()
                    .join("/");
                tree.insert(key, std::fs::read_to_string(&path)?);
            }
        }
    }
    Ok(tree)
}

/// Reads the crates of `folder` (a crate's `src/`, or a folder of tests, benchmarks
/// or examples, each file or `x/main.rs` a crate) into their file graph.
pub fn analyse_folder(folder: &Path) -> std::io::Result<Analysis> {
    let sources = read_source_tree(folder)?;
    let analysis = match folder.file_name().is_some_and(|name| name == "src") {
        true => analyse(&sources),
        false => analyse_targets(&sources),
    };
    analysis.map_err(std::io::Error::other)
}

/// Why one file depends on another: the first place it names the other's item.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Evidence {
    /// 1-based line in the importing file.
    pub line: u32,
    /// The path as written (`super::results::on_game_finished`).
    pub path: String,
}

/// The file graph of one crate.
#[derive(Debug, Default)]
pub struct Analysis {
    /// Every module file reached from a crate root, relative to `src/`.
    pub files: Vec<String>,
    /// `importer → imported`, with the first evidence; no edge to oneself or to an
    /// ancestor.
    pub edges: BTreeMap<(usize, usize), Evidence>,
}

/// Files that import one another: a strongly connected group of the file graph.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Circle {
    /// The group's files, sorted.
    pub files: Vec<String>,
    /// Loops that show it, together passing through every file of the group: each
    /// a list of steps `(from, to, evidence)` that ends where it began.
    pub loops: Vec<Vec<(String, String, Evidence)>>,
}

impl fmt::Display for Circle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "circle of {} files: {}",
            self.files.len(),
            self.files.join(", ")
        )?;
        for steps in &self.loops {
            let mut chain: Vec<&str> = steps.iter().map(|(from, _, _)| from.as_str()).collect();
            chain.push(steps[0].0.as_str());
            writeln!(f, "  {}", chain.join(" → "))?;
            for (from, to, evidence) in steps {
                writeln!(
                    f,
                    "    {from}:{} names `{}` ({to})",
                    evidence.line, evidence.path
                )?;
            }
        }
        Ok(())
    }
}

impl Analysis {
    /// Index of a file, by its path relative to `src/`.
    pub fn file(&self, name: &str) -> Option<usize> {
        self.files.iter().position(|f| f == name)
    }

    /// Whether `from` imports `to` (both relative to `src/`).
    pub fn imports(&self, from: &str, to: &str) -> bool {
        match (self.file(from), self.file(to)) {
            (Some(a), Some(b)) => self.edges.contains_key(&(a, b)),
            _ => false,
        }
    }

    fn successors(&self) -> Vec<Vec<usize>> {
        let mut next = vec![Vec::new(); self.files.len()];
        for &(from, to) in self.edges.keys() {
            next[from].push(to);
        }
        next
    }

    /// Every circle, largest group first.
    pub fn circles(&self) -> Vec<Circle> {
        let next = self.successors();
        let mut groups = strongly_connected(&next);
        groups.retain(|g| g.len() > 1);
        groups.sort_by_key(|g| std::cmp::Reverse(g.len()));
        groups
            .into_iter()
            .map(|group| self.circle(&next, group))
            .collect()
    }

    fn circle(&self, next: &[Vec<usize>], mut group: Vec<usize>) -> Circle {
        group.sort_by(|&a, &b| self.files[a].cmp(&self.files[b]));
        let members: BTreeSet<usize> = group.iter().copied().collect();
        let mut covered = BTreeSet::new();
        let mut loops = Vec::new();
        for &start in &group {
            if covered.contains(&start) {
                continue;
            }
            let cycle = shortest_loop(next, &members, start);
            covered.extend(cycle.iter().copied());
            let steps = cycle
                .iter()
                .zip(cycle.iter().cycle().skip(1))
                .map(|(&a, &b)| {
                    let evidence = self.edges[&(a, b)].clone();
                    (self.files[a].clone(), self.files[b].clone(), evidence)
                })
                .collect();
            loops.push(steps);
        }
        Circle {
            files: group.iter().map(|&i| self.files[i].clone()).collect(),
            loops,
        }
    }
}

/// The shortest loop from `start` back to itself inside `members` (breadth first).
fn shortest_loop(next: &[Vec<usize>], members: &BTreeSet<usize>, start: usize) -> Vec<usize> {
    let mut came_from: HashMap<usize, usize> = HashMap::new();
    let mut queue = std::collections::VecDeque::from([start]);
    while let Some(node) = queue.pop_front() {
        for &to in &next[node] {
            if !members.contains(&to) {
                continue;
            }
            if to == start {
                let mut path = vec![node];
                while let Some(&before) = came_from.get(path.last().expect("not empty")) {
                    path.push(before);
                }
                path.reverse();
                return path;
            }
            if to != start && !came_from.contains_key(&to) {
                came_from.insert(to, node);
                queue.push_back(to);
            }
        }
    }
    unreachable!("every file of a strongly connected group lies on a loop")
}

/// Tarjan's strongly connected components, iteratively (no recursion limit).
fn strongly_connected(next: &[Vec<usize>]) -> Vec<Vec<usize>> {
    const UNSEEN: usize = usize::MAX;
    let n = next.len();
    let (mut index, mut low) = (vec![UNSEEN; n], vec![0; n]);
    let mut on_stack = vec![false; n];
    let (mut stack, mut groups, mut counter) = (Vec::new(), Vec::new(), 0);
    for root in 0..n {
        if index[root] != UNSEEN {
            continue;
        }
        // (node, next successor to look at)
        let mut work = vec![(root, 0)];
        index[root] = counter;
        low[root] = counter;
        counter += 1;
        stack.push(root);
        on_stack[root] = true;
        while let Some(&mut (node, ref mut at)) = work.last_mut() {
            if let Some(&to) = next[node].get(*at) {
                *at += 1;
                if index[to] == UNSEEN {
                    index[to] = counter;
                    low[to] = counter;
                    counter += 1;
                    stack.push(to);
                    on_stack[to] = true;
                    work.push((to, 0));
                } else if on_stack[to] {
                    low[node] = low[node].min(index[to]);
                }
                continue;
            }
            work.pop();
            if let Some(&(parent, _)) = work.last() {
                low[parent] = low[parent].min(low[node]);
            }
            if low[node] == index[node] {
                let mut group = Vec::new();
                loop {
                    let member = stack.pop().expect("the node is on the stack");
                    on_stack[member] = false;
                    group.push(member);
                    if member == node {
                        break;
                    }
                }
                groups.push(group);
            }
        }
    }
    groups
}

/// A file the check could not read as Rust.
#[derive(Debug)]
pub struct UnreadableFile {
    /// Relative to the folder read.
    pub file: String,
    pub line: usize,
    pub error: String,
}

impl fmt::Display for UnreadableFile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.file, self.line, self.error)
    }
}

impl std::error::Error for UnreadableFile {}

/// The file graph of the crate whose `src/` holds `sources`.
pub fn analyse(sources: &SourceTree) -> Result<Analysis, UnreadableFile> {
    analyse_crates(sources, &tree::crate_roots(sources))
}

/// The file graph of a `tests/`, `benches/` or `examples/` folder, whose every
/// `x.rs` and `x/main.rs` is a crate of its own.
pub fn analyse_targets(sources: &SourceTree) -> Result<Analysis, UnreadableFile> {
    analyse_crates(sources, &tree::target_roots(sources))
}

fn analyse_crates(sources: &SourceTree, roots: &[String]) -> Result<Analysis, UnreadableFile> {
    let tree = Tree::build(sources, roots)?;
    Ok(Analysis {
        edges: tree.edges(),
        files: tree.files,
    })
}

/// The `src/` folder of every member of the workspace at `root`, from the
/// `members = [...]` list of its `Cargo.toml`, each followed by its `tests/`,
/// `benches/` and `examples/` folders where it has them.
pub fn workspace_folders(root: &Path) -> std::io::Result<Vec<PathBuf>> {
    let mut folders = Vec::new();
    for src in workspace_sources(root)? {
        let member = src.parent().expect("src sits in its member's folder");
        let targets = ["tests", "benches", "examples"].map(|t| member.join(t));
        folders.push(src);
        folders.extend(targets.into_iter().filter(|t| t.is_dir()));
    }
    Ok(folders)
}

/// The `src/` folder of every member of the workspace at `root`, from the
/// `members = [...]` list of its `Cargo.toml`.
pub fn workspace_sources(root: &Path) -> std::io::Result<Vec<PathBuf>> {
    let manifest = std::fs::read_to_string(root.join("Cargo.toml"))?;
    let members = manifest
        .split_once("members")
        .and_then(|(_, rest)| rest.split_once('['))
        .and_then(|(_, rest)| rest.split_once(']'))
        .map(|(list, _)| list)
        .ok_or_else(|| std::io::Error::other("no `members = [...]` in the workspace manifest"))?;
    Ok(members
        .split(',')
        .map(|m| m.trim().trim_matches('"'))
        .filter(|m| !m.is_empty())
        .map(|m| root.join(m).join("src"))
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tree(files: &[(&str, &str)]) -> SourceTree {
        files
            .iter()
            .map(|(name, text)| (name.to_string(), text.to_string()))
            .collect()
    }

    fn circles(files: &[(&str, &str)]) -> Vec<Vec<String>> {
        analyse(&tree(files))
            .unwrap()
            .circles()
            .into_iter()
            .map(|c| c.files)
            .collect()
    }

    #[test]
    fn two_files_that_use_each_other_are_a_circle() {
        let found = circles(&[
            ("lib.rs", "mod a;\nmod b;\n"),
            ("a.rs", "use crate::b::g;\npub fn f() { g() }\n"),
            ("b.rs", "pub fn g() { crate::a::f() }\n"),
        ]);
        assert_eq!(found, vec![vec!["a.rs".to_string(), "b.rs".to_string()]]);
    }

    #[test]
    fn no_circle_when_imports_only_go_down() {
        let files = [
            ("lib.rs", "mod a;\nmod b;\nmod c;\n"),
            ("a.rs", "use crate::b::g;\nuse super::c::h;\n"),
            ("b.rs", "use crate::c::h;\npub fn g() { h() }\n"),
            ("c.rs", "pub fn h() {}\n"),
        ];
        let analysis = analyse(&tree(&files)).unwrap();
        assert!(analysis.imports("a.rs", "b.rs"));
        assert!(analysis.imports("a.rs", "c.rs"));
        assert!(analysis.imports("b.rs", "c.rs"));
        assert!(analysis.circles().is_empty());
    }

    #[test]
    fn a_parent_using_its_child_closes_a_circle_through_a_sibling() {
        // event.rs uses its child deadline.rs, which calls results.rs, which calls
        // back into event.rs: a circle, though no file imports its own parent.
        let found = circles(&[
            ("lib.rs", "mod results;\nmod event;\n"),
            (
                "results.rs",
                "pub fn finished() { crate::event::game_finished() }\n",
            ),
            (
                "event.rs",
                "mod deadline;\npub use deadline::close;\npub fn game_finished() {}\n",
            ),
            (
                "event/deadline.rs",
                "use crate::results;\npub fn close() { results::finished() }\n",
            ),
        ]);
        assert_eq!(
            found,
            vec![vec![
                "event.rs".to_string(),
                "event/deadline.rs".to_string(),
                "results.rs".to_string()
            ]]
        );
    }

    #[test]
    fn declaring_a_child_or_using_the_parent_is_no_import() {
        let files = [
            ("lib.rs", "mod shop;\n"),
            ("shop/mod.rs", "mod till;\npub struct Coin;\n"),
            ("shop/till.rs", "use super::Coin;\npub fn pay(_: Coin) {}\n"),
        ];
        let analysis = analyse(&tree(&files)).unwrap();
        assert!(!analysis.imports("shop/mod.rs", "shop/till.rs"));
        assert!(!analysis.imports("shop/till.rs", "shop/mod.rs"));
        assert!(analysis.edges.is_empty());
    }

    #[test]
    fn a_parent_naming_its_child_inline_imports_it() {
        let files = [
            ("lib.rs", "mod shop;\n"),
            ("shop/mod.rs", "mod till;\npub fn open() { till::pay() }\n"),
            ("shop/till.rs", "pub fn pay() {}\n"),
        ];
        assert!(analyse(&tree(&files))
            .unwrap()
            .imports("shop/mod.rs", "shop/till.rs"));
    }

    #[test]
    fn a_re_export_leads_to_the_file_the_item_comes_from() {
        // b.rs names `crate::Thing`, which lib.rs re-exports from a.rs; a.rs uses b.rs.
        let found = circles(&[
            ("lib.rs", "mod a;\nmod b;\npub use a::Thing;\n"),
            ("a.rs", "pub struct Thing;\npub fn f() { crate::b::g() }\n"),
            ("b.rs", "pub fn g() -> crate::Thing { todo!() }\n"),
        ]);
        assert_eq!(found, vec![vec!["a.rs".to_string(), "b.rs".to_string()]]);
    }

    #[test]
    fn brace_groups_self_and_aliases_are_followed() {
        let files = [
            ("lib.rs", "mod a;\nmod b;\nmod c;\n"),
            (
                "a.rs",
                "use crate::{b::{self, g as renamed}, c};\nfn f() { b::g(); c::h() }\n",
            ),
            ("b.rs", "pub fn g() {}\n"),
            ("c.rs", "pub fn h() {}\n"),
        ];
        let analysis = analyse(&tree(&files)).unwrap();
        assert!(analysis.imports("a.rs", "b.rs"));
        assert!(analysis.imports("a.rs", "c.rs"));
    }

    #[test]
    fn test_code_comments_and_strings_add_no_edge() {
        let files = [
            ("lib.rs", "mod a;\nmod b;\n"),
            ("a.rs", "use crate::b::g;\n"),
            (
                "b.rs",
                "// crate::a::f\n/* crate::a::f */\nconst S: &str = \"crate::a::f\";\n\
                 #[cfg(test)]\nuse crate::a::f;\npub fn g() {}\n\
                 #[cfg(test)]\nmod tests {\n    use crate::a::f;\n    fn t() { f() }\n}\n",
            ),
        ];
        let analysis = analyse(&tree(&files)).unwrap();
        assert!(analysis.imports("a.rs", "b.rs"));
        assert!(!analysis.imports("b.rs", "a.rs"), "{:?}", analysis.edges);
    }

    #[test]
    fn path_attributes_main_and_inline_modules_are_followed() {
        let files = [
            ("lib.rs", "pub mod lib_only;\n"),
            ("lib_only.rs", "pub fn f() {}\n"),
            ("main.rs", "mod cli;\nfn main() { cli::run() }\n"),
            ("cli/mod.rs", "#[path = \"match.rs\"]\nmod games;\nmod inner {\n    pub fn x() { super::games::y() }\n}\npub fn run() {}\n"),
            ("cli/match.rs", "pub fn y() { crate::cli::run() }\n"),
        ];
        let analysis = analyse(&tree(&files)).unwrap();
        assert!(analysis.imports("main.rs", "cli/mod.rs"));
        assert!(analysis.imports("cli/mod.rs", "cli/match.rs"));
        // `crate` in main.rs's tree is main.rs, an ancestor of the cli.
        assert!(!analysis.imports("cli/match.rs", "cli/mod.rs"));
        assert!(analysis.files.contains(&"lib_only.rs".to_string()));
    }

    #[test]
    fn each_test_crate_includes_the_shared_module_as_its_own() {
        let files = [
            (
                "one.rs",
                "#[path = \"common/mod.rs\"]\nmod common;\nfn t() { common::setup() }\n",
            ),
            (
                "two/main.rs",
                "#[path = \"../common/mod.rs\"]\nmod common;\nmod part;\n",
            ),
            ("two/part.rs", "fn t() { super::common::setup() }\n"),
            ("common/mod.rs", "pub fn setup() {}\n"),
        ];
        let analysis = analyse_targets(&tree(&files)).unwrap();
        assert!(analysis.imports("one.rs", "common/mod.rs"));
        assert!(analysis.imports("two/part.rs", "common/mod.rs"));
        assert_eq!(analysis.files.len(), 4);
    }

    #[test]
    fn a_circle_is_shown_as_loops_through_every_file() {
        let analysis = analyse(&tree(&[
            ("lib.rs", "mod a;\nmod b;\nmod c;\n"),
            ("a.rs", "use crate::b::g;\n"),
            ("b.rs", "use crate::a::f;\nuse crate::c::h;\n"),
            ("c.rs", "use crate::b::g;\n"),
        ]))
        .unwrap();
        let circles = analysis.circles();
        assert_eq!(circles.len(), 1);
        let shown = circles[0].to_string();
        assert!(shown.contains("a.rs → b.rs → a.rs"), "{shown}");
        assert!(shown.contains("c.rs → b.rs → c.rs"), "{shown}");
        assert!(
            shown.contains("a.rs:1 names `crate::b::g` (b.rs)"),
            "{shown}"
        );
    }

    #[test]
    fn paths_in_macros_count_and_dollar_crate_does_not() {
        let files = [
            ("lib.rs", "mod a;\nmod b;\nmod c;\n"),
            (
                "a.rs",
                "fn f() -> String {\n    let _ = r#\"crate::c::h\"#;\n    format!(\"{}\", crate::b::g())\n}\n",
            ),
            ("b.rs", "pub fn g() {}\nmacro_rules! m { () => { $crate::a::f() }; }\n"),
            ("c.rs", "pub fn h() {}\n"),
        ];
        let analysis = analyse(&tree(&files)).unwrap();
        assert!(analysis.imports("a.rs", "b.rs"));
        assert_eq!(analysis.edges[&(1, 2)].line, 3);
        assert!(!analysis.imports("a.rs", "c.rs"));
        assert!(!analysis.imports("b.rs", "a.rs"));
    }

    #[test]
    fn a_file_that_is_not_rust_is_reported_with_its_line() {
        let files = [
            ("lib.rs", "mod a;\n"),
            ("a.rs", "fn f() {\n    let = ;\n}\n"),
        ];
        let error = analyse(&tree(&files)).unwrap_err();
        assert_eq!((error.file.as_str(), error.line), ("a.rs", 2));
    }
}
