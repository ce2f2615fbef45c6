//! Every word the renderer draws or writes, behind one trait, so that a caller can
//! speak the post's language without the renderer knowing locales or message files.
//!
//! The renderer passes typed values (numbers, cells, colours, turns, the variant, a
//! tiebreak criterion, a player's seat) so that an implementation can choose plural
//! forms and grammar; player names come already shortened for display. A list (of
//! colours, of LYNGK points) comes already joined with [`Words::list`]. Cell names
//! (`C3`), turn notation (`R:C3-D4`), the letters on the pieces and numbers in the
//! tables are notation, the same in every language, and are not asked for.
//!
//! [`English`] is the default. The alt text (see [`crate::describe`]) joins the
//! sentences it is given with ". " and ends with "."; the methods return them without
//! that full stop.

use lyngk_rules::{Cell, Colour, Criterion, Player, Turn, Variant};
use std::fmt;

/// The words of the board image, the replay, the tables' alt text and the board's alt
/// text, in one language. Each method's documentation gives its English output.
pub trait Words {
    // Pieces and lists.

    /// A colour's name as used inside a sentence: `red`. Used in lists of colours, for
    /// the colour claimed in the last turn, and for each piece of a stack in the alt text.
    fn colour(&self, colour: Colour) -> String;
    /// The white piece's name inside a sentence: `joker`.
    fn joker(&self) -> String;
    /// Items joined into one list: `red, blue, green` (also used for cells: `D5, E6`).
    fn list(&self, items: &[String]) -> String;

    // The players' cards in the image header.

    /// The seat tag in the corner of a player's card: `PLAYER 1`.
    fn seat(&self, seat: Player) -> String;
    /// The name shown for a player who has none (empty or blank): `Player 1`.
    fn unnamed(&self, seat: Player) -> String;
    /// In place of the claimed colours before any claim: `no colour yet`.
    fn no_colour_yet(&self) -> String;
    /// A player's points (removed 5-stacks): `1 point`, `3 points`.
    fn points(&self, points: u32) -> String;
    /// The tag on the card of the player whose turn it is: `TO MOVE`.
    fn to_move_tag(&self) -> String;
    /// The tag on the winner's card at the end: `WINNER`.
    fn winner_tag(&self) -> String;

    // The status line under the cards.

    /// The number of turns played: `Turn 12`.
    fn turn(&self, number: usize) -> String;
    /// The game played: `Standard` or `Six-stack variant`.
    fn variant(&self, variant: Variant) -> String;
    /// The label before the tokens of the unclaimed colours: `Neutral:`.
    fn neutral(&self) -> String;
    /// In place of those tokens once every colour is claimed: `none`.
    fn no_neutral(&self) -> String;
    /// The last turn in notation, with the LYNGK points its move passed (a list), if
    /// any: `Last: R:C3-D4` or `Last: R:C3-D4 via LYNGK D5, E6`. `turn` shows as
    /// `R:C3-D4`, or `pass` for a pass, with `{turn}`; a translation may word a pass.
    fn last_turn(&self, turn: Turn, lyngk_points: Option<&str>) -> String;
    /// The line above the board when one stack's landings are ringed:
    /// `C3 can land on 2 stacks (purple rings)`, `C3 can land on 1 stack (purple rings)`,
    /// `C3 cannot move this turn` (count 0).
    fn landings(&self, from: Cell, count: usize) -> String;

    // The result (in the image and, followed by a full stop, in the alt text).

    /// A six-variant win (RULES 9.3): `Ada wins with a 6-stack`.
    fn six_stack_win(&self, winner: &str) -> String;
    /// A win on the comparison of RULES 8.3 / 9.4, with the deciding values:
    /// `Ada wins on points (2 to 1)`, `Ada wins on stacks of 4 (3 to 2)`.
    fn tiebreak_win(&self, winner: &str, criterion: Criterion, won: u32, lost: u32) -> String;
    /// A drawn game: `Draw: every count is level`.
    fn draw(&self) -> String;
    /// A game the loser resigned: `Kris resigned; Ada wins`.
    fn resigned(&self, winner: &str, loser: &str) -> String;
    /// A game the loser's clock ended: `Ada wins on time`.
    fn won_on_time(&self, winner: &str) -> String;
    /// A game voided because its first player never moved: `Game aborted`.
    fn aborted(&self) -> String;
    /// A column heading of the tiebreak table: `points`, `4-stacks`.
    fn criterion(&self, criterion: Criterion) -> String;

