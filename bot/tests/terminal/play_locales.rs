//! A whole game played through `lyngk play` in each of the eight locales shows no raw
//! message id, no Fluent error marker and, outside English, no English. The same seed
//! and the same choice of moves make every locale play the same game, so each
//! transcript is compared line by line with the English one.
//!
//! Each transcript is also the locale's golden wording, `tests/fixtures/transcripts/`:
//! every other test asserts typed results, and this is where the words are read. A
//! change of wording is blessed deliberately with
//! `UPDATE_SNAPSHOTS=1 cargo test -p lyngk-bot --test all terminal::play_locales`, and its
//! diff read like any other. An organiser's session is checked the same way, with this
//! machinery (`organiser_locales.rs`).

use fluent_syntax::ast;
use lyngk_bot::i18n::Locale;
use lyngk_bot::service::api::Place;
use lyngk_bot::service::{GameService, Options};
use lyngk_bot::terminal::Terminal;
use lyngk_rules::{Game, Turn};
use std::collections::BTreeSet;
use std::path::Path;
use std::sync::OnceLock;

const SEED: u64 = 7;
const CHANNEL_1: Place = Place {
    guild: Some(1),
    channel: 1,
};

/// A played game: the transcript (the temporary folder written as `<dir>`) cut into
/// blocks, one per typed line, each starting with the line as typed.
pub(crate) struct Transcript {
    blocks: Vec<Vec<String>>,
}

impl Transcript {
    fn lines(&self) -> impl Iterator<Item = &str> {
        self.blocks.iter().flatten().map(String::as_str)
    }
}

/// Plays the scripted game in `locale`: help and rules, a challenge, refusals (a line
/// that is no command, a move out of turn, a move from a cell that does not exist, an
/// illegal move), the whole game with claims and a LYNGK chain when one comes up, and
/// then the record and the tables the terminal offers.
fn play(locale: Locale) -> Transcript {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("lyngk.db");
    let next = std::sync::atomic::AtomicU64::new(SEED);
    let options = Options {
        seeds: Box::new(move || next.fetch_add(1, std::sync::atomic::Ordering::SeqCst)),
        ..Options::default()
    };
    let service = GameService::open_with(&db, options).unwrap();
    let terminal = Terminal::new(service, &dir.path().join("images"))
        .unwrap()
        .with_locale(locale);
    let mut table = Table {
        terminal,
        blocks: Vec::new(),
    };
    for line in [
        "alice: help",
        "alice: rules",
        "alice: fly to the moon",
        "alice: challenge bob",
        "bob: accept",
    ] {
        table.say(line);
    }
    let (first, second) = table.seats(&db);
    table.say(&format!("{second}: move c3 d4"));
    table.say(&format!("{first}: move z9 c3"));
    table.say(&format!("{first}: move a1 a1"));
    table.say(&format!("{first}: board"));
    let mut plies = 0;
    while let Some(game) = table.terminal.service().live_game(CHANNEL_1).unwrap() {
        let mover = match game.position().to_move() {
            lyngk_rules::Player::One => &first,
            lyngk_rules::Player::Two => &second,
        };
        table.say(&format!("{mover}: {}", typed(chosen_turn(&game))));
        plies += 1;
        assert!(plies < 200, "the game does not end");
    }
    for line in [
        "alice: history",
        "alice: stats",
        "alice: rating",
        "alice: rating bob",
        "alice: leaderboard",
        "alice: mygames",
        "bob: rematch 1",
        "alice: decline",
    ] {
        table.say(line);
    }
    table.transcript(dir.path())
}

pub(crate) struct Table {
    pub(crate) terminal: Terminal,
    pub(crate) blocks: Vec<Vec<String>>,
}

impl Table {
    /// The blocks said, with the temporary folder `dir` written as `<dir>`: a file's
    /// path is no text, the same in every language.
    pub(crate) fn transcript(self, dir: &Path) -> Transcript {
        let folder = dir.display().to_string();
        let mut blocks = self.blocks;
        for line in blocks.iter_mut().flatten() {
            let words: Vec<&str> = line
                .split(' ')
                .map(|w| match w.starts_with(folder.as_str()) {
                    true => "<dir>",
                    false => w,
                })
                .collect();
            *line = words.join(" ");
        }
        Transcript { blocks }
    }

    /// The background job runs at the table's time now, as between typed lines.
    pub(crate) fn jobs(&mut self, label: &str) {
        let mut out = Vec::new();
        self.terminal.run_due_jobs(&mut out).unwrap();
        let mut block = vec![format!("> ({label})")];
        block.extend(String::from_utf8(out).unwrap().lines().map(str::to_string));
        self.blocks.push(block);
    }

    fn say(&mut self, line: &str) {
        self.say_and_run_jobs(line, false);
    }

