//! Import circles between the files of one crate.
//!
//! The source is read as text (nothing is compiled): every crate root (`lib.rs`,
//! `main.rs`, `bin/*.rs`) and the files its `mod x;` declarations reach (also through
//! `#[path]`) make the module tree. A file depends on another when it names an item of
//! it: a `use crate::…`, `use super::…`, `use self::…` or `use child::…` tree, or a
//! path written inline (`crate::a::b::f()`, `super::x::Y`, `child::f()`, or a name a
//! `use` brought in, such as `events::f()`). A path that ends at an item a module
//! re-exports (`pub use child::X`, or any `use` it holds) also depends on the file the
//! item comes from.
//!
//! Two rules decide what is an edge:
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

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::fmt;
use std::path::{Path, PathBuf};

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
    Ok(match folder.file_name().is_some_and(|name| name == "src") {
        true => analyse(&sources),
        false => analyse_targets(&sources),
    })
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

// ---------------------------------------------------------------- reading the text

#[derive(Clone, Debug, PartialEq, Eq)]
enum Kind {
    Ident,
    Punct,
    /// A string literal; its text is its content (for `#[path = "…"]`).
    Str,
    /// Numbers, chars, lifetimes: nothing a path is made of.
    Other,
}

#[derive(Clone, Debug)]
struct Token {
    kind: Kind,
    text: String,
    line: u32,
}

impl Token {
    fn is(&self, text: &str) -> bool {
        self.kind != Kind::Str && self.text == text
    }
}

