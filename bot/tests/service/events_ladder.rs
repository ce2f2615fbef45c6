//! Ladders through the service on a real SQLite file: creating one (and the ladder
//! settings refused for other formats), joining at the bottom, challenging within the
//! reach and every refusal, accepting (the game opens in its own thread), the result
//! moving places, a challenge not accepted in time, inactive players dropping to the
//! bottom, leaving, and the ladder as text and image.

use crate::common::events::{create_event, join_event, option_not_taken};
use crate::common::said::{text, Said};
use crate::common::*;
use lyngk_bot::correspondence::event::{EventFormat, EventOption};
use lyngk_bot::correspondence::ladder::LadderRefusal;
use lyngk_bot::i18n::Arg;
use lyngk_bot::service::api::{Actor, Command, EventOptions, Outbound, Place, Reply};
use lyngk_bot::service::{GameService, Refusal};
use std::sync::atomic::Ordering;

/// Threads get channel ids far from `PLACE`'s.
const THREAD_BASE: u64 = 80_000;
const DAY: i64 = 86_400;
const LADDER: &str = "Club Ladder";

fn player(index: usize) -> Actor {
    Actor {
        id: 5001 + index as u64,
        name: format!("r{}", index + 1),
    }
}

fn ladder_options() -> EventOptions {
    EventOptions {
        format: Some(lyngk_bot::correspondence::event::EventFormat::Ladder),
        days_per_move: Some(3),
        ..EventOptions::default()
    }
}

fn create(h: &Harness, options: EventOptions) -> Reply {
    create_event(h, LADDER, options)
}

fn join(h: &Harness, who: &Actor) -> Reply {
    join_event(h, who, LADDER)
}

fn challenge(h: &Harness, who: &Actor, opponent: &Actor) -> Reply {
    h.ask(
        who,
        Command::LadderChallenge {
            name: LADDER.into(),
            opponent: opponent.clone(),
        },
    )
}

fn accept(h: &Harness, who: &Actor) -> Reply {
    h.ask(
        who,
        Command::LadderAccept {
            name: LADDER.into(),
        },
    )
}

fn standings(h: &Harness) -> Reply {
    h.ask(
        &carol(),
        Command::EventStandings {
            name: LADDER.into(),
        },
    )
}

fn ladder_refusal(reply: &Reply) -> LadderRefusal {
    assert!(reply.ephemeral, "{}", reply.text());
    match reply.refusal.as_ref().expect("a refusal") {
        Refusal::Ladder(refusal) => refusal.clone(),
        other => panic!("not a ladder refusal: {other:?}"),
    }
}

/// A ladder of `players` players, r1 on top.
fn ladder_of(h: &Harness, players: usize) {
    let r = create(h, ladder_options());
    assert!(!r.ephemeral, "{}", r.text());
    for index in 0..players {
        let r = join(h, &player(index));
        assert!(!r.ephemeral, "{}", r.text());
    }
}

/// The names on the ladder, top first, as stored.
fn order(h: &Harness) -> Vec<String> {
    let db = h.db();
    let mut statement = db
        .prepare(
            "SELECT p.name FROM ladder_ranks l JOIN event_players p \
             ON p.event = l.event AND p.entry = l.entry ORDER BY l.rank",
        )
        .unwrap();
    let names = statement.query_map([], |r| r.get(0)).unwrap();
    names.collect::<Result<_, _>>().unwrap()
}

fn names(indices: &[usize]) -> Vec<String> {
    indices.iter().map(|&i| player(i).name).collect()
}

/// The defender accepts; the game's thread is opened as a front would. Returns the
/// game's place.
fn accepted(h: &Harness, defender: &Actor) -> Place {
    let r = accept(h, defender);
    assert!(!r.ephemeral, "{}", r.text());
    assert_eq!(r.threads.len(), 1, "{}", r.text());
    let thread = &r.threads[0];
    let channel = THREAD_BASE + thread.game_id as u64;
    h.service.attach_thread(thread.game_id, channel).unwrap();
    Place {
        guild: PLACE.guild,
        channel,
    }
}

fn advance(h: &Harness, seconds: i64) {
    h.time.0.fetch_add(seconds, Ordering::SeqCst);
}

fn deliver(h: &Harness) -> Vec<Outbound> {
    let now = h.time.0.load(Ordering::SeqCst);
    h.service.deliver_due(now).unwrap()
}

