//! Claim, move, resign: the commands that advance or end a game.

use super::super::api::Reply;
use super::super::buttons;
use super::super::clocks;
use super::super::describe;
use super::super::game_end::{end_game, Ending, Finish, HowEnded};
use super::super::picture::Picture;
use super::super::refusal::Refusal;
use super::super::table::Table;
use super::super::{Applied, GameService, Handled};
use super::correspondence::{end_if_flagged, Lateness};
use super::{active_table, parse_cell, parse_colour};
use crate::Asked;
use lyngk_domain::premove::{self, Line};
use lyngk_i18n::{Locale, Msg, Style};
use lyngk_rules::{Action, Cell, Colour, PlayError, Player, Position, Turn, TurnEffect};
use lyngk_store::games;
use lyngk_store::premoves;
use rusqlite::Connection;

pub(crate) fn claim(service: &GameService, request: &Asked, colour_text: &str) -> Handled<Reply> {
    let colour = parse_colour(colour_text)?;
    service.change(request, |tx, now| {
        let mut table = active_table(tx, request.place)?;
        table.check_mover(request.actor.id)?;
        table
            .game
            .claim(colour)
            .map_err(|error| in_players_words(&table, error))?;
        table.row.pending_claim = Some(colour);
        table.save(tx, now)?;
        let text = Msg::new("turn-claim")
            .text("name", &request.actor.name)
            .colour("colour", colour);
        Ok(Applied {
            game: Some(table.row.id),
            reply: Reply {
                panel: Some(table.row.id),
                ..Reply::public(text)
            },
            picture: Some(clocks::picture(tx, &table, now)?),
        })
    })
}

pub(crate) fn play_move(
    service: &GameService,
    request: &Asked,
    from: &str,
    to: &str,
    claim: Option<&str>,
) -> Handled<Reply> {
    let from = parse_cell("origin", from)?;
    let to = parse_cell("landing", to)?;
    let claim = claim
        .filter(|text| !text.trim().is_empty())
        .map(parse_colour)
        .transpose()?;
    let turn = Turn {
        claim,
        action: Action::Move { from, to },
    };
    play_turn(service, request, |_, _| Ok(turn))
}

/// Plays the turn `decide` takes from this place's game for the actor, in one
/// transaction (a typed move's is given; the move picker's is checked against the game
/// first), then the turn goes the way of every typed move.
pub(crate) fn play_turn(
    service: &GameService,
    request: &Asked,
    decide: impl FnOnce(&Table, i64) -> Result<Turn, Refusal>,
) -> Handled<Reply> {
    service.change(request, |tx, now| {
        let mut table = active_table(tx, request.place)?;
        let turn = decide(&table, now)?;
        let mover = table.check_mover(request.actor.id)?;
        let mut clock = clocks::load(tx, &table.row)?;
        let saved = match end_if_flagged(tx, &mut table, &mut clock, mover, service.listeners, now)?
        {
            Lateness::Ended(ended) => return Ok(*ended),
            Lateness::Saved(spent) => Some(spent.notice(table.row.id)),
            Lateness::InTime => None,
        };
        let first_ply = table.game.turns().len();
        let played = apply_turn(&mut table, turn, &request.actor.name)?;
        store_new_turns(tx, &table, first_ply, now)?;
        table.row.pending_claim = None;
        // The automatic vacation that let a late move stand comes first.
        let mut lines: Vec<Msg> = saved.into_iter().collect();
        lines.extend(played_lines(&table, &played));
        for answer in answer_premoves(tx, &mut table, now)? {
            lines.extend(played_lines(&table, &answer));
        }
        let ending = rules_ending(&table);
        let over = ending.is_some();
        let finish = match ending {
            Some(ending) => end_game(tx, &mut table, ending, service.listeners, now)?,
            None => {
                table.save(tx, now)?;
                Finish::default()
            }
        };
        let plies = table.game.turns().len() - first_ply;
        clocks::after_turn(tx, &table, clock, plies, now)?;
        let ai = ai_user(tx, &table)?;
        lines.extend(next_lines(&table, ai));
        finish.add_to(&mut lines);
        let ping = match over {
            // Once over there is no next player: both learn the result.
            true => Player::BOTH.map(|p| table.person(p).id).to_vec(),
            false => vec![table.to_move().id],
        };
        let ping = ping.into_iter().filter(|&id| Some(id) != ai).collect();
        Ok(Applied {
            game: Some(table.row.id),
            reply: finish.complete(Reply {
                lines,
                ping,
                // A finished game has no actions left but its rematch.
                panel: (!over).then_some(table.row.id),
                ..Reply::default()
            }),
            picture: Some(clocks::picture(tx, &table, now)?),
        })
    })
}

/// A turn as played: who played it, how it reads and what it did.
struct Played {
    pub mover: String,
    pub turn: Turn,
    /// Played by the bot from the mover's stored line.
    pub premoved: bool,
    pub effect: TurnEffect,
}

