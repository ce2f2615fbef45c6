//! League seasons: create, join, leave, start (a round-robin of games opened at
//! once, each in its own thread), standings.

use super::super::api::{Attachment, Reply, ThreadToOpen};
use super::super::picture::{self, Picture};
use super::super::refusal::{AdminAction, Refusal};
use super::super::table::Table;
use super::super::{Applied, Failure, GameService, Handled};
use super::rating::image_columns;
use super::scheduled::{self, release_threads, take_threads, ScheduledGame};
use crate::correspondence::clock::DaysPerMove;
use crate::correspondence::league::{self, Pairing, RoundRobin, Standing, MAX_NAME, MAX_PLAYERS};
use crate::correspondence::text_table::headings;
use crate::i18n::{Locale, Msg, Style};
use crate::service::Asked;
use crate::store::games::{self, Person};
use crate::store::leagues::{self, LeagueGame, LeaguePlayer, LeagueRow, LeagueState, NewLeague};
use crate::store::ratings::guild_key;
use anyhow::anyhow;
use lyngk_render::TableView;
use lyngk_rules::{Player, Variant};
use rusqlite::Connection;

/// What `league create` asks for.
pub(in crate::service) struct Season<'a> {
    pub name: &'a str,
    pub variant: Variant,
    pub days_per_move: Option<u32>,
    pub double_round: bool,
}

fn check_admin(request: &Asked, action: AdminAction) -> Result<(), Refusal> {
    if request.actor_is_admin {
        Ok(())
    } else {
        Err(Refusal::NotAdmin(action))
    }
}

/// A trimmed name of letters, digits, spaces, `-` and `_` (safe in code blocks,
/// thread names and mentions).
fn check_name(name: &str) -> Result<String, Refusal> {
    match league::checked_name(name) {
        Some(name) => Ok(name.to_string()),
        None => Err(Refusal::BadLeagueName {
            given: super::super::refusal::echo(name.trim(), MAX_NAME),
            max: MAX_NAME,
        }),
    }
}

fn format_of(league: &LeagueRow) -> RoundRobin {
    if league.double_round {
        RoundRobin::Double
    } else {
        RoundRobin::Single
    }
}

/// The season `name` on the request's server, or why there is none.
fn find(conn: &Connection, request: &Asked, name: &str) -> Result<LeagueRow, Failure> {
    leagues::league_by_name(conn, guild_key(request.place.guild), name.trim())?
        .ok_or_else(|| Refusal::NoLeague(super::super::refusal::echo(name, MAX_NAME)).into())
}

/// Refuses changes to the player list once the season is scheduled.
fn check_open(league: &LeagueRow) -> Result<(), Refusal> {
    match league.state {
        LeagueState::Open => Ok(()),
        _ => Err(Refusal::LeagueStarted(league.name.clone())),
    }
}

pub(in crate::service) fn create(
    service: &GameService,
    request: &Asked,
    season: &Season,
) -> Handled<Reply> {
    check_admin(request, AdminAction::CreateLeague)?;
    let name = check_name(season.name)?;
    if let Some(given) = season
        .days_per_move
        .filter(|&d| DaysPerMove::new(d).is_err())
    {
        return Err(Refusal::BadDaysPerMove { given }.into());
    }
    let new = NewLeague {
        guild: guild_key(request.place.guild),
        channel: request.place.channel,
        name,
        variant: season.variant,
        days_per_move: season.days_per_move,
        double_round: season.double_round,
        created_by: request.actor.id,
    };
    service.change(request, |tx, now| {
        leagues::insert_league(tx, &new, now).map_err(|error| {
            if games::is_unique_violation(&error) {
                Failure::from(Refusal::LeagueExists(new.name.clone()))
            } else {
                Failure::from(error)
            }
        })?;
        let text = Msg::new("league-created")
            .text("actor", request.actor.name.as_str())
            .text("league", new.name.as_str())
            .msg("variant", variant_name(new.variant))
            .text("rounds", rounds(new.double_round))
            .msg("clock", per_move(new.days_per_move));
        Ok(Applied::without_game(Reply::public(text)))
    })
}

/// "standard" or "six-stack".
pub(in crate::service) fn variant_name(variant: Variant) -> Msg {
    Msg::new("league-variant").text("variant", variant.name())
}

/// ", 2 days per move", or nothing for games without a clock.
fn per_move(days_per_move: Option<u32>) -> Msg {
    Msg::new("league-per-move").number("days", days_per_move.unwrap_or(0))
}