    /// `line`, and then (if `jobs`) the background job at the table's time, as
    /// `lyngk play` runs it between lines; both in the line's block.
    pub(crate) fn say_and_run_jobs(&mut self, line: &str, jobs: bool) {
        let mut out = Vec::new();
        self.terminal.run_line(line, &mut out).unwrap();
        if jobs {
            self.terminal.run_due_jobs(&mut out).unwrap();
        }
        let mut block = vec![format!("> {line}")];
        block.extend(String::from_utf8(out).unwrap().lines().map(str::to_string));
        self.blocks.push(block);
    }

    /// Who moves first and who second in the live game.
    fn seats(&self, db: &Path) -> (String, String) {
        let conn = rusqlite::Connection::open(db).unwrap();
        let (first_seat, challenger, opponent): (usize, String, String) = conn
            .query_row(
                "SELECT first_seat, challenger_name, opponent_name FROM games WHERE id = 1",
                [],
                |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?)),
            )
            .unwrap();
        match first_seat {
            0 => (challenger, opponent),
            _ => (opponent, challenger),
        }
    }
}

/// A LYNGK chain if there is one, else a claiming move, else the first legal move:
/// the same choice in every locale, so every locale plays the same game.
fn chosen_turn(game: &Game) -> Turn {
    let position = game.position();
    let moves: Vec<Turn> = position
        .legal_turns()
        .into_iter()
        .filter(|t| !t.is_pass())
        .collect();
    let chain = moves
        .iter()
        .find(|t| position.effect(**t).is_ok_and(|e| e.is_chain()));
    *chain
        .or_else(|| moves.iter().find(|t| t.claim.is_some()))
        .or(moves.first())
        .expect("a live game has a move")
}

fn typed(turn: Turn) -> String {
    let (from, to) = turn.cells().expect("a move");
    let claim = turn
        .claim
        .map(|c| format!(" claim:{}", c.name()))
        .unwrap_or_default();
    format!("move {from} {to}{claim}")
}

fn english() -> &'static Transcript {
    static ENGLISH: OnceLock<Transcript> = OnceLock::new();
    ENGLISH.get_or_init(|| play(Locale::En))
}

/// The texts (values and attributes) and the ids of one locale's Fluent files.
struct Catalog {
    ids: BTreeSet<String>,
    words: BTreeSet<String>,
}

fn catalog(locale: Locale) -> Catalog {
    let folder = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../i18n/locales")
        .join(locale.code());
    let mut catalog = Catalog {
        ids: BTreeSet::new(),
        words: BTreeSet::new(),
    };
    for file in std::fs::read_dir(folder).unwrap() {
        let source = std::fs::read_to_string(file.unwrap().path()).unwrap();
        let resource = fluent_syntax::parser::parse(source.as_str()).unwrap();
        for entry in resource.body {
            let (id, value, attributes) = match entry {
                ast::Entry::Message(m) => (m.id.name.to_string(), m.value, m.attributes),
                ast::Entry::Term(t) => (format!("-{}", t.id.name), Some(t.value), t.attributes),
                _ => continue,
            };
            catalog.ids.insert(id);
            let patterns = value.iter().chain(attributes.iter().map(|a| &a.value));
            for pattern in patterns {
                pattern_words(pattern, &mut catalog.words);
            }
        }
    }
    catalog
}

fn pattern_words(pattern: &ast::Pattern<&str>, words: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        match element {
            ast::PatternElement::TextElement { value } => words.extend(words_of(value)),
            ast::PatternElement::Placeable {
                expression: ast::Expression::Select { variants, .. },
            } => variants.iter().for_each(|v| pattern_words(&v.value, words)),
            ast::PatternElement::Placeable { .. } => {}
        }
    }
}

/// The lower-cased words of `text` (letters only).
fn words_of(text: &str) -> impl Iterator<Item = String> + '_ {
    text.split(|c: char| !c.is_alphabetic())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
}

/// No message id and no Fluent error marker in any line.
pub(crate) fn assert_no_ids_or_markers(locale: Locale, transcript: &Transcript) {
    let ids = catalog(Locale::En).ids;
    for line in transcript.lines().filter(|l| !l.starts_with("> ")) {
        for marker in ["{", "}", "$", "???"] {
            assert!(!line.contains(marker), "{locale}: {marker:?} in {line:?}");
        }
        let id = line
            .split(|c: char| c.is_whitespace() || "`'\"()[]:,;!?*".contains(c))
            .find(|token| ids.contains(*token) || ids.contains(&format!("-{token}")));
        assert!(id.is_none(), "{locale}: message id {id:?} in {line:?}");
    }
}

/// `line` without its code spans: what is typed in backticks is what the terminal
/// reads, and its parser takes the English command words (see `terminal::parse`).
fn prose(line: &str) -> String {
    line.split('`').step_by(2).collect::<Vec<_>>().join(" ")
}