/// Plays `turn` for the side to move and the passes the rules force after it
/// (RULES 8.1), or refuses it in the players' words.
fn apply_turn(table: &mut Table, turn: Turn, mover: &str) -> Result<Played, Refusal> {
    let before = *table.game.position();
    let first_ply = table.game.turns().len();
    let effect = before.effect(turn).map_err(|error| {
        claim_hint(&before, turn, error).unwrap_or_else(|| in_players_words(table, error))
    })?;
    table.game.play(turn).map_err(Refusal::Illegal)?;
    play_forced_passes(table, &effect.forced_passes);
    Ok(Played {
        mover: mover.to_owned(),
        turn: table.game.turns()[first_ply],
        premoved: false,
        effect,
    })
}

/// A rules error in the players' words: "yours" for the mover's own colour, a name
/// instead of a player number for the opponent's.
fn in_players_words(table: &Table, error: PlayError) -> Refusal {
    match error {
        PlayError::ColourTaken { colour, by } if by == table.game.position().to_move() => {
            Refusal::OwnColour(colour)
        }
        PlayError::ColourTaken { colour, by } => Refusal::ColourTakenBy {
            colour,
            name: table.person(by).name.clone(),
        },
        other => Refusal::Illegal(other),
    }
}

/// RULES 5.2, 6: a move refused without a claim that some claim would make legal
/// (the stack becomes the mover's, so it may chain or land higher) says which.
fn claim_hint(before: &Position, turn: Turn, error: PlayError) -> Option<Refusal> {
    let (from, to) = turn.cells().filter(|_| turn.claim.is_none())?;
    let claims: Vec<Colour> = before
        .legal_turns()
        .into_iter()
        .filter(|t| t.cells() == Some((from, to)))
        .filter_map(|t| t.claim)
        .collect();
    (!claims.is_empty()).then_some(Refusal::NeedsClaim {
        error,
        from,
        to,
        claims,
    })
}

/// RULES 8.1: plays the passes that the rules say follow the turn.
fn play_forced_passes(table: &mut Table, passes: &[Player]) {
    for _ in passes {
        if table.game.play(Turn::PASS).is_err() {
            break;
        }
    }
}

/// Inserts the turns played from `first_ply` on, each with the user who made it.
fn store_new_turns(
    conn: &Connection,
    table: &Table,
    first_ply: usize,
    now: i64,
) -> Result<(), anyhow::Error> {
    let mut position = table
        .game
        .position_before(first_ply)
        .expect("the turns just played follow first_ply");
    for (ply, &turn) in table.game.turns().iter().enumerate().skip(first_ply) {
        let player = table.person(position.to_move()).id;
        games::insert_turn(conn, table.row.id, ply, player, turn, now)?;
        position = position.play_unchecked(turn);
    }
    Ok(())
}

/// How the game ends when the rules say it is over.
fn rules_ending(table: &Table) -> Option<Ending> {
    let outcome = table.game.outcome()?;
    Some(Ending {
        how: HowEnded::LastTurn,
        winner: outcome.winner(),
        // The stored record stays English: history files and league queries read it.
        record: describe::outcome(&outcome, &table.names()).format(Locale::En, Style::Plain),
    })
}

/// The user the AI plays under when one seat of `table` is the AI's. The AI is never
/// pinged nor mentioned: it needs no reminder, and a mention of the bot means nothing.
fn ai_user(conn: &Connection, table: &Table) -> anyhow::Result<Option<u64>> {
    Ok(lyngk_store::ai::ai_seat(conn, table.row.id)?.map(|seat| seat.user))
}

/// The announcement of a turn: what was played, chain, score, passes.
fn played_lines(table: &Table, played: &Played) -> Vec<Msg> {
    let effect = &played.effect;
    // A claim made earlier this turn with /lyngk claim was announced then.
    let id = match (effect.turn.claim, effect.is_chain()) {
        (None, false) => "turn-played",
        (Some(_), false) => "turn-played-claiming",
        (None, true) => "turn-played-chain",
        (Some(_), true) => "turn-played-claiming-chain",
    };
    let mut line = Msg::new(id)
        .text("name", &played.mover)
        .text("turn", played.turn.to_string());
    if let Some(colour) = effect.turn.claim {
        line = line.colour("colour", colour);
    }
    if effect.is_chain() {
        let cells: Vec<String> = effect.path.iter().map(Cell::to_string).collect();
        line = line.text("path", cells.join(" → "));
    }
    let mut lines = match played.premoved {
        true => vec![Msg::new("premove-played").msg("turn", line)],
        false => vec![line],
    };
    if effect.scores() {
        lines.push(Msg::new("turn-scored"));
    }
    for &player in &effect.forced_passes {
        lines.push(Msg::new("turn-forced-pass").text("name", &table.person(player).name));
    }
    lines
}