/// The selector of the round-robin's messages.
fn rounds(double_round: bool) -> &'static str {
    if double_round {
        "double"
    } else {
        "single"
    }
}

/// "2 players: alice, bob".
fn roster(players: &[LeaguePlayer]) -> Msg {
    let names: Vec<&str> = players.iter().map(|p| p.name.as_str()).collect();
    Msg::new("league-roster")
        .number("count", names.len())
        .text("names", names.join(", "))
}

/// The public answer to a join or a leave (`message`): who, which league, and who
/// is in it now.
fn roster_changed(
    conn: &Connection,
    message: Msg,
    player: &str,
    league: &LeagueRow,
) -> Result<Applied, Failure> {
    let players = leagues::players(conn, league.id)?;
    let text = message
        .text("player", player)
        .text("league", league.name.as_str())
        .msg("roster", roster(&players));
    Ok(Applied::without_game(Reply::public(text)))
}

pub(in crate::service) fn join(
    service: &GameService,
    request: &Asked,
    name: &str,
) -> Handled<Reply> {
    service.change(request, |tx, now| {
        let league = find(tx, request, name)?;
        check_open(&league)?;
        if leagues::players(tx, league.id)?.len() >= MAX_PLAYERS {
            return Err(Refusal::LeagueFull {
                name: league.name,
                max: MAX_PLAYERS,
            }
            .into());
        }
        let actor = &request.actor;
        leagues::add_player(tx, league.id, actor.id, &actor.name, now).map_err(|error| {
            if games::is_unique_violation(&error) {
                Failure::from(Refusal::AlreadyJoined(league.name.clone()))
            } else {
                Failure::from(error)
            }
        })?;
        roster_changed(tx, Msg::new("league-joined"), &actor.name, &league)
    })
}

pub(in crate::service) fn leave(
    service: &GameService,
    request: &Asked,
    name: &str,
) -> Handled<Reply> {
    service.change(request, |tx, _now| {
        let league = find(tx, request, name)?;
        check_open(&league)?;
        if !leagues::remove_player(tx, league.id, request.actor.id)? {
            return Err(Refusal::NotJoined(league.name).into());
        }
        roster_changed(tx, Msg::new("league-left"), &request.actor.name, &league)
    })
}

/// Schedules the season and creates every game, active, in one transaction. A
/// running season whose threads were not all opened (the front failed half way)
/// answers with the missing ones again, so `start` can simply be repeated; games
/// whose thread a front is opening right now are never handed out twice.
pub(in crate::service) fn start(
    service: &GameService,
    request: &Asked,
    name: &str,
    locale: Locale,
) -> Handled<Reply> {
    check_admin(request, AdminAction::StartLeague)?;
    let mut handed_out = Vec::new();
    let reply = start_season(service, request, name, locale, &mut handed_out);
    if reply.is_err() {
        release_threads(service, &handed_out);
    }
    reply
}

/// `locale`: the language of the server's posts, for the threads' names.
fn start_season(
    service: &GameService,
    request: &Asked,
    name: &str,
    locale: Locale,
    handed_out: &mut Vec<i64>,
) -> Handled<Reply> {
    let mut reply = service.change(request, |tx, now| {
        let mut league = find(tx, request, name)?;
        let text = match league.state {
            LeagueState::Open => {
                let text = schedule_season(service, tx, request, &league, now)?;
                if !leagues::set_state(tx, &league, LeagueState::Running, now)? {
                    return Err(Refusal::PositionChanged.into());
                }
                league.state = LeagueState::Running;
                text
            }
            LeagueState::Running => {
                Msg::new("league-reopening").text("league", league.name.as_str())
            }
            LeagueState::Finished => return Err(Refusal::LeagueFinished(league.name).into()),
        };
        let waiting = threads_to_open(tx, &league, locale)?;
        let any_waiting = !waiting.is_empty();
        // Taken while this transaction holds the write lock: starts never overlap here.
        let threads = take_threads(service, waiting);
        handed_out.extend(threads.iter().map(|t| t.game_id));
        if threads.is_empty() && any_waiting {
            return Err(Refusal::ThreadsBeingOpened(league.name).into());
        }
        if threads.is_empty() {
            return Err(Refusal::LeagueRunning(league.name).into());
        }
        Ok(Applied {
            game: None,
            reply: Reply {
                lines: vec![text],
                threads,
                ..Reply::default()
            },
            picture: None,
        })
    })?;
    service.store.with_conn(|conn| {
        for thread in &mut reply.threads {
            thread.reply.image = Some(board_image(conn, thread.game_id, locale)?);
        }
        Ok::<_, Failure>(())
    })?;
    Ok(reply)
}

