//! The move picker in `lyngk play`: `pick` opens it, `pick N` answers a step with its
//! numbered choice, `pick 1` at the confirm plays the turn; a whole turn with a claim,
//! a LYNGK chain, a stale pick after the position changed; `next`.

use crate::common::said::{arg, text as text_arg, Said};
use crate::common::{some_move, typed_move};
use lyngk_bot::correspondence::picker::{self, ClaimPick, Column, PickChoice, Step};
use lyngk_bot::i18n::Arg;
use lyngk_bot::i18n::{Locale, Msg, Style};
use lyngk_bot::service::api::{Actor, Command, Place, Request};
use lyngk_bot::service::picker::{PickerRefusal, StaleReason};
use lyngk_bot::service::Refusal;
use lyngk_bot::service::{GameService, Options};
use lyngk_bot::terminal::{user_id, Terminal};
use lyngk_rules::{Game, Player, Turn};
use std::path::Path;

const CHANNEL_1: Place = Place {
    guild: Some(1),
    channel: 1,
};

struct Session {
    terminal: Terminal,
    out: Vec<u8>,
}

impl Session {
    fn new(db: &Path) -> Session {
        let next = std::sync::atomic::AtomicU64::new(7);
        let options = Options {
            seeds: Box::new(move || next.fetch_add(1, std::sync::atomic::Ordering::SeqCst)),
            ..Options::default()
        };
        let service = GameService::open_with(db, options).unwrap();
        let images = db.parent().unwrap().join("images");
        Session {
            terminal: Terminal::new(service, &images).unwrap(),
            out: Vec::new(),
        }
    }

    fn say(&mut self, line: &str) -> String {
        let start = self.out.len();
        self.terminal.run_line(line, &mut self.out).unwrap();
        String::from_utf8(self.out[start..].to_vec()).unwrap()
    }

    fn game(&self) -> Game {
        self.terminal
            .service()
            .live_game(CHANNEL_1)
            .unwrap()
            .unwrap()
    }

    /// alice challenges bob, bob accepts; the name of player 1.
    fn start(&mut self) -> (&'static str, &'static str) {
        self.say("alice: challenge bob");
        self.say("bob: accept");
        let begins = self.terminal.said("challenge-begins");
        match arg(begins, "one") == &text_arg("alice") {
            true => ("alice", "bob"),
            false => ("bob", "alice"),
        }
    }

    fn mover(&self, seats: (&'static str, &'static str)) -> &'static str {
        match self.game().position().to_move() {
            Player::One => seats.0,
            Player::Two => seats.1,
        }
    }

    /// Picks `turn` as `who` with `pick` and `pick N`, as a player reads the
    /// numbered choices; returns every line printed and the number of `pick`s.
    fn pick_turn(&mut self, who: &str, turn: Turn) -> (String, usize) {
        let mut said = self.say(&format!("{who}: pick"));
        let mut picks = 1;
        let position = *self.game().position();
        let mut chosen = picker::start(&position).unwrap();
        loop {
            let step = picker::step(&position, chosen).unwrap();
            if let Step::Confirm(confirmation) = &step {
                assert_eq!(confirmation.turn, turn);
                said += &self.say(&format!("{who}: pick 1"));
                return (said, picks + 1);
            }
            let options = step.options();
            let index = options
                .iter()
                .position(|option| leads_to(option.choice, turn))
                .expect("the turn is on offer");
            // The numbered line the player reads is there: the terminal's rendering.
            let label = options[index].label.format(Locale::En, Style::Plain);
            assert!(said.contains(&format!("{}. {label}", index + 1)), "{said}");
            said += &self.say(&format!("{who}: pick {}", index + 1));
            picks += 1;
            chosen = picker::choose(&position, chosen, options[index].choice).unwrap();
        }
    }
}

