//! A stored game as a portable game record (docs/record.md): what `/lyngk history`
//! attaches and `lyngk record export` prints.
//!
//! English in every locale on purpose, like PGN's tags: the record is a data format for
//! programs; what a player reads about the game comes in the reply's own lines.

use super::describe;
use super::table::Table;
use super::GameService;
use lyngk_i18n::Msg;
use lyngk_render::Ending;
use lyngk_rules::record::{GameResult, Record, Replayed, Termination};
use lyngk_rules::Player;
use lyngk_store::games::{self, Status};
use lyngk_store::{ai, events, premoves};
use rusqlite::Connection;

/// What the `Site` tag says: the program, never a Discord server or id.
const SITE: &str = "LYNGK bot";

/// The record of a started game.
pub(crate) fn of_table(conn: &Connection, table: &Table) -> anyhow::Result<Record> {
    let mut record = Record::of_game(&table.game);
    let names = table.names();
    let (event, round) = match events::event_of_game(conn, table.row.id)? {
        Some((event, round)) => (
            events::event_by_id(conn, event)?.map(|e| e.name),
            Some(round),
        ),
        None => (None, None),
    };
    record.set_tag("Event", event.unwrap_or_else(|| "Casual game".to_string()));
    record.set_tag("Site", SITE);
    record.set_tag("Date", date(table.row.created_at));
    record.set_tag("Round", round.map_or("-".to_string(), |r| r.to_string()));
    record.set_tag("Player1", names[0].as_str());
    record.set_tag("Player2", names[1].as_str());
    let (result, termination) = ending(table);
    record.set_result(result, termination);
    record.set_tag("GameId", table.row.id.to_string());
    let time_control = table.row.days_per_move.map_or("-".to_string(), |days| {
        format!("1/{}", u64::from(days) * 86_400)
    });
    record.set_tag("TimeControl", time_control);
    if let Some(seat) = ai::ai_seat(conn, table.row.id)? {
        for player in Player::BOTH {
            let kind = match table.person(player).id == seat.user {
                true => "program",
                false => "human",
            };
            record.set_tag(&format!("Player{}Type", player.number()), kind);
        }
    }
    for (user, before) in ratings_before(conn, table.row.id)? {
        if let Some(player) = table.player_of(user) {
            let tag = format!("Player{}Rating", player.number());
            record.set_tag(&tag, format!("{}", before.round() as i64));
        }
    }
    // A turn the bot played from a stored premove line says so.
    for ply in premoves::marked_turns(conn, table.row.id)? {
        record.comment(ply + 1, "premoved");
    }
    Ok(record)
}

/// The result token and termination of a stored game.
fn ending(table: &Table) -> (GameResult, Termination) {
    if let Some(outcome) = table.game.outcome() {
        return (GameResult::of(&outcome), Termination::Normal);
    }
    match describe::ending(table) {
        Some(Ending::Resigned { winner }) => (GameResult::win(winner), Termination::Resignation),
        Some(Ending::OnTime { winner }) => (GameResult::win(winner), Termination::TimeForfeit),
        Some(Ending::Aborted) => (GameResult::Unfinished, Termination::Abandoned),
        None if table.row.status == Status::Finished => {
            (GameResult::Unfinished, Termination::Abandoned)
        }
        None => (GameResult::Unfinished, Termination::Unterminated),
    }
}

/// PGN's date form, `YYYY.MM.DD` (UTC), from Unix seconds.
fn date(unix: i64) -> String {
    chrono::DateTime::from_timestamp(unix, 0).map_or("????.??.??".to_string(), |moment| {
        moment.format("%Y.%m.%d").to_string()
    })
}

/// Each player's rating before a rated game, once the game has been rated.
fn ratings_before(conn: &Connection, game: i64) -> anyhow::Result<Vec<(u64, f64)>> {
    let mut statement =
        conn.prepare_cached("SELECT user_id, rating_before FROM rating_changes WHERE game = ?1")?;
    let rows = statement
        .query_map([game], |r| Ok((games::from_sql(r.get(0)?), r.get(1)?)))?
        .collect::<Result<_, _>>()?;
    Ok(rows)
}

impl GameService {
    /// The record of game `id` (docs/record.md), or `None` when no game with that
    /// number has started.
    pub fn game_record(&self, id: i64) -> anyhow::Result<Option<Record>> {
        self.store.with_conn(|conn| {
            let started = games::game_by_id(conn, id)?
                .filter(|row| matches!(row.status, Status::Active | Status::Finished));
            let Some(row) = started else {
                return Ok(None);
            };
            let table = Table::from_row(conn, row)?;
            of_table(conn, &table).map(Some)
        })
    }

    /// The numbers of every started game, in order.
    pub fn started_games(&self) -> anyhow::Result<Vec<i64>> {
        self.store.with_conn(|conn| {
            let mut statement = conn.prepare_cached(
                "SELECT id FROM games WHERE status IN ('active', 'finished') ORDER BY id",
            )?;
            let ids = statement
                .query_map([], |r| r.get(0))?
                .collect::<Result<_, _>>()?;
            Ok(ids)
        })
    }
}

/// A record read back through the rules, in words: its players, seed and how it ended
/// (what `lyngk play` prints for a record it does not play again).
pub fn replayed_summary(replayed: &Replayed) -> Msg {
    let record = &replayed.record;
    let names = Player::BOTH.map(|player| {
        record
            .tag(&format!("Player{}", player.number()))
            .unwrap_or("?")
            .to_string()
    });
    let winner = match record.result {
        GameResult::PlayerOneWins => Some(Player::One),
        GameResult::PlayerTwoWins => Some(Player::Two),
        GameResult::Draw | GameResult::Unfinished => None,
    };
    let name = |player: Player| names[player.index()].clone();
    let result = match (&replayed.outcome, replayed.termination, winner) {
        (Some(outcome), _, _) => describe::outcome(outcome, &names),
        (None, Termination::Resignation, Some(winner)) => Msg::new("game-resigned")
            .text("loser", name(!winner))
            .text("name", name(winner)),
        (None, Termination::TimeForfeit, Some(winner)) => {
            Msg::new("game-wins-on-time").text("name", name(winner))
        }
        (None, Termination::TimeForfeit | Termination::Abandoned, None) => Msg::new("game-aborted"),
        _ => Msg::new("terminal-record-goes-on"),
    };
    Msg::new("terminal-record-replayed")
        .text("first", name(Player::One))
        .text("second", name(Player::Two))
        .text("seed", record.tag("Seed").unwrap_or("LPN"))
        .msg("result", result)
}
