//! What a server does to its games' places, through the service: a deleted channel, a
//! thread a moderator keeps closed, the bot removed from the server and added back,
//! and posts the bot was not allowed to make.

use crate::common::said::{mention, Said};
use crate::common::*;
use lyngk_bot::i18n::Arg;
use lyngk_bot::service::api::{Actor, Command, Outbound, Place, ReminderMode, Reply};
use lyngk_bot::service::places::{Closing, CLOSED_GRACE};
use lyngk_bot::service::JobLease;
use lyngk_rules::Variant;
use std::sync::atomic::Ordering;

const HOUR: i64 = 3600;
const DAY: i64 = 24 * HOUR;

fn now(h: &Harness) -> i64 {
    h.time.0.load(Ordering::SeqCst)
}

fn advance(h: &Harness, seconds: i64) {
    h.time.0.fetch_add(seconds, Ordering::SeqCst);
}

/// alice challenges bob in `place` with `days` per move and bob accepts; (first, second).
fn start_timed(h: &Harness, place: Place, days: u32) -> (Actor, Actor) {
    let challenge = Command::Challenge {
        weekends_off: None,
        opponent: Some(bob()),
        variant: Variant::Standard,
        days_per_move: Some(days),
        rated: true,
    };
    let r = h.ask_in(place, &alice(), challenge, None);
    assert!(!r.ephemeral, "{}", r.text());
    let r = h.ask_in(place, &bob(), Command::Accept, None);
    assert!(!r.ephemeral, "{}", r.text());
    if r.ping == [alice().id] {
        (alice(), bob())
    } else {
        (bob(), alice())
    }
}

fn play(h: &Harness, place: Place, first: &Actor, second: &Actor) -> Reply {
    let game = h.service.live_game(place).unwrap().expect("a live game");
    let who = mover(&game, first, second).clone();
    let r = h.ask_in(place, &who, move_command(some_move(&game)), None);
    assert!(!r.ephemeral, "{}", r.text());
    r
}

