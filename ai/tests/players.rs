//! Every player plays only legal turns, and the same seed gives the same game.

use lyngk_ai::{Ai, Kind, Limits};
use lyngk_rules::{Game, Turn, Variant};
use proptest::prelude::*;

/// Plays a whole game between two players with an iteration budget; returns the turns.
/// `Game::play` checks every turn against the rules and panics on an illegal one.
fn play_game(seed: u64, variant: Variant, kinds: [Kind; 2], nodes: u64) -> Vec<Turn> {
    let mut game = Game::new(seed, variant);
    let mut players = kinds.map(|kind| Ai::new(kind, seed));
    let limits = Limits::nodes(nodes);
    while let Some(choice) = {
        let mover = game.position().to_move().index();
        players[mover].choose(game.position(), &limits)
    } {
        let turn = choice.turn;
        if let Err(error) = game.play(turn) {
            panic!("{turn} is illegal in {}: {error}", game.position());
        }
    }
    assert!(
        game.outcome().is_some(),
        "the game ends when no one can move"
    );
    game.turns().to_vec()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    #[test]
    fn random_and_greedy_play_only_legal_turns(seed in any::<u64>(), six in any::<bool>()) {
        let variant = if six { Variant::Six } else { Variant::Standard };
        play_game(seed, variant, [Kind::Random, Kind::Greedy], 1);
    }

    #[test]
    fn the_searches_play_only_legal_turns(seed in any::<u64>(), six in any::<bool>(), level in 1u8..=5) {
        let variant = if six { Variant::Six } else { Variant::Standard };
        play_game(seed, variant, [Kind::Uct, Kind::Level(level)], 40);
    }
}

#[test]
fn the_same_seed_gives_the_same_game() {
    for kinds in [
        [Kind::Level(5), Kind::Uct],
        [Kind::Greedy, Kind::Level(1)],
        [Kind::Random, Kind::Level(3)],
    ] {
        let first = play_game(11, Variant::Standard, kinds, 150);
        let again = play_game(11, Variant::Standard, kinds, 150);
        assert_eq!(first, again, "{kinds:?}");
        let other = play_game(12, Variant::Standard, kinds, 150);
        assert_ne!(first, other, "another seed gives another game");
    }
}

#[test]
fn root_parallel_searches_on_two_threads_answer_a_legal_turn() {
    let start = lyngk_rules::Setup::from_seed(5, Variant::Standard).position;
    for kind in [Kind::Uct, Kind::Level(5)] {
        let limits = Limits {
            threads: 2,
            ..Limits::nodes(400)
        };
        let choice = Ai::new(kind, 3).choose(&start, &limits).expect("a turn");
        assert!(start.play(choice.turn).is_ok(), "{kind}: {}", choice.turn);
        assert!(
            choice.nodes >= 400,
            "both threads searched: {}",
            choice.nodes
        );
    }
}

/// Midgame of a greedy game (seed 101, ply 18), where one turn (B2-E6) soon holds
/// nearly every visit of ai:5's search.
const ONE_TURN_DOMINATES: &str = "R/G,R,.,K/G,.,.,K,.,I,./.,I,.,.,.,./.,.,.,.,.,BGI,G/G,B,.,I,.,./K,B,R,.,.,K,./R,R,B,./B 1 RK/IG 2/2 standard";

#[test]
fn the_strongest_level_answers_once_one_turn_dominates_the_same_way_for_a_seed() {
    let position: lyngk_rules::Position = ONE_TURN_DOMINATES.parse().unwrap();
    let budget = Limits::nodes(300_000);
    let choose = |kind: Kind| Ai::new(kind, 1).choose(&position, &budget).unwrap();
    let first = choose(Kind::Level(5));
    // ai:5 explores more than it did (more visits off the best turn): `lyngk engine`
    // settles here after 133,120 iterations, 53,248 before ai:5 was tuned.
    assert!(
        first.nodes < 150_000,
        "stopped within half its budget: {}",
        first.nodes
    );
    assert_eq!(first.turn.to_string(), "B2-E6");
    assert_eq!(choose(Kind::Level(5)), first, "deterministic for a seed");
    // The capped levels spend their caps (their strength), and uct its budget.
    assert_eq!(choose(Kind::Level(4)).nodes, 6_000);
    let uct = Ai::new(Kind::Uct, 1).choose(&position, &Limits::nodes(20_000));
    assert_eq!(uct.unwrap().nodes, 20_000);
}

/// A short game between two players of `kind` (1,500 iterations a turn for the searches).
fn opening(seed: u64, kind: Kind, plies: usize) -> Game {
    let mut game = Game::new(seed, Variant::Standard);
    let mut players = [Ai::new(kind, 1), Ai::new(kind, 2)];
    while game.outcome().is_none() && game.turns().len() < plies {
        let mover = game.position().to_move().index();
        let choice = players[mover].choose(game.position(), &Limits::nodes(1_500));
        game.play(choice.expect("a turn").turn).unwrap();
    }
    game
}

