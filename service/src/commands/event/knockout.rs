//! Knockout events: the bracket of `lyngk_events::knockout` rebuilt from the store,
//! a round's matches opened together, a match's next game opened as soon as the
//! previous one ends (seats alternating; a level match goes on with the seats
//! swapped), the next round laid out once every match of the round is decided, and
//! the event finished with its winner.
//!
//! Readings taken where the format leaves a choice:
//! - a void game (ended before both players moved) counts for nobody and is
//!   replayed with the same seats;
//! - a withdrawal gives the match to the opponent whatever the score, and a
//!   withdrawn player who had already gone through gives up their next match too;
//! - at a round's deadline the running games are decided by their clocks as in a
//!   Swiss; a match still undecided then goes to the player ahead in it, or to the
//!   higher seed when the two are level.

use super::super::super::api::{Actor, Attachment, Reply};
use super::super::super::game_end::GameEndListener;
use super::super::super::picture;
use super::super::super::refusal::Refusal;
use super::super::super::{Applied, Failure, Handled};
use super::deadline;
use super::rounds::{self, EventNews};
use crate::event_view;
use anyhow::anyhow;
use lyngk_domain::event::EventRefusal;
use lyngk_domain::text_table::{code_block, shorten, TextColumn};
use lyngk_events::knockout::{Knockout, KnockoutError, Match, MatchFormat, Seating, Slot};
use lyngk_events::score::Points;
use lyngk_events::swiss::{Entrant, PlayerId, PlayerResult};
use lyngk_i18n::{LocalWords, Locale, MomentStyle, Msg, Style};
use lyngk_render::{BracketMatch, BracketRound, BracketSide, BracketView, Words};
use lyngk_store::events::{
    self, Concession, EventPairing, EventPlayer, EventRound, EventRow, EventState,
};
use lyngk_store::locales;
use rusqlite::Connection;

/// A knockout as stored: its players, games, rounds and the bracket they make.
pub(crate) struct Bracket {
    pub players: Vec<EventPlayer>,
    pub pairings: Vec<EventPairing>,
    pub rounds: Vec<EventRound>,
    pub concessions: Vec<(u32, u32, Concession)>,
    pub knockout: Knockout,
}

impl Bracket {
    fn player(&self, id: PlayerId) -> &EventPlayer {
        &self.players[id.index()]
    }

    /// The bracket's round being played (or the final, once over).
    fn current_round(&self) -> u32 {
        self.knockout.rounds().len() as u32
    }

    /// The game of `game`'s match in `round` still going on, if any.
    fn running_game<'a>(&'a self, round: u32, game: &'a Match) -> Option<&'a EventPairing> {
        self.match_games(round, game).find(|p| !p.finished)
    }

    /// The stored games of a match, in the order they were opened.
    fn match_games<'a>(
        &'a self,
        round: u32,
        game: &'a Match,
    ) -> impl Iterator<Item = &'a EventPairing> + 'a {
        let players = [game.higher.0, game.lower.0];
        self.pairings.iter().filter(move |p| {
            p.round == round
                && players.contains(&p.white)
                && p.black.is_some_and(|b| players.contains(&b))
        })
    }

    /// Why a match's loser gave it up, if they did.
    fn concession(&self, round: u32, game: &Match) -> Option<Concession> {
        let loser = game.conceded_by?;
        self.concessions
            .iter()
            .find(|(r, entry, _)| *r == round && *entry == loser.0)
            .map(|c| c.2)
    }
}

/// Reads the event and replays its games and concessions into its bracket.
pub(crate) fn load(conn: &Connection, event: &EventRow) -> anyhow::Result<Bracket> {
    let players = events::players(conn, event.id)?;
    let entrants: Vec<Entrant> = players
        .iter()
        .map(|p| Entrant::new(&p.name, p.rating))
        .collect::<Result<_, _>>()?;
    let format = MatchFormat::best_of(event.settings.best_of)?;
    let mut knockout = Knockout::new(&entrants, format)?;
    let pairings = events::pairings(conn, event.id)?;
    let concessions = events::concessions(conn, event.id)?;
    let rounds = events::rounds(conn, event.id)?;
    for round in 1..=rounds.len() as u32 {
        replay_round(&mut knockout, round, &pairings, &concessions, &players)?;
    }
    Ok(Bracket {
        players,
        pairings,
        rounds,
        concessions,
        knockout,
    })
}

