//! A stored game brought to life: its row, and the rules' `Game` replayed from its seed
//! and turns, with who sits where.

use super::api::Place;
use super::refusal::{Lookup, Refusal};
use anyhow::{anyhow, Context};
use lyngk_rules::{Game, Player};
use lyngk_store::games::{self, GameRow, Person, Status};
use rusqlite::Connection;

/// A started game (active or finished): row + replayed game.
pub(crate) struct Table {
    pub row: GameRow,
    pub game: Game,
}

impl Table {
    /// Replays a started game's record. A record that does not replay is corrupt: an
    /// internal fault, never the user's.
    pub fn from_row(conn: &Connection, row: GameRow) -> anyhow::Result<Table> {
        let seed = row
            .seed
            .ok_or_else(|| anyhow!("game {} has started but has no seed", row.id))?;
        let turns = games::turns(conn, row.id)?;
        let game = Game::replay(seed, row.variant, &turns, row.pending_claim)
            .with_context(|| format!("replaying game {}", row.id))?;
        Ok(Table { row, game })
    }

    /// The active game of `place` (channel within its server), if any.
    pub fn live(conn: &Connection, place: Place) -> anyhow::Result<Option<Table>> {
        match games::live_game(conn, place.guild, place.channel)? {
            Some(row) if row.status == Status::Active => Table::from_row(conn, row).map(Some),
            _ => Ok(None),
        }
    }

    /// The channel's latest started game (active or finished), for reading.
    pub fn latest(conn: &Connection, place: Place) -> Result<Table, super::Failure> {
        match games::latest_played_game(conn, place.guild, place.channel)? {
            Some(row) => Ok(Table::from_row(conn, row)?),
            None => match games::live_game(conn, place.guild, place.channel)? {
                Some(_) => Err(Refusal::NotStarted.into()),
                None => Err(Refusal::NoGame.into()),
            },
        }
    }

    /// The started game number `id` of `place`, asked for by `lookup`; the same
    /// server's game in another channel is pointed to.
    pub fn numbered(
        conn: &Connection,
        place: Place,
        id: i64,
        lookup: Lookup,
    ) -> Result<Table, super::Failure> {
        let started = games::game_by_id(conn, id)?
            .filter(|row| matches!(row.status, Status::Active | Status::Finished));
        match started {
            Some(row) if (row.guild, row.channel) == (place.guild, place.channel) => {
                Ok(Table::from_row(conn, row)?)
            }
            Some(row) if row.guild.is_some() && row.guild == place.guild => {
                Err(Refusal::GameElsewhere {
                    game: id,
                    channel: row.channel,
                }
                .into())
            }
            _ => Err(Refusal::NoSuchGame { game: id, lookup }.into()),
        }
    }

    fn first_seat(&self) -> usize {
        self.row.first_seat.unwrap_or(0)
    }

    /// The person playing `player`. Seat 0 is the challenger, seat 1 the opponent.
    pub fn person(&self, player: Player) -> &Person {
        let seat = (self.first_seat() + player.index()) % 2;
        match (seat, &self.row.opponent) {
            (1, Some(opponent)) => opponent,
            _ => &self.row.challenger,
        }
    }

    /// Names of player 1 and player 2.
    pub fn names(&self) -> [String; 2] {
        Player::BOTH.map(|p| self.person(p).name.clone())
    }

    /// Which player `user` is, if they play here.
    pub fn player_of(&self, user: u64) -> Option<Player> {
        Player::BOTH
            .into_iter()
            .find(|&p| self.person(p).id == user)
    }

    pub fn to_move(&self) -> &Person {
        self.person(self.game.position().to_move())
    }

    pub fn is_to_move(&self, user: u64) -> bool {
        self.row.status == Status::Active && self.to_move().id == user
    }

    /// The turn number that text and image show, the one source for both (see
    /// [`lyngk_render::shown_turn`]): the turn being played (1 before the first move),
    /// the last one played once the rules ended the game, the one it ended in when a
    /// player resigned or ran out of time.
    pub fn turn_number(&self) -> usize {
        let over_by_rules = self.game.outcome().is_some();
        lyngk_render::shown_turn(self.game.turns().len(), over_by_rules)
    }

    /// "alice vs bob", for messages.
    pub fn title(&self) -> String {
        let [one, two] = self.names();
        format!("{one} vs {two}")
    }

    /// Refuses anyone but the player to move.
    pub fn check_mover(&self, user: u64) -> Result<Player, Refusal> {
        let player = self
            .player_of(user)
            .ok_or_else(|| Refusal::NotAPlayer(self.title()))?;
        if player != self.game.position().to_move() {
            return Err(Refusal::NotYourTurn(self.to_move().name.clone()));
        }
        Ok(player)
    }

    /// Stores the row's changes if nobody changed the game since it was loaded.
    pub fn save(&mut self, conn: &Connection, now: i64) -> Result<(), super::Failure> {
        if !games::save_game(conn, &self.row, now)? {
            return Err(Refusal::PositionChanged.into());
        }
        self.row.version += 1;
        self.row.updated_at = now;
        Ok(())
    }
}