/// The replies sent, to channels and in direct messages alike.
fn outbound_replies(outbound: &[Outbound]) -> Vec<Reply> {
    outbound
        .iter()
        .map(|message| match message {
            Outbound::Channel { reply, .. } | Outbound::Direct { reply, .. } => reply.clone(),
        })
        .collect()
}

/// A number argument.
fn number(name: &'static str, value: i64) -> (&'static str, Arg) {
    (name, Arg::Number(value))
}

#[test]
fn a_ladder_is_created_with_its_settings_and_they_are_refused_for_a_swiss() {
    let h = Harness::new(1);
    let swiss_with_reach = EventOptions {
        reach: Some(2),
        ..EventOptions::default()
    };
    assert_eq!(
        option_not_taken(&create(&h, swiss_with_reach)),
        (EventFormat::Swiss, EventOption::Reach)
    );
    let swiss_with_inactivity = EventOptions {
        inactive_days: Some(10),
        ..EventOptions::default()
    };
    let r = create(&h, swiss_with_inactivity);
    assert_eq!(
        option_not_taken(&r),
        (EventFormat::Swiss, EventOption::InactiveDays)
    );
    r.said("event-option-inactive-days");
    let r = create(
        &h,
        EventOptions {
            reach: Some(2),
            inactive_days: Some(10),
            ..ladder_options()
        },
    );
    assert!(!r.ephemeral, "{}", r.text());
    r.said_with(
        "ladder-created",
        &[number("reach", 2), number("inactive", 10)],
    );
    // A ladder has no start, no rounds and no tournament report.
    let start = h.ask_admin(
        PLACE,
        &alice(),
        Command::EventStart {
            name: LADDER.into(),
        },
    );
    assert_eq!(
        ladder_refusal(&start),
        LadderRefusal::NoStart(LADDER.into())
    );
    let pairings = h.ask(
        &bob(),
        Command::EventPairings {
            name: LADDER.into(),
            round: None,
        },
    );
    assert_eq!(
        ladder_refusal(&pairings),
        LadderRefusal::NoRounds(LADDER.into())
    );
    let list = h.ask(&bob(), Command::EventList);
    list.said_with("ladder-list-line", &[number("players", 0)]);
}

#[test]
fn newcomers_join_at_the_bottom_and_leaving_moves_those_below_up() {
    let h = Harness::new(1);
    ladder_of(&h, 3);
    assert_eq!(order(&h), names(&[0, 1, 2]));
    join(&h, &player(3)).said_with("ladder-joined", &[number("place", 4)]);
    let again = join(&h, &player(3));
    assert!(again.ephemeral, "{}", again.text());
    again.said("refusal-event-already-joined");
    let left = h.ask(
        &player(1),
        Command::EventLeave {
            name: LADDER.into(),
        },
    );
    left.said("ladder-left");
    assert_eq!(order(&h), names(&[0, 2, 3]));
    // Coming back is joining again: at the bottom.
    join(&h, &player(1)).said_with("ladder-joined", &[number("place", 4)]);
    assert_eq!(order(&h), names(&[0, 2, 3, 1]));
}

#[test]
fn a_challenge_reaches_three_places_up_and_is_refused_beyond_below_self_and_busy() {
    let h = Harness::new(1);
    ladder_of(&h, 6);
    let [r1, r2, r3, r4, r5, r6] = [0, 1, 2, 3, 4, 5].map(player);
    assert!(matches!(
        ladder_refusal(&challenge(&h, &r6, &r2)),
        LadderRefusal::TooFarUp {
            ranks_up: 4,
            reach: 3,
            ..
        }
    ));
    assert_eq!(
        ladder_refusal(&challenge(&h, &r3, &r5)),
        LadderRefusal::NotAbove(r5.name.clone())
    );
    assert_eq!(
        ladder_refusal(&challenge(&h, &r3, &r3)),
        LadderRefusal::Yourself
    );
    assert_eq!(
        ladder_refusal(&challenge(&h, &bob(), &r1)),
        LadderRefusal::YouAreNotOnIt(LADDER.into())
    );
    assert!(matches!(
        ladder_refusal(&challenge(&h, &r3, &bob())),
        LadderRefusal::NotOnIt { .. }
    ));
    let r = challenge(&h, &r6, &r3);
    assert!(!r.ephemeral, "{}", r.text());
    r.said_with("ladder-challenged", &[number("from", 6)]);
    assert_eq!(r.ping, vec![r3.id], "the challenged player is pinged");
    assert_eq!(
        ladder_refusal(&challenge(&h, &r4, &r3)),
        LadderRefusal::Busy(r3.name.clone())
    );
    assert_eq!(
        ladder_refusal(&challenge(&h, &r6, &r4)),
        LadderRefusal::YouAreBusy
    );
    assert_eq!(
        ladder_refusal(&accept(&h, &r5)),
        LadderRefusal::NothingToAccept(LADDER.into())
    );
    assert_eq!(
        order(&h),
        names(&[0, 1, 2, 3, 4, 5]),
        "refusals change nothing"
    );
    // A note in a cell of the rendered table, which has no message of its own.
    let shown = standings(&h);
    assert!(
        shown.text().contains("challenged by r6 (6)"),
        "{}",
        shown.text()
    );
}