/// After the turns of a command: the result, or who is next (the AI, `ai`, is named,
/// never mentioned).
fn next_lines(table: &Table, ai: Option<u64>) -> Vec<Msg> {
    match describe::result(table) {
        Some(result) => {
            let mut lines = vec![Msg::new("turn-game-over").msg("result", result)];
            lines.extend(describe::breakdown(table.game.position(), &table.names()));
            lines
        }
        None => {
            let next = table.to_move();
            let announced = match Some(next.id) == ai {
                true => Msg::new("turn-next-ai").text("name", &next.name),
                false => Msg::new("turn-next").player("player", next.id, &next.name),
            };
            vec![announced.number("turn", table.turn_number())]
        }
    }
}

/// `resign` without `confirm`: asks the player, privately, with a button that resigns
/// this very game (never a later one in the same channel).
pub(crate) fn ask_to_resign(service: &GameService, request: &Asked) -> Handled<Reply> {
    let table = service
        .store
        .with_conn(|conn| active_table(conn, request.place))?;
    let player = table
        .player_of(request.actor.id)
        .ok_or_else(|| Refusal::NotAPlayer(table.title()))?;
    let opponent = table.person(!player);
    let mut reply = Reply::private(
        Msg::new("turn-resign-confirm")
            .number("game", table.row.id)
            .text("opponent", &opponent.name),
    );
    reply.buttons = vec![buttons::resign(table.row.id)];
    Ok(reply)
}

/// Resigns the channel's game; `game`: only if it is still that one (the button).
pub(crate) fn resign(service: &GameService, request: &Asked, game: Option<i64>) -> Handled<Reply> {
    service.change(request, |tx, now| {
        let mut table = active_table(tx, request.place)?;
        if game.is_some_and(|game| game != table.row.id) {
            return Err(Refusal::InactiveButton.into());
        }
        let player = table
            .player_of(request.actor.id)
            .ok_or_else(|| Refusal::NotAPlayer(table.title()))?;
        let winner = table.person(!player).clone();
        let ending = Ending {
            how: HowEnded::Resignation,
            winner: Some(!player),
            // The stored record (English, see describe::result), not what players read.
            record: format!("{} resigned; {} wins", request.actor.name, winner.name),
        };
        let finish = end_game(tx, &mut table, ending, service.listeners, now)?;
        let ai = ai_user(tx, &table)?;
        let resigns = Msg::new("turn-resigns")
            .text("name", &request.actor.name)
            .number("game", table.row.id);
        let mut lines = vec![match Some(winner.id) == ai {
            true => resigns.text("winner", &winner.name),
            false => resigns.player("winner", winner.id, &winner.name),
        }];
        finish.add_to(&mut lines);
        Ok(Applied {
            game: Some(table.row.id),
            reply: finish.complete(Reply {
                lines,
                ping: [winner.id]
                    .into_iter()
                    .filter(|&id| Some(id) != ai)
                    .collect(),
                ..Reply::default()
            }),
            picture: Some(Picture::of(&table)),
        })
    })
}

/// Plays the answers due from stored lines after a turn, as long as the player to
/// move has one (both players' lines can answer each other), in the turn's
/// transaction; deletes the lines the game has left or played to their end.
fn answer_premoves(
    tx: &Connection,
    table: &mut Table,
    now: i64,
) -> Result<Vec<Played>, super::super::Failure> {
    let mut answers = Vec::new();
    while table.game.outcome().is_none() {
        let premover = table.game.position().to_move();
        let person = table.person(premover).clone();
        let lines = prune_dead(tx, table, person.id)?;
        let due = premove::answer_due(&lines, table.game.turns(), table.game.position(), premover);
        let Some(turn) = due else { break };
        let ply = table.game.turns().len();
        let mut played = apply_turn(table, turn, &person.name)?;
        played.premoved = true;
        store_new_turns(tx, table, ply, now)?;
        premoves::mark_turn(tx, table.row.id, ply)?;
        answers.push(played);
    }
    if !answers.is_empty() {
        // The lines just played to their end, or left by the answers.
        for player in Player::BOTH {
            prune_dead(tx, table, table.person(player).id)?;
        }
    }
    Ok(answers)
}

/// `user`'s lines in the game that still apply; deletes the others (the game left
/// them, or played them to their end).
pub(super) fn prune_dead(conn: &Connection, table: &Table, user: u64) -> anyhow::Result<Vec<Line>> {
    let record = table.game.turns();
    let mut alive = Vec::new();
    for line in premoves::lines(conn, table.row.id, user)? {
        match line.remaining(record) {
            Some(rest) if !rest.is_empty() => alive.push(line),
            _ => premoves::delete(conn, table.row.id, user, &line)?,
        }
    }
    Ok(alive)
}
