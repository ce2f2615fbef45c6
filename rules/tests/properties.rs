//! Property tests over random games (RULES §1–§10 as invariants) and random text.

use crate::common;

use lyngk_rules::{
    pieces_accounted, Action, Cell, CellSet, Colour, ColourSet, Game, Lpn, LpnError, Piece,
    Position, Turn, TurnParseError, Variant,
};
use proptest::prelude::*;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::HashSet;

/// RULES 1, 4.1–4.3, 9.2: the static invariants of any position reached in play.
fn assert_position_invariants(p: &Position) {
    assert_eq!(pieces_accounted(p), 43, "{p}");
    let max = p.variant().max_height();
    for c in Cell::ALL {
        let stack = p.stack(c);
        assert!(stack.height() <= max, "{c} too high in {p}");
        let colours: Vec<Colour> = stack.pieces().filter_map(Piece::colour).collect();
        assert_eq!(
            colours.len(),
            stack.colours().len(),
            "{c} repeats a colour in {p}"
        );
        if stack.height() > 1 {
            assert_ne!(stack.top(), Some(Piece::Joker), "{c} joker on top in {p}");
        }
        if stack.height() == 6 {
            assert!(stack.jokers() >= 1, "{c} 6-stack without joker in {p}");
        }
    }
    for player in lyngk_rules::Player::BOTH {
        assert!(p.claims(player).len() <= 2);
    }
    assert!(p
        .claims(lyngk_rules::Player::One)
        .is_disjoint(p.claims(lyngk_rules::Player::Two)));
}

/// RULES 10: LPN round trip, except what LPN does not hold (the sudden-death winner).
fn assert_lpn_round_trip(p: &Position) {
    let text = p.to_string();
    let back: Position = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
    assert_eq!(back.to_string(), text);
    if p.six_stack_winner().is_none() {
        assert_eq!(&back, p);
    } else {
        assert_eq!(back.stacks(), p.stacks());
    }
}

/// A turn drawn from all turn texts, legal or not.
fn random_turn(rng: &mut ChaCha8Rng) -> Turn {
    let from = Cell::ALL[rng.random_range(0..43)];
    let to = Cell::ALL[rng.random_range(0..43)];
    let claim = match rng.random_range(0..7) {
        0..=4 => None,
        _ => Some(Colour::ALL[rng.random_range(0..5)]),
    };
    if rng.random_range(0..20) == 0 {
        Turn {
            claim,
            action: Action::Pass,
        }
    } else {
        Turn {
            claim,
            action: Action::Move { from, to },
        }
    }
}

