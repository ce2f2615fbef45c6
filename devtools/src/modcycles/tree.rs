//! The module tree of one or more crates whose sources share a folder, and the
//! files each path written in it leads to.

use super::syntax::{read_file, WrittenPath};
use super::{Evidence, SourceTree, UnreadableFile};
use std::collections::{BTreeMap, BTreeSet, HashMap};

#[derive(Debug)]
struct Module {
    file: usize,
    parent: Option<usize>,
    children: HashMap<String, usize>,
    imports: HashMap<String, Vec<String>>,
    paths: Vec<WrittenPath>,
}

pub(super) struct Tree {
    /// Every module file reached from a crate root, relative to the folder.
    pub files: Vec<String>,
    modules: Vec<Module>,
}

/// The crate roots in a folder of test, benchmark or example targets: each `x.rs`
/// and `x/main.rs`.
pub(super) fn target_roots(sources: &SourceTree) -> Vec<String> {
    sources
        .keys()
        .filter(|name| match name.split_once('/') {
            None => true,
            Some((_, rest)) => rest == "main.rs",
        })
        .cloned()
        .collect()
}

/// The crate roots in a source folder: the library, the binary and `bin/*.rs`.
pub(super) fn crate_roots(sources: &SourceTree) -> Vec<String> {
    let mut roots: Vec<String> = ["lib.rs", "main.rs"]
        .into_iter()
        .filter(|r| sources.contains_key(*r))
        .map(str::to_string)
        .collect();
    for name in sources.keys() {
        let in_bin = name.strip_prefix("bin/");
        if in_bin.is_some_and(|rest| !rest.contains('/') || rest.ends_with("/main.rs")) {
            roots.push(name.clone());
        }
    }
    roots
}

/// The folder (relative to `src/`, `""` for `src/` itself) of `file`, and the one its
/// child modules live in.
fn folders_of(file: &str) -> (String, String) {
    let (folder, name) = match file.rsplit_once('/') {
        Some((folder, name)) => (folder.to_string(), name),
        None => (String::new(), file),
    };
    let owns_folder = matches!(name, "mod.rs" | "lib.rs" | "main.rs");
    let children = match owns_folder {
        true => folder.clone(),
        false => join(&folder, name.trim_end_matches(".rs")),
    };
    (folder, children)
}

fn join(folder: &str, name: &str) -> String {
    match folder.is_empty() {
        true => name.to_string(),
        false => format!("{folder}/{name}"),
    }
}

fn normalise(path: &str) -> String {
    let mut parts: Vec<&str> = Vec::new();
    for part in path.split('/') {
        match part {
            "" | "." => {}
            ".." => {
                parts.pop();
            }
            _ => parts.push(part),
        }
    }
    parts.join("/")
}

impl Tree {
    pub(super) fn build(sources: &SourceTree, roots: &[String]) -> Result<Tree, UnreadableFile> {
        let mut tree = Tree {
            files: Vec::new(),
            modules: Vec::new(),
        };
        for root in roots {
            // A file several crates include (`#[path = "../common/mod.rs"]`) is a
            // module of each.
            let mut in_this_crate = BTreeSet::new();
            tree.add_file(sources, root, None, None, &mut in_this_crate)?;
        }
        Ok(tree)
    }

    /// Adds the modules written in `file` (once per crate), the first as a child of
    /// `parent` named `name`, and the files they declare.
    fn add_file(
        &mut self,
        sources: &SourceTree,
        file: &str,
        parent: Option<usize>,
        name: Option<&str>,
        in_this_crate: &mut BTreeSet<String>,
    ) -> Result<(), UnreadableFile> {
        let Some(source) = sources.get(file) else {
            return Ok(());
        };
        if !in_this_crate.insert(file.to_string()) {
            return Ok(());
        }
        let file_index = match self.files.iter().position(|f| f == file) {
            Some(index) => index,
            None => {
                self.files.push(file.to_string());
                self.files.len() - 1
            }
        };
        let scopes = read_file(source).map_err(|error| UnreadableFile {
            file: file.to_string(),
            line: error.span().start().line,
            error: error.to_string(),
        })?;
        let first = self.modules.len();
        let (folder, children_folder) = folders_of(file);
        // A crate root's children sit beside it, whatever its name.
        let children_folder = match parent {
            None => folder.clone(),
            Some(_) => children_folder,
        };
        let mut child_folders: Vec<String> = Vec::new();
        for (index, scope) in scopes.iter().enumerate() {
            let (parent_module, module_name, folder_of_children) = match &scope.inline_in {
                None => (parent, name.map(str::to_string), children_folder.clone()),
                Some((inline, outer)) => (
                    Some(first + outer),
                    Some(inline.clone()),
                    join(&child_folders[*outer], inline),
                ),
            };
            child_folders.push(folder_of_children);
            self.modules.push(Module {
                file: file_index,
                parent: parent_module,
                children: HashMap::new(),
                imports: scope.imports.clone(),
                paths: scope.paths.clone(),
            });
            if let (Some(parent), Some(module_name)) = (parent_module, module_name) {
                self.modules[parent]
                    .children
                    .insert(module_name, first + index);
            }
        }
        for (index, scope) in scopes.iter().enumerate() {
            for child in &scope.child_files {
                let candidates = match &child.path {
                    // Relative to the file's folder (inside an inline module, to its folder).
                    Some(path) if scope.inline_in.is_none() => vec![join(&folder, path)],
                    Some(path) => vec![join(&child_folders[index], path)],
                    None => vec![
                        join(&child_folders[index], &format!("{}.rs", child.name)),
                        join(&child_folders[index], &format!("{}/mod.rs", child.name)),
                    ],
                };
                let found = candidates
                    .into_iter()
                    .map(|c| normalise(&c))
                    .find(|c| sources.contains_key(c));
                if let Some(found) = found {
                    let parent = Some(first + index);
                    self.add_file(sources, &found, parent, Some(&child.name), in_this_crate)?;
                }
            }
        }
        Ok(())
    }