/// Splits Rust source into identifiers, punctuation (`::` as one token) and literals;
/// comments are dropped.
fn tokenize(source: &str) -> Vec<Token> {
    let chars: Vec<char> = source.chars().collect();
    let mut tokens = Vec::new();
    let (mut i, mut line) = (0, 1u32);
    let count_lines = |from: usize, to: usize, line: &mut u32| {
        *line += chars[from..to].iter().filter(|&&c| c == '\n').count() as u32;
    };
    while i < chars.len() {
        let c = chars[i];
        let start = i;
        let start_line = line;
        if c == '\n' {
            line += 1;
            i += 1;
        } else if c.is_whitespace() {
            i += 1;
        } else if c == '/' && chars.get(i + 1) == Some(&'/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && chars.get(i + 1) == Some(&'*') {
            let mut depth = 0;
            while i < chars.len() {
                if chars[i] == '/' && chars.get(i + 1) == Some(&'*') {
                    depth += 1;
                    i += 2;
                } else if chars[i] == '*' && chars.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
            count_lines(start, i, &mut line);
        } else if let Some(end) = raw_string_end(&chars, i) {
            let content: String = chars[i..end].iter().collect();
            i = end;
            count_lines(start, i, &mut line);
            tokens.push(Token {
                kind: Kind::Str,
                text: content,
                line: start_line,
            });
        } else if c == '"' || (c == 'b' && chars.get(i + 1) == Some(&'"')) {
            i += if c == 'b' { 2 } else { 1 };
            let mut content = String::new();
            while i < chars.len() && chars[i] != '"' {
                if chars[i] == '\\' {
                    content.push(chars[i]);
                    i += 1;
                }
                if i < chars.len() {
                    content.push(chars[i]);
                }
                i += 1;
            }
            i += 1;
            count_lines(start, i.min(chars.len()), &mut line);
            tokens.push(Token {
                kind: Kind::Str,
                text: content,
                line: start_line,
            });
        } else if c == '\'' {
            i = char_or_lifetime_end(&chars, i);
            tokens.push(Token {
                kind: Kind::Other,
                text: String::new(),
                line,
            });
        } else if c == 'r' && chars.get(i + 1) == Some(&'#') && is_ident_start(chars.get(i + 2)) {
            // A raw identifier (`r#type`) is the identifier.
            i += 2;
            let from = i;
            while i < chars.len() && is_ident_char(chars[i]) {
                i += 1;
            }
            tokens.push(Token {
                kind: Kind::Ident,
                text: chars[from..i].iter().collect(),
                line,
            });
        } else if is_ident_start(Some(&c)) {
            while i < chars.len() && is_ident_char(chars[i]) {
                i += 1;
            }
            tokens.push(Token {
                kind: Kind::Ident,
                text: chars[start..i].iter().collect(),
                line,
            });
        } else if c.is_ascii_digit() {
            while i < chars.len() && (is_ident_char(chars[i]) || chars[i] == '.') {
                // `1..2`: a range, not a number's point.
                if chars[i] == '.' && chars.get(i + 1) == Some(&'.') {
                    break;
                }
                i += 1;
            }
            tokens.push(Token {
                kind: Kind::Other,
                text: String::new(),
                line,
            });
        } else if c == ':' && chars.get(i + 1) == Some(&':') {
            i += 2;
            tokens.push(Token {
                kind: Kind::Punct,
                text: "::".into(),
                line,
            });
        } else {
            i += 1;
            tokens.push(Token {
                kind: Kind::Punct,
                text: c.to_string(),
                line,
            });
        }
    }
    tokens
}

fn is_ident_start(c: Option<&char>) -> bool {
    c.is_some_and(|&c| c == '_' || c.is_alphabetic())
}

fn is_ident_char(c: char) -> bool {
    c == '_' || c.is_alphanumeric()
}

/// The end of a raw string (`r"…"`, `r#"…"#`, `br#"…"#`) starting at `i`, if one does.
fn raw_string_end(chars: &[char], i: usize) -> Option<usize> {
    let mut j = i;
    if chars.get(j) == Some(&'b') {
        j += 1;
    }
    if chars.get(j) != Some(&'r') {
        return None;
    }
    j += 1;
    let mut hashes = 0;
    while chars.get(j) == Some(&'#') {
        hashes += 1;
        j += 1;
    }
    if chars.get(j) != Some(&'"') {
        return None;
    }
    j += 1;
    while j < chars.len() {
        if chars[j] == '"' && (1..=hashes).all(|k| chars.get(j + k) == Some(&'#')) {
            return Some(j + 1 + hashes);
        }
        j += 1;
    }
    Some(chars.len())
}

/// The end of a char literal (`'a'`, `'\n'`, `'\u{1F600}'`) or a lifetime (`'a`).
fn char_or_lifetime_end(chars: &[char], i: usize) -> usize {
    if chars.get(i + 1) == Some(&'\\') {
        let mut j = i + 2;
        while j < chars.len() && chars[j] != '\'' {
            j += 1;
        }
        return j + 1;
    }
    if chars.get(i + 2) == Some(&'\'') {
        return i + 3;
    }
    let mut j = i + 1;
    while j < chars.len() && is_ident_char(chars[j]) {
        j += 1;
    }
    j
}

// ---------------------------------------------------------------- one file's modules

/// A `mod x;` declaration.
#[derive(Debug)]
struct ChildFile {
    name: String,
    /// `#[path = "…"]`.
    path: Option<String>,
}

/// One module written in a file: the file's own, or an inline `mod x { … }`.
#[derive(Debug, Default)]
struct Scope {
    /// The inline module's name and the scope it is written in.
    inline_in: Option<(String, usize)>,
    child_files: Vec<ChildFile>,
    /// Local name → the path a `use` gives it.
    imports: HashMap<String, Vec<String>>,
    /// Every path the module names (its `use` trees and inline paths), with the line.
    paths: Vec<(Vec<String>, u32)>,
}

/// The modules written in one file; scope 0 is the file's own.
fn read_file(source: &str) -> Vec<Scope> {
    let tokens = tokenize(source);
    let mut scopes = vec![Scope::default()];
    let mut open: Vec<(usize, i32)> = vec![(0, 0)];
    let mut depth = 0i32;
    let mut i = 0;
    while i < tokens.len() {
        let scope = open.last().expect("the file's scope stays open").0;
        let token = &tokens[i];
        if token.is("{") {
            depth += 1;
            i += 1;
        } else if token.is("}") {
            depth -= 1;
            if open.len() > 1 && open.last().is_some_and(|&(_, d)| d == depth) {
                open.pop();
            }
            i += 1;
        } else if token.is("mod") && tokens.get(i + 1).is_some_and(|t| t.kind == Kind::Ident) {
            let name = tokens[i + 1].text.clone();
            let attributes = attributes_before(&tokens, i);
            let test_only = attributes.iter().any(|a| is_cfg_test(a));
            match tokens.get(i + 2) {
                Some(t) if t.is(";") => {
                    if !test_only {
                        let path = attributes.iter().find_map(|a| path_attribute(a));
                        scopes[scope].child_files.push(ChildFile { name, path });
                    }
                    i += 3;
                }
                Some(t) if t.is("{") && test_only => i = matching_close(&tokens, i + 2) + 1,
                Some(t) if t.is("{") => {
                    scopes.push(Scope {
                        inline_in: Some((name, scope)),
                        ..Scope::default()
                    });
                    open.push((scopes.len() - 1, depth));
                    depth += 1;
                    i += 3;
                }
                _ => i += 1,
            }
        } else if token.is("use") && !tokens.get(i + 1).is_some_and(|t| t.is("<")) {
            let end = (i..tokens.len())
                .find(|&j| tokens[j].is(";"))
                .unwrap_or(tokens.len());
            let test_only = attributes_before(&tokens, i).iter().any(|a| is_cfg_test(a));
            if !test_only {
                for (path, local) in use_tree(&tokens[i + 1..end], &[]) {
                    if let Some(local) = local {
                        scopes[scope].imports.insert(local, path.clone());
                    }
                    scopes[scope].paths.push((path, token.line));
                }
            }
            i = end + 1;
        } else if token.is("pub") && tokens.get(i + 1).is_some_and(|t| t.is("(")) {
            // `pub(in crate::service)` names an ancestor, never an import.
            i = matching_close(&tokens, i + 1) + 1;
        } else if token.kind == Kind::Ident && starts_path(&tokens, i) {
            let mut path = vec![token.text.clone()];
            let mut j = i + 1;
            while tokens.get(j).is_some_and(|t| t.is("::"))
                && tokens.get(j + 1).is_some_and(|t| t.kind == Kind::Ident)
            {
                path.push(tokens[j + 1].text.clone());
                j += 2;
            }
            if path.len() > 1 && path[0] != "Self" {
                scopes[scope].paths.push((path, token.line));
            }
            i = j;
        } else {
            i += 1;
        }
    }
    scopes
}

/// Whether the identifier at `i` begins a path (not `a::b` in the middle of one,
/// nor `$crate::…` in a macro).
fn starts_path(tokens: &[Token], i: usize) -> bool {
    let before = i.checked_sub(1).map(|j| &tokens[j]);
    !before.is_some_and(|t| t.is("::") || t.is("$"))
}

/// The index of the bracket closing the one at `open`.
fn matching_close(tokens: &[Token], open: usize) -> usize {
    let (opening, closing) = match tokens[open].text.as_str() {
        "(" => ("(", ")"),
        "[" => ("[", "]"),
        _ => ("{", "}"),
    };
    let mut depth = 0;
    for (j, token) in tokens.iter().enumerate().skip(open) {
        if token.is(opening) {
            depth += 1;
        } else if token.is(closing) {
            depth -= 1;
            if depth == 0 {
                return j;
            }
        }
    }
    tokens.len()
}

/// The attributes (`#[…]`, as their inner tokens) written before the item whose
/// keyword is at `i`, past its visibility.
fn attributes_before(tokens: &[Token], i: usize) -> Vec<&[Token]> {
    let mut j = i;
    // Visibility: `pub`, `pub(crate)`, `pub(in a::b)`.
    if j > 0 && tokens[j - 1].is(")") {
        let mut k = j - 1;
        let mut depth = 0;
        loop {
            if tokens[k].is(")") {
                depth += 1;
            } else if tokens[k].is("(") {
                depth -= 1;
                if depth == 0 {
                    break;
                }
            }
            if k == 0 {
                return Vec::new();
            }
            k -= 1;
        }
        if k > 0 && tokens[k - 1].is("pub") {
            j = k - 1;
        }
    } else if j > 0 && tokens[j - 1].is("pub") {
        j -= 1;
    }
    let mut attributes = Vec::new();
    while j > 0 && tokens[j - 1].is("]") {
        let close = j - 1;
        let mut k = close;
        let mut depth = 0;
        loop {
            if tokens[k].is("]") {
                depth += 1;
            } else if tokens[k].is("[") {
                depth -= 1;
                if depth == 0 {
                    break;
                }
            }
            if k == 0 {
                return attributes;
            }
            k -= 1;
        }
        if k == 0 || !tokens[k - 1].is("#") {
            break;
        }
        attributes.push(&tokens[k + 1..close]);
        j = k - 1;
    }
    attributes
}

/// `cfg(test)`, `cfg(all(test, …))`: code that exists only in the crate's tests.
fn is_cfg_test(attribute: &[Token]) -> bool {
    attribute.first().is_some_and(|t| t.is("cfg"))
        && attribute.iter().any(|t| t.is("test"))
        && !attribute.iter().any(|t| t.is("not"))
}

/// `path = "…"`.
fn path_attribute(attribute: &[Token]) -> Option<String> {
    match attribute {
        [name, equals, value] if name.is("path") && equals.is("=") && value.kind == Kind::Str => {
            Some(value.text.clone())
        }
        _ => None,
    }
}

/// The paths of a `use` tree (without `use` and `;`), each with the local name it
/// brings in (`None` for a glob or `_`).
fn use_tree(tokens: &[Token], prefix: &[String]) -> Vec<(Vec<String>, Option<String>)> {
    let mut out = Vec::new();
    let mut path = prefix.to_vec();
    let mut i = 0;
    while i < tokens.len() {
        let token = &tokens[i];
        if token.is("::") {
            i += 1;
        } else if token.is("{") {
            let close = matching_close(tokens, i);
            for part in split_top_level(&tokens[i + 1..close.min(tokens.len())]) {
                out.extend(use_tree(part, &path));
            }
            return out;
        } else if token.is("*") {
            out.push((path, None));
            return out;
        } else if token.is("as") {
            let alias = tokens.get(i + 1).map(|t| t.text.clone());
            let local = alias.filter(|a| a != "_");
            out.push((path, local));
            return out;
        } else if token.is("self") && !path.is_empty() {
            // `a::b::{self}` brings in `b`.
            i += 1;
        } else if token.kind == Kind::Ident {
            path.push(token.text.clone());
            i += 1;
        } else {
            i += 1;
        }
    }
    if let Some(last) = path.last().cloned() {
        out.push((path, Some(last)));
    }
    out
}

/// The comma-separated parts of a `{…}` group's inside.
fn split_top_level(tokens: &[Token]) -> Vec<&[Token]> {
    let mut parts = Vec::new();
    let (mut depth, mut from) = (0, 0);
    for (j, token) in tokens.iter().enumerate() {
        if token.is("{") {
            depth += 1;
        } else if token.is("}") {
            depth -= 1;
        } else if token.is(",") && depth == 0 {
            parts.push(&tokens[from..j]);
            from = j + 1;
        }
    }
    if from < tokens.len() {
        parts.push(&tokens[from..]);
    }
    parts
}

// ---------------------------------------------------------------- the module tree

#[derive(Debug)]
struct Module {
    file: usize,
    parent: Option<usize>,
    children: HashMap<String, usize>,
    imports: HashMap<String, Vec<String>>,
    paths: Vec<(Vec<String>, u32)>,
}

struct Tree {
    files: Vec<String>,
    modules: Vec<Module>,
}

/// The crate roots in a folder of test, benchmark or example targets: each `x.rs`
/// and `x/main.rs`.
fn target_roots(sources: &SourceTree) -> Vec<String> {
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
fn crate_roots(sources: &SourceTree) -> Vec<String> {
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
    fn build(sources: &SourceTree, roots: &[String]) -> Tree {
        let mut tree = Tree {
            files: Vec::new(),
            modules: Vec::new(),
        };
        for root in roots {
            // A file several crates include (`#[path = "../common/mod.rs"]`) is a
            // module of each.
            let mut in_this_crate = BTreeSet::new();
            tree.add_file(sources, root, None, None, &mut in_this_crate);
        }
        tree
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
    ) {
        let Some(source) = sources.get(file) else {
            return;
        };
        if !in_this_crate.insert(file.to_string()) {
            return;
        }
        let file_index = match self.files.iter().position(|f| f == file) {
            Some(index) => index,
            None => {
                self.files.push(file.to_string());
                self.files.len() - 1
            }
        };
        let scopes = read_file(source);
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
                    self.add_file(sources, &found, parent, Some(&child.name), in_this_crate);
                }
            }
        }
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
}