#[test]
fn the_winner_from_below_takes_the_place_and_those_between_move_down() {
    let h = Harness::new(1);
    ladder_of(&h, 5);
    let [r2, r5] = [1, 4].map(player);
    challenge(&h, &r5, &r2);
    let game = accepted(&h, &r2);
    // A note in a cell of the rendered table, which has no message of its own.
    let during = standings(&h);
    assert!(
        during.text().contains("playing r2 (2)"),
        "{}",
        during.text()
    );
    // r2 resigns: the challenger wins.
    let end = h.ask_in(game, &r2, Command::Resign { confirmed: true }, None);
    end.said_with("ladder-climbed", &[number("place", 2)]);
    assert_eq!(order(&h), names(&[0, 4, 1, 2, 3]));
    // The challenge is settled: both may challenge again.
    assert!(!challenge(&h, &player(2), &r5).ephemeral);
}

#[test]
fn a_loss_or_a_void_game_changes_nothing() {
    let h = Harness::new(1);
    ladder_of(&h, 3);
    let [r1, r3] = [0, 2].map(player);
    challenge(&h, &r3, &r1);
    let game = accepted(&h, &r1);
    let end = h.ask_in(game, &r3, Command::Resign { confirmed: true }, None);
    end.said_with("ladder-held", &[number("place", 1)]);
    assert_eq!(order(&h), names(&[0, 1, 2]));
    // A void game (the challenger never made the first move in time) counts as a draw.
    challenge(&h, &r3, &r1);
    let game = accepted(&h, &r1);
    // The first move's time is twice the days per move.
    advance(&h, 6 * DAY + 1);
    let void = h.ask_in(game, &r1, Command::Abort, None);
    void.said_with("ladder-held", &[number("place", 1)]);
    assert_eq!(order(&h), names(&[0, 1, 2]));
}

#[test]
fn a_challenge_not_accepted_in_time_is_won_by_the_challenger() {
    let h = Harness::new(1);
    ladder_of(&h, 4);
    let [r1, r4] = [0, 3].map(player);
    challenge(&h, &r4, &r1);
    // Three days per move: one second short of them, nothing happens.
    advance(&h, 3 * DAY - 1);
    assert!(deliver(&h).is_empty());
    advance(&h, 1);
    let sent = deliver(&h);
    outbound_replies(&sent).said_with("ladder-expired", &[number("place", 1)]);
    assert!(matches!(
        &sent[0],
        Outbound::Channel { channel, .. } if *channel == PLACE.channel
    ));
    assert_eq!(order(&h), names(&[3, 0, 1, 2]));
    assert_eq!(
        ladder_refusal(&accept(&h, &r1)),
        LadderRefusal::NothingToAccept(LADDER.into()),
        "an expired challenge can no longer be accepted"
    );
    assert!(deliver(&h).is_empty(), "announced once");
}

/// Late, before any job ran: the accepting transaction itself checks the deadline, and
/// the job then gives the challenger the place.
#[test]
fn a_challenge_cannot_be_accepted_after_its_deadline_even_before_the_job_runs() {
    let h = Harness::new(1);
    ladder_of(&h, 4);
    let [r1, r4] = [0, 3].map(player);
    challenge(&h, &r4, &r1);
    advance(&h, 5 * DAY);
    assert_eq!(
        ladder_refusal(&accept(&h, &r1)),
        LadderRefusal::NothingToAccept(LADDER.into())
    );
    outbound_replies(&deliver(&h)).said("ladder-expired");
    assert_eq!(order(&h), names(&[3, 0, 1, 2]));
}

