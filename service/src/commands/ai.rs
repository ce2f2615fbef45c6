//! Games against the LYNGK AI: challenging it (it accepts at once), finding the games
//! where it is to move, playing its turn through the same path as a player's
//! `/lyngk move`, and rating its levels when such a game ends.
//!
//! The service only decides and plays; when the AI thinks is up to the fronts (the
//! Discord front on its own pool of threads, the terminal right after a player's turn).

use super::super::api::{Actor, Command, Place, Reply, Request};
use super::super::clocks;
use super::super::game_end::GameEnded;
use super::super::refusal::{AiRefusal, Refusal};
use super::super::suggest;
use super::super::table::Table;
use super::super::{Applied, GameService, Handled};
use super::challenge::{insert_challenge, person, start_game};
use crate::Asked;
use anyhow::anyhow;
use lyngk_ai::{Ai, Kind, Limits, MAX_LEVEL};
use lyngk_domain::rating::{self, PlayerResult};
use lyngk_i18n::{Locale, Msg, Style};
use lyngk_rules::{Action, Position, Setup, Variant};
use lyngk_store::ai::{self as store, AiSeat};
use lyngk_store::games::{self, NewChallenge, Person};
use lyngk_store::ratings::{self, guild_key};
use rusqlite::Connection;
use std::time::Duration;

/// The longest a level thinks about one turn on the bot (it often stops earlier: each
/// level below 5 also has a cap on its iterations).
pub fn think_time(level: u8) -> Duration {
    Duration::from_secs(match level {
        1 => 1,
        2 => 2,
        3 => 4,
        4 => 8,
        _ => 15,
    })
}

/// The name the AI plays under at `level`, in the server's language when the game
/// began (`LYNGK AI (ai:3)`, `LYNGK-KI (ai:3)`): stored with the game, it is shown
/// in every post about it.
fn ai_name(level: u8, locale: Option<Locale>) -> String {
    Msg::new("ai-name")
        .number("level", level)
        .format(locale.unwrap_or_default(), Style::Plain)
}

pub(crate) fn challenge_ai(
    service: &GameService,
    request: &Asked,
    level: u8,
    variant: Variant,
    ai_user: u64,
) -> Handled<Reply> {
    if !(1..=MAX_LEVEL).contains(&level) {
        return Err(AiRefusal::BadLevel {
            given: i64::from(level),
        }
        .into());
    }
    if ai_user == request.actor.id {
        return Err(Refusal::SelfChallenge.into());
    }
    let ai = Person {
        id: ai_user,
        name: ai_name(level, request.server_locale),
    };
    let new = NewChallenge {
        guild: request.place.guild,
        channel: request.place.channel,
        challenger: person(&request.actor),
        opponent: Some(ai.clone()),
        variant,
        days_per_move: None,
    };
    service.change(request, |tx, now| {
        // Unrated on the server: the AI's levels keep their own ratings.
        let id = insert_challenge(tx, &new, false, now)?;
        store::insert_ai_game(
            tx,
            &AiSeat {
                game: id,
                level,
                user: ai_user,
                locale: request.server_locale.map(|l| l.code().to_string()),
            },
        )?;
        let row = games::game_by_id(tx, id)?.ok_or_else(|| anyhow!("game {id} vanished"))?;
        let seed = (service.seeds)();
        let first_seat = Setup::from_seed(seed, variant).first_seat;
        let table = start_game(tx, row, seed, first_seat, now)?;
        let rating = store::ai_rating(tx, level)?.rating;
        let human = &request.actor;
        let mut reply = Reply::public(
            Msg::new("ai-game-begins")
                .number("game", id)
                .player("player", human.id, &human.name)
                .number("level", level)
                .rating("rating", rating.rating)
                .msg("variant", super::super::describe::variant(variant)),
        );
        match table.is_to_move(ai_user) {
            true => reply.say(Msg::new("ai-moves-first").number("level", level)),
            false => {
                reply.say(Msg::new("ai-you-move-first").player("player", human.id, &human.name));
                reply.ping.push(human.id);
            }
        }
        Ok(Applied {
            game: Some(id),
            reply,
            picture: Some(clocks::picture(tx, &table, now)?),
        })
    })
}

/// A turn the AI has to play now.
struct DueTurn {
    seat: AiSeat,
    position: Position,
    seed: u64,
    ply: usize,
}

/// The AI's turn in `place`, if its game is active and the AI is to move.
fn due_turn(conn: &Connection, place: Place) -> anyhow::Result<Option<DueTurn>> {
    let Some(table) = Table::live(conn, place)? else {
        return Ok(None);
    };
    due_in(conn, &table)
}

fn due_in(conn: &Connection, table: &Table) -> anyhow::Result<Option<DueTurn>> {
    let Some(seat) = store::ai_seat(conn, table.row.id)? else {
        return Ok(None);
    };
    if !table.is_to_move(seat.user) || table.game.outcome().is_some() {
        return Ok(None);
    }
    Ok(Some(DueTurn {
        seat,
        position: *table.game.position(),
        seed: table.game.seed(),
        ply: table.game.turns().len(),
    }))
}

