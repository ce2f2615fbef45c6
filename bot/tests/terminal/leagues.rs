//! Leagues in `lyngk play`: a round robin event created with every game at once opens
//! them all at the start, each in a numbered thread, and the league commands reach it.

use crate::common::said::{run_script, text, Said};
use crate::common::seeded_terminal;
use lyngk_bot::i18n::Arg;

#[test]
fn play_runs_an_all_at_once_round_robin_as_a_league() {
    let files = tempfile::tempdir().unwrap();
    let script = "\
admin: /lyngk-admin event create Autumn format:round-robin pace:all_at_once days_per_move:3
alice: /lyngk league join Autumn
bob: /lyngk event join Autumn
carol: /lyngk league join Autumn
admin: /lyngk-admin event start Autumn
#1001 alice: /lyngk resign confirm:true
/lyngk league standings Autumn
";
    let mut terminal = seeded_terminal(&files.path().join("lyngk.db"), files.path(), 5);
    let said = run_script(&mut terminal, script, &mut Vec::new());
    assert_eq!(said.refusals(), [] as [&lyngk_bot::service::Refusal; 0]);
    said.said_with("league-created", &[("league", text("Autumn"))]);
    let count = |n: i64| Arg::Number(n);
    said.said_with(
        "league-starts",
        &[
            ("league", text("Autumn")),
            ("players", count(3)),
            ("games", count(3)),
            ("rounds", count(3)),
        ],
    );
    for thread in 1001..=1003 {
        let opened = said.said_with(
            "terminal-league-thread",
            &[("channel", Arg::Channel(thread))],
        );
        let name = crate::common::said::arg(opened, "name");
        assert!(
            matches!(name, Arg::Text(name) if name.starts_with("LYNGK league Autumn · round ")),
            "{name:?}"
        );
    }
    said.said_with("league-standings-title", &[("league", text("Autumn"))]);
    // The standings image is written like any other file.
    let image = std::fs::read_dir(files.path())
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .find(|path| path.to_string_lossy().contains("standings"))
        .expect("the standings image was written");
    assert!(std::fs::read(image).unwrap().starts_with(b"\x89PNG"));
}