#[test]
fn an_accepted_challenge_does_not_expire() {
    let h = Harness::new(1);
    ladder_of(&h, 2);
    challenge(&h, &player(1), &player(0));
    accepted(&h, &player(0));
    advance(&h, 4 * DAY);
    outbound_replies(&deliver(&h)).not_said("ladder-expired");
    assert_eq!(order(&h), names(&[0, 1]));
}

#[test]
fn inactive_players_drop_to_the_bottom_once_per_inactive_period() {
    let h = Harness::new(1);
    ladder_of(&h, 4);
    // r2 and r4 play; r1 and r3 do nothing for the 30 days.
    advance(&h, 20 * DAY);
    challenge(&h, &player(3), &player(1));
    let game = accepted(&h, &player(1));
    h.ask_in(game, &player(3), Command::Resign { confirmed: true }, None);
    advance(&h, 10 * DAY);
    let next = h.service.next_wake().unwrap().expect("something is due");
    assert!(
        next <= h.time.0.load(Ordering::SeqCst),
        "the drop is due now"
    );
    let dropped = outbound_replies(&deliver(&h));
    dropped.said_with("ladder-dropped", &[("player", text("r1"))]);
    dropped.said_with("ladder-dropped", &[("player", text("r3"))]);
    assert_eq!(order(&h), names(&[1, 3, 0, 2]));
    assert!(deliver(&h).is_empty(), "dropped once, not at every round");
    let next = h.service.next_wake().unwrap().expect("the next drop");
    assert!(next > h.time.0.load(Ordering::SeqCst));
}

#[test]
fn the_ladder_is_shown_as_text_and_as_an_image_with_alt_text() {
    let h = Harness::new(1);
    let empty = create(&h, ladder_options());
    assert!(!empty.ephemeral);
    standings(&h).said("ladder-empty");
    for index in 0..3 {
        join(&h, &player(index));
    }
    challenge(&h, &player(2), &player(0));
    let r = standings(&h);
    r.said_with("ladder-standings-title", &[("event", text("Club Ladder"))]);
    // A note in a cell of the rendered table, which has no message of its own.
    let shown = r.text();
    assert!(shown.contains("challenges r1 (1)"), "{shown}");
    let image = r.image.as_ref().expect("an image");
    assert!(image.filename.ends_with(".png"));
    assert_eq!(&image.bytes[1..4], b"PNG");
    // Alt text is wording on purpose: it reads the ladder out in words.
    let alt = image.description.as_deref().expect("alt text");
    assert!(alt.contains("1. r1, challenged by r3 (3)"), "{alt}");
    assert!(alt.contains("2. r2;"), "{alt}");
}

#[test]
fn challenges_on_a_swiss_are_refused() {
    let h = Harness::new(1);
    let r = h.ask_admin(
        PLACE,
        &alice(),
        Command::EventCreate {
            name: "Swiss".into(),
            options: EventOptions::default(),
        },
    );
    assert!(!r.ephemeral);
    let r = h.ask(
        &bob(),
        Command::LadderChallenge {
            name: "Swiss".into(),
            opponent: carol(),
        },
    );
    assert_eq!(
        ladder_refusal(&r),
        LadderRefusal::NotALadder("Swiss".into())
    );
}