    // The title frame of an animated replay.

    /// A finished game's replay: `Replay of the whole game: 37 turns`.
    fn replay_finished(&self, turns: usize) -> String;
    /// A game still being played: `Replay of a game in progress: 12 turns so far`.
    fn replay_in_progress(&self, turns: usize) -> String;

    // The board's alt text (sentences without their final full stop).

    /// The opening sentence: `LYNGK board, turn 12, standard game`.
    fn alt_board(&self, turn: usize, variant: Variant) -> String;
    /// One player: name, seat, claimed colours (a list, or [`Words::no_colour_yet`]),
    /// points in the standard game (`None` in the six variant) and the stacks they
    /// scored (each as its pieces bottom to top joined by `-`, the stacks joined by
    /// `; `), e.g. `Ada (player 1): red, blue; 1 point (scored ivory-blue-red-green-black)`
    /// or `Kris (player 2): no colour yet; 0 points`.
    fn alt_player(
        &self,
        name: &str,
        seat: Player,
        colours: &str,
        points: Option<u32>,
        scored: Option<&str>,
    ) -> String;
    /// Whose turn it is: `Ada to move`.
    fn alt_to_move(&self, name: &str) -> String;
    /// The unclaimed colours (a list): `Neutral: green, black`.
    fn alt_neutral(&self, colours: &str) -> String;
    /// The last turn when it was a move, with the colour claimed before it and the
    /// LYNGK points passed (a list), if any:
    /// `Last turn: Ada claimed red and moved C3 to D4 via LYNGK D5, E6`,
    /// `Last turn: Kris moved B2 to C3`.
    fn alt_last_move(
        &self,
        name: &str,
        claimed: Option<Colour>,
        from: Cell,
        to: Cell,
        lyngk_points: Option<&str>,
    ) -> String;
    /// The last turn when it was a pass: `Last turn: Ada passed`,
    /// `Last turn: Ada claimed red and passed`.
    fn alt_last_pass(&self, name: &str, claimed: Option<Colour>) -> String;
    /// Before the list of tall stacks (each `C3 ivory-red-joker`, separated by `; `):
    /// `Stacks of 3 or more, bottom to top:`.
    fn alt_tall_stacks(&self) -> String;
    /// When there is no such stack: `No stack of 3 or more`.
    fn alt_no_tall_stacks(&self) -> String;
    /// Closes a list cut short to fit Discord's limit: `and 4 more`.
    fn and_more(&self, count: usize) -> String;
    /// Between the items of a long list (a table's rows, tall stacks): `; ` (French
    /// puts a narrow no-break space before the semicolon).
    fn item_separator(&self) -> String {
        "; ".to_owned()
    }

    // A table's alt text.

    /// The opening sentence: `Table: League standings` (the title is the caller's).
    fn alt_table(&self, title: &str) -> String;
    /// A table without rows: `No rows`.
    fn alt_no_rows(&self) -> String;
}

impl fmt::Debug for dyn Words + '_ {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Words")
    }
}

/// The English words, the renderer's default.
#[derive(Clone, Copy, Debug, Default)]
pub struct English;

impl Words for English {
    fn colour(&self, colour: Colour) -> String {
        colour.name().to_string()
    }

    fn joker(&self) -> String {
        "joker".to_string()
    }

    fn list(&self, items: &[String]) -> String {
        items.join(", ")
    }

    fn seat(&self, seat: Player) -> String {
        format!("PLAYER {}", seat.number())
    }

    fn unnamed(&self, seat: Player) -> String {
        format!("Player {}", seat.number())
    }

    fn no_colour_yet(&self) -> String {
        "no colour yet".to_string()
    }

    fn points(&self, points: u32) -> String {
        match points {
            1 => "1 point".to_string(),
            n => format!("{n} points"),
        }
    }

    fn to_move_tag(&self) -> String {
        "TO MOVE".to_string()
    }

    fn winner_tag(&self) -> String {
        "WINNER".to_string()
    }

    fn turn(&self, number: usize) -> String {
        format!("Turn {number}")
    }

