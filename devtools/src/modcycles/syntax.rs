//! What one file says about modules, read with `syn`: the modules written in it (its
//! own, and each inline `mod x { … }`), the files they declare (`mod x;`, with
//! `#[path]`), the names their `use` trees bring in, and every path they write, in
//! code and inside macro invocations.

use proc_macro2::{Delimiter, Spacing, TokenStream, TokenTree};
use std::collections::HashMap;
use syn::visit::{self, Visit};

/// A `mod x;` declaration.
#[derive(Debug)]
pub(super) struct ChildFile {
    pub name: String,
    /// `#[path = "…"]`.
    pub path: Option<String>,
}

/// A path as written (`super::results::on_game_finished`) and its line.
pub(super) type WrittenPath = (Vec<String>, u32);

/// One module written in a file: the file's own, or an inline `mod x { … }`.
#[derive(Debug, Default)]
pub(super) struct Scope {
    /// The inline module's name and the scope it is written in.
    pub inline_in: Option<(String, usize)>,
    pub child_files: Vec<ChildFile>,
    /// Local name → the path a `use` gives it.
    pub imports: HashMap<String, Vec<String>>,
    /// Every path the module writes: its `use` trees and the paths in its code.
    pub paths: Vec<WrittenPath>,
}

/// The modules written in one file; scope 0 is the file's own.
pub(super) fn read_file(source: &str) -> syn::Result<Vec<Scope>> {
    let file = syn::parse_file(source)?;
    let mut reader = Reader {
        scopes: vec![Scope::default()],
        current: 0,
    };
    reader.visit_file(&file);
    Ok(reader.scopes)
}

struct Reader {
    scopes: Vec<Scope>,
    current: usize,
}

impl Reader {
    fn scope(&mut self) -> &mut Scope {
        &mut self.scopes[self.current]
    }
}

impl<'ast> Visit<'ast> for Reader {
    fn visit_item_mod(&mut self, item: &'ast syn::ItemMod) {
        if is_test_only(&item.attrs) {
            return;
        }
        let name = item.ident.to_string();
        let Some((_, items)) = &item.content else {
            let path = path_attribute(&item.attrs);
            self.scope().child_files.push(ChildFile { name, path });
            return;
        };
        self.scopes.push(Scope {
            inline_in: Some((name, self.current)),
            ..Scope::default()
        });
        let outer = std::mem::replace(&mut self.current, self.scopes.len() - 1);
        for item in items {
            self.visit_item(item);
        }
        self.current = outer;
    }

    fn visit_item_use(&mut self, item: &'ast syn::ItemUse) {
        if is_test_only(&item.attrs) {
            return;
        }
        let line = item.use_token.span.start().line as u32;
        let mut found = Vec::new();
        use_tree(&item.tree, &mut Vec::new(), &mut found);
        for (path, local) in found {
            if let Some(local) = local {
                self.scope().imports.insert(local, path.clone());
            }
            self.scope().paths.push((path, line));
        }
    }

    fn visit_path(&mut self, path: &'ast syn::Path) {
        let segments: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
        if path.leading_colon.is_none() && segments.len() > 1 && segments[0] != "Self" {
            let line = path.segments[0].ident.span().start().line as u32;
            self.scope().paths.push((segments, line));
        }
        visit::visit_path(self, path);
    }

    /// `pub(in crate::service)` names an ancestor, never an import.
    fn visit_visibility(&mut self, _: &'ast syn::Visibility) {}

    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        visit::visit_macro(self, mac);
        let mut flat = Vec::new();
        flatten(mac.tokens.clone(), &mut flat);
        let paths = paths_in_tokens(&flat);
        self.scope().paths.extend(paths);
    }
}

/// `#[cfg(test)]`, `#[cfg(all(test, …))]`: code that exists only in the crate's tests.
fn is_test_only(attributes: &[syn::Attribute]) -> bool {
    attributes.iter().any(|attribute| {
        let syn::Meta::List(list) = &attribute.meta else {
            return false;
        };
        let words: Vec<String> = list
            .tokens
            .clone()
            .into_iter()
            .flat_map(|t| match t {
                TokenTree::Group(g) => g.stream().into_iter().collect::<Vec<_>>(),
                other => vec![other],
            })
            .map(|t| t.to_string())
            .collect();
        list.path.is_ident("cfg")
            && words.iter().any(|w| w == "test")
            && !words.iter().any(|w| w == "not")
    })
}