/// Nothing but names, the game's notation, numbers, symbols and code: the same in
/// every language.
fn is_neutral(line: &str) -> bool {
    const NAMES: &[&str] = &[
        "alice", "bob", "carol", "dave", "erin", "frank", "gina", "hugo", "olga", "orion", "vega",
        "atlas", "nova", "lyngk", "png", "txt", "dir", "images",
    ];
    words_of(&prose(line)).all(|word| NAMES.contains(&word.as_str()) || is_notation(&word))
}

/// A cell (`c3`), a colour letter, or the pass of the game's notation.
fn is_notation(word: &str) -> bool {
    word.len() <= 2 || word == "pass"
}

/// Words a locale shares with English by right: the same word in both languages.
fn shared_words(locale: Locale) -> &'static [&'static str] {
    match locale {
        Locale::It => &["file"],
        Locale::Nl => &["ratings", "rating"],
        _ => &[],
    }
}

/// Outside English: no line as English says it (unless neutral), and no English word
/// that the locale's own messages never use. Every offending line is listed.
pub(crate) fn assert_no_english(locale: Locale, transcript: &Transcript, english: &Transcript) {
    assert_eq!(transcript.blocks.len(), english.blocks.len(), "{locale}");
    let shared = shared_words(locale);
    let own = catalog(locale).words;
    let foreign: BTreeSet<String> = catalog(Locale::En)
        .words
        .into_iter()
        .filter(|w| w.chars().count() >= 4 && !is_notation(w))
        .filter(|w| !own.contains(w) && !shared.contains(&w.as_str()))
        .collect();
    let mut english_lines = Vec::new();
    for (block, english_block) in transcript.blocks.iter().zip(&english.blocks) {
        for line in block.iter().skip(1) {
            let said_in_english = english_block.iter().skip(1).any(|e| e == line);
            let only_shared =
                words_of(&prose(line)).all(|w| shared.contains(&w.as_str()) || is_neutral(&w));
            if said_in_english && !only_shared {
                english_lines.push(format!("same as English: {line}"));
            }
            if let Some(word) = words_of(&prose(line)).find(|w| foreign.contains(w)) {
                english_lines.push(format!("English {word:?}: {line}"));
            }
        }
    }
    assert!(
        english_lines.is_empty(),
        "{locale}: English left:\n{}",
        english_lines.join("\n")
    );
}

/// The transcript is the one blessed as `file`, word for word.
pub(crate) fn assert_golden(locale: Locale, file: &str, transcript: &Transcript) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/transcripts")
        .join(file);
    let text: String = transcript.lines().map(|line| format!("{line}\n")).collect();
    if std::env::var_os("UPDATE_SNAPSHOTS").is_some() {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, &text).unwrap();
    }
    let golden = std::fs::read_to_string(&path).unwrap_or_default();
    let changed: Vec<String> = golden
        .lines()
        .zip(text.lines())
        .filter(|(old, new)| old != new)
        .take(5)
        .map(|(old, new)| format!("- {old}\n+ {new}"))
        .collect();
    assert!(
        golden == text,
        "{locale}: the transcript differs from {} ({} lines, {} blessed); first changes:\n{}\n\
         bless a deliberate change with UPDATE_SNAPSHOTS=1",
        path.display(),
        text.lines().count(),
        golden.lines().count(),
        changed.join("\n")
    );
}

fn check(locale: Locale) {
    let game = play(locale);
    assert_no_ids_or_markers(locale, &game);
    if locale != Locale::En {
        assert_no_english(locale, &game, english());
    }
    assert_golden(locale, &format!("{locale}.txt"), &game);
}

/// The scripted game has what the check is for: claims, a LYNGK chain, refusals and
/// a result.
#[test]
fn the_scripted_game_shows_claims_a_chain_refusals_and_a_result() {
    let text: Vec<&str> = english().lines().collect();
    let text = text.join("\n");
    for said in [
        "(claiming",
        "a LYNGK chain",
        "has no move and passes",
        // The turn before a forced pass is told as its mover's (issue 12 transcripts).
        "Last turn: bob claimed green and moved C1 to H3",
        "unknown command",
        "not your turn",
        "wins",
    ] {
        assert!(text.contains(said), "no {said:?} in:\n{text}");
    }
}

macro_rules! locale_tests {
    ($($name:ident: $locale:expr),* $(,)?) => {
        $(
            #[test]
            fn $name() {
                check($locale);
            }
        )*
    };
}

locale_tests! {
    a_game_in_english_shows_no_message_id: Locale::En,
    a_game_in_german_shows_no_english: Locale::De,
    a_game_in_french_shows_no_english: Locale::Fr,
    a_game_in_italian_shows_no_english: Locale::It,
    a_game_in_dutch_shows_no_english: Locale::Nl,
    a_game_in_spanish_shows_no_english: Locale::Es,
    a_game_in_polish_shows_no_english: Locale::Pl,
    a_game_in_hungarian_shows_no_english: Locale::Hu,
}
