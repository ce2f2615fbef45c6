//! A round robin's FIDE tournament report (`/lyngk event export`): a double round
//! robin of three (a bye every round, each pairing twice with the seats swapped), a
//! player who withdraws in the second leg (their game lost by forfeit, their later
//! ones walkovers), each round a column of the player's line.

use crate::common::events::{create_event, join_event, open_threads, seat_ids, start_event};
use crate::common::said::{text, Said};
use crate::common::*;
use lyngk_bot::correspondence::league::RoundRobin;
use lyngk_bot::i18n::Arg;
use lyngk_bot::service::api::{Actor, Command, EventOptions, Reply};

const EVENT: &str = "Twice Round";
const THREAD_BASE: u64 = 70_000;

fn player(index: usize) -> Actor {
    Actor {
        id: 6001 + index as u64,
        name: format!("t{}", index + 1),
    }
}

fn index_of(id: u64) -> usize {
    (id - 6001) as usize
}

/// Every game `reply` opens resigned by its second seat; the reply of the last.
fn first_seats_win(h: &Harness, reply: &Reply) -> Reply {
    let mut last = None;
    for place in open_threads(h, &reply.threads, THREAD_BASE) {
        let [_, second] = seat_ids(h, place);
        let resigning = player(index_of(second));
        let r = h.ask_in(place, &resigning, Command::Resign { confirmed: true }, None);
        assert!(!r.ephemeral, "{}", r.text());
        last = Some(r);
    }
    last.expect("a round with a game")
}

fn export(h: &Harness) -> String {
    let r = h.ask(&carol(), Command::EventExport { name: EVENT.into() });
    assert!(!r.ephemeral, "{}", r.text());
    r.said_with("event-exported", &[("event", text(EVENT))]);
    let file = r.files.first().expect("the report");
    assert!(file.filename.ends_with(".trf"), "{}", file.filename);
    String::from_utf8(file.bytes.clone()).unwrap()
}

/// The round fields of a `001` line (8 characters every 10, from column 92).
fn rounds(line: &str) -> Vec<&str> {
    (91..line.len())
        .step_by(10)
        .map(|at| &line[at..at + 8])
        .collect()
}

#[test]
fn a_round_robins_report_has_its_byes_walkovers_and_both_legs() {
    let h = Harness::new(1);
    let options = EventOptions {
        format: Some(lyngk_bot::correspondence::event::EventFormat::RoundRobin),
        legs: Some(RoundRobin::Double),
        days_per_move: Some(7),
        round_days: Some(7),
        ..EventOptions::default()
    };
    assert!(!create_event(&h, EVENT, options).ephemeral);
    for index in 0..3 {
        assert!(!join_event(&h, &player(index), EVENT).ephemeral);
    }
    let mut reply = start_event(&h, EVENT);
    // The first leg and the first game of the second: first seats win.
    for _ in 0..4 {
        reply = first_seats_win(&h, &reply);
    }
    // Round 5 is open, t3 against t2: t3 leaves and forfeits it; their game of
    // round 6 becomes a walkover, and the event ends.
    let of_six = [("round", Arg::Number(5)), ("rounds", Arg::Number(6))];
    reply.said_with("event-round-opens", &of_six);
    let left = h.ask(&player(2), Command::EventLeave { name: EVENT.into() });
    left.said_with("event-over", &[("event", text(EVENT))]);

    let text = export(&h);
    let lines: Vec<&str> = text.lines().collect();
    for header in ["012 Twice Round", "062 3", "092 Individual: Round-Robin"] {
        assert!(lines.contains(&header), "{header} in {text}");
    }
    // TRF16 readers take the rounds from XXR; no Swiss pairing directives.
    assert!(
        lines.contains(&"142 6") && lines.contains(&"XXR 6"),
        "{text}"
    );
    // The report is a data format (TRF), read as text.
    assert!(!text.contains("XXC") && !text.contains("192 "), "{text}");
    let players: Vec<&str> = lines
        .iter()
        .copied()
        .filter(|l| l.starts_with("001"))
        .collect();
    // Numbered as the schedule seats them (the order they joined); score, then rank.
    let expected = [
        // t1: beat t2 (w), bye, lost to t3 (b), lost to t2 (b), bye, walkover over t3.
        (
            "   1",
            "t1 ",
            " 2.0",
            "   2",
            [
                "   2 w 1", "0000 - Z", "   3 b 0", "   2 b 0", "0000 - Z", "   3 w +",
            ],
        ),
        (
            "   2",
            "t2 ",
            " 3.0",
            "   1",
            [
                "   1 b 0", "   3 w 1", "0000 - Z", "   1 w 1", "   3 b +", "0000 - Z",
            ],
        ),
        (
            "   3",
            "t3 ",
            " 1.0",
            "   3",
            [
                "0000 - Z", "   2 b 0", "   1 w 1", "0000 - Z", "   2 w -", "   1 b -",
            ],
        ),
    ];
    assert_eq!(players.len(), 3, "{text}");
    for (line, (number, name, score, rank, fields)) in players.iter().zip(expected) {
        assert_eq!(&line[4..8], number, "{line}");
        assert_eq!(&line[14..17], name, "{line}");
        assert_eq!(&line[80..84], score, "{line}");
        assert_eq!(&line[85..89], rank, "{line}");
        assert_eq!(rounds(line), fields, "{line}");
    }
    // Both legs: each pairing twice, the seats swapped, and every game field agrees
    // with the opponent's (other seat, the other side of the result).
    let fields: Vec<Vec<&str>> = players.iter().map(|l| rounds(l)).collect();
    for (me, mine) in fields.iter().enumerate() {
        for (round, field) in mine.iter().enumerate() {
            let Ok(opponent) = field[..4].trim().parse::<usize>() else {
                continue;
            };
            if opponent == 0 {
                continue;
            }
            let theirs = fields[opponent - 1][round];
            assert_eq!(
                theirs[..4].trim(),
                (me + 1).to_string(),
                "round {}",
                round + 1
            );
            assert_ne!(&theirs[5..6], &field[5..6], "seats in round {}", round + 1);
            let answer = match &field[7..8] {
                "1" => "0",
                "0" => "1",
                "+" => "-",
                "-" => "+",
                other => other,
            };
            assert_eq!(&theirs[7..8], answer, "round {}", round + 1);
        }
    }
}