/// `#[path = "…"]`.
fn path_attribute(attributes: &[syn::Attribute]) -> Option<String> {
    attributes.iter().find_map(|attribute| {
        let syn::Meta::NameValue(pair) = &attribute.meta else {
            return None;
        };
        match &pair.value {
            syn::Expr::Lit(syn::ExprLit {
                lit: syn::Lit::Str(text),
                ..
            }) if pair.path.is_ident("path") => Some(text.value()),
            _ => None,
        }
    })
}

/// The paths of a `use` tree, each with the local name it brings in (`None` for a
/// glob or `_`).
fn use_tree(
    tree: &syn::UseTree,
    prefix: &mut Vec<String>,
    found: &mut Vec<(Vec<String>, Option<String>)>,
) {
    match tree {
        syn::UseTree::Path(path) => {
            prefix.push(path.ident.to_string());
            use_tree(&path.tree, prefix, found);
            prefix.pop();
        }
        // `a::b::{self}` brings in `b`.
        syn::UseTree::Name(name) if name.ident == "self" && !prefix.is_empty() => {
            found.push((prefix.clone(), prefix.last().cloned()));
        }
        syn::UseTree::Name(name) => {
            let mut path = prefix.clone();
            path.push(name.ident.to_string());
            found.push((path, Some(name.ident.to_string())));
        }
        syn::UseTree::Rename(rename) => {
            let mut path = prefix.clone();
            if rename.ident != "self" {
                path.push(rename.ident.to_string());
            }
            let local = Some(rename.rename.to_string()).filter(|r| r != "_");
            found.push((path, local));
        }
        syn::UseTree::Glob(_) => found.push((prefix.clone(), None)),
        syn::UseTree::Group(group) => {
            for item in &group.items {
                use_tree(item, prefix, found);
            }
        }
    }
}

/// A token of a macro's input, as far as paths go.
#[derive(Debug, PartialEq)]
enum Flat {
    Ident(String, u32),
    /// `::`
    PathSeparator,
    /// `$`, so that `$crate::…` is not read as this crate's path.
    Dollar,
    Other,
}

/// A macro's input as one list of tokens (groups opened).
fn flatten(tokens: TokenStream, out: &mut Vec<Flat>) {
    let mut tokens = tokens.into_iter().peekable();
    while let Some(token) = tokens.next() {
        match token {
            TokenTree::Group(group) => {
                out.push(Flat::Other);
                flatten(group.stream(), out);
                if group.delimiter() != Delimiter::None {
                    out.push(Flat::Other);
                }
            }
            TokenTree::Ident(ident) => out.push(Flat::Ident(
                ident.to_string(),
                ident.span().start().line as u32,
            )),
            TokenTree::Punct(p) if p.as_char() == ':' && p.spacing() == Spacing::Joint => {
                let second =
                    tokens.next_if(|t| matches!(t, TokenTree::Punct(q) if q.as_char() == ':'));
                out.push(match second {
                    Some(_) => Flat::PathSeparator,
                    None => Flat::Other,
                });
            }
            TokenTree::Punct(p) if p.as_char() == '$' => out.push(Flat::Dollar),
            _ => out.push(Flat::Other),
        }
    }
}

/// The paths of two or more segments in a macro's input (`crate::a::f` in
/// `format!("{}", crate::a::f())`).
fn paths_in_tokens(tokens: &[Flat]) -> Vec<WrittenPath> {
    let mut paths = Vec::new();
    let mut i = 0;
    while i < tokens.len() {
        let Flat::Ident(first, line) = &tokens[i] else {
            i += 1;
            continue;
        };
        let continues_one = i > 0 && matches!(tokens[i - 1], Flat::PathSeparator | Flat::Dollar);
        let mut segments = vec![first.clone()];
        let mut j = i + 1;
        while let (Some(Flat::PathSeparator), Some(Flat::Ident(next, _))) =
            (tokens.get(j), tokens.get(j + 1))
        {
            segments.push(next.clone());
            j += 2;
        }
        if !continues_one && segments.len() > 1 && segments[0] != "Self" {
            paths.push((segments, *line));
        }
        i = j;
    }
    paths
}