/// The file graph of the crate whose `src/` holds `sources`.
pub fn analyse(sources: &SourceTree) -> Analysis {
    analyse_crates(sources, &crate_roots(sources))
}

/// The file graph of a `tests/`, `benches/` or `examples/` folder, whose every
/// `x.rs` and `x/main.rs` is a crate of its own.
pub fn analyse_targets(sources: &SourceTree) -> Analysis {
    analyse_crates(sources, &target_roots(sources))
}

fn analyse_crates(sources: &SourceTree, roots: &[String]) -> Analysis {
    let tree = Tree::build(sources, roots);
    let mut edges = BTreeMap::new();
    for (index, module) in tree.modules.iter().enumerate() {
        // The ancestors of the file's own module (an inline module's parent is in
        // the same file).
        let mut top = index;
        while let Some(parent) = tree.modules[top].parent {
            if tree.modules[parent].file != module.file {
                break;
            }
            top = parent;
        }
        let ancestors = tree.ancestor_files(top);
        for (path, line) in &module.paths {
            for target in tree.resolve(index, path, 0) {
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
    Analysis {
        files: tree.files,
        edges,
    }
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
        let analysis = analyse(&tree(&files));
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
        let analysis = analyse(&tree(&files));
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
        assert!(analyse(&tree(&files)).imports("shop/mod.rs", "shop/till.rs"));
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
        let analysis = analyse(&tree(&files));
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
        let analysis = analyse(&tree(&files));
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
        let analysis = analyse(&tree(&files));
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
        let analysis = analyse_targets(&tree(&files));
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
        ]));
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
    fn lifetimes_chars_and_raw_strings_do_not_confuse_the_reader() {
        let files = [
            ("lib.rs", "mod a;\nmod b;\n"),
            (
                "a.rs",
                "fn f<'a>(x: &'a str) -> char { let _ = r#\"crate::b::g \"quoted\"\"#; '\"' }\n\
                 fn g() { let _ = '\\''; crate::b::g() }\n",
            ),
            ("b.rs", "pub fn g() {}\n"),
        ];
        let analysis = analyse(&tree(&files));
        assert_eq!(analysis.edges.len(), 1);
        assert_eq!(analysis.edges[&(1, 2)].line, 2);
    }
}