/// How legal turns are listed in `table`'s game: by effect against the AI, by
/// notation between people (no hint during a game against people).
pub(crate) fn list_order(conn: &Connection, table: &Table) -> anyhow::Result<suggest::Order> {
    Ok(match store::ai_seat(conn, table.row.id)? {
        Some(_) => suggest::Order::ByEffect,
        None => suggest::Order::ByNotation,
    })
}

/// What a level may spend on the bot: its think time, on one thread (the fronts run
/// one search per thread of their own pool).
pub fn level_limits(level: u8) -> Limits {
    Limits {
        movetime: Some(think_time(level)),
        threads: 1,
        ..Limits::default()
    }
}

impl GameService {
    /// The places whose game is the AI's to move, longest waiting first: what a front
    /// plays at start-up (turns due before a restart) and checks now and then.
    pub fn ai_turns_due(&self) -> anyhow::Result<Vec<Place>> {
        self.store.with_conn(|conn| {
            let mut due = Vec::new();
            for id in store::active_ai_games(conn)? {
                let Some(row) = games::game_by_id(conn, id)? else {
                    continue;
                };
                let place = Place {
                    guild: row.guild,
                    channel: row.channel,
                };
                if due_in(conn, &Table::from_row(conn, row)?)?.is_some() {
                    due.push(place);
                }
            }
            Ok(due)
        })
    }

    /// Whether the AI is to move in `place` now.
    pub fn ai_turn_due(&self, place: Place) -> anyhow::Result<bool> {
        self.store
            .with_conn(|conn| due_turn(conn, place))
            .map(|due| due.is_some())
    }

    /// Thinks for the AI in `place` (its level's time) and plays the turn as a
    /// player's `/lyngk move` would be played: the same checks, transaction and
    /// public reply with the board. `None` when no AI turn is due there (the game
    /// ended, or a turn was played meanwhile). Blocks for the thinking time.
    pub fn play_ai_turn(&self, place: Place) -> anyhow::Result<Option<Reply>> {
        self.play_ai_turn_within(place, None)
    }

    /// [`GameService::play_ai_turn`] with other limits than the level's think time
    /// (tests: a small iteration budget, so the game is the same on every run).
    pub fn play_ai_turn_within(
        &self,
        place: Place,
        limits: Option<&Limits>,
    ) -> anyhow::Result<Option<Reply>> {
        let Some(due) = self.store.with_conn(|conn| due_turn(conn, place))? else {
            return Ok(None);
        };
        let level = due.seat.level;
        let limits = limits.cloned().unwrap_or_else(|| level_limits(level));
        // Seeded by the game and the ply: the same position gets the same search.
        let mut ai = Ai::new(Kind::Level(level), due.seed ^ due.ply as u64);
        let Some(choice) = ai.choose(&due.position, &limits) else {
            return Ok(None);
        };
        let Action::Move { from, to } = choice.turn.action else {
            // Forced passes are played by the rules after the turn before.
            return Err(anyhow!(
                "the AI was asked to move where only a pass is legal"
            ));
        };
        let locale = due.seat.locale.as_deref().and_then(|c| c.parse().ok());
        let request = Request {
            place,
            actor: Actor {
                id: due.seat.user,
                name: ai_name(level, locale),
            },
            command: Command::Move {
                from: from.to_string(),
                to: to.to_string(),
                claim: choice.turn.claim.map(|c| c.name().to_string()),
            },
            interaction: None,
            actor_is_admin: false,
            locale: locale.unwrap_or_default(),
            server_locale: locale.or(Some(Locale::default())),
        };
        let reply = self.handle(request)?;
        if let Some(refusal) = &reply.refusal {
            // The game changed while the AI thought (a resignation): nothing to post.
            tracing::info!(%refusal, "the AI's turn was not played");
            return Ok(None);
        }
        Ok(Some(reply))
    }
}

/// Rates the AI's level after a finished game against it (the player's own rating is
/// left alone: such games are unrated on the server). Called in the transaction that
/// ends the game; does nothing for other games. Returns whether the AI played it.
pub(crate) fn rate_ai_level(conn: &Connection, ended: &GameEnded) -> anyhow::Result<bool> {
    let Some(seat) = store::ai_seat(conn, ended.game)? else {
        return Ok(false);
    };
    let human = match ended.player_of(seat.user) {
        Some(ai) => ended.players[(!ai).index()].clone(),
        None => return Err(anyhow!("game {}: the AI has no seat", ended.game)),
    };
    let outcome = match ended.winner() {
        Some(id) if id == seat.user => PlayerResult::Win,
        Some(_) => PlayerResult::Loss,
        None => PlayerResult::Draw,
    };
    let opponent = ratings::rating(conn, guild_key(ended.place.guild), human.id)?
        .map(|row| row.rating)
        .unwrap_or_default();
    let mut level = store::ai_rating(conn, seat.level)?;
    let before = level.rating;
    level.rating = rating::update(before, opponent, outcome).0;
    level.games += 1;
    match outcome {
        PlayerResult::Win => level.wins += 1,
        PlayerResult::Draw => level.draws += 1,
        PlayerResult::Loss => level.losses += 1,
    }
    store::save_ai_rating(conn, ended.game, &before, &level, ended.at)?;
    Ok(true)
}