    fn root_of(&self, mut module: usize) -> usize {
        while let Some(parent) = self.modules[module].parent {
            module = parent;
        }
        module
    }

    /// The files the path `segments`, written in `module`, depends on: the module it
    /// ends in, and every module whose re-export it goes through on the way.
    fn resolve(&self, module: usize, segments: &[String], depth: usize) -> Vec<usize> {
        if depth > 32 || segments.is_empty() {
            return Vec::new();
        }
        let mut current = module;
        let mut rest = segments;
        match segments[0].as_str() {
            "crate" => {
                current = self.root_of(module);
                rest = &segments[1..];
            }
            "self" | "super" => {
                while let Some(first) = rest.first() {
                    match first.as_str() {
                        "self" => {}
                        "super" => match self.modules[current].parent {
                            Some(parent) => current = parent,
                            None => return Vec::new(),
                        },
                        _ => break,
                    }
                    rest = &rest[1..];
                }
            }
            name => {
                let here = &self.modules[module];
                if let Some(&child) = here.children.get(name) {
                    current = child;
                    rest = &segments[1..];
                } else if let Some(target) = here.imports.get(name) {
                    if target.len() == 1 && target[0] == name {
                        return Vec::new();
                    }
                    let mut whole = target.clone();
                    whole.extend_from_slice(&segments[1..]);
                    return self.resolve(module, &whole, depth + 1);
                } else {
                    // An external crate, or an item of this module.
                    return Vec::new();
                }
            }
        }
        let mut files = Vec::new();
        for (at, segment) in rest.iter().enumerate() {
            let here = &self.modules[current];
            if let Some(&child) = here.children.get(segment) {
                current = child;
            } else if let Some(target) = here.imports.get(segment) {
                files.push(here.file);
                let mut whole = target.clone();
                whole.extend_from_slice(&rest[at + 1..]);
                files.extend(self.resolve(current, &whole, depth + 1));
                return files;
            } else {
                break;
            }
        }
        files.push(self.modules[current].file);
        files
    }

    /// The files of `module`'s ancestors.
    fn ancestor_files(&self, module: usize) -> BTreeSet<usize> {
        let mut files = BTreeSet::new();
        let mut at = self.modules[module].parent;
        while let Some(parent) = at {
            files.insert(self.modules[parent].file);
            at = self.modules[parent].parent;
        }
        files
    }

    /// `importer → imported` for every path written, with the first evidence; no
    /// edge to the importer itself or to its ancestors.
    pub(super) fn edges(&self) -> BTreeMap<(usize, usize), Evidence> {
        let mut edges = BTreeMap::new();
        for (index, module) in self.modules.iter().enumerate() {
            // The ancestors of the file's own module (an inline module's parent is
            // in the same file).
            let mut top = index;
            while let Some(parent) = self.modules[top].parent {
                if self.modules[parent].file != module.file {
                    break;
                }
                top = parent;
            }
            let ancestors = self.ancestor_files(top);
            for (path, line) in &module.paths {
                for target in self.resolve(index, path, 0) {
                    if target == module.file || ancestors.contains(&target) {
                        continue;
                    }
                    edges
                        .entry((module.file, target))
                        .or_insert_with(|| Evidence {
                            line: *line,
                            path: path.join("::"),
                        });
                }
            }
        }
        edges
    }
}