fn replay_round(
    knockout: &mut Knockout,
    round: u32,
    pairings: &[EventPairing],
    concessions: &[(u32, u32, Concession)],
    players: &[EventPlayer],
) -> anyhow::Result<()> {
    let playing = |knockout: &Knockout| {
        knockout.rounds().len() as u32 == round && knockout.winner().is_none()
    };
    for pairing in pairings.iter().filter(|p| p.round == round) {
        let Some(outcome) = first_seat_outcome(pairing, players) else {
            continue;
        };
        if !playing(knockout) {
            break;
        }
        let index = slot_in(knockout, round, PlayerId(pairing.white))?;
        knockout.record(index, outcome)?;
    }
    for &(_, entry, _) in concessions.iter().filter(|c| c.0 == round) {
        if !playing(knockout) {
            break;
        }
        let index = slot_in(knockout, round, PlayerId(entry))?;
        match knockout.concede(index, PlayerId(entry)) {
            // Given up after the games had decided the match: nothing to give.
            Ok(()) | Err(KnockoutError::MatchDecided(_)) => {}
            Err(error) => return Err(error.into()),
        }
    }
    Ok(())
}

/// The slot of `player` in `round` (from 1) of the bracket.
fn slot_in(knockout: &Knockout, round: u32, player: PlayerId) -> anyhow::Result<usize> {
    knockout.rounds()[round as usize - 1]
        .iter()
        .position(|slot| slot.players().contains(&player))
        .ok_or_else(|| anyhow!("entry {} has no match in round {round}", player.0))
}

/// The result of an ended game for its first seat; `None` while it is going on, for
/// a bye, and for a void game (replayed).
fn first_seat_outcome(pairing: &EventPairing, players: &[EventPlayer]) -> Option<PlayerResult> {
    pairing.black?;
    if !pairing.finished {
        return None;
    }
    if let Some(loser) = pairing.forfeited_by {
        return Some(match loser == pairing.white {
            true => PlayerResult::Loss,
            false => PlayerResult::Win,
        });
    }
    if pairing.aborted {
        return None;
    }
    let white = players.get(pairing.white as usize).map(|p| p.user);
    Some(match pairing.winner {
        None => PlayerResult::Draw,
        Some(winner) if Some(winner) == white => PlayerResult::Win,
        Some(_) => PlayerResult::Loss,
    })
}

/// Starts the knockout: its rounds follow from its players, and round 1 opens.
pub(super) fn start(
    conn: &Connection,
    event: &mut EventRow,
    now: i64,
) -> Result<EventNews, Failure> {
    let bracket = load(conn, event)?;
    let total = bracket.knockout.total_rounds();
    events::set_rounds(conn, event.id, total)?;
    event.settings.rounds = total;
    open_current_round(conn, event, now)
}

/// Opens the bracket's current round: its withdrawn players give their matches up,
/// then every match's first game opens. A round left with nothing to play (every
/// match given up) is closed at once and the next one opened; with a winner the
/// event ends.
fn open_current_round(conn: &Connection, event: &EventRow, now: i64) -> Result<EventNews, Failure> {
    let mut walkovers = Vec::new();
    loop {
        let bracket = load(conn, event)?;
        if let Some(winner) = bracket.knockout.winner() {
            return finish(conn, event, &bracket, winner, walkovers, now);
        }
        let number = bracket.current_round();
        if !bracket.rounds.iter().any(|r| r.number == number) {
            let round = EventRound {
                number,
                opened_at: now,
                deadline_at: event.settings.deadline(now),
                closed: false,
            };
            events::insert_round(conn, event.id, &round)?;
        }
        let given_up = concede_for_withdrawn(conn, event, &bracket, number, now)?;
        walkovers.extend(given_up);
        let bracket = load(conn, event)?;
        if bracket.current_round() > number || bracket.knockout.winner().is_some() {
            events::close_round(conn, event.id, number, now)?;
            continue;
        }
        return open_round_games(conn, event, &bracket, number, walkovers, now);
    }
}

