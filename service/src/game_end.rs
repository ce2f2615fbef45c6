//! The end of a game, as one domain event.
//!
//! Every way a game ends (its last turn, a resignation, a win on time, an abort, a
//! withdrawn player's forfeit, a round's deadline, a lost channel) goes through
//! [`end_game`]: it stores the finished row, closes the game's clock and reminders,
//! and hands one [`GameEnded`] to the service's [`GameEndListener`], in the
//! transaction that ends the game. What follows a game's end (ratings, the event's
//! round or bracket, the season, the ladder, premoves, the rematch offer) is the
//! listener's, wired in `service/results.rs`; this module, and every module that
//! ends games, knows nothing of it, so nothing that a game's end calls can end a
//! game through an import of its own caller.

use super::api::{Button, Place, Reply, ThreadToOpen};
use super::table::Table;
use super::Handled;
use lyngk_i18n::Msg;
use lyngk_rules::Player;
use lyngk_store::clocks::{self as clock_store, Ended};
use lyngk_store::events;
use lyngk_store::games::{Person, Status};
use lyngk_store::ladders;
use rusqlite::Connection;

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum HowEnded {
    /// A turn left no move to anyone (the rules' end).
    LastTurn,
    Resignation,
    /// A clock ran out (claimed, automatic, or found at a round's deadline).
    OnTime,
    /// Voided before both players moved.
    Aborted,
    /// A player withdrew from the game's event and lost the game by forfeit.
    Withdrawal,
    /// Still running at its event round's deadline, no clock run out: drawn.
    RoundDeadline,
    /// Its channel or thread was deleted or stayed closed.
    PlaceLost,
}

/// The result, by player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum GameResult {
    Won {
        winner: u64,
        loser: u64,
    },
    Drawn,
    /// Aborted: no result at all, rated by nobody.
    Void,
}

/// What else the game was played for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Series {
    /// A round of an event (a league is one).
    Event { event: i64, round: u32 },
    /// A ladder challenge not yet settled.
    LadderChallenge { event: i64, challenge: i64 },
}

/// A game ended: everything listeners need, read once where it ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct GameEnded {
    pub game: i64,
    pub place: Place,
    pub result: GameResult,
    pub how: HowEnded,
    /// Player 1, then player 2.
    pub players: [Person; 2],
    /// Stacks each player removed, player 1 first.
    pub removed: [u32; 2],
    pub series: Option<Series>,
    /// When it ended (Unix seconds).
    pub at: i64,
}

impl GameEnded {
    /// The winner's user id; `None` for a draw or a void game.
    pub fn winner(&self) -> Option<u64> {
        match self.result {
            GameResult::Won { winner, .. } => Some(winner),
            GameResult::Drawn | GameResult::Void => None,
        }
    }

    /// The player `user` is, if they played.
    pub fn player_of(&self, user: u64) -> Option<Player> {
        Player::BOTH
            .into_iter()
            .find(|&p| self.players[p.index()].id == user)
    }
}

/// What happens after a game ends, in the transaction that ended it.
pub(crate) trait GameEndListener: Send + Sync {
    /// Acts on the end and says what the ending command's reply adds.
    fn game_ended(&self, conn: &Connection, ended: &GameEnded) -> anyhow::Result<Finish>;
}

/// How the game ends, as the command or job that ends it decides.
pub(crate) struct Ending {
    pub how: HowEnded,
    /// The winner's seat; `None` for a draw or (with [`HowEnded::Aborted`] or
    /// [`HowEnded::PlaceLost`]) a void game.
    pub winner: Option<Player>,
    /// The stored record: English, read by history files and league queries.
    pub record: String,
}

impl Ending {
    fn is_void(&self) -> bool {
        matches!(self.how, HowEnded::Aborted | HowEnded::PlaceLost)
    }
}

/// Ends `table`'s game: stores it finished, closes its clock and reminders, and
/// hands the [`GameEnded`] to `listener`. Returns what the reply adds.
pub(crate) fn end_game(
    conn: &Connection,
    table: &mut Table,
    ending: Ending,
    listener: &dyn GameEndListener,
    now: i64,
) -> Handled<Finish> {
    table.row.status = Status::Finished;
    table.row.result = Some(ending.record.clone());
    table.row.winner = ending.winner.map(|p| table.person(p).id);
    table.row.pending_claim = None;
    table.save(conn, now)?;
    match ending.how {
        HowEnded::OnTime => clock_store::set_ended(conn, table.row.id, Ended::Time)?,
        _ if ending.is_void() => clock_store::set_ended(conn, table.row.id, Ended::Aborted)?,
        _ => {}
    }
    clock_store::close_reminders(conn, table.row.id)?;
    let ended = game_ended(conn, table, &ending, now)?;
    Ok(listener.game_ended(conn, &ended)?)
}