/// Plays a random game from `seed`, checking every rule-level invariant at each step.
fn check_random_game(seed: u64, variant: Variant, choice_seed: u64) {
    let mut rng = ChaCha8Rng::seed_from_u64(choice_seed);
    let mut game = Game::new(seed, variant);
    for _ply in 0..400 {
        let p = *game.position();
        assert_position_invariants(&p);
        assert_lpn_round_trip(&p);
        let turns = p.legal_turns();
        assert_eq!(p.count_turns(), turns.len(), "{p}");
        let set: HashSet<Turn> = turns.iter().copied().collect();
        assert_eq!(set.len(), turns.len(), "a turn listed twice in {p}");
        // Every legal turn is accepted, with the same result as unchecked play.
        for &t in &turns {
            assert_eq!(p.play(t), Ok(p.play_unchecked(t)), "{t} in {p}");
        }
        // The landings of each origin are the moves without a claim.
        for c in Cell::ALL {
            let expected: CellSet = turns
                .iter()
                .filter(|t| t.claim.is_none())
                .filter_map(|t| t.cells())
                .filter(|&(from, _)| from == c)
                .map(|(_, to)| to)
                .collect();
            assert_eq!(p.landings(c), expected, "{c} in {p}");
        }
        // The sampler draws only legal turns, and a pass exactly when it is the only one.
        for _ in 0..8 {
            match p.random_turn(&mut rng) {
                Some(t) => assert!(set.contains(&t), "random_turn gave {t} in {p}"),
                None => assert!(turns.is_empty(), "random_turn gave nothing in {p}"),
            }
        }
        // RULES 8.3: the tiebreak's counts (from the bitboards) are the stacks topped by
        // each player's colours, counted cell by cell; the movable origins are the
        // stacks not topped by a joker or the opponent's colour (RULES 5.3).
        let tiebreak = lyngk_rules::Tiebreak::of(&p);
        for player in lyngk_rules::Player::BOTH {
            let mut by_height = [0u8; 7];
            for c in Cell::ALL {
                let stack = p.stack(c);
                if let Some(Piece::Colour(colour)) = stack.top() {
                    if p.claims(player).contains(colour) {
                        by_height[stack.height()] += 1;
                    }
                }
            }
            assert_eq!(
                tiebreak.scores[player.index()].stacks_by_height,
                by_height,
                "{p}"
            );
        }
        let movable: CellSet = Cell::ALL
            .into_iter()
            .filter(|&c| match p.stack(c).top() {
                Some(Piece::Colour(colour)) => !p.claims(!p.to_move()).contains(colour),
                _ => false,
            })
            .collect();
        assert_eq!(p.movable_origins(), movable, "{p}");
        // Each turn is found at its index without the list, and nothing past the end.
        for (index, &turn) in turns.iter().enumerate() {
            assert_eq!(p.turn_at(index), Some(turn), "turn {index} of {p}");
        }
        assert_eq!(p.turn_at(turns.len()), None, "{p}");
        // The moves without claims (the autocomplete list) are the claim-free turns.
        let mut moves = Vec::new();
        p.moves_into(&mut moves);
        let claim_free: Vec<Turn> = turns
            .iter()
            .copied()
            .filter(|t| t.claim.is_none() && !t.is_pass())
            .collect();
        assert_eq!(moves, claim_free, "{p}");
        // Random turns outside the legal list are refused.
        for _ in 0..16 {
            let t = random_turn(&mut rng);
            if !set.contains(&t) {
                assert!(p.play(t).is_err(), "{t} accepted in {p}");
            }
        }
        if turns.is_empty() {
            assert!(p.is_over(), "{p}");
            assert!(game.outcome().is_some());
            break;
        }
        let t = turns[rng.random_range(0..turns.len())];
        if let Action::Move { from, to } = t.action {
            if t.claim.is_none() {
                let path = p.path(from, to).expect("a path for every move");
                assert_eq!((path[0], *path.last().expect("end")), (from, to));
            }
        }
        let next = *game.play(t).expect("legal");
        assert_eq!(next.to_move(), !p.to_move(), "players alternate");
    }
    assert!(game.position().is_over(), "a game ends within 400 turns");
    // A whole game was played: a standard one lasts long, but a six-stack game ends at
    // once with a 6-stack topped by a player's colour (RULES 9), which 4 moves can build.
    let shortest = match variant {
        Variant::Standard => 10,
        Variant::Six => 4,
    };
    assert!(game.turns().len() >= shortest, "a whole game was played");
    let replayed = Game::replay(seed, variant, game.turns(), None).expect("replay");
    assert_eq!(replayed.position(), game.position());
    let json = serde_json::to_string(&game).expect("serialise");
    let back: Game = serde_json::from_str(&json).expect("deserialise");
    assert_eq!(back, game);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    // RULES 1-10: invariants along random standard games.
    #[test]
    fn random_standard_games_keep_the_rules(seed in any::<u64>(), choices in any::<u64>()) {
        check_random_game(seed, Variant::Standard, choices);
    }

    // RULES 9: invariants along random six-variant games.
    #[test]
    fn random_six_games_keep_the_rules(seed in any::<u64>(), choices in any::<u64>()) {
        check_random_game(seed, Variant::Six, choices);
    }
}