#[test]
fn leaving_drops_the_open_challenge_and_the_organiser_may_withdraw_a_player() {
    let h = Harness::new(1);
    let r = create(
        &h,
        EventOptions {
            max_players: Some(4),
            ..ladder_options()
        },
    );
    assert!(!r.ephemeral, "{}", r.text());
    for index in 0..4 {
        join(&h, &player(index));
    }
    let full = join(&h, &player(4));
    assert!(full.ephemeral, "{}", full.text());
    full.said("refusal-event-full");
    let [r1, r2, r3, r4] = [0, 1, 2, 3].map(player);
    challenge(&h, &r4, &r2);
    // The challenger leaves: the challenge goes with them, and r2 is free again.
    h.ask(
        &r4,
        Command::EventLeave {
            name: LADDER.into(),
        },
    );
    assert_eq!(
        ladder_refusal(&accept(&h, &r2)),
        LadderRefusal::NothingToAccept(LADDER.into())
    );
    assert!(!challenge(&h, &r3, &r2).ephemeral);
    // Only the organiser withdraws others; a withdrawn defender's challenge goes too.
    let not_organiser = h.ask_admin(
        PLACE,
        &bob(),
        Command::EventWithdraw {
            name: LADDER.into(),
            player: r2.clone(),
        },
    );
    assert!(not_organiser.ephemeral, "{}", not_organiser.text());
    let withdrawn = h.ask_admin(
        PLACE,
        &alice(),
        Command::EventWithdraw {
            name: LADDER.into(),
            player: r2.clone(),
        },
    );
    withdrawn.said_with("ladder-left", &[("player", text("r2"))]);
    assert_eq!(order(&h), names(&[0, 2]));
    assert!(!challenge(&h, &r3, &r1).ephemeral, "r3 is free again");
    // The place freed by r4 may be taken again.
    join(&h, &player(4)).said_with("ladder-joined", &[number("place", 3)]);
}

#[test]
fn a_game_whose_player_left_is_played_out_without_moving_places() {
    let h = Harness::new(1);
    ladder_of(&h, 3);
    let [r1, r3] = [0, 2].map(player);
    challenge(&h, &r3, &r1);
    let game = accepted(&h, &r1);
    h.ask(
        &player(1),
        Command::EventLeave {
            name: LADDER.into(),
        },
    );
    h.ask(
        &r1,
        Command::EventLeave {
            name: LADDER.into(),
        },
    );
    assert_eq!(order(&h), names(&[2]));
    let end = h.ask_in(game, &r3, Command::Resign { confirmed: true }, None);
    assert!(!end.ephemeral, "{}", end.text());
    let ladder_news = end.ids().into_iter().filter(|id| id.starts_with("ladder-"));
    assert_eq!(ladder_news.count(), 0, "{:?}", end.ids());
    assert_eq!(order(&h), names(&[2]));
}

#[test]
fn a_ladder_checks_the_time_loss_limit_at_each_join() {
    let h = Harness::new(1);
    crate::service::events::lose_on_time(&h, &player(0), &player(1));
    let careful = EventOptions {
        max_time_losses: Some(50),
        ..ladder_options()
    };
    assert!(!create(&h, careful).ephemeral);
    let r = join(&h, &player(0));
    assert!(r.ephemeral, "{}", r.text());
    r.said_with("refusal-event-time-losses", &[number("max", 50)]);
    assert!(order(&h).is_empty(), "a refusal changes nothing");
    assert!(
        !join(&h, &player(1)).ephemeral,
        "the winner lost none on time"
    );
    assert_eq!(order(&h), names(&[1]));
}

/// The challenge carries an Accept button: pressed by anyone but the challenged
/// player it is refused and changes nothing; pressed by them it opens the game as
/// `/lyngk event accept` does; pressed again, or once the challenge is settled, it is
/// no longer active.
#[test]
fn the_challenges_accept_button_is_for_the_challenged_player_only() {
    let h = Harness::new(1);
    ladder_of(&h, 4);
    let r = challenge(&h, &player(3), &player(1));
    assert_eq!(r.buttons.len(), 1, "{}", r.text());
    let press = GameService::button_command(&r.buttons[0].custom_id).expect("a known button");
    assert!(matches!(press, Command::LadderAcceptPressed { .. }));
    assert_eq!(r.buttons[0].label, "Accept");

    for outsider in [player(3), player(0), carol()] {
        let refused = h.ask(&outsider, press.clone());
        assert_eq!(
            ladder_refusal(&refused),
            LadderRefusal::NotYoursToAccept(player(1).name),
            "{}",
            outsider.name
        );
    }
    let games: i64 = h
        .db()
        .query_row("SELECT COUNT(*) FROM games", [], |r| r.get(0))
        .unwrap();
    assert_eq!(games, 0, "a refused press opens nothing");

    let accepted = h.ask(&player(1), press.clone());
    assert!(!accepted.ephemeral, "{}", accepted.text());
    assert_eq!(accepted.threads.len(), 1, "{}", accepted.text());
    let again = h.ask(&player(1), press.clone());
    assert!(
        matches!(again.refusal, Some(Refusal::InactiveButton)),
        "{}",
        again.text()
    );
}