/// Gives up the undecided matches of `round` whose players have withdrawn; returns
/// the lines that say so.
fn concede_for_withdrawn(
    conn: &Connection,
    event: &EventRow,
    bracket: &Bracket,
    round: u32,
    now: i64,
) -> anyhow::Result<Vec<Msg>> {
    let format = bracket.knockout.format();
    let mut lines = Vec::new();
    for slot in &bracket.knockout.rounds()[round as usize - 1] {
        let Slot::Match(game) = slot else { continue };
        if game.winner(format).is_some() {
            continue;
        }
        // Both gone: the lower seed gives up, the higher one's next match follows.
        let quitter = [game.lower, game.higher]
            .into_iter()
            .find(|&p| bracket.player(p).withdrawn);
        let Some(quitter) = quitter else { continue };
        events::insert_concession(conn, event.id, round, quitter.0, Concession::Withdrawn, now)?;
        let winner = other(game, quitter);
        lines.push(
            Msg::new("event-knockout-walkover")
                .text("loser", bracket.player(quitter).name.as_str())
                .text("winner", bracket.player(winner).name.as_str()),
        );
    }
    Ok(lines)
}

fn other(game: &Match, player: PlayerId) -> PlayerId {
    match player == game.higher {
        true => game.lower,
        false => game.higher,
    }
}

/// Opens the first game of every match of the new round `number` and says so in
/// one post that pings the players.
fn open_round_games(
    conn: &Connection,
    event: &EventRow,
    bracket: &Bracket,
    number: u32,
    walkovers: Vec<Msg>,
    now: i64,
) -> Result<EventNews, Failure> {
    let round = bracket
        .rounds
        .iter()
        .find(|r| r.number == number)
        .copied()
        .ok_or_else(|| anyhow!("round {number} of event {} vanished", event.id))?;
    let mut news = EventNews::default();
    news.lines.push(
        Msg::new("event-knockout-round-opens")
            .text("event", event.name.as_str())
            .number("round", number)
            .number("rounds", event.settings.rounds)
            .number("best-of", event.settings.best_of)
            .moment("deadline", round.deadline_at, MomentStyle::DateTime),
    );
    for (index, slot) in bracket.knockout.rounds()[number as usize - 1]
        .iter()
        .enumerate()
    {
        match slot {
            Slot::Bye(player) => {
                let player = bracket.player(*player);
                events::insert_pairing(conn, event.id, number, player.entry, None)?;
                news.lines.push(Msg::new("event-knockout-bye-line").player(
                    "player",
                    player.user,
                    player.name.as_str(),
                ));
                news.ping.push(player.user);
            }
            Slot::Match(game) if game.winner(bracket.knockout.format()).is_none() => {
                let seating = game.next_seating();
                open_game(conn, event, bracket, number, index, seating, 1, now)?;
                let [first, second] = [seating.first, seating.second].map(|p| bracket.player(p));
                news.lines.push(
                    Msg::new("event-pairing-line")
                        .player("white", first.user, first.name.as_str())
                        .player("black", second.user, second.name.as_str()),
                );
                news.ping.extend([first.user, second.user]);
            }
            Slot::Match(_) => {}
        }
    }
    news.lines.extend(walkovers);
    let pairings: Vec<EventPairing> = events::pairings(conn, event.id)?
        .into_iter()
        .filter(|p| p.round == number)
        .collect();
    news.threads = rounds::threads_to_open(conn, event, &pairings)?;
    Ok(news)
}

/// Creates game `number` of match `index` of `round` with its seats and stores it.
#[allow(clippy::too_many_arguments)]
fn open_game(
    conn: &Connection,
    event: &EventRow,
    bracket: &Bracket,
    round: u32,
    index: usize,
    seating: Seating,
    number: u32,
    now: i64,
) -> Result<i64, Failure> {
    let [first, second] = [seating.first, seating.second].map(|p| bracket.player(p));
    // A placeholder channel and a seed of their own for each game of the match: the
    // bracket has at most 512 matches a round, and a match's games cycle through 32.
    let slot = ((number as usize - 1) % 32) * 512 + index;
    let game = rounds::create_game(conn, event, round, slot, [first, second], now)?;
    events::insert_match_game(
        conn,
        event.id,
        round,
        [first.entry, second.entry],
        number,
        game,
    )?;
    Ok(game)
}