/// RULES 9: a random six-stack game that a 6-stack ended after 9 turns.
#[test]
fn a_six_stack_game_may_end_early() {
    check_random_game(13056934994522047199, Variant::Six, 2570198099716900898);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    // RULES 5.2, 10: a game with a pending claim round-trips through JSON and replay.
    #[test]
    fn a_pending_claim_survives_serde(seed in any::<u64>(), plies in 0usize..12, pick in any::<u64>()) {
        let mut rng = ChaCha8Rng::seed_from_u64(pick);
        let mut game = Game::new(seed, Variant::Standard);
        for _ in 0..plies {
            let turns = game.position().legal_turns();
            game.play(turns[rng.random_range(0..turns.len())]).expect("legal");
        }
        // A colour the mover may claim now (in the first 12 plies one always is:
        // nobody has claimed more than a few); the case is rejected, not passed, if not.
        let mover = game.position().to_move();
        let colour = game
            .position()
            .claimable_by(mover)
            .iter()
            .find(|&colour| game.position().claim(colour).is_ok());
        prop_assume!(colour.is_some(), "nothing to claim");
        let colour: Colour = colour.unwrap();
        game.claim(colour).expect("claimable");
        prop_assert!(game.position().claimed_this_turn());
        let json = serde_json::to_string(&game).expect("serialise");
        let back: Game = serde_json::from_str(&json).expect("deserialise");
        prop_assert_eq!(&back, &game);
        let replayed = Game::replay(seed, Variant::Standard, game.turns(), Some(colour)).expect("replay");
        prop_assert_eq!(replayed.position(), game.position());
        // The claim is not part of LPN: the text is that of the claimed position
        // minus the in-turn flag.
        let reparsed: Position = game.position().to_string().parse().expect("lpn");
        prop_assert!(!reparsed.claimed_this_turn());
        prop_assert_eq!(reparsed.stacks(), game.position().stacks());
    }

    // RULES 10: the turn, cell and LPN parsers never panic on arbitrary text.
    #[test]
    fn parsers_never_panic_on_any_text(text in any::<String>()) {
        let _ = text.parse::<Turn>();
        let _ = text.parse::<Cell>();
        let _ = text.parse::<Position>();
    }

    // RULES 10: the byte readers never panic on any bytes, UTF-8 or not.
    #[test]
    fn byte_readers_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..300)) {
        let lpn = Lpn::from_ascii(&bytes);
        let turn = Turn::from_ascii(&bytes);
        if std::str::from_utf8(&bytes).is_err() {
            prop_assert_eq!(lpn, Err(LpnError::NotText));
            prop_assert_eq!(turn, Err(TurnParseError::NotText));
        }
    }

    // CellSet is a set: its operations agree with those of a set of cell indices.
    #[test]
    fn cell_sets_behave_as_sets(a in any::<u64>(), b in any::<u64>()) {
        let (x, y) = (CellSet::from_bits(a), CellSet::from_bits(b));
        let set = |s: CellSet| s.iter().map(Cell::index).collect::<std::collections::BTreeSet<_>>();
        prop_assert_eq!(set(x | y), set(x).union(&set(y)).copied().collect());
        prop_assert_eq!(set(x & y), set(x).intersection(&set(y)).copied().collect());
        prop_assert_eq!(set(x - y), set(x).difference(&set(y)).copied().collect());
        prop_assert_eq!(set(x ^ y), set(x).symmetric_difference(&set(y)).copied().collect());
        prop_assert_eq!((!x).len(), 43 - x.len());
        prop_assert_eq!(x.iter().len(), x.len());
        prop_assert_eq!(x.iter().rev().collect::<Vec<_>>(), x.iter().collect::<Vec<_>>().into_iter().rev().collect::<Vec<_>>());
        prop_assert_eq!(x.iter().collect::<CellSet>(), x);
        prop_assert_eq!(x.first(), x.iter().next());
        prop_assert_eq!(x.last(), x.iter().collect::<Vec<_>>().last().copied());
        prop_assert!((x & y).is_subset(x));
        prop_assert_eq!(x.is_disjoint(y), (x & y).is_empty());
        for cell in Cell::ALL {
            prop_assert_eq!(x.contains(cell), set(x).contains(&cell.index()));
        }
    }

    // RULES 10: nor on text made of LPN and turn characters.
    #[test]
    fn parsers_never_panic_on_notation_like_text(text in "[IBRGKWibrgkw.,/ :0-9A-I-]{0,160}") {
        let _ = text.parse::<Turn>();
        let _ = text.parse::<Cell>();
        if let Ok(p) = text.parse::<Position>() {
            assert_lpn_round_trip(&p);
        }
    }

    // RULES 10: nor on a valid LPN with one character changed, and whatever parses
    // is a valid position that round-trips.
    #[test]
    fn lpn_with_one_character_changed(index in 0usize..200, replacement in "[IBRGKW.,/ 0-9a-z]") {
        let start = common::START;
        let index = index % start.len();
        let mut text = start.to_string();
        text.replace_range(index..=index, &replacement);
        if let Ok(p) = text.parse::<Position>() {
            assert_lpn_round_trip(&p);
            prop_assert!(p.stacks().iter().all(|s| s.height() <= p.variant().max_height()));
        }
    }

    // RULES 10: every printed turn parses back to itself.
    #[test]
    fn turns_round_trip(from in 0usize..43, to in 0usize..43, claim in proptest::option::of(0usize..5), pass in any::<bool>()) {
        let claim = claim.map(|i| Colour::ALL[i]);
        let t = if pass {
            Turn { claim, action: Action::Pass }
        } else {
            Turn { claim, action: Action::Move { from: Cell::ALL[from], to: Cell::ALL[to] } }
        };
        prop_assert_eq!(t.to_string().parse::<Turn>(), Ok(t));
        prop_assert_eq!(t.to_string().to_lowercase().parse::<Turn>(), Ok(t));
    }
}

// RULES 5.2: the claim set helpers agree with the claims of the position.
#[test]
fn colour_sets_are_consistent() {
    let set: ColourSet = [Colour::Red, Colour::Black].into_iter().collect();
    assert_eq!(set.len(), 2);
    assert_eq!(set.complement().len(), 3);
    assert!(set.complement().is_disjoint(set));
}