/// Creates one active game per pairing; returns the announcement.
fn schedule_season(
    service: &GameService,
    tx: &Connection,
    request: &Asked,
    league: &LeagueRow,
    now: i64,
) -> Handled<Msg> {
    let players = leagues::players(tx, league.id)?;
    let rounds = league::schedule(players.len(), format_of(league)).map_err(|_| {
        Refusal::LeagueTooSmall {
            name: league.name.clone(),
            players: players.len(),
        }
    })?;
    let mut slot = 0;
    for round in &rounds {
        for &pairing in &round.pairings {
            let game = create_game(service, tx, request, league, slot, &players, pairing, now)?;
            leagues::insert_league_game(
                tx,
                league.id,
                game,
                round.number,
                pairing.first,
                pairing.second,
            )?;
            slot += 1;
        }
    }
    Ok(Msg::new("league-starts")
        .text("league", league.name.as_str())
        .number("players", players.len())
        .number("games", slot)
        .number("rounds", rounds.len()))
}

/// An active game between the pairing's players, `first` as player 1, in a
/// placeholder channel until its thread is attached.
#[allow(clippy::too_many_arguments)]
fn create_game(
    service: &GameService,
    tx: &Connection,
    request: &Asked,
    league: &LeagueRow,
    slot: usize,
    players: &[LeaguePlayer],
    pairing: Pairing,
    now: i64,
) -> Result<i64, Failure> {
    let person = |index: usize| Person {
        id: players[index].user,
        name: players[index].name.clone(),
    };
    let game = ScheduledGame {
        guild: request.place.guild,
        channel: leagues::placeholder_channel(league.id, slot),
        first: person(pairing.first),
        second: person(pairing.second),
        variant: league.variant,
        days_per_move: league.days_per_move,
    };
    scheduled::create_game(tx, game, (service.seeds)(), now)
}

/// The season's games still waiting for a thread, with their opening messages.
fn threads_to_open(
    conn: &Connection,
    league: &LeagueRow,
    locale: Locale,
) -> anyhow::Result<Vec<ThreadToOpen>> {
    let mut threads = Vec::new();
    for scheduled in leagues::league_games(conn, league.id)? {
        if scheduled.thread_open {
            continue;
        }
        let row = games::game_by_id(conn, scheduled.game)?
            .ok_or_else(|| anyhow!("league game {} vanished", scheduled.game))?;
        let table = Table::from_row(conn, row)?;
        let [first, second] = Player::BOTH.map(|p| table.person(p).clone());
        threads.push(ThreadToOpen {
            name: league::thread_name(
                locale,
                &league.name,
                scheduled.round,
                &first.name,
                &second.name,
            ),
            game_id: scheduled.game,
            reply: opening_reply(league, &scheduled, &table),
        });
    }
    Ok(threads)
}

fn opening_reply(league: &LeagueRow, scheduled: &LeagueGame, table: &Table) -> Reply {
    let [first, second] = Player::BOTH.map(|p| table.person(p).clone());
    let opening = Msg::new("league-opening")
        .text("league", league.name.as_str())
        .number("round", scheduled.round)
        .number("game", table.row.id)
        .text("first", first.name.as_str())
        .text("second", second.name.as_str())
        .msg("variant", variant_name(table.row.variant))
        .msg("clock", per_move(league.days_per_move))
        .text("seed", table.row.seed.unwrap_or_default().to_string());
    let order = Msg::new("league-move-order")
        .player("first", first.id, first.name.as_str())
        .player("second", second.id, second.name.as_str());
    Reply {
        lines: vec![opening, order],
        ping: vec![first.id, second.id],
        ..Reply::default()
    }
}

fn board_image(
    conn: &Connection,
    game: i64,
    locale: Locale,
) -> anyhow::Result<super::super::api::Attachment> {
    let row = games::game_by_id(conn, game)?.ok_or_else(|| anyhow!("game {game} vanished"))?;
    let table = Table::from_row(conn, row)?;
    Ok(picture::render_png(&Picture::of(&table), locale))
}