/// A game of the knockout ended (in the transaction that ended it): its match's
/// next game opens, or, once every match of the round is decided, the next round;
/// past the round's deadline the round closes when its last game ends.
pub(super) fn game_finished(
    conn: &Connection,
    event: &EventRow,
    round: u32,
    now: i64,
) -> Result<EventNews, Failure> {
    let bracket = load(conn, event)?;
    let Some(stored) = bracket.rounds.iter().find(|r| r.number == round) else {
        return Ok(EventNews::default());
    };
    if stored.closed {
        return Ok(EventNews::default());
    }
    let round_decided = bracket.current_round() > round || bracket.knockout.winner().is_some();
    if now >= stored.deadline_at || round_decided {
        if events::games_running(conn, event.id, round)? > 0 {
            return Ok(EventNews::default());
        }
        return close_round(conn, event, round, now);
    }
    next_games(conn, event, &bracket, round, now)
}

/// Opens the next game of every undecided match of `round` with none going on.
fn next_games(
    conn: &Connection,
    event: &EventRow,
    bracket: &Bracket,
    round: u32,
    now: i64,
) -> Result<EventNews, Failure> {
    let mut news = EventNews::default();
    let mut opened = Vec::new();
    for (index, seating) in bracket.knockout.next_games() {
        let Slot::Match(game) = &bracket.knockout.rounds()[round as usize - 1][index] else {
            continue;
        };
        if bracket.running_game(round, game).is_some() {
            continue;
        }
        let number = bracket.match_games(round, game).count() as u32 + 1;
        opened.push(open_game(
            conn, event, bracket, round, index, seating, number, now,
        )?);
        let [first, second] = [seating.first, seating.second].map(|p| bracket.player(p));
        let format = bracket.knockout.format();
        let id = match game.games.len() as u32 >= format.games() {
            true => "event-knockout-tiebreak-game",
            false => "event-knockout-next-game",
        };
        news.lines.push(
            Msg::new(id)
                .number("number", number)
                .text("score", score(game, game.higher, game.lower))
                .text("higher", bracket.player(game.higher).name.as_str())
                .text("lower", bracket.player(game.lower).name.as_str())
                .player("first", first.user, first.name.as_str()),
        );
        news.ping.extend([first.user, second.user]);
    }
    let pairings: Vec<EventPairing> = events::pairings(conn, event.id)?
        .into_iter()
        .filter(|p| p.game.is_some_and(|g| opened.contains(&g)))
        .collect();
    news.threads = rounds::threads_to_open(conn, event, &pairings)?;
    Ok(news)
}

/// Closes `round`: a match its deadline left undecided goes to the player ahead, or
/// the higher seed when level; then the next round opens or the event ends.
pub(super) fn close_round(
    conn: &Connection,
    event: &EventRow,
    round: u32,
    now: i64,
) -> Result<EventNews, Failure> {
    let bracket = load(conn, event)?;
    let mut lines = Vec::new();
    if bracket.current_round() == round && bracket.knockout.winner().is_none() {
        let format = bracket.knockout.format();
        for slot in &bracket.knockout.rounds()[round as usize - 1] {
            let Slot::Match(game) = slot else { continue };
            if game.winner(format).is_some() {
                continue;
            }
            let loser = match game.points(game.lower) > game.points(game.higher) {
                true => game.higher,
                false => game.lower,
            };
            events::insert_concession(conn, event.id, round, loser.0, Concession::Deadline, now)?;
            let winner = other(game, loser);
            lines.push(
                Msg::new("event-knockout-deadline-decides")
                    .text("score", score(game, winner, loser))
                    .text("winner", bracket.player(winner).name.as_str())
                    .text("loser", bracket.player(loser).name.as_str()),
            );
        }
    }
    events::close_round(conn, event.id, round, now)?;
    let mut news = open_current_round(conn, event, now)?;
    lines.append(&mut news.lines);
    news.lines = lines;
    Ok(news)
}

/// Ends the event and announces its winner with the bracket.
fn finish(
    conn: &Connection,
    event: &EventRow,
    bracket: &Bracket,
    winner: PlayerId,
    walkovers: Vec<Msg>,
    now: i64,
) -> Result<EventNews, Failure> {
    if let Some(last) = bracket.rounds.last().filter(|r| !r.closed) {
        events::close_round(conn, event.id, last.number, now)?;
    }
    if !events::set_state(conn, event, EventState::Finished, now)? {
        return Err(anyhow!("event {} changed inside a write transaction", event.id).into());
    }
    let locale = locales::server_locale(conn, Some(event.guild).filter(|&g| g != 0))?;
    let mut lines = walkovers;
    lines.push(
        Msg::new("event-over")
            .text("event", event.name.as_str())
            .text("winner", bracket.player(winner).name.as_str()),
    );
    lines.extend(bracket_lines(event, bracket, locale));
    Ok(EventNews {
        lines,
        ..EventNews::default()
    })
}

