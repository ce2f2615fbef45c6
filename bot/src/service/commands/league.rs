//! League seasons: create, join, leave, start (a round-robin of games opened at
//! once, each in its own thread), standings.

use super::super::api::{Attachment, Reply, Request, ThreadToOpen};
use super::super::describe::{count, mention};
use super::super::picture::{self, Picture};
use super::super::refusal::Refusal;
use super::super::table::Table;
use super::super::{Applied, Failure, GameService, Handled};
use super::challenge;
use crate::correspondence::clock::DaysPerMove;
use crate::correspondence::league::{self, Pairing, RoundRobin, Standing, MAX_PLAYERS};
use crate::store::games::{self, NewChallenge, Person};
use crate::store::leagues::{self, LeagueGame, LeaguePlayer, LeagueRow, LeagueState, NewLeague};
use crate::store::ratings::guild_key;
use anyhow::anyhow;
use lyngk_render::{Column, TableView};
use lyngk_rules::{Player, Variant};
use rusqlite::Connection;

/// Long enough for "Spring 2025 Division A", short enough for thread names.
const MAX_NAME: usize = 32;

/// What `league create` asks for.
pub(in crate::service) struct Season<'a> {
    pub name: &'a str,
    pub variant: Variant,
    pub days_per_move: Option<u32>,
    pub double_round: bool,
}

fn check_admin(request: &Request, action: &'static str) -> Result<(), Refusal> {
    if request.actor_is_admin {
        Ok(())
    } else {
        Err(Refusal::NotAdmin(action))
    }
}

/// A trimmed name of letters, digits, spaces, `-` and `_` (safe in code blocks,
/// thread names and mentions).
fn check_name(name: &str) -> Result<String, Refusal> {
    let name = name.trim();
    let allowed = |c: char| c.is_alphanumeric() || matches!(c, ' ' | '-' | '_');
    let length = name.chars().count();
    if (1..=MAX_NAME).contains(&length) && name.chars().all(allowed) {
        Ok(name.to_string())
    } else {
        Err(Refusal::BadLeagueName {
            given: super::super::refusal::echo(name, MAX_NAME),
            max: MAX_NAME,
        })
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
fn find(conn: &Connection, request: &Request, name: &str) -> Result<LeagueRow, Failure> {
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
    request: &Request,
    season: &Season,
) -> Handled<Reply> {
    check_admin(request, "create a league")?;
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
        let clock = new
            .days_per_move
            .map(|d| format!(", {} per move", count(d as usize, "day", "days")))
            .unwrap_or_default();
        let format = if new.double_round {
            "double round-robin"
        } else {
            "single round-robin"
        };
        let text = format!(
            "**{}** opened the league **{}** ({}, {format}{clock}). Join with `/lyngk league join {}`; an admin starts it with `/lyngk-admin league start {}`.",
            request.actor.name, new.name, new.variant, new.name, new.name
        );
        Ok(Applied::without_game(Reply::public(text)))
    })
}

fn roster(players: &[LeaguePlayer]) -> String {
    let names: Vec<&str> = players.iter().map(|p| p.name.as_str()).collect();
    format!(
        "{}: {}",
        count(names.len(), "player", "players"),
        names.join(", ")
    )
}

pub(in crate::service) fn join(
    service: &GameService,
    request: &Request,
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
        let players = leagues::players(tx, league.id)?;
        let text = format!(
            "**{}** joined the league **{}** ({}).",
            actor.name,
            league.name,
            roster(&players)
        );
        Ok(Applied::without_game(Reply::public(text)))
    })
}

pub(in crate::service) fn leave(
    service: &GameService,
    request: &Request,
    name: &str,
) -> Handled<Reply> {
    service.change(request, |tx, _now| {
        let league = find(tx, request, name)?;
        check_open(&league)?;
        if !leagues::remove_player(tx, league.id, request.actor.id)? {
            return Err(Refusal::NotJoined(league.name).into());
        }
        let players = leagues::players(tx, league.id)?;
        let text = format!(
            "**{}** left the league **{}** ({}).",
            request.actor.name,
            league.name,
            roster(&players)
        );
        Ok(Applied::without_game(Reply::public(text)))
    })
}