fn leads_to(choice: PickChoice, turn: Turn) -> bool {
    let (from, to) = turn.cells().unwrap();
    match choice {
        PickChoice::Column(column) => column == Column::of(from),
        PickChoice::Stack(cell) => cell == from,
        PickChoice::Landing(cell) => cell == to,
        PickChoice::Claim(claim) => {
            claim == turn.claim.map_or(ClaimPick::Without, ClaimPick::Colour)
        }
    }
}

fn text(msg: Msg) -> String {
    msg.format(Locale::En, Style::Plain)
}

#[test]
fn a_whole_turn_with_a_claim_is_played_by_picks() {
    let dir = tempfile::tempdir().unwrap();
    let mut session = Session::new(&dir.path().join("lyngk.db"));
    let seats = session.start();
    let who = session.mover(seats);
    let game = session.game();
    let turn = *game
        .position()
        .legal_turns()
        .iter()
        .find(|turn| turn.claim.is_some())
        .unwrap();
    let (said, picks) = session.pick_turn(who, turn);
    assert!(
        said.contains(&text(Msg::new("picker-prompt-column"))),
        "{said}"
    );
    assert!(
        said.contains(&text(Msg::new("terminal-pick-how"))),
        "{said}"
    );
    assert!((4..=5).contains(&picks), "{picks}: {said}");
    assert_eq!(session.game().turns(), [turn]);
    assert_eq!(session.terminal.refusals, 0, "{said}");
    // The picker is closed once its turn is played.
    session.say(&format!("{who}: pick 1"));
    let none = [("player", text_arg(who))];
    session.terminal.said_with("terminal-pick-none", &none);
}

#[test]
fn a_lyngk_chain_is_played_by_picks() {
    let dir = tempfile::tempdir().unwrap();
    let mut session = Session::new(&dir.path().join("lyngk.db"));
    let seats = session.start();
    let mut rng_state = 11u64;
    for _ in 0..200 {
        let game = session.game();
        let position = *game.position();
        let who = session.mover(seats);
        let moves: Vec<Turn> = position
            .legal_turns()
            .into_iter()
            .filter(|t| !t.is_pass())
            .collect();
        let chain = moves
            .iter()
            .copied()
            .find(|&t| position.effect(t).is_ok_and(|e| e.is_chain()));
        if let Some(chain) = chain {
            let (said, _) = session.pick_turn(who, chain);
            assert!(
                said.contains(&text(Msg::new("picker-lyngk-move"))),
                "{said}"
            );
            assert_eq!(session.game().turns().last(), Some(&chain));
            return;
        }
        // A claim first when there is one: LYNGK points are own-colour stacks.
        let claims: Vec<Turn> = moves
            .iter()
            .copied()
            .filter(|t| t.claim.is_some())
            .collect();
        let pool = if claims.is_empty() { &moves } else { &claims };
        rng_state = rng_state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let turn = pool[(rng_state >> 33) as usize % pool.len()];
        session.say(&format!("{who}: {}", typed_move(turn)));
    }
    panic!("no LYNGK move in 200 turns");
}

#[test]
fn a_pick_after_the_position_changed_is_stale_and_shows_a_fresh_picker() {
    let dir = tempfile::tempdir().unwrap();
    let mut session = Session::new(&dir.path().join("lyngk.db"));
    let seats = session.start();
    let who = session.mover(seats);
    let other = if who == seats.0 { seats.1 } else { seats.0 };
    session.say(&format!("{who}: pick"));
    // The player moves by typing, the opponent answers: the open picker is stale.
    let typed = typed_move(some_move(&session.game()));
    session.say(&format!("{who}: {typed}"));
    let typed = typed_move(some_move(&session.game()));
    session.say(&format!("{other}: {typed}"));
    let turns = session.game().turns().len();
    let refusals = session.terminal.refusals;
    let said = session.say(&format!("{who}: pick 1"));
    let stale = PickerRefusal::Stale(StaleReason::PositionChanged);
    assert_eq!(
        crate::common::said::refusals(session.terminal.last_replies()),
        [&Refusal::Picker(stale)],
        "{said}"
    );
    assert_eq!(session.terminal.refusals, refusals + 1);
    assert_eq!(session.game().turns().len(), turns);
    // The fresh picker is the one `pick N` answers now.
    assert!(
        said.contains(&text(Msg::new("picker-prompt-column"))),
        "{said}"
    );
    let said = session.say(&format!("{who}: pick 1"));
    assert!(
        said.contains(&text(Msg::new("picker-prompt-stack"))),
        "{said}"
    );
    // A number past the choices is refused, and so is a pick by someone without one.
    session.say(&format!("{who}: pick 99"));
    let past = [("number", Arg::Number(99))];
    session
        .terminal
        .said_with("terminal-pick-out-of-range", &past);
    session.say(&format!("{other}: pick 1"));
    let none = [("player", text_arg(other))];
    session.terminal.said_with("terminal-pick-none", &none);
}

