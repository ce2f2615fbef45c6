//! An organiser's session through `lyngk play` in each of the eight locales: a Swiss
//! with late entry (players join, one withdraws and comes back, rounds closed by a
//! result and by their deadline, to the event's end), a knockout with byes, a ladder
//! and divisions over two seasons, with the refusals an organiser meets and lists of
//! 0, 1, 2 and many players. Every command and option is typed with the names the
//! locale's users see on Discord.
//!
//! Like the scripted game (`play_locales.rs`, whose machinery this uses), each session
//! is the locale's golden wording, `tests/fixtures/transcripts/organiser-<locale>.txt`,
//! blessed with `UPDATE_SNAPSHOTS=1 cargo test -p lyngk-bot --test all
//! terminal::organiser_locales`.

use crate::common::TestTime;
use crate::terminal::play_locales::{
    assert_golden, assert_no_english, assert_no_ids_or_markers, Table, Transcript,
};
use lyngk_bot::command_spec::choice_id;
use lyngk_bot::i18n::{lookup, Locale};
use lyngk_bot::service::{GameService, Options};
use lyngk_bot::terminal::Terminal;
use std::sync::atomic::{AtomicI64, AtomicU64, Ordering};
use std::sync::{Arc, OnceLock};

const DAY: i64 = 86_400;
/// A Sunday afternoon, 15 June 2025 (UTC): the session's clock starts here.
const START: i64 = 1_750_000_000;

/// Options whose values are choices, typed by their names in the locale.
const CHOICE_OPTIONS: &[&str] = &["format", "division_format", "legs", "pace"];

/// `line` as the locale's users type it: `alice: /lyngk-admin event create name:Vega
/// format:knockout` with the command, its group, its options and their choices named
/// as Discord shows them in `locale`. Values that are no choice (names, numbers, a
/// mistyped format) stay as typed.
fn localized(locale: Locale, line: &str) -> String {
    let Some((prefix, command)) = line.split_once(" /") else {
        return line.to_owned();
    };
    let mut words = command.split(' ');
    let top = words.next().expect("a command");
    let mut id = format!("cmd-{top}");
    let mut typed = vec![format!("{prefix} /{top}")];
    let mut in_options = false;
    for word in words {
        if let Some((key, value)) = word.split_once(':') {
            in_options = true;
            let key_named = lookup(locale, &id, Some(key)).unwrap_or_else(|| key.to_owned());
            let value_named = if CHOICE_OPTIONS.contains(&key) {
                lookup(locale, &choice_id(value), None).unwrap_or_else(|| value.to_owned())
            } else {
                value.to_owned()
            };
            let quoted = if value_named.contains(' ') {
                format!("\"{value_named}\"")
            } else {
                value_named
            };
            typed.push(format!("{key_named}:{quoted}"));
            continue;
        }
        let inner = format!("{id}-{word}");
        match lookup(locale, &inner, None) {
            Some(name) if !in_options => {
                typed.push(name);
                id = inner;
            }
            _ => typed.push(word.to_owned()),
        }
    }
    typed.join(" ")
}

/// An organiser's table in `locale`, on a test clock the session moves.
struct Session {
    table: Table,
    time: Arc<TestTime>,
    db: std::path::PathBuf,
    locale: Locale,
}

impl Session {
    fn say(&mut self, line: &str) {
        let typed = localized(self.locale, line);
        self.table.say_and_run_jobs(&typed, true);
    }

    fn say_all(&mut self, lines: &[&str]) {
        for line in lines {
            self.say(line);
        }
    }

    /// `days` pass while nobody types; then the background job runs, as `lyngk play`
    /// runs it between lines.
    fn wait(&mut self, days: i64) {
        self.time.0.fetch_add(days * DAY, Ordering::SeqCst);
        self.table.jobs(&format!("{days} days later"));
    }