/// Schedules the season and creates every game, active, in one transaction. A
/// running season whose threads were not all opened (the front failed half way)
/// answers with the missing ones again, so `start` can simply be repeated; games
/// whose thread a front is opening right now are never handed out twice.
pub(in crate::service) fn start(
    service: &GameService,
    request: &Request,
    name: &str,
) -> Handled<Reply> {
    check_admin(request, "start a league")?;
    let mut handed_out = Vec::new();
    let reply = start_season(service, request, name, &mut handed_out);
    if reply.is_err() {
        release_threads(service, &handed_out);
    }
    reply
}

fn start_season(
    service: &GameService,
    request: &Request,
    name: &str,
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
            LeagueState::Running => format!(
                "The league **{}** is running; opening the threads that are missing.",
                league.name
            ),
            LeagueState::Finished => return Err(Refusal::LeagueFinished(league.name).into()),
        };
        let waiting = threads_to_open(tx, &league)?;
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
                lines: vec![text.into()],
                threads,
                ..Reply::default()
            },
            picture: None,
        })
    })?;
    service.store.with_conn(|conn| {
        for thread in &mut reply.threads {
            thread.reply.image = board_image(conn, thread.game_id)?;
        }
        Ok::<_, Failure>(())
    })?;
    Ok(reply)
}

/// Creates one active game per pairing; returns the announcement.
fn schedule_season(
    service: &GameService,
    tx: &Connection,
    request: &Request,
    league: &LeagueRow,
    now: i64,
) -> Handled<String> {
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
    Ok(format!(
        "The league **{}** starts: {}, {} in {}, all open now, each in its own thread. Good luck!",
        league.name,
        count(players.len(), "player", "players"),
        count(slot, "game", "games"),
        count(rounds.len(), "round", "rounds")
    ))
}

/// An active game between the pairing's players, `first` as player 1, in a
/// placeholder channel until its thread is attached.
#[allow(clippy::too_many_arguments)]
fn create_game(
    service: &GameService,
    tx: &Connection,
    request: &Request,
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
    let new = NewChallenge {
        guild: request.place.guild,
        channel: leagues::placeholder_channel(league.id, slot),
        challenger: person(pairing.first),
        opponent: Some(person(pairing.second)),
        variant: league.variant,
        days_per_move: league.days_per_move,
    };
    let id = games::insert_challenge(tx, &new, now)?;
    let row = games::game_by_id(tx, id)?.ok_or_else(|| anyhow!("game {id} vanished"))?;
    // The schedule's `first` is the challenger, seat 0; the clock runs from now.
    challenge::start_game(tx, row, (service.seeds)(), 0, now)?;
    Ok(id)
}

/// The season's games still waiting for a thread, with their opening messages.
fn threads_to_open(conn: &Connection, league: &LeagueRow) -> anyhow::Result<Vec<ThreadToOpen>> {
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
            name: league::thread_name(&league.name, scheduled.round, &first.name, &second.name),
            game_id: scheduled.game,
            reply: opening_reply(league, &scheduled, &table),
        });
    }
    Ok(threads)
}

fn opening_reply(league: &LeagueRow, scheduled: &LeagueGame, table: &Table) -> Reply {
    let [first, second] = Player::BOTH.map(|p| table.person(p).clone());
    let clock = league
        .days_per_move
        .map(|d| format!(", {} per move", count(d as usize, "day", "days")))
        .unwrap_or_default();
    let text = format!(
        "League **{}**, round {}: game {} between **{}** (player 1) and **{}** (player 2), {}{clock}, seed {}.\n{}, you move first: `/lyngk move`. {}, you move second.",
        league.name,
        scheduled.round,
        table.row.id,
        first.name,
        second.name,
        table.row.variant,
        table.row.seed.unwrap_or_default(),
        mention(first.id),
        mention(second.id),
    );
    Reply {
        lines: vec![text.into()],
        ping: vec![first.id, second.id],
        ..Reply::default()
    }
}

fn board_image(
    conn: &Connection,
    game: i64,
) -> anyhow::Result<Option<super::super::api::Attachment>> {
    let row = games::game_by_id(conn, game)?.ok_or_else(|| anyhow!("game {game} vanished"))?;
    let table = Table::from_row(conn, row)?;
    Ok(picture::render_png(&Picture::of(&table)))
}

