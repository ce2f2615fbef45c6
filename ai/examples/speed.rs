//! A fixed amount of search work, to time by CPU time on a shared machine
//! (`perf stat -e task-clock target/release/examples/speed guided 2000`):
//! `guided N` plays N rounds of guided playouts from the 16 start positions of seeds 0
//! to 15; `selfplay N` plays N random games (`lyngk selfplay`); `ai5 N` runs N searches of ai:5 of 10,000 iterations each from the first.

use lyngk_ai::{playout, Ai, Kind, Limits};
use lyngk_rules::{play_random_game, Position, Setup, Variant};
use rand::rngs::SmallRng;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let what = args.get(1).map_or("guided", String::as_str);
    let rounds: u64 = args.get(2).and_then(|n| n.parse().ok()).unwrap_or(100);
    let positions: Vec<Position> = (0..16u64)
        .map(|seed| Setup::from_seed(seed, Variant::Standard).position)
        .collect();
    let mut total = 0u64;
    match what {
        "guided" => {
            let mut rng = SmallRng::seed_from_u64(1);
            for _ in 0..rounds {
                for &position in &positions {
                    total += u64::from(playout::guided(position, &mut rng).steps);
                }
            }
            println!("{} playouts, {total} steps", rounds * 16);
        }
        "selfplay" => {
            let mut choices = ChaCha8Rng::seed_from_u64(1);
            for seed in 0..rounds {
                total += play_random_game(seed, Variant::Standard, &mut choices).turns as u64;
            }
            println!("{rounds} games, {total} turns");
        }
        _ => {
            let limits = Limits {
                threads: 1,
                ..Limits::nodes(10_000)
            };
            let mut ai = Ai::new(Kind::Level(5), 1);
            for round in 0..rounds {
                ai.new_game(round);
                total += ai.choose(&positions[0], &limits).expect("a turn").nodes;
            }
            println!("{total} iterations");
        }
    }
}