    /// The live games as (thread, the player who resigns): the one who sat first.
    fn live_games(&self) -> Vec<(i64, String)> {
        let conn = rusqlite::Connection::open(&self.db).unwrap();
        let mut statement = conn
            .prepare(
                "SELECT channel, CASE first_seat WHEN 0 THEN challenger_name ELSE opponent_name END \
                 FROM games WHERE status = 'active' ORDER BY id",
            )
            .unwrap();
        let rows = statement
            .query_map([], |row| Ok((row.get(0)?, row.get(1)?)))
            .unwrap();
        rows.map(Result::unwrap).collect()
    }

    /// Every live game ends: its first player resigns in its thread.
    fn resign_live_games(&mut self) {
        for (thread, player) in self.live_games() {
            self.say(&format!("#{thread} {player}: /lyngk resign confirm:true"));
        }
    }
}

fn organise(locale: Locale) -> Transcript {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("lyngk.db");
    let time = Arc::new(TestTime(AtomicI64::new(START)));
    let next = AtomicU64::new(7);
    let options = Options {
        time: time.clone(),
        seeds: Box::new(move || next.fetch_add(1, Ordering::SeqCst)),
    };
    let service = GameService::open_with(&db, options).unwrap();
    let terminal = Terminal::new(service, &dir.path().join("images"))
        .unwrap()
        .with_locale(locale);
    let mut session = Session {
        table: Table {
            terminal,
            blocks: Vec::new(),
        },
        time,
        db,
        locale,
    };
    swiss(&mut session);
    knockout(&mut session);
    ladder(&mut session);
    divisions(&mut session);
    session.table.transcript(dir.path())
}

/// A Swiss with late entry: the refusals met while creating it, its list at 0, 1, 2
/// and many players, a player who leaves before the start and comes back, a round
/// ended by its results, a late entry, a withdrawal, a round closed by its deadline,
/// the withdrawn player's return and a late entry into the last round (both refused),
/// and the event's end.
fn swiss(s: &mut Session) {
    s.say_all(&[
        "olga: /lyngk event list",
        "olga: /lyngk-admin event create name:Orion format:swis",
        "olga: /lyngk-admin event create name:Orion format:swiss best_of:3",
        "olga: /lyngk-admin event create name:Orion format:swiss rounds:3 round_days:7 late_entry:true",
        "olga: /lyngk event list",
        "alice: /lyngk event join name:Orio",
        "alice: /lyngk event join name:Orion",
        "olga: /lyngk event list",
        "bob: /lyngk event join name:Orion",
        "olga: /lyngk event list",
        "carol: /lyngk event join name:Orion",
        "dave: /lyngk event join name:Orion",
        "erin: /lyngk event join name:Orion",
        "erin: /lyngk event leave name:Orion",
        "erin: /lyngk event join name:Orion",
        "frank: /lyngk event join name:Orion",
        "olga: /lyngk event list",
        "olga: /lyngk event standings name:Orion",
        "olga: /lyngk-admin event start name:Orion",
        "olga: /lyngk event pairings name:Orion",
    ]);
    s.resign_live_games();
    s.say_all(&[
        "olga: /lyngk event standings name:Orion",
        "gina: /lyngk event join name:Orion",
        "olga: /lyngk-admin event withdraw name:Orion player:@frank",
        "olga: /lyngk event pairings name:Orion",
    ]);
    s.wait(7);
    s.say_all(&[
        "frank: /lyngk event join name:Orion",
        "hugo: /lyngk event join name:Orion",
        "olga: /lyngk event pairings name:Orion round:2",
    ]);
    s.say("olga: /lyngk event standings name:Orion");
    s.resign_live_games();
    s.say_all(&[
        "olga: /lyngk event standings name:Orion",
        "olga: /lyngk event list",
    ]);
}

/// A knockout of five: its refusals, the bracket with byes, and its end.
fn knockout(s: &mut Session) {
    s.say_all(&[
        "olga: /lyngk-admin event create name:Vega format:knockout rounds:3",
        "olga: /lyngk-admin event create name:Vega format:knockout best_of:3",
    ]);
    for player in ["alice", "bob", "carol", "dave", "erin"] {
        s.say(&format!("{player}: /lyngk event join name:Vega"));
    }
    s.say("olga: /lyngk-admin event start name:Vega");
    s.say("olga: /lyngk event standings name:Vega");
    for _ in 0..20 {
        if s.live_games().is_empty() {
            break;
        }
        s.resign_live_games();
    }
    s.say("olga: /lyngk event standings name:Vega");
}