fn status(h: &Harness) -> (String, Option<String>) {
    h.db()
        .query_row(
            "SELECT status, result FROM games ORDER BY id DESC LIMIT 1",
            [],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap()
}

/// The replies of `outbound`, to channels and in direct messages alike.
fn replies_of(outbound: &[Outbound]) -> Vec<Reply> {
    outbound
        .iter()
        .map(|o| match o {
            Outbound::Channel { reply, .. } | Outbound::Direct { reply, .. } => reply.clone(),
        })
        .collect()
}

fn reply_of(outbound: &Outbound) -> &Reply {
    match outbound {
        Outbound::Channel { reply, .. } | Outbound::Direct { reply, .. } => reply,
    }
}

fn count(h: &Harness, sql: &str) -> i64 {
    h.db().query_row(sql, [], |r| r.get(0)).unwrap()
}

fn bank_of_player_to_move(h: &Harness) -> i64 {
    h.db()
        .query_row(
            "SELECT CASE to_move WHEN 0 THEN bank_first ELSE bank_second END - (?1 - turn_started_at) FROM clocks",
            [now(h)],
            |r| r.get(0),
        )
        .unwrap()
}

fn auto_timeout_on(h: &Harness) {
    let on = Command::ServerSettings {
        weekends_off: None,
        auto_timeout: Some(true),
        language: None,
        web: None,
    };
    let r = h.ask_as_admin(&carol(), on);
    assert!(!r.text().is_empty());
}

#[test]
fn a_deleted_channel_aborts_its_game_unrated_and_tells_both_players() {
    let h = Harness::new(7);
    let (first, second) = start_timed(&h, PLACE, 1);
    play(&h, PLACE, &first, &second);
    play(&h, PLACE, &first, &second);

    let lost = h
        .service
        .place_deleted(PLACE)
        .unwrap()
        .expect("a game ended");
    lost.reply.said("place-deleted-game-aborted");
    let mut told = lost.players.clone();
    told.sort_unstable();
    assert_eq!(told, vec![alice().id, bob().id]);
    assert_eq!(lost.reply.ping, lost.players, "both players are pinged");
    assert_eq!(status(&h), ("finished".into(), Some("aborted".into())));
    assert_eq!(
        count(&h, "SELECT COUNT(*) FROM rating_changes"),
        0,
        "unrated"
    );
    assert_eq!(
        count(&h, "SELECT COUNT(*) FROM clocks WHERE ended = 'aborted'"),
        1,
        "the clock stopped"
    );
    assert_eq!(
        count(
            &h,
            "SELECT COUNT(*) FROM lost_places WHERE cause = 'deleted'"
        ),
        1
    );
    // Out of `mygames`, and no reminder or timeout falls due any more.
    let r = h.ask(&alice(), Command::MyGames);
    r.said("clock-my-games-none");
    advance(&h, 10 * DAY);
    assert!(h.service.deliver_due(now(&h)).unwrap().is_empty());
    // A repeated event finds nothing left to end.
    assert_eq!(h.service.place_deleted(PLACE).unwrap(), None);
}

#[test]
fn a_deleted_channel_withdraws_a_waiting_challenge_quietly() {
    let h = Harness::new(8);
    let r = h.ask(&alice(), challenge(Some(bob()), Variant::Standard));
    assert!(!r.ephemeral);
    assert_eq!(h.service.place_deleted(PLACE).unwrap(), None);
    assert_eq!(status(&h).0, "declined");
    assert!(h.service.channel_is_free(PLACE).unwrap());
}

#[test]
fn a_thread_kept_closed_past_the_grace_period_ends_like_a_deleted_one() {
    let h = Harness::new(9);
    let lease = JobLease::for_this_process(30);
    start_timed(&h, PLACE, 3);
    let closing = Closing {
        locked: false,
        parent: Some(77),
    };
    assert!(h.service.thread_closed(PLACE, closing).unwrap());
    assert_eq!(h.service.thread_closing(PLACE).unwrap(), Some(closing));
    assert_eq!(
        h.service.next_closed_thread_due().unwrap(),
        Some(now(&h) + CLOSED_GRACE)
    );
    // Opened again within the grace period: the game goes on.
    advance(&h, DAY);
    assert!(h.service.thread_reopened(PLACE).unwrap());
    advance(&h, CLOSED_GRACE);
    let ended = h.service.end_closed_threads(&lease, now(&h)).unwrap();
    assert_eq!(ended, Some(Vec::new()));
    assert_eq!(status(&h).0, "active");

    // Closed again, and left closed.
    let since = now(&h);
    let locked = Closing {
        locked: true,
        parent: Some(77),
    };
    assert!(h.service.thread_closed(PLACE, locked).unwrap());
    h.time.0.store(since + CLOSED_GRACE - 1, Ordering::SeqCst);
    let ended = h.service.end_closed_threads(&lease, now(&h)).unwrap();
    assert_eq!(
        ended,
        Some(Vec::new()),
        "not before the grace period is over"
    );
    h.time.0.store(since + CLOSED_GRACE, Ordering::SeqCst);
    let ended = h
        .service
        .end_closed_threads(&lease, now(&h))
        .unwrap()
        .unwrap();
    assert_eq!(ended.len(), 1);
    let lost = &ended[0];
    assert_eq!(lost.tell_in, Some(77), "told in the thread's channel");
    lost.reply
        .said_with("place-closed-game-aborted", &[("days", Arg::Number(3))]);
    assert_eq!(status(&h), ("finished".into(), Some("aborted".into())));
    assert_eq!(count(&h, "SELECT COUNT(*) FROM rating_changes"), 0);
    // Another process does not end anything while this one holds the lease.
    let other = JobLease::for_this_process(30);
    assert_eq!(h.service.end_closed_threads(&other, now(&h)).unwrap(), None);
}

#[test]
fn a_server_that_removed_the_bot_has_its_games_suspended_until_it_comes_back() {
    let h = Harness::new(10);
    auto_timeout_on(&h);
    // Both on digests, so the player to move, whoever it is, would have the game in one.
    for player in [alice(), bob()] {
        let digest = Command::Settings {
            digest_hour: Some(9),
            reminders: Some(ReminderMode::Digest),
            clock: Default::default(),
        };
        assert!(h.ask(&player, digest).ephemeral);
    }
    let (first, second) = start_timed(&h, PLACE, 1);
    // Both have moved, so running out of time loses (instead of aborting).
    play(&h, PLACE, &first, &second);
    play(&h, PLACE, &first, &second);
    advance(&h, 5 * HOUR);
    let left_before = bank_of_player_to_move(&h);
    let guild = PLACE.guild.unwrap();

    assert!(h.service.guild_removed(guild).unwrap());
    assert!(!h.service.guild_removed(guild).unwrap(), "once");
    // A week away: no timeout, reminder or digest line, no `mygames` line.
    advance(&h, 7 * DAY);
    let due = h.service.deliver_due(now(&h)).unwrap();
    assert!(
        due.iter().all(|o| matches!(o, Outbound::Direct { .. })),
        "only digests: {due:?}"
    );
    for outbound in &due {
        // The game is in no digest.
        reply_of(outbound).not_said_with("clock-digest-game", &[("channel", Arg::Channel(20))]);
    }
    assert_eq!(status(&h).0, "active");
    let r = h.ask(&first, Command::MyGames);
    r.said("clock-my-games-none");

    // Back: the player to move has the time they had when the bot was removed.
    assert_eq!(h.service.guild_available(guild).unwrap(), Some(1));
    assert_eq!(bank_of_player_to_move(&h), left_before);
    assert_eq!(h.service.guild_available(guild).unwrap(), None, "once");
    let r = h.ask(&first, Command::MyGames);
    r.said_arg(&Arg::Channel(20));
    // The clock runs again and ends the game on time when it runs out.
    advance(&h, left_before - 1);
    let early = h.service.deliver_due(now(&h)).unwrap();
    replies_of(&early).not_said("clock-ran-out");
    advance(&h, 1);
    let due = h.service.deliver_due(now(&h)).unwrap();
    replies_of(&due).said("clock-ran-out");
}

#[test]
fn a_reminder_due_while_the_bot_was_removed_comes_after_its_return_by_the_time_away() {
    let h = Harness::new(13);
    let (first, _) = start_timed(&h, PLACE, 2);
    let half_time = h
        .service
        .next_wake()
        .unwrap()
        .expect("the half-time reminder");
    let guild = PLACE.guild.unwrap();
    advance(&h, HOUR);
    assert!(h.service.guild_removed(guild).unwrap());
    // A week away, long past the reminder's time: nothing is sent for the game.
    let away = 7 * DAY;
    advance(&h, away);
    let due = h.service.deliver_due(now(&h)).unwrap();
    assert!(due.is_empty(), "{due:?}");

    assert_eq!(h.service.guild_available(guild).unwrap(), Some(1));
    // The clock stood still while away, and the reminder with it.
    advance(&h, half_time + away - 1 - now(&h));
    let early = h.service.deliver_due(now(&h)).unwrap();
    assert!(early.is_empty(), "{early:?}");
    advance(&h, 1);
    let due = h.service.deliver_due(now(&h)).unwrap();
    replies_of(&due).said_with(
        "clock-reminder-half",
        &[
            ("player", mention(&first)),
            ("left", Arg::Duration(2 * DAY)),
        ],
    );
}

#[test]
fn a_refused_post_is_told_to_the_players_at_their_next_command_once() {
    let h = Harness::new(11);
    let (first, second) = start_timed(&h, PLACE, 2);
    assert!(h.service.post_refused(PLACE.channel, 50013).unwrap());
    assert!(
        !h.service.post_refused(999, 50013).unwrap(),
        "no game in that channel"
    );
    assert!(
        !h.service.post_refused(PLACE.channel, 10003).unwrap(),
        "only permission codes"
    );
    // Someone who does not play the game is not told.
    let r = h.ask(&carol(), Command::Board);
    r.not_said("place-post-refused-permissions");
    let r = play(&h, PLACE, &first, &second);
    r.said("place-post-refused-permissions");
    let r = play(&h, PLACE, &first, &second);
    r.not_said("place-post-refused-permissions");
    assert!(h.service.post_refused(PLACE.channel, 50001).unwrap());
    let r = h.ask(&second, Command::Board);
    r.said("place-post-refused-access");
}

#[test]
fn servers_missing_from_a_connection_of_their_shard_are_suspended() {
    let h = Harness::new(12);
    // Two servers with live games: PLACE's (guild 10) and guild 2^22 + 10's.
    let other = Place {
        guild: Some((1 << 22) + 10),
        channel: 21,
    };
    start_timed(&h, PLACE, 2);
    start_timed(&h, other, 2);
    let (here, there) = (PLACE.guild.unwrap(), other.guild.unwrap());
    // With two shards, guild 10 is shard 0's and the other shard 1's.
    assert_eq!(h.service.guilds_present(&[], 0, 2).unwrap(), vec![here]);
    assert_eq!(
        h.service.guilds_present(&[here, there], 1, 2).unwrap(),
        Vec::<u64>::new(),
        "shard 1 lists its server"
    );
    assert_eq!(
        h.service.guilds_present(&[], 0, 2).unwrap(),
        Vec::<u64>::new(),
        "already suspended"
    );
    let r = h.ask(&alice(), Command::MyGames);
    r.said("clock-my-games-none");
    assert_eq!(h.service.guild_available(here).unwrap(), Some(1));
    assert_eq!(
        h.service.guilds_present(&[here, there], 0, 1).unwrap(),
        Vec::<u64>::new()
    );
}

#[test]
fn the_ai_is_neither_told_nor_pinged_when_its_games_place_is_deleted() {
    let h = Harness::new(13);
    const AI: u64 = 9_999;
    let r = h.ask(
        &alice(),
        Command::ChallengeAi {
            level: 1,
            variant: Variant::Standard,
            ai_user: AI,
        },
    );
    assert!(!r.ephemeral, "{}", r.text());
    let lost = h
        .service
        .place_deleted(PLACE)
        .unwrap()
        .expect("a game ended");
    assert_eq!(lost.players, vec![alice().id]);
    assert_eq!(lost.reply.ping, vec![alice().id]);
    assert_eq!(status(&h), ("finished".into(), Some("aborted".into())));
}