/// Player 1's chance before each of the first `plies` turns, as the review estimated
/// it before (a fresh search of 300 iterations per position, the best turn's rate) and
/// as it does now (one search through the game keeping its tree, 1,000 iterations per
/// position, the mean over all visits).
fn review_estimates(game: &Game, plies: usize, now: bool) -> Vec<f64> {
    let mut kept = Ai::new(Kind::Level(5), game.seed());
    (0..plies)
        .map(|ply| {
            let position = game.position_before(ply).unwrap();
            let choice = if now {
                kept.choose(&position, &Limits::nodes(1_000)).unwrap().mean
            } else {
                let mut fresh = Ai::new(Kind::Level(5), game.seed() ^ ply as u64);
                fresh
                    .choose(&position, &Limits::nodes(300))
                    .unwrap()
                    .winrate
            };
            let mover = choice.unwrap();
            if position.to_move().index() == 0 {
                mover
            } else {
                1.0 - mover
            }
        })
        .collect()
}

/// The mean absolute change of the review's estimate per ply over the first 12 plies
/// of four greedy games and four games of ai:3 against itself, before and after (a
/// measurement: `cargo test --release -p lyngk-ai --test players -- --ignored
/// --nocapture review_estimates`).
#[test]
#[ignore]
fn review_estimates_move_less_per_ply_in_the_opening() {
    for (kind, seeds) in [(Kind::Greedy, 1..=4u64), (Kind::Level(3), 101..=104)] {
        let games: Vec<Game> = seeds.map(|seed| opening(seed, kind, 14)).collect();
        let change = |now: bool| {
            let steps: Vec<f64> = games
                .iter()
                .flat_map(|game| {
                    let estimates = review_estimates(game, 12, now);
                    estimates
                        .windows(2)
                        .map(|w| (w[1] - w[0]).abs())
                        .collect::<Vec<_>>()
                })
                .collect();
            steps.iter().sum::<f64>() / steps.len() as f64
        };
        let (before, after) = (change(false), change(true));
        println!("{kind} games: {before:.3} before, {after:.3} after, per ply");
        assert!(after < before, "{kind}: {after} against {before}");
    }
}

/// A short fingerprint of a game's turns: their count and an FNV-1a hash of their text.
fn fingerprint(turns: &[Turn]) -> (usize, u64) {
    let text: Vec<String> = turns.iter().map(Turn::to_string).collect();
    let hash = text
        .join(" ")
        .bytes()
        .fold(0xcbf2_9ce4_8422_2325u64, |hash, byte| {
            (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
        });
    (turns.len(), hash)
}

/// Faster playouts and move generation must not change what the players choose: whole
/// games for fixed seeds and budgets (levels 5 and 2, and the baseline; the six-stack
/// variant too). Recorded again when ai:5's exploration weight and prior temperature were raised; the
/// games below, without ai:5, were not.
#[test]
fn the_players_choose_as_before_for_a_seed_and_a_budget() {
    let games = [
        (11, Variant::Standard, [Kind::Level(5), Kind::Uct], 600),
        (12, Variant::Standard, [Kind::Level(2), Kind::Level(5)], 800),
        (13, Variant::Six, [Kind::Level(5), Kind::Level(3)], 500),
    ];
    let found: Vec<(usize, u64)> = games
        .iter()
        .map(|&(seed, variant, kinds, nodes)| fingerprint(&play_game(seed, variant, kinds, nodes)))
        .collect();
    assert_eq!(
        found,
        [
            (33, 18_245_843_341_465_931_804),
            (34, 10_083_828_993_236_462_297),
            (11, 18_253_785_390_286_535_927),
        ]
    );
}

/// The capped levels and the baseline alone, without ai:5: whole games for fixed
/// seeds and budgets, so that a change of the strongest level's search (whose pinned
/// games above are then recorded again) leaves these pinned.
#[test]
fn the_capped_levels_and_the_baseline_choose_as_before_for_a_seed_and_a_budget() {
    let games = [
        (14, Variant::Standard, [Kind::Level(4), Kind::Level(1)], 700),
        (15, Variant::Six, [Kind::Uct, Kind::Level(2)], 400),
        (16, Variant::Standard, [Kind::Level(3), Kind::Uct], 500),
        (17, Variant::Standard, [Kind::Level(2), Kind::Level(4)], 900),
    ];
    let found: Vec<(usize, u64)> = games
        .iter()
        .map(|&(seed, variant, kinds, nodes)| fingerprint(&play_game(seed, variant, kinds, nodes)))
        .collect();
    assert_eq!(
        found,
        [
            (31, 16_068_753_064_351_932_837),
            (8, 152_584_961_087_423_718),
            (33, 6_063_391_180_308_289_409),
            (33, 5_370_764_752_162_329_103),
        ]
    );
}