/// Withdraws `player` from the running knockout: their undecided match is conceded
/// (which may decide the round) and any game of theirs going on is lost by forfeit,
/// whatever the event's forfeits say.
pub(super) fn withdraw(
    tx: &Connection,
    event: &EventRow,
    player: &Actor,
    listener: &dyn GameEndListener,
    now: i64,
) -> Handled<Applied> {
    let (entrant, mut reply) = deadline::mark_withdrawn(tx, event, player, now)?;
    if concede_on_withdrawal(tx, event, entrant.entry, now)? {
        let round = events::rounds(tx, event.id)?.len() as u32;
        let news = close_round(tx, event, round, now)?;
        reply.lines.extend(news.lines);
        reply.ping.extend(news.ping);
        reply.threads.extend(news.threads);
    }
    let reply = deadline::forfeit_unfinished(tx, event, &entrant, listener, now, reply)?;
    Ok(Applied::without_game(reply))
}

/// Withdraws `entry` from their match of the current round, if it is undecided;
/// true when that decided the round's last match (no game of theirs was going on).
fn concede_on_withdrawal(
    conn: &Connection,
    event: &EventRow,
    entry: u32,
    now: i64,
) -> anyhow::Result<bool> {
    let bracket = load(conn, event)?;
    if bracket.knockout.winner().is_some() {
        return Ok(false);
    }
    let round = bracket.current_round();
    // A player already knocked out has no match left to give.
    let Ok(index) = slot_in(&bracket.knockout, round, PlayerId(entry)) else {
        return Ok(false);
    };
    let Slot::Match(game) = &bracket.knockout.rounds()[round as usize - 1][index] else {
        return Ok(false);
    };
    if game.winner(bracket.knockout.format()).is_some() {
        return Ok(false);
    }
    events::insert_concession(conn, event.id, round, entry, Concession::Withdrawn, now)?;
    Ok(bracket.running_game(round, game).is_none())
}

/// A match's score from `first`'s side: "1½–½".
fn score(game: &Match, first: PlayerId, second: PlayerId) -> String {
    format!(
        "{}–{}",
        points(game.points(first)),
        points(game.points(second))
    )
}

fn points(points: Points) -> String {
    let halves = points.halves();
    match (halves / 2, halves % 2) {
        (0, 1) => "½".to_string(),
        (whole, 1) => format!("{whole}½"),
        (whole, _) => whole.to_string(),
    }
}

/// The columns of the bracket as text.
const COLUMNS: [TextColumn; 5] = [
    TextColumn::right("events-round", 5),
    TextColumn::left("tables-player", 18).after(2),
    TextColumn::right("events-match-score", 7),
    TextColumn::left("tables-player", 18).after(2),
    TextColumn::left("events-goes-through", 16).after(2),
];

/// "3. alice": a player with their seed.
fn seeded_name(bracket: &Bracket, player: PlayerId) -> String {
    let seed = bracket
        .knockout
        .seeds()
        .iter()
        .position(|&p| p == player)
        .map_or(0, |s| s + 1);
    let entrant = bracket.player(player);
    let withdrawn = if entrant.withdrawn { " (-)" } else { "" };
    format!("{seed}. {}{withdrawn}", entrant.name)
}

/// What a slot shows: the two sides, the score and who goes through.
struct SlotView {
    higher: String,
    lower: String,
    score: String,
    through: Option<String>,
}

fn slot_view(bracket: &Bracket, round: u32, slot: &Slot) -> SlotView {
    let format = bracket.knockout.format();
    match slot {
        Slot::Bye(player) => SlotView {
            higher: seeded_name(bracket, *player),
            lower: String::new(),
            score: "-".to_string(),
            through: Some(bracket.player(*player).name.clone()),
        },
        Slot::Match(game) => {
            let through = game.winner(format).map(|p| bracket.player(p).name.clone());
            let score = match bracket.concession(round, game) {
                Some(Concession::Withdrawn) => "w/o".to_string(),
                _ => score(game, game.higher, game.lower),
            };
            SlotView {
                higher: seeded_name(bracket, game.higher),
                lower: seeded_name(bracket, game.lower),
                score,
                through,
            }
        }
    }
}

