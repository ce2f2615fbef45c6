//! What happens when a game ends, in the transaction that ends it: ratings, the
//! event's (or league's) table, the rematch offer. Every path that finishes a game (last move,
//! resignation, a win on time) calls [`on_game_finished`] once, after storing the
//! finished row.

use super::api::{Button, Reply, ThreadToOpen};
use super::buttons;
use super::commands::event;
use super::table::Table;
use crate::correspondence::rating::{self, Outcome};
use crate::i18n::Msg;
use crate::store::events;
use crate::store::games::{GameRow, Status};
use crate::store::ladders;
use crate::store::ratings::{self, guild_key, RatingRow};
use anyhow::anyhow;
use lyngk_rules::Player;
use rusqlite::Connection;

/// What a finished game adds to its final reply.
#[derive(Debug, Default)]
pub(crate) struct Finish {
    /// Lines to append: rating changes, the season's end.
    pub notes: Vec<Msg>,
    pub buttons: Vec<Button>,
    /// An event's next round, paired because this game ended its round: the
    /// players to ping and the games' threads to open.
    pub ping: Vec<u64>,
    pub threads: Vec<ThreadToOpen>,
}

impl Finish {
    /// Appends the notes to a reply's lines.
    pub fn add_to(&self, lines: &mut Vec<Msg>) {
        lines.extend(self.notes.iter().cloned());
    }

    /// The reply of the command that ended the game, with the buttons, pings and
    /// threads this adds.
    pub fn complete(self, mut reply: Reply) -> Reply {
        reply.buttons.extend(self.buttons);
        for user in self.ping {
            if !reply.ping.contains(&user) {
                reply.ping.push(user);
            }
        }
        reply.threads.extend(self.threads);
        reply
    }

    /// The reply that tells both players of `table` their game ended: `msg` names
    /// them (`$first`, `$second`) and pings them; the notes follow.
    pub fn tell_both(self, table: &Table, msg: Msg) -> Reply {
        let [first, second] = Player::BOTH.map(|p| table.person(p).clone());
        let mut lines = vec![msg.player("first", first.id, first.name.as_str()).player(
            "second",
            second.id,
            second.name.as_str(),
        )];
        self.add_to(&mut lines);
        self.complete(Reply {
            lines,
            ping: vec![first.id, second.id],
            ..Reply::default()
        })
    }
}

/// Rates the result and records it in its event (a league is one). Event games get
/// no rematch button: their thread belongs to the event.
pub(crate) fn on_game_finished(
    conn: &Connection,
    table: &Table,
    now: i64,
) -> anyhow::Result<Finish> {
    let mut finish = Finish::default();
    finish.notes.extend(update_ratings(conn, table, now)?);
    // Against the AI, a new `/lyngk challenge level:` is the rematch.
    let against_ai = super::commands::ai::rate_ai_level(conn, table, now)?;
    if against_ai {
        return Ok(finish);
    }
    if events::event_of_game(conn, table.row.id)?.is_some() {
        let news = event::game_finished(conn, table, now)?;
        finish.notes.extend(news.lines);
        finish.ping = news.ping;
        finish.threads = news.threads;
    } else if ladders::challenge_of_game(conn, table.row.id)?.is_some() {
        finish
            .notes
            .extend(event::ladder_game_finished(conn, table, now)?);
    } else {
        finish.buttons.push(buttons::rematch(table.row.id));
    }
    Ok(finish)
}

/// Whether a game's result changes ratings: finished (not aborted), not a friendly
/// game, and not rated before.
fn counts_for_rating(conn: &Connection, row: &GameRow) -> anyhow::Result<bool> {
    let aborted = row
        .result
        .as_deref()
        .is_some_and(|r| r.to_lowercase().starts_with("aborted"));
    Ok(row.status == Status::Finished
        && !aborted
        && !ratings::is_unrated(conn, row.id)?
        && !ratings::is_rated_already(conn, row.id)?)
}

/// Updates both players' Glicko-2 ratings on the game's server. Returns the line
/// that reports the change, or `None` for games that do not count.
pub(crate) fn update_ratings(
    conn: &Connection,
    table: &Table,
    now: i64,
) -> anyhow::Result<Option<Msg>> {
    if !counts_for_rating(conn, &table.row)? {
        return Ok(None);
    }
    let guild = guild_key(table.row.guild);
    let [one, two] = Player::BOTH.map(|p| table.person(p).clone());
    let load = |id: u64, name: &str| -> anyhow::Result<RatingRow> {
        let stored = ratings::rating(conn, guild, id)?;
        Ok(stored.unwrap_or_else(|| RatingRow::newcomer(id, name)))
    };
    let mut rows = [load(one.id, &one.name)?, load(two.id, &two.name)?];
    let outcome = match table.row.winner {
        Some(id) if id == one.id => Outcome::Win,
        Some(id) if id == two.id => Outcome::Loss,
        Some(id) => {
            return Err(anyhow!(
                "game {}: winner {id} is not a player",
                table.row.id
            ))
        }
        None => Outcome::Draw,
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
            table.row.id,
            row.user,
            before.rating,
            after.rating,
            now,
        )?;
        row.name = person.name.clone();
        row.rating = after;
        row.games += 1;
        match result {
            Outcome::Win => row.wins += 1,
            Outcome::Draw => row.draws += 1,
            Outcome::Loss => row.losses += 1,
        }
        ratings::save_rating(conn, guild, row, now)?;
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

fn mirrored(outcome: Outcome) -> Outcome {
    match outcome {
        Outcome::Win => Outcome::Loss,
        Outcome::Loss => Outcome::Win,
        Outcome::Draw => Outcome::Draw,
    }
}