/// The event of `table`'s game, just ended as `ending` says.
fn game_ended(
    conn: &Connection,
    table: &Table,
    ending: &Ending,
    now: i64,
) -> anyhow::Result<GameEnded> {
    let result = match ending.winner {
        Some(winner) => GameResult::Won {
            winner: table.person(winner).id,
            loser: table.person(!winner).id,
        },
        None if ending.is_void() => GameResult::Void,
        None => GameResult::Drawn,
    };
    let position = table.game.position();
    Ok(GameEnded {
        game: table.row.id,
        place: Place {
            guild: table.row.guild,
            channel: table.row.channel,
        },
        result,
        how: ending.how,
        players: Player::BOTH.map(|p| table.person(p).clone()),
        removed: Player::BOTH.map(|p| u32::from(position.points(p))),
        series: series_of(conn, table.row.id)?,
        at: now,
    })
}

/// The event round or ladder challenge game `game` belongs to, if any.
pub(crate) fn series_of(conn: &Connection, game: i64) -> anyhow::Result<Option<Series>> {
    if let Some((event, round)) = events::event_of_game(conn, game)? {
        return Ok(Some(Series::Event { event, round }));
    }
    Ok(
        ladders::challenge_of_game(conn, game)?.map(|challenge| Series::LadderChallenge {
            event: challenge.event,
            challenge: challenge.id,
        }),
    )
}

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
    /// Adds what another listener adds, after this one's.
    pub fn and(mut self, more: Finish) -> Finish {
        self.notes.extend(more.notes);
        self.buttons.extend(more.buttons);
        self.ping.extend(more.ping);
        self.threads.extend(more.threads);
        self
    }

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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::api::{Actor, Command, Request};
    use crate::{GameService, Options, TimeSource};
    use lyngk_i18n::Locale;
    use lyngk_rules::Variant;
    use lyngk_store::games::game_by_id;
    use std::sync::{Arc, Mutex};

    const NOW: i64 = 1_700_000_000;
    const PLACE: Place = Place {
        guild: Some(7),
        channel: 70,
    };

    struct Fixed;
    impl TimeSource for Fixed {
        fn now(&self) -> i64 {
            NOW
        }
    }

    /// Every event handed to the listener, which adds nothing to the reply.
    #[derive(Default)]
    struct Recorder(Mutex<Vec<GameEnded>>);

    impl GameEndListener for Recorder {
        fn game_ended(&self, _: &Connection, ended: &GameEnded) -> anyhow::Result<Finish> {
            self.0.lock().unwrap().push(ended.clone());
            Ok(Finish::default())
        }
    }

    fn actor(id: u64, name: &str) -> Actor {
        Actor {
            id,
            name: name.to_string(),
        }
    }

    fn ask(service: &GameService, who: &Actor, command: Command) {
        let reply = service
            .handle(Request {
                place: PLACE,
                actor: who.clone(),
                command,
                interaction: None,
                actor_is_admin: false,
                locale: Locale::En,
                server_locale: None,
            })
            .unwrap();
        assert_eq!(reply.refusal, None);
    }

    /// A service whose games' ends go to a recorder, with a game between alice and
    /// bob started in `PLACE`.
    fn started(dir: &tempfile::TempDir) -> (GameService, &'static Recorder) {
        let options = Options {
            time: Arc::new(Fixed),
            seeds: Box::new(|| 5),
        };
        let mut service = GameService::open_with(dir.path().join("lyngk.db"), options).unwrap();
        let recorder: &'static Recorder = Box::leak(Box::default());
        service.listeners = recorder;
        let challenge = Command::Challenge {
            weekends_off: None,
            opponent: Some(actor(2, "bob")),
            variant: Variant::Standard,
            days_per_move: None,
            rated: true,
        };
        ask(&service, &actor(1, "alice"), challenge);
        ask(&service, &actor(2, "bob"), Command::Accept);
        (service, recorder)
    }

    #[test]
    fn a_resignation_is_one_event_with_its_result_and_players() {
        let dir = tempfile::tempdir().unwrap();
        let (service, recorder) = started(&dir);
        let table = service
            .store
            .with_conn(|conn| Table::live(conn, PLACE))
            .unwrap()
            .unwrap();
        let resigning = Command::Resign { confirmed: true };
        ask(&service, &actor(1, "alice"), resigning);
        let events = recorder.0.lock().unwrap().clone();
        assert_eq!(
            events,
            vec![GameEnded {
                game: table.row.id,
                place: PLACE,
                result: GameResult::Won {
                    winner: 2,
                    loser: 1
                },
                how: HowEnded::Resignation,
                players: Player::BOTH.map(|p| table.person(p).clone()),
                removed: [0, 0],
                series: None,
                at: NOW,
            }]
        );
        let row = service
            .store
            .with_conn(|conn| game_by_id(conn, table.row.id))
            .unwrap()
            .unwrap();
        assert_eq!(row.status, Status::Finished);
        assert_eq!(row.winner, Some(2));
    }

    #[test]
    fn a_lost_place_voids_the_game_through_the_same_event() {
        let dir = tempfile::tempdir().unwrap();
        let (service, recorder) = started(&dir);
        service.place_deleted(PLACE).unwrap().expect("a game ended");
        let events = recorder.0.lock().unwrap().clone();
        assert_eq!(events.len(), 1);
        assert_eq!(events[0].how, HowEnded::PlaceLost);
        assert_eq!(events[0].result, GameResult::Void);
        assert_eq!(events[0].winner(), None);
    }
}