/// The threads no front is opening yet, now marked as being opened.
fn take_threads(service: &GameService, waiting: Vec<ThreadToOpen>) -> Vec<ThreadToOpen> {
    let mut opening = service
        .threads_opening
        .lock()
        .unwrap_or_else(|e| e.into_inner());
    waiting
        .into_iter()
        .filter(|thread| opening.insert(thread.game_id))
        .collect()
}

/// Games whose threads were handed out but will not be opened (the start failed, or
/// the front could not open them): a later start offers them again.
pub(in crate::service) fn release_threads(service: &GameService, games: &[i64]) {
    let mut opening = service
        .threads_opening
        .lock()
        .unwrap_or_else(|e| e.into_inner());
    for game in games {
        opening.remove(game);
    }
}

/// Moves a league game into the thread the front opened for it.
pub(in crate::service) fn attach_thread(
    service: &GameService,
    game: i64,
    channel: u64,
) -> anyhow::Result<()> {
    service.store.with_conn(|conn| {
        let tx = conn.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
        if !leagues::attach_thread(&tx, game, channel, service.clock.now())? {
            return Err(anyhow!(
                "game {game} is not a league game waiting for a thread"
            ));
        }
        tx.commit()?;
        release_threads(service, &[game]);
        Ok(())
    })
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
pub(in crate::service) fn standings_text(
    league: &LeagueRow,
    standings: &SeasonStandings,
) -> String {
    let names: Vec<&str> = standings.players.iter().map(|p| p.name.as_str()).collect();
    league::format_standings(&league.name, &names, &standings.table)
}

pub(in crate::service) fn standings(
    service: &GameService,
    request: &Request,
    name: &str,
) -> Handled<Reply> {
    // The image is drawn after the connection is given back.
    let found = service
        .store
        .with_conn(|conn| -> Handled<Result<_, String>> {
            let league = find(conn, request, name)?;
            if league.state == LeagueState::Open {
                return Ok(Err(format!(
                    "The league **{}** has not started yet ({}).",
                    league.name,
                    roster(&leagues::players(conn, league.id)?)
                )));
            }
            let standings = season_standings(conn, &league)?;
            Ok(Ok((league, standings)))
        })?;
    let (league, standings) = match found {
        Ok(season) => season,
        Err(text) => return Ok(Reply::public(text)),
    };
    let mut text = standings_text(&league, &standings);
    if league.state == LeagueState::Finished {
        text.push_str("\nThe season is over.");
    }
    Ok(Reply {
        lines: vec![text.into()],
        image: Some(standings_image(&league, &standings, request.actor.id)),
        ..Reply::default()
    })
}

/// The standings as an image: the same rows as [`standings_text`], the caller's
/// highlighted.
pub(in crate::service) fn standings_image(
    league: &LeagueRow,
    standings: &SeasonStandings,
    caller: u64,
) -> Attachment {
    let name = |row: &Standing| {
        standings
            .players
            .get(row.player)
            .map_or("?".to_string(), |p| p.name.clone())
    };
    let rows = standings
        .table
        .iter()
        .map(|row| {
            vec![
                row.rank.to_string(),
                name(row),
                row.played.to_string(),
                row.wins.to_string(),
                row.draws.to_string(),
                row.losses.to_string(),
                row.points.to_string(),
                row.removed_stacks.to_string(),
                row.games_left.to_string(),
            ]
        })
        .collect();
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
    let title = format!("LYNGK league {} · standings", league.name);
    let played: u32 = standings.table.iter().map(|r| r.played).sum::<u32>() / 2;
    let left: u32 = standings.table.iter().map(|r| r.games_left).sum::<u32>() / 2;
    let rounds = if league.double_round {
        "Double round robin"
    } else {
        "Single round robin"
    };
    let subtitle = match league.state {
        LeagueState::Finished => format!(
            "{rounds} · season over · {} played",
            count(played as usize, "game", "games")
        ),
        _ => format!(
            "{rounds} · {played} of {} played",
            count((played + left) as usize, "game", "games")
        ),
    };
    let table = TableView {
        title: &title,
        subtitle: Some(&subtitle),
        columns: vec![
            Column::right("#"),
            Column::left("Player"),
            Column::right("P"),
            Column::right("W"),
            Column::right("D"),
            Column::right("L"),
            Column::right("Pts"),
            Column::right("Stk"),
            Column::right("Left"),
        ],
        rows,
        highlight_rows,
    };
    picture::table_png(&table, &format!("lyngk-league-{}-standings", league.id))
}