#[test]
fn next_names_the_game_waiting_for_the_player() {
    let dir = tempfile::tempdir().unwrap();
    let mut session = Session::new(&dir.path().join("lyngk.db"));
    let seats = session.start();
    let who = session.mover(seats);
    let other = if who == seats.0 { seats.1 } else { seats.0 };
    let said = session.say(&format!("{who}: next"));
    let asked = session
        .terminal
        .service()
        .handle(Request {
            place: Place {
                guild: Some(1),
                channel: 5,
            },
            actor: Actor {
                id: user_id(who),
                name: who.into(),
            },
            command: Command::NextGame,
            interaction: None,
            actor_is_admin: false,
            locale: Locale::En,
            server_locale: None,
        })
        .unwrap();
    let next = asked.next_game.expect("a game waits");
    assert_eq!(next.place, CHANNEL_1);
    assert!(said.contains(&text(asked.lines[0].clone())), "{said}");
    let said = session.say(&format!("{other}: next"));
    assert!(said.contains(&text(Msg::new("next-game-none"))), "{said}");
}

/// `lyngk record taps` counts each turn's presses of the documented game: from the
/// Move button to the confirm, the claim step only while claims are left.
#[test]
fn record_taps_counts_the_presses_of_each_turn_of_a_recorded_game() {
    let doc = include_str!("../../../docs/record.md");
    let example = doc
        .split("## A full example")
        .nth(1)
        .and_then(|rest| rest.split("```text\n").nth(1))
        .and_then(|block| block.split("```").next())
        .expect("the example block");
    let replayed = lyngk_rules::record::read(example).unwrap();
    let game = replayed.game.expect("a replayable game");
    let taps = picker::taps_per_turn(&game).expect("every turn on offer");
    assert_eq!(taps.len(), 32);
    // Each turn's count is what walking the picker to it takes, plus the confirm.
    for (ply, &count) in taps.iter().enumerate() {
        let position = game.position_before(ply).unwrap();
        let turn = game.turns()[ply];
        let mut picks = picker::start(&position).unwrap();
        let mut walked = 1;
        while let Ok(step) = picker::step(&position, picks) {
            if let Step::Confirm(_) = step {
                break;
            }
            let option = step
                .options()
                .into_iter()
                .find(|option| leads_to(option.choice, turn))
                .unwrap();
            picks = picker::choose(&position, picks, option.choice).unwrap();
            walked += 1;
        }
        assert_eq!(count, walked, "turn {}", ply + 1);
    }
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_lyngk"))
        .args(["record", "taps", "-"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    use std::io::Write;
    child
        .stdin
        .take()
        .unwrap()
        .write_all(example.as_bytes())
        .unwrap();
    let output = child.wait_with_output().unwrap();
    assert!(output.status.success());
    let printed = String::from_utf8(output.stdout).unwrap();
    let mut sorted: Vec<usize> = taps.iter().map(|t| t + 1).collect();
    sorted.sort_unstable();
    let expected = format!("median {}, worst {}", sorted[16], sorted[31]);
    assert!(printed.contains(&expected), "{printed}");
}
