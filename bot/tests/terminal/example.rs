//! The example script `bot/examples/game.txt` plays a whole game through `lyngk play`.

use crate::common::said::{run_script, Said, TerminalLog};
use lyngk_bot::service::{GameService, Options};
use lyngk_bot::terminal::Terminal;
use lyngk_rules::{Game, Piece, Player, Position, Turn, Variant};
use rand::{Rng, SeedableRng};
use std::fmt::Write as _;

/// The seed the example is played with: `lyngk play --seed 2024 < bot/examples/game.txt`.
const EXAMPLE_SEED: u64 = 2024;
const EXAMPLE: &str = include_str!("../../examples/game.txt");

fn play_script(script: &str, seed: u64) -> (Run, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    let options = Options {
        seeds: Box::new(move || seed),
        ..Options::default()
    };
    let service = GameService::open_with(dir.path().join("lyngk.db"), options).unwrap();
    let mut terminal = Terminal::new(service, &dir.path().join("images")).unwrap();
    let mut out = Vec::new();
    let said = run_script(&mut terminal, script, &mut out);
    let run = Run {
        out: String::from_utf8(out).unwrap(),
        said,
        refusals: terminal.refusals,
    };
    (run, dir)
}

/// What the example printed and said, and how many of its lines were refused.
struct Run {
    out: String,
    said: TerminalLog,
    refusals: usize,
}

#[test]
fn the_example_game_plays_to_its_result() {
    let (run, dir) = play_script(EXAMPLE, EXAMPLE_SEED);
    let out = &run.out;
    assert_eq!(
        run.refusals, 0,
        "no command of the example is refused:\n{out}"
    );
    run.said.said("turn-game-over");
    // The example shows a chain.
    assert!(
        run.said.says("turn-played-chain") || run.said.says("turn-played-claiming-chain"),
        "{:?}",
        run.said.ids()
    );
    let images = std::fs::read_dir(dir.path().join("images"))
        .unwrap()
        .count();
    assert!(images > 20, "an image per turn, got {images}");
    let record = std::fs::read_dir(dir.path().join("images"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| p.to_string_lossy().ends_with(".txt"))
        .expect("the history's game record");
    // The history's record reads back to the finished game, with the example's seed.
    let record = std::fs::read_to_string(record).unwrap();
    let replayed = lyngk_rules::record::read(&record).unwrap();
    assert_eq!(replayed.record.tag("Seed"), Some("2024"));
    assert!(replayed.outcome.is_some(), "{record}");
}

/// A plausible move: score points, build tall stacks of one's own colours, claim
/// sparingly; ties broken by the seeded generator.
fn pick(position: &Position, rng: &mut impl Rng) -> Turn {
    let me = position.to_move();
    let mut value = |turn: &Turn| -> i32 {
        let after = position.play_unchecked(*turn);
        let Some((_, to)) = turn.cells() else {
            return 0;
        };
        let gained = i32::from(after.points(me)) - i32::from(position.points(me));
        let stack = after.stack(to);
        let own = match stack.top() {
            Some(Piece::Colour(c)) => after.claims(me).contains(c),
            _ => false,
        };
        let claims_made = position.claims(me).len() as i32;
        let claim_cost = if turn.claim.is_some() {
            4 + 4 * claims_made
        } else {
            0
        };
        gained * 100
            + if own {
                3 * stack.height() as i32
            } else {
                stack.height() as i32
            }
            - claim_cost
            + rng.random_range(0..3)
    };
    let legal = position.legal_turns();
    *legal.iter().max_by_key(|t| value(t)).expect("a legal turn")
}

/// Writes a fresh example script: `cargo test -p lyngk-bot --test all terminal::example -- --ignored`.
#[test]
#[ignore = "writes bot/examples/game.txt"]
fn generate_example_script() {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(EXAMPLE_SEED);
    let mut game = Game::new(EXAMPLE_SEED, Variant::Standard);
    let seats = ["alice", "bob"];
    let first_seat = game.first_seat();
    let name = |player: Player| seats[(first_seat + player.index()) % 2];
    let mut script = String::new();
    let _ = writeln!(
        script,
        "# A complete LYNGK game for the terminal front.\n\
         # Run it: lyngk play --seed {EXAMPLE_SEED} < bot/examples/game.txt\n\
         # (the seed fixes the board and who moves first; passes are automatic)\n\
         alice: /lyngk challenge bob\n\
         bob: /lyngk accept"
    );
    while game.outcome().is_none() {
        let turn = pick(game.position(), &mut rng);
        let who = name(game.position().to_move());
        if let Some((from, to)) = turn.cells() {
            let n = game.turns().len();
            if n == 6 {
                let _ = writeln!(script, "# anyone may look at the board or ask for moves");
                let _ = writeln!(script, "carol: /lyngk board\n{who}: /lyngk moves {from}");
            }
            match turn.claim {
                Some(colour) if n.is_multiple_of(2) => {
                    let _ = writeln!(
                        script,
                        "{who}: /lyngk claim {colour}\n{who}: /lyngk move {from} {to}"
                    );
                }
                Some(colour) => {
                    let _ = writeln!(script, "{who}: /lyngk move {from} {to} claim:{colour}");
                }
                None => {
                    let _ = writeln!(script, "{who}: /lyngk move {from} {to}");
                }
            }
        }
        game.play(turn).unwrap();
    }
    let _ = writeln!(
        script,
        "# the record, with the seed to replay the game\nalice: /lyngk history"
    );
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/game.txt");
    std::fs::write(path, &script).unwrap();
    println!("{} turns, {}", game.turns().len(), game.outcome().unwrap());
}
