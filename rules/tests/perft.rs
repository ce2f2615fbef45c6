//! Perft fixtures (RULES §10) from tests/data/perft.txt, a copy of shared/perft.txt.

use lyngk_rules::{perft, Position};

fn fixtures() -> Vec<(Position, Vec<(u32, u64)>)> {
    include_str!("data/perft.txt")
        .lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
        .map(|line| {
            let mut fields = line.split(';');
            let lpn = fields.next().expect("lpn");
            let position: Position = lpn.parse().unwrap_or_else(|e| panic!("{lpn}: {e}"));
            let counts = fields
                .map(|field| {
                    let (depth, count) = field.trim().split_once(' ').expect("depth count");
                    (depth.parse().unwrap(), count.parse().unwrap())
                })
                .collect();
            (position, counts)
        })
        .collect()
}

// RULES §10 (perft), §5, §6, §8
#[test]
fn perft_matches_reference_counts() {
    let fixtures = fixtures();
    assert_eq!(fixtures.len(), 6);
    for (position, counts) in fixtures {
        for (depth, expected) in counts {
            assert_eq!(
                perft(&position, depth),
                expected,
                "{position} depth {depth}"
            );
        }
    }
}
