//! Leagues in `lyngk play`: a round robin event created with every game at once opens
//! them all at the start, each in a numbered thread, and the league commands reach it.

use crate::terminal::events_simulate::play;

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
    let out = play(script, files.path());
    assert!(out.contains("opened the league **Autumn**"), "{out}");
    assert!(
        out.contains("3 players, 3 games in 3 rounds, all open now"),
        "{out}"
    );
    for thread in 1001..=1003 {
        assert!(
            out.contains(&format!("thread #{thread} \"LYNGK league Autumn · round ")),
            "{out}"
        );
    }
    assert!(out.contains("**LYNGK league Autumn · standings**"), "{out}");
    let image = std::fs::read_dir(files.path())
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .find(|path| path.to_string_lossy().contains("standings"))
        .expect("the standings image was written");
    assert!(std::fs::read(image).unwrap().starts_with(b"\x89PNG"));
}