    fn variant(&self, variant: Variant) -> String {
        match variant {
            Variant::Standard => "Standard",
            Variant::Six => "Six-stack variant",
        }
        .to_string()
    }

    fn neutral(&self) -> String {
        "Neutral:".to_string()
    }

    fn no_neutral(&self) -> String {
        "none".to_string()
    }

    fn last_turn(&self, turn: Turn, lyngk_points: Option<&str>) -> String {
        match lyngk_points {
            Some(points) => format!("Last: {turn} via LYNGK {points}"),
            None => format!("Last: {turn}"),
        }
    }

    fn landings(&self, from: Cell, count: usize) -> String {
        match count {
            0 => format!("{from} cannot move this turn"),
            1 => format!("{from} can land on 1 stack (purple rings)"),
            n => format!("{from} can land on {n} stacks (purple rings)"),
        }
    }

    fn six_stack_win(&self, winner: &str) -> String {
        format!("{winner} wins with a 6-stack")
    }

    fn tiebreak_win(&self, winner: &str, criterion: Criterion, won: u32, lost: u32) -> String {
        format!("{winner} wins on {criterion} ({won} to {lost})")
    }

    fn draw(&self) -> String {
        "Draw: every count is level".to_string()
    }

    fn resigned(&self, winner: &str, loser: &str) -> String {
        format!("{loser} resigned; {winner} wins")
    }

    fn won_on_time(&self, winner: &str) -> String {
        format!("{winner} wins on time")
    }

    fn aborted(&self) -> String {
        "Game aborted".to_string()
    }

    fn criterion(&self, criterion: Criterion) -> String {
        match criterion {
            Criterion::Points => "points".to_string(),
            Criterion::Stacks(height) => format!("{height}-stacks"),
        }
    }

    fn replay_finished(&self, turns: usize) -> String {
        format!("Replay of the whole game: {turns} turns")
    }

    fn replay_in_progress(&self, turns: usize) -> String {
        format!("Replay of a game in progress: {turns} turns so far")
    }

    fn alt_board(&self, turn: usize, variant: Variant) -> String {
        format!("LYNGK board, turn {turn}, {variant} game")
    }

    fn alt_player(
        &self,
        name: &str,
        seat: Player,
        colours: &str,
        points: Option<u32>,
        scored: Option<&str>,
    ) -> String {
        let mut sentence = format!("{name} (player {}): {colours}", seat.number());
        if let Some(points) = points {
            sentence.push_str(&format!("; {}", self.points(points)));
        }
        if let Some(scored) = scored {
            sentence.push_str(&format!(" (scored {scored})"));
        }
        sentence
    }

    fn alt_to_move(&self, name: &str) -> String {
        format!("{name} to move")
    }

    fn alt_neutral(&self, colours: &str) -> String {
        format!("Neutral: {colours}")
    }

    fn alt_last_move(
        &self,
        name: &str,
        claimed: Option<Colour>,
        from: Cell,
        to: Cell,
        lyngk_points: Option<&str>,
    ) -> String {
        let mut sentence = format!("Last turn: {name} {}", claim_and(claimed));
        sentence.push_str(&format!("moved {from} to {to}"));
        if let Some(points) = lyngk_points {
            sentence.push_str(&format!(" via LYNGK {points}"));
        }
        sentence
    }

    fn alt_last_pass(&self, name: &str, claimed: Option<Colour>) -> String {
        format!("Last turn: {name} {}passed", claim_and(claimed))
    }

    fn alt_tall_stacks(&self) -> String {
        "Stacks of 3 or more, bottom to top:".to_string()
    }

    fn alt_no_tall_stacks(&self) -> String {
        "No stack of 3 or more".to_string()
    }

    fn and_more(&self, count: usize) -> String {
        format!("and {count} more")
    }

    fn alt_table(&self, title: &str) -> String {
        format!("Table: {title}")
    }

    fn alt_no_rows(&self) -> String {
        "No rows".to_string()
    }
}

/// "claimed red and " before the verb of a turn with a claim, else nothing.
fn claim_and(claimed: Option<Colour>) -> String {
    claimed
        .map(|colour| format!("claimed {} and ", colour.name()))
        .unwrap_or_default()
}