/// The bracket as a message: a title and every round's matches in a code block.
pub(crate) fn bracket_lines(event: &EventRow, bracket: &Bracket, locale: Locale) -> Vec<Msg> {
    let mut cells = Vec::new();
    for (number, round) in bracket.knockout.rounds().iter().enumerate() {
        for slot in round {
            let view = slot_view(bracket, number as u32 + 1, slot);
            cells.push(vec![
                (number + 1).to_string(),
                view.higher,
                view.score,
                view.lower,
                view.through.unwrap_or_default(),
            ]);
        }
    }
    vec![
        Msg::new("event-bracket-title")
            .text("event", event.name.as_str())
            .number("best-of", event.settings.best_of)
            .number("round", bracket.current_round())
            .number("rounds", bracket.knockout.total_rounds()),
        code_block(&COLUMNS, &cells, locale),
    ]
}

/// A round's matches, each with its games' score and what is going on.
pub(crate) fn match_lines(event: &EventRow, bracket: &Bracket, round: u32) -> Vec<Msg> {
    let mut lines = vec![Msg::new("event-pairings-title")
        .text("event", event.name.as_str())
        .number("round", round)];
    let format = bracket.knockout.format();
    for slot in &bracket.knockout.rounds()[round as usize - 1] {
        let Slot::Match(game) = slot else {
            let view = slot_view(bracket, round, slot);
            lines.push(Msg::new("event-pairings-bye").text("player", view.higher));
            continue;
        };
        let view = slot_view(bracket, round, slot);
        let state = match (game.winner(format), bracket.running_game(round, game)) {
            (Some(_), _) => "decided",
            (None, Some(_)) => "playing",
            (None, None) => "waiting",
        };
        let number = bracket.match_games(round, game).count();
        lines.push(
            Msg::new("event-knockout-match")
                .text("higher", view.higher)
                .text("lower", view.lower)
                .text("score", view.score)
                .text("state", state)
                .number("game", number)
                .text("winner", view.through.unwrap_or_default()),
        );
    }
    lines
}

/// `/lyngk event standings` of a knockout: the bracket as text and as an image.
pub(super) fn standings_reply(
    conn: &Connection,
    event: &EventRow,
    locale: Locale,
) -> anyhow::Result<Reply> {
    let bracket = load(conn, event)?;
    let mut lines = bracket_lines(event, &bracket, locale);
    if event.state == EventState::Finished {
        lines.push(Msg::new("event-is-over"));
    }
    Ok(Reply {
        lines,
        image: Some(bracket_image(event, &bracket, locale)),
        ..Reply::default()
    })
}

/// `/lyngk event pairings` of a knockout: a round's matches (the current one when
/// none is named).
pub(super) fn show_matches(
    conn: &Connection,
    event: EventRow,
    round: Option<u32>,
) -> Result<Reply, Failure> {
    if event.state == EventState::Open {
        return Err(Refusal::from(EventRefusal::NotStarted(event.name)).into());
    }
    let bracket = load(conn, &event)?;
    let latest = bracket.current_round();
    let round = round.unwrap_or(latest);
    if round == 0 || round > latest {
        return Err(Refusal::from(EventRefusal::NoSuchRound {
            name: event.name,
            round,
        })
        .into());
    }
    Ok(Reply {
        lines: match_lines(&event, &bracket, round),
        ..Reply::default()
    })
}

/// Most characters Discord keeps of an attachment's alt text.
const ALT_LIMIT: usize = lyngk_discord_limits::ALT_TEXT;

