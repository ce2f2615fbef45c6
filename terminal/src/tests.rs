//! What [`Terminal::last_replies`] and [`Terminal::last_notes`] hold: each line's own
//! replies and lines, typed, whatever the table's language.

use super::{user_id, Terminal};
use lyngk_i18n::{Arg, Locale, Msg};
use lyngk_service::api::Reply;
use lyngk_service::GameService;

fn terminal(dir: &tempfile::TempDir) -> Terminal {
    let service = GameService::open(dir.path().join("lyngk.db")).unwrap();
    Terminal::new(service, &dir.path().join("images")).unwrap()
}

fn run(terminal: &mut Terminal, line: &str) {
    terminal.run_line(line, &mut Vec::new()).unwrap();
}

fn ids(replies: &[Reply]) -> Vec<&str> {
    replies
        .iter()
        .flat_map(|r| r.lines.iter().map(|m| m.id.as_str()))
        .collect()
}

fn note_ids(notes: &[Msg]) -> Vec<&str> {
    notes.iter().map(|m| m.id.as_str()).collect()
}

#[test]
fn a_line_keeps_its_own_replies_only() {
    let dir = tempfile::tempdir().unwrap();
    let mut terminal = terminal(&dir).with_locale(Locale::De);
    run(&mut terminal, "alice: challenge bob");
    let [challenge] = terminal.last_replies() else {
        panic!("{:?}", ids(terminal.last_replies()));
    };
    assert_eq!(challenge.lines[0].id, "challenge-to");
    let bob = Arg::Player {
        id: user_id("bob"),
        name: "bob".into(),
    };
    assert_eq!(challenge.lines[0].get("opponent"), Some(&bob));
    assert!(terminal.last_notes().is_empty());

    run(&mut terminal, "bob: accept");
    assert!(ids(terminal.last_replies()).contains(&"challenge-begins"));
    assert!(!ids(terminal.last_replies()).contains(&"challenge-to"));
}

#[test]
fn a_refused_line_keeps_its_refusal_and_a_line_not_read_its_note() {
    let dir = tempfile::tempdir().unwrap();
    let mut terminal = terminal(&dir);
    run(&mut terminal, "alice: accept");
    let [refused] = terminal.last_replies() else {
        panic!("{:?}", ids(terminal.last_replies()));
    };
    assert!(refused.refusal.is_some() && refused.ephemeral);

    run(&mut terminal, "alice: dance");
    assert!(terminal.last_replies().is_empty());
    assert_eq!(
        note_ids(terminal.last_notes()),
        ["terminal-unknown-command"]
    );

    run(&mut terminal, "/lyngk channel 7");
    assert_eq!(note_ids(terminal.last_notes()), ["terminal-now-in-channel"]);
    assert_eq!(
        terminal.last_notes()[0].get("channel"),
        Some(&Arg::Channel(7))
    );
}

#[test]
fn the_ais_turns_are_kept_after_the_line_that_made_them_due() {
    let dir = tempfile::tempdir().unwrap();
    let mut terminal = terminal(&dir);
    // Whoever moves first, the AI has played by the end of the line that started
    // the game or of the player's first move.
    run(&mut terminal, "alice: challenge ai:1");
    let game = terminal
        .service()
        .live_game(Terminal::place(super::FIRST_CHANNEL))
        .unwrap()
        .unwrap();
    if game.turns().is_empty() {
        let turn = game.position().legal_turns()[0];
        let (from, to) = turn.cells().unwrap();
        let claim = turn
            .claim
            .map(|c| format!(" claim:{}", c.name()))
            .unwrap_or_default();
        run(&mut terminal, &format!("alice: move {from} {to}{claim}"));
    }
    let replies = terminal.last_replies();
    assert!(replies.len() >= 2, "{:?}", ids(replies));
    let ai_played = replies[1..].iter().any(|reply| {
        reply.lines.iter().any(|m| {
            m.id.starts_with("turn-played")
                && m.get("name") == Some(&Arg::Text("LYNGK AI (ai:1)".into()))
        })
    });
    assert!(ai_played, "{:?}", ids(replies));
}

#[test]
fn a_run_of_the_background_job_starts_afresh() {
    let dir = tempfile::tempdir().unwrap();
    let mut terminal = terminal(&dir);
    run(&mut terminal, "alice: challenge bob");
    assert!(!terminal.last_replies().is_empty());
    terminal.run_due_jobs(&mut Vec::new()).unwrap();
    assert!(terminal.last_replies().is_empty());
    assert!(terminal.last_notes().is_empty());
}
