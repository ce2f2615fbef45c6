//! What follows a game's end, in the transaction that ends it: the listeners of the
//! [`GameEnded`] event, called in this order from the one dispatch point the service
//! is built with ([`LISTENERS`]). Whoever ends a game (`game_end::end_game`) hands it
//! here without knowing this module: the listeners (events among them, which end
//! games themselves) sit above every module that ends games, never below one.

use super::buttons;
use super::commands::{ai, event};
use super::game_end::{Finish, GameEndListener, GameEnded, GameResult, Series};
use anyhow::anyhow;
use lyngk_domain::rating::{self, PlayerResult};
use lyngk_i18n::Msg;
use lyngk_store::ai as ai_store;
use lyngk_store::premoves;
use lyngk_store::ratings::{self, guild_key, RatingRow};
use rusqlite::Connection;

/// The service's listeners of a game's end.
pub(crate) static LISTENERS: Listeners = Listeners;

/// One thing that follows a game's end; what it returns is added to the reply.
type Listener = fn(&Connection, &GameEnded) -> anyhow::Result<Finish>;

/// Every listener, in the order their notes appear in the reply.
pub(crate) struct Listeners;

impl Listeners {
    const ALL: [Listener; 5] = [
        clear_premoves,
        rate_players,
        rate_ai_level,
        advance_series,
        offer_rematch,
    ];
}

impl GameEndListener for Listeners {
    fn game_ended(&self, conn: &Connection, ended: &GameEnded) -> anyhow::Result<Finish> {
        let mut finish = Finish::default();
        for listener in Self::ALL {
            finish = finish.and(listener(conn, ended)?);
        }
        Ok(finish)
    }
}

/// Answers entered in advance are void once the game is over.
fn clear_premoves(conn: &Connection, ended: &GameEnded) -> anyhow::Result<Finish> {
    premoves::clear(conn, ended.game, None)?;
    Ok(Finish::default())
}

/// Both players' ratings on the server, with the line that reports the change.
fn rate_players(conn: &Connection, ended: &GameEnded) -> anyhow::Result<Finish> {
    Ok(Finish {
        notes: update_ratings(conn, ended)?.into_iter().collect(),
        ..Finish::default()
    })
}

/// A game against the AI rates the AI's level (its players' rating changed above).
fn rate_ai_level(conn: &Connection, ended: &GameEnded) -> anyhow::Result<Finish> {
    ai::rate_ai_level(conn, ended)?;
    Ok(Finish::default())
}

/// The game's event (a league is one) goes on: its round, bracket or season; or its
/// ladder challenge is settled.
fn advance_series(conn: &Connection, ended: &GameEnded) -> anyhow::Result<Finish> {
    match ended.series {
        Some(Series::Event { .. }) => {
            let news = event::game_finished(conn, ended)?;
            Ok(Finish {
                notes: news.lines,
                ping: news.ping,
                threads: news.threads,
                ..Finish::default()
            })
        }
        Some(Series::LadderChallenge { .. }) => Ok(Finish {
            notes: event::ladder_game_finished(conn, ended)?,
            ..Finish::default()
        }),
        None => Ok(Finish::default()),
    }
}

/// A game of nothing else gets a rematch button. Event games get none (their thread
/// belongs to the event); against the AI, a new `/lyngk challenge level:` is the
/// rematch.
fn offer_rematch(conn: &Connection, ended: &GameEnded) -> anyhow::Result<Finish> {
    if ended.series.is_some() || ai_store::ai_seat(conn, ended.game)?.is_some() {
        return Ok(Finish::default());
    }
    Ok(Finish {
        buttons: vec![buttons::rematch(ended.game)],
        ..Finish::default()
    })
}

/// Whether a game's result changes ratings: not void (aborted), not a friendly game
/// nor a forfeit, and not rated before.
fn counts_for_rating(conn: &Connection, ended: &GameEnded) -> anyhow::Result<bool> {
    Ok(ended.result != GameResult::Void
        && !ratings::is_unrated(conn, ended.game)?
        && !ratings::is_rated_already(conn, ended.game)?)
}

/// Updates both players' Glicko-2 ratings on the game's server. Returns the line
/// that reports the change, or `None` for games that do not count.
fn update_ratings(conn: &Connection, ended: &GameEnded) -> anyhow::Result<Option<Msg>> {
    if !counts_for_rating(conn, ended)? {
        return Ok(None);
    }
    let guild = guild_key(ended.place.guild);
    let [one, two] = ended.players.clone();
    let load = |id: u64, name: &str| -> anyhow::Result<RatingRow> {
        let stored = ratings::rating(conn, guild, id)?;
        Ok(stored.unwrap_or_else(|| RatingRow::newcomer(id, name)))
    };
    let mut rows = [load(one.id, &one.name)?, load(two.id, &two.name)?];
    let outcome = match ended.winner() {
        Some(id) if id == one.id => PlayerResult::Win,
        Some(_) => PlayerResult::Loss,
        None => PlayerResult::Draw,
    };
    let (after_one, after_two) = rating::update(rows[0].rating, rows[1].rating, outcome);
    let mut changes = Vec::new();
    for ((row, person), (after, result)) in rows
        .iter_mut()
        .zip([&one, &two])
        .zip([(after_one, outcome), (after_two, mirrored(outcome))])
    {
        let before = row.rating;
        ratings::record_change(
            conn,
            ended.game,
            row.user,
            before.rating,
            after.rating,
            ended.at,
        )?;
        row.name = person.name.clone();
        row.rating = after;
        row.games += 1;
        match result {
            PlayerResult::Win => row.wins += 1,
            PlayerResult::Draw => row.draws += 1,
            PlayerResult::Loss => row.losses += 1,
        }
        ratings::save_rating(conn, guild, row, ended.at)?;
        let delta = after.rating.round() - before.rating.round();
        changes.push(
            Msg::new("results-rating-change")
                .text("name", &row.name)
                .rating("before", before.rating)
                .rating("after", after.rating)
                .text("delta", format!("{delta:+.0}")),
        );
    }
    let [one, two] = <[Msg; 2]>::try_from(changes).map_err(|_| anyhow!("two players"))?;
    Ok(Some(
        Msg::new("results-ratings").msg("one", one).msg("two", two),
    ))
}

fn mirrored(outcome: PlayerResult) -> PlayerResult {
    match outcome {
        PlayerResult::Win => PlayerResult::Loss,
        PlayerResult::Loss => PlayerResult::Win,
        PlayerResult::Draw => PlayerResult::Draw,
    }
}
