//! The job lease: of several services sharing one database (processes, or threads
//! here), only the lease holder runs the background jobs; another takes over once the
//! holder stops renewing, at once when it releases the lease.

use std::sync::atomic::Ordering;
use std::sync::{Arc, Barrier};

use crate::common::*;
use lyngk_bot::service::api::{Actor, Command, Outbound, Place};
use lyngk_bot::service::{GameService, JobLease, Options};
use lyngk_rules::Variant;

const DAY: i64 = 86_400;

fn lease(holder: &str) -> JobLease {
    JobLease {
        holder: holder.into(),
        seconds: 30,
    }
}

/// A second service on the harness's database and clock, as another process would be.
fn second_service(h: &Harness) -> GameService {
    let options = Options {
        time: h.time.clone(),
        seeds: Box::new(|| 99),
    };
    GameService::open_with(h.db_path(), options).unwrap()
}

/// A one-day game in `channel`, its first reminder due a day later.
fn timed_game(h: &Harness, channel: u64, challenger: &Actor, opponent: &Actor) {
    let place = Place {
        guild: PLACE.guild,
        channel,
    };
    let challenge = Command::Challenge {
        weekends_off: None,
        opponent: Some(opponent.clone()),
        variant: Variant::Standard,
        days_per_move: Some(1),
        rated: true,
    };
    assert!(!h.ask_in(place, challenger, challenge, None).ephemeral);
    assert!(!h.ask_in(place, opponent, Command::Accept, None).ephemeral);
}

fn now(h: &Harness) -> i64 {
    h.time.0.load(Ordering::SeqCst)
}

fn advance(h: &Harness, seconds: i64) {
    h.time.0.fetch_add(seconds, Ordering::SeqCst);
}

#[test]
fn only_the_holder_delivers_until_its_lease_runs_out_or_is_released() {
    let h = Harness::new(5);
    let other = second_service(&h);
    let (a, b) = (lease("process a"), lease("process b"));
    timed_game(&h, PLACE.channel, &alice(), &bob());
    advance(&h, DAY);

    let sent = h.service.deliver_due_leased(&a, now(&h)).unwrap();
    assert_eq!(
        sent.map(|s| s.len()),
        Some(1),
        "a takes the lease and sends"
    );
    assert_eq!(other.deliver_due_leased(&b, now(&h)).unwrap(), None);
    assert_eq!(
        other.job_lease_holder().unwrap(),
        Some(("process a".into(), now(&h) + 30))
    );

    // a renews before the end; b still waits.
    advance(&h, 20);
    assert_eq!(
        h.service.deliver_due_leased(&a, now(&h)).unwrap(),
        Some(vec![])
    );
    advance(&h, 20);
    assert_eq!(other.deliver_due_leased(&b, now(&h)).unwrap(), None);

    // a falls silent (crashed): b takes over once the lease has run out.
    advance(&h, 10);
    assert_eq!(other.deliver_due_leased(&b, now(&h)).unwrap(), Some(vec![]));
    assert_eq!(h.service.deliver_due_leased(&a, now(&h)).unwrap(), None);

    // Releasing someone else's lease does nothing; the holder's release frees it at once.
    h.service.release_job_lease(&a).unwrap();
    assert_eq!(h.service.deliver_due_leased(&a, now(&h)).unwrap(), None);
    other.release_job_lease(&b).unwrap();
    assert_eq!(other.job_lease_holder().unwrap(), None);
    assert_eq!(
        h.service.deliver_due_leased(&a, now(&h)).unwrap(),
        Some(vec![])
    );
}

#[test]
fn two_services_racing_on_one_database_deliver_each_reminder_once_from_one_holder() {
    const GAMES: u64 = 8;
    const ROUNDS: usize = 50;
    let h = Harness::new(11);
    for game in 0..GAMES {
        let (challenger, opponent) = (
            Actor {
                id: 500 + game,
                name: format!("p{game}"),
            },
            Actor {
                id: 600 + game,
                name: format!("q{game}"),
            },
        );
        timed_game(&h, 3_000 + game, &challenger, &opponent);
    }
    advance(&h, DAY);
    let services = [Arc::new(second_service(&h)), Arc::new(second_service(&h))];
    let start = Arc::new(Barrier::new(2));
    let runs: Vec<_> = services
        .iter()
        .enumerate()
        .map(|(n, service)| {
            let (service, start) = (Arc::clone(service), Arc::clone(&start));
            let lease = lease(&format!("thread {n}"));
            let now = now(&h);
            std::thread::spawn(move || {
                start.wait();
                let mut sent: Vec<Outbound> = Vec::new();
                let mut rounds_held = 0;
                for _ in 0..ROUNDS {
                    if let Some(round) = service.deliver_due_leased(&lease, now).unwrap() {
                        rounds_held += 1;
                        sent.extend(round);
                    }
                }
                (rounds_held, sent)
            })
        })
        .collect();
    let results: Vec<(usize, Vec<Outbound>)> =
        runs.into_iter().map(|run| run.join().unwrap()).collect();
    let holders = results.iter().filter(|(held, _)| *held > 0).count();
    assert_eq!(holders, 1, "one holder for every round: {results:?}");
    let total: usize = results.iter().map(|(_, sent)| sent.len()).sum();
    assert_eq!(total, GAMES as usize, "each reminder once");
}
