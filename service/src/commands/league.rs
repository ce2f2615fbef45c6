//! How a league looks: a round robin event whose games all open at the start is shown
//! as the leagues always were (its creation, its games' threads, its table of points
//! with wins, draws, losses, stacks and games left, and the season's end). The league
//! commands themselves are translations onto the event service (`event::league_commands`);
//! the games run as any round robin's (`event::round_robin`).

use super::super::api::{Attachment, Reply};
use super::super::picture;
use super::super::table::Table;
use super::rating::image_columns;
use lyngk_domain::league::{self, RoundRobin, Standing};
use lyngk_domain::text_table::headings;
use lyngk_i18n::{Locale, Msg, Style};
use lyngk_render::TableView;
use lyngk_rules::{Player, Variant};
use lyngk_store::events::EventPlayer;

/// "standard" or "six-stack".
pub(crate) fn variant_name(variant: Variant) -> Msg {
    Msg::new("league-variant").text("variant", variant.name())
}

/// ", 2 days per move", or nothing for games without a clock.
pub(crate) fn per_move(days_per_move: Option<u32>) -> Msg {
    Msg::new("league-per-move").number("days", days_per_move.unwrap_or(0))
}

/// The selector of the round-robin's messages.
pub(crate) fn rounds(legs: RoundRobin) -> &'static str {
    match legs {
        RoundRobin::Double => "double",
        RoundRobin::Single => "single",
    }
}

/// A league's game thread: its name and opening post (who moves first, pinged, and
/// the game's own clock: a league moved from before events may have games without).
pub(crate) fn thread(locale: Locale, league: &str, round: u32, table: &Table) -> (String, Reply) {
    let [first, second] = Player::BOTH.map(|p| table.person(p).clone());
    let name = league::thread_name(locale, league, round, &first.name, &second.name);
    let opening = Msg::new("league-opening")
        .text("league", league)
        .number("round", round)
        .number("game", table.row.id)
        .text("first", first.name.as_str())
        .text("second", second.name.as_str())
        .msg("variant", variant_name(table.row.variant))
        .msg("clock", per_move(table.row.days_per_move))
        .text("seed", table.row.seed.unwrap_or_default().to_string());
    let order = Msg::new("league-move-order")
        .player("first", first.id, first.name.as_str())
        .player("second", second.id, second.name.as_str());
    let reply = Reply {
        lines: vec![opening, order],
        ping: vec![first.id, second.id],
        locale,
        ..Reply::default()
    };
    (name, reply)
}

/// A season's players (in entry order) and its table.
pub(crate) struct SeasonStandings {
    pub players: Vec<EventPlayer>,
    pub table: Vec<Standing>,
    pub legs: RoundRobin,
}

impl SeasonStandings {
    /// Every game is over.
    pub fn complete(&self) -> bool {
        league::season_complete(&self.table)
    }

    /// The name of the first in the table.
    pub fn champion(&self) -> &str {
        self.table
            .first()
            .and_then(|s| self.players.get(s.player))
            .map_or("?", |p| p.name.as_str())
    }

    fn names(&self) -> Vec<&str> {
        self.players.iter().map(|p| p.name.as_str()).collect()
    }
}

/// The standings as a message: the table in a code block.
pub(crate) fn standings_lines(
    league: &str,
    standings: &SeasonStandings,
    locale: Locale,
) -> Vec<Msg> {
    league::standings_message(locale, league, &standings.names(), &standings.table)
}

/// The standings as an image: the same rows as [`standings_lines`], the caller's
/// highlighted. `stem`: the file name without `.png`.
pub(crate) fn standings_image(
    league: &str,
    standings: &SeasonStandings,
    over: bool,
    caller: u64,
    stem: &str,
    locale: Locale,
) -> Attachment {
    let rows = league::standings_rows(&standings.names(), &standings.table);
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
    let title = say(Msg::new("league-standings-image-title").text("league", league));
    let played: u32 = standings.table.iter().map(|r| r.played).sum::<u32>() / 2;
    let left: u32 = standings.table.iter().map(|r| r.games_left).sum::<u32>() / 2;
    let subtitle = say(Msg::new("league-standings-subtitle")
        .text("rounds", rounds(standings.legs))
        .text("over", over.to_string())
        .number("played", played)
        .number("total", played + left));
    let headings = headings(&league::STANDINGS_COLUMNS, locale);
    let table = TableView {
        title: &title,
        subtitle: Some(&subtitle),
        columns: image_columns(&league::STANDINGS_COLUMNS, &headings),
        rows,
        highlight_rows,
        zones: Default::default(),
    };
    picture::table_png(&table, stem, locale)
}
