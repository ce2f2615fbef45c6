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
    assert!(
        first.nodes < 100_000,
        "stopped well inside its budget: {}",
        first.nodes
    );
    assert_eq!(first.turn.to_string(), "B2-E6");
    assert_eq!(choose(Kind::Level(5)), first, "deterministic for a seed");
    // The capped levels spend their caps (their strength), and uct its budget.
    assert_eq!(choose(Kind::Level(4)).nodes, 6_000);
    let uct = Ai::new(Kind::Uct, 1).choose(&position, &Limits::nodes(20_000));
    assert_eq!(uct.unwrap().nodes, 20_000);
}