/// A season's players and table.
pub(in crate::service) struct SeasonStandings {
    pub players: Vec<LeaguePlayer>,
    pub table: Vec<Standing>,
}

/// The standings of a started season from its finished games.
pub(in crate::service) fn season_standings(
    conn: &Connection,
    league: &LeagueRow,
) -> anyhow::Result<SeasonStandings> {
    let players = leagues::players(conn, league.id)?;
    let results: Vec<league::FinishedGame> = leagues::league_games(conn, league.id)?
        .iter()
        .filter(|g| g.finished)
        .map(|g| finished_game(g, &players))
        .collect();
    let table = league::standings(players.len(), format_of(league), &results)?;
    Ok(SeasonStandings { players, table })
}

fn finished_game(game: &LeagueGame, players: &[LeaguePlayer]) -> league::FinishedGame {
    let user = |index: usize| players.get(index).map(|p| p.user);
    let outcome = match game.winner {
        _ if game.aborted => league::GameOutcome::Aborted,
        Some(winner) if Some(winner) == user(game.first) => league::GameOutcome::FirstWon,
        Some(_) => league::GameOutcome::SecondWon,
        None => league::GameOutcome::Draw,
    };
    league::FinishedGame {
        first: game.first,
        second: game.second,
        outcome,
        removed_stacks: game.removed.unwrap_or([0, 0]),
    }
}

/// The standings as a message: the table in a code block.
pub(in crate::service) fn standings_lines(
    league: &LeagueRow,
    standings: &SeasonStandings,
    locale: Locale,
) -> Vec<Msg> {
    let names: Vec<&str> = standings.players.iter().map(|p| p.name.as_str()).collect();
    league::standings_message(locale, &league.name, &names, &standings.table)
}

/// `locale`: the language of the post, for the table's headings.
pub(in crate::service) fn standings(
    service: &GameService,
    request: &Asked,
    name: &str,
    locale: Locale,
) -> Handled<Reply> {
    // The image is drawn after the connection is given back.
    let found = service.store.with_conn(|conn| -> Handled<Result<_, Msg>> {
        let league = find(conn, request, name)?;
        if league.state == LeagueState::Open {
            return Ok(Err(Msg::new("league-not-started")
                .text("league", league.name.as_str())
                .msg("roster", roster(&leagues::players(conn, league.id)?))));
        }
        let standings = season_standings(conn, &league)?;
        Ok(Ok((league, standings)))
    })?;
    let (league, standings) = match found {
        Ok(season) => season,
        Err(text) => return Ok(Reply::public(text)),
    };
    let mut lines = standings_lines(&league, &standings, locale);
    if league.state == LeagueState::Finished {
        lines.push(Msg::new("league-season-over"));
    }
    Ok(Reply {
        lines,
        image: Some(standings_image(
            &league,
            &standings,
            request.actor.id,
            locale,
        )),
        ..Reply::default()
    })
}

/// The standings as an image: the same rows as [`standings_lines`], the caller's
/// highlighted.
pub(in crate::service) fn standings_image(
    league: &LeagueRow,
    standings: &SeasonStandings,
    caller: u64,
    locale: Locale,
) -> Attachment {
    let names: Vec<&str> = standings.players.iter().map(|p| p.name.as_str()).collect();
    let rows = league::standings_rows(&names, &standings.table);
    let highlight_rows = standings
        .table
        .iter()
        .position(|row| {
            standings
                .players
                .get(row.player)
                .is_some_and(|p| p.user == caller)
        })
        .into_iter()
        .collect();
    let say = |msg: Msg| msg.format(locale, Style::Plain);
    let title = say(Msg::new("league-standings-image-title").text("league", league.name.as_str()));
    let played: u32 = standings.table.iter().map(|r| r.played).sum::<u32>() / 2;
    let left: u32 = standings.table.iter().map(|r| r.games_left).sum::<u32>() / 2;
    let subtitle = say(Msg::new("league-standings-subtitle")
        .text("rounds", rounds(league.double_round))
        .text("over", (league.state == LeagueState::Finished).to_string())
        .number("played", played)
        .number("total", played + left));
    let headings = headings(&league::STANDINGS_COLUMNS, locale);
    let table = TableView {
        title: &title,
        subtitle: Some(&subtitle),
        columns: image_columns(&league::STANDINGS_COLUMNS, &headings),
        rows,
        highlight_rows,
    };
    let stem = format!("lyngk-league-{}-standings", league.id);
    picture::table_png(&table, &stem, locale)
}