/// A ladder: a refused option, ranks, a challenge out of reach, one accepted and
/// won, the new ranks.
fn ladder(s: &mut Session) {
    s.say_all(&[
        "olga: /lyngk-admin event create name:Atlas format:ladder rounds:3",
        "olga: /lyngk-admin event create name:Atlas format:ladder reach:2",
        "olga: /lyngk event standings name:Atlas",
        "alice: /lyngk event join name:Atlas",
        "bob: /lyngk event join name:Atlas",
        "carol: /lyngk event join name:Atlas",
        "dave: /lyngk event join name:Atlas",
        "olga: /lyngk event standings name:Atlas",
        "dave: /lyngk event challenge name:Atlas opponent:@alice",
        "carol: /lyngk event challenge name:Atlas opponent:@alice",
        "alice: /lyngk event accept name:Atlas",
    ]);
    let games = s.live_games();
    let (thread, _) = games.last().expect("the ladder's game");
    s.say(&format!("#{thread} alice: /lyngk resign confirm:true"));
    s.say("olga: /lyngk event standings name:Atlas");
}

/// Divisions: a season of two divisions, who moves up and down, and the next season
/// opened by the job after its pause.
fn divisions(s: &mut Session) {
    s.say_all(&[
        "olga: /lyngk-admin event create name:Nova format:divisions division_size:2 movers:1 pause_days:1 best_of:3",
        "olga: /lyngk-admin event create name:Nova format:divisions division_size:2 movers:1 pause_days:1",
    ]);
    for player in ["alice", "bob", "carol", "dave"] {
        s.say(&format!("{player}: /lyngk event join name:Nova"));
    }
    s.say("olga: /lyngk-admin event start name:Nova");
    s.say("olga: /lyngk event standings name:Nova");
    s.resign_live_games();
    s.say("olga: /lyngk event standings name:Nova");
    s.wait(2);
    s.say("olga: /lyngk event standings name:Nova");
}

fn english() -> &'static Transcript {
    static ENGLISH: OnceLock<Transcript> = OnceLock::new();
    ENGLISH.get_or_init(|| organise(Locale::En))
}

fn check(locale: Locale) {
    let transcript = organise(locale);
    assert_no_ids_or_markers(locale, &transcript);
    if locale != Locale::En {
        assert_no_english(locale, &transcript, english());
    }
    assert_golden(locale, &format!("organiser-{locale}.txt"), &transcript);
}

/// The localized lines are the ones the terminal reads as the English.
#[test]
fn an_organisers_lines_are_typed_in_each_locales_names() {
    let line = "olga: /lyngk-admin event create name:Vega format:knockout best_of:3";
    assert_eq!(localized(Locale::En, line), line);
    let french = localized(Locale::Fr, line);
    assert!(
        french.contains(" créer nom:Vega format:\"élimination directe\" "),
        "{french}"
    );
    assert!(!localized(Locale::De, line).contains("create"));
    assert_eq!(
        localized(Locale::Fr, "#1001 alice: /lyngk event join name:Orio"),
        "#1001 alice: /lyngk tournoi rejoindre nom:Orio"
    );
}

macro_rules! organiser_tests {
    ($($name:ident: $locale:expr),* $(,)?) => {
        $(
            #[test]
            fn $name() {
                check($locale);
            }
        )*
    };
}

organiser_tests! {
    an_organiser_in_english: Locale::En,
    an_organiser_in_german: Locale::De,
    an_organiser_in_french: Locale::Fr,
    an_organiser_in_italian: Locale::It,
    an_organiser_in_dutch: Locale::Nl,
    an_organiser_in_spanish: Locale::Es,
    an_organiser_in_polish: Locale::Pl,
    an_organiser_in_hungarian: Locale::Hu,
}