/// The bracket as an image, every round drawn (those to come empty), with its alt
/// text: each round's matches and results, in `locale`.
fn bracket_image(event: &EventRow, bracket: &Bracket, locale: Locale) -> Attachment {
    let total = bracket.knockout.total_rounds();
    let format = bracket.knockout.format();
    let round_title = |round: u32| {
        Msg::new("event-bracket-round")
            .number("round", round)
            .number("left", total + 1 - round)
            .format(locale, Style::Plain)
    };
    let mut rounds = Vec::new();
    let mut alt_rounds = Vec::new();
    for round in 1..=total {
        let title = round_title(round);
        let Some(slots) = bracket.knockout.rounds().get(round as usize - 1) else {
            let matches = 1usize << (total - round);
            rounds.push(BracketRound {
                title,
                matches: vec![BracketMatch::default(); matches],
            });
            continue;
        };
        let mut described = Vec::new();
        let matches = slots
            .iter()
            .map(|slot| {
                let view = slot_view(bracket, round, slot);
                described.push(match &view.through {
                    Some(through) if view.lower.is_empty() => Msg::new("event-pairings-bye")
                        .text("player", through.as_str())
                        .format(locale, Style::Plain),
                    _ => format!("{} {} {}", view.higher, view.score, view.lower),
                });
                image_match(bracket, slot, format)
            })
            .collect();
        let separator = LocalWords(locale).item_separator();
        let described = Msg::new("event-bracket-alt-round")
            .text("round", title.as_str())
            .text("matches", described.join(&separator));
        alt_rounds.push(described.format(locale, Style::Plain));
        rounds.push(BracketRound { title, matches });
    }
    let winner = bracket
        .knockout
        .winner()
        .map(|w| bracket.player(w).name.clone());
    let title = Msg::new("event-bracket-image-title")
        .text("event", event.name.as_str())
        .number("best-of", event.settings.best_of)
        .format(locale, Style::Plain);
    let mut alt = Msg::new("event-bracket-alt")
        .text("event", event.name.as_str())
        .text("rounds", alt_rounds.join(". "))
        .format(locale, Style::Plain);
    if let Some(winner) = winner {
        let line = Msg::new("event-bracket-alt-winner").text("winner", winner);
        alt = format!("{alt} {}", line.format(locale, Style::Plain));
    }
    let view = BracketView { title, rounds };
    let stem = format!("lyngk-event-{}-bracket", event.id);
    picture::bracket_png(&view, &stem, shorten(&alt, ALT_LIMIT))
}

/// A slot as the image draws it: seeds, names, match points, who goes through.
fn image_match(bracket: &Bracket, slot: &Slot, format: MatchFormat) -> BracketMatch {
    let side = |player: PlayerId, score: String| {
        let seed = bracket.knockout.seeds().iter().position(|&p| p == player);
        BracketSide {
            seed: seed.map(|s| s as u32 + 1),
            name: bracket.player(player).name.clone(),
            score,
        }
    };
    match slot {
        Slot::Bye(player) => BracketMatch {
            sides: [side(*player, String::new()), BracketSide::default()],
            winner: Some(0),
        },
        Slot::Match(game) => {
            let winner = game.winner(format);
            BracketMatch {
                sides: [
                    side(game.higher, points(game.points(game.higher))),
                    side(game.lower, points(game.points(game.lower))),
                ],
                winner: winner.map(|w| usize::from(w == game.lower)),
            }
        }
    }
}

/// The bracket as the web page shows it: every round (those to come empty), each
/// match's sides, score, who goes through, and its games.
pub(super) fn web_bracket(bracket: &Bracket, locale: Locale) -> Vec<event_view::BracketRound> {
    let total = bracket.knockout.total_rounds();
    let format = bracket.knockout.format();
    (1..=total)
        .map(|round| {
            let title = Msg::new("event-bracket-round")
                .number("round", round)
                .number("left", total + 1 - round)
                .format(locale, Style::Plain);
            let matches = match bracket.knockout.rounds().get(round as usize - 1) {
                None => vec![event_view::BracketMatch::default(); 1usize << (total - round)],
                Some(slots) => slots
                    .iter()
                    .map(|slot| web_match(bracket, round, slot, format))
                    .collect(),
            };
            event_view::BracketRound { title, matches }
        })
        .collect()
}

fn web_match(
    bracket: &Bracket,
    round: u32,
    slot: &Slot,
    format: MatchFormat,
) -> event_view::BracketMatch {
    let drawn = image_match(bracket, slot, format);
    let [first, second] = drawn.sides.map(|side| {
        (!side.name.is_empty()).then_some(event_view::BracketSide {
            seed: side.seed,
            name: side.name,
            score: side.score,
        })
    });
    let (walkover, games) = match slot {
        Slot::Bye(_) => (false, Vec::new()),
        Slot::Match(game) => (
            bracket.concession(round, game) == Some(Concession::Withdrawn),
            bracket
                .match_games(round, game)
                .filter_map(|p| p.game)
                .collect(),
        ),
    };
    event_view::BracketMatch {
        sides: [first, second],
        winner: drawn.winner,
        walkover,
        games,
    }
}
