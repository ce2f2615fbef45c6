//! The renderer's words (lyngk-render's [`Words`]) in a locale, from the messages of
//! `images.ftl`: the board image, the replay and their alt text speak the post's
//! language.

use super::{Locale, Msg, Style};
use lyngk_render::Words;
use lyngk_rules::{Cell, Colour, Criterion, Player, Turn, Variant};

/// The images' words in one locale.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LocalWords(pub Locale);

impl LocalWords {
    fn say(&self, msg: Msg) -> String {
        msg.format(self.0, Style::Plain)
    }

    /// `id` with the player's seat number.
    fn seated(&self, id: &str, seat: Player) -> String {
        self.say(Msg::new(id).number("seat", seat.number()))
    }
}

/// How a criterion is named to the messages: a selector key and the stack height.
fn criterion_args(msg: Msg, criterion: Criterion) -> Msg {
    match criterion {
        Criterion::Points => msg.text("criterion", "points").number("height", 0),
        Criterion::Stacks(height) => msg.text("criterion", "stacks").number("height", height),
    }
}

impl Words for LocalWords {
    fn colour(&self, colour: Colour) -> String {
        self.say(Msg::new("image-colour").colour("colour", colour))
    }

    fn joker(&self) -> String {
        self.say(Msg::new("image-joker"))
    }

    fn list(&self, items: &[String]) -> String {
        // Every language the bot speaks separates such lists with commas.
        items.join(", ")
    }

    fn seat(&self, seat: Player) -> String {
        self.seated("image-seat", seat)
    }

    fn unnamed(&self, seat: Player) -> String {
        self.seated("image-unnamed", seat)
    }

    fn no_colour_yet(&self) -> String {
        self.say(Msg::new("image-no-colour-yet"))
    }

    fn points(&self, points: u32) -> String {
        self.say(Msg::new("image-points").number("n", points))
    }

    fn to_move_tag(&self) -> String {
        self.say(Msg::new("image-to-move-tag"))
    }

    fn winner_tag(&self) -> String {
        self.say(Msg::new("image-winner-tag"))
    }

    fn turn(&self, number: usize) -> String {
        self.say(Msg::new("image-turn").number("n", number))
    }

    fn variant(&self, variant: Variant) -> String {
        self.say(Msg::new("image-variant").text("variant", variant.name()))
    }

    fn neutral(&self) -> String {
        self.say(Msg::new("image-neutral"))
    }

    fn no_neutral(&self) -> String {
        self.say(Msg::new("image-no-neutral"))
    }

    fn last_turn(&self, turn: Turn, lyngk_points: Option<&str>) -> String {
        let msg = match lyngk_points {
            Some(points) => Msg::new("image-last-turn-lyngk").text("points", points),
            None => Msg::new("image-last-turn"),
        };
        self.say(msg.text("turn", turn.to_string()))
    }

    fn landings(&self, from: Cell, count: usize) -> String {
        self.say(
            Msg::new("image-landings")
                .cell("from", from)
                .number("count", count),
        )
    }

    fn six_stack_win(&self, winner: &str) -> String {
        self.say(Msg::new("image-six-stack-win").text("winner", winner))
    }

    fn tiebreak_win(&self, winner: &str, criterion: Criterion, won: u32, lost: u32) -> String {
        let msg = Msg::new("image-tiebreak-win")
            .text("winner", winner)
            .number("won", won)
            .number("lost", lost);
        self.say(criterion_args(msg, criterion))
    }

    fn draw(&self) -> String {
        self.say(Msg::new("image-draw"))
    }

    fn resigned(&self, winner: &str, loser: &str) -> String {
        self.say(
            Msg::new("image-resigned")
                .text("winner", winner)
                .text("loser", loser),
        )
    }

    fn won_on_time(&self, winner: &str) -> String {
        self.say(Msg::new("image-won-on-time").text("winner", winner))
    }

    fn aborted(&self) -> String {
        self.say(Msg::new("image-aborted"))
    }

    fn criterion(&self, criterion: Criterion) -> String {
        self.say(criterion_args(Msg::new("image-criterion"), criterion))
    }

    fn replay_finished(&self, turns: usize) -> String {
        self.say(Msg::new("image-replay-finished").number("turns", turns))
    }

    fn replay_in_progress(&self, turns: usize) -> String {
        self.say(Msg::new("image-replay-in-progress").number("turns", turns))
    }

    fn alt_board(&self, turn: usize, variant: Variant) -> String {
        let msg = Msg::new("image-alt-board")
            .number("turn", turn)
            .text("variant", variant.name());
        self.say(msg)
    }

    fn alt_player(
        &self,
        name: &str,
        seat: Player,
        colours: &str,
        points: Option<u32>,
        scored: Option<&str>,
    ) -> String {
        let msg = match points {
            Some(points) => Msg::new("image-alt-player-points").number("points", points),
            None => Msg::new("image-alt-player"),
        };
        let player = msg
            .text("name", name)
            .number("seat", seat.number())
            .text("colours", colours);
        match scored {
            Some(stacks) => self.say(
                Msg::new("image-alt-scored")
                    .msg("player", player)
                    .text("stacks", stacks),
            ),
            None => self.say(player),
        }
    }

    fn alt_to_move(&self, name: &str) -> String {
        self.say(Msg::new("image-alt-to-move").text("name", name))
    }

    fn alt_neutral(&self, colours: &str) -> String {
        self.say(Msg::new("image-alt-neutral").text("colours", colours))
    }

    fn alt_last_move(
        &self,
        name: &str,
        claimed: Option<Colour>,
        from: Cell,
        to: Cell,
        lyngk_points: Option<&str>,
    ) -> String {
        let moved = match claimed {
            Some(colour) => Msg::new("image-alt-last-claim-move").colour("colour", colour),
            None => Msg::new("image-alt-last-move"),
        };
        let moved = moved.text("name", name).cell("from", from).cell("to", to);
        match lyngk_points {
            Some(points) => self.say(
                Msg::new("image-alt-via-lyngk")
                    .msg("sentence", moved)
                    .text("points", points),
            ),
            None => self.say(moved),
        }
    }

    fn alt_last_pass(&self, name: &str, claimed: Option<Colour>) -> String {
        let msg = match claimed {
            Some(colour) => Msg::new("image-alt-last-claim-pass").colour("colour", colour),
            None => Msg::new("image-alt-last-pass"),
        };
        self.say(msg.text("name", name))
    }

    fn alt_tall_stacks(&self) -> String {
        self.say(Msg::new("image-alt-tall-stacks"))
    }

    fn alt_no_tall_stacks(&self) -> String {
        self.say(Msg::new("image-alt-no-tall-stacks"))
    }

    fn and_more(&self, count: usize) -> String {
        self.say(Msg::new("image-and-more").number("count", count))
    }

    fn item_separator(&self) -> String {
        self.say(Msg::new("image-item-separator"))
    }

    fn alt_table(&self, title: &str) -> String {
        self.say(Msg::new("image-alt-table").text("title", title))
    }

    fn alt_no_rows(&self) -> String {
        self.say(Msg::new("image-alt-no-rows"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use lyngk_render::English;

    /// English from the messages reads as the renderer's own English.
    #[test]
    fn english_messages_match_the_renderers_english() {
        let (ours, theirs) = (LocalWords(Locale::En), English);
        let c3: Cell = "C3".parse().unwrap();
        let d4: Cell = "D4".parse().unwrap();
        let turn: Turn = "R:C3-D4".parse().unwrap();
        let pairs = [
            (ours.colour(Colour::Red), theirs.colour(Colour::Red)),
            (ours.joker(), theirs.joker()),
            (ours.seat(Player::Two), theirs.seat(Player::Two)),
            (ours.unnamed(Player::One), theirs.unnamed(Player::One)),
            (ours.no_colour_yet(), theirs.no_colour_yet()),
            (ours.points(1), theirs.points(1)),
            (ours.points(3), theirs.points(3)),
            (ours.to_move_tag(), theirs.to_move_tag()),
            (ours.winner_tag(), theirs.winner_tag()),
            (ours.turn(12), theirs.turn(12)),
            (
                ours.variant(Variant::Standard),
                theirs.variant(Variant::Standard),
            ),
            (ours.variant(Variant::Six), theirs.variant(Variant::Six)),
            (ours.neutral(), theirs.neutral()),
            (ours.no_neutral(), theirs.no_neutral()),
            (ours.last_turn(turn, None), theirs.last_turn(turn, None)),
            (
                ours.last_turn(turn, Some("D5")),
                theirs.last_turn(turn, Some("D5")),
            ),
            (ours.landings(c3, 0), theirs.landings(c3, 0)),
            (ours.landings(c3, 1), theirs.landings(c3, 1)),
            (ours.landings(c3, 4), theirs.landings(c3, 4)),
            (ours.six_stack_win("Ada"), theirs.six_stack_win("Ada")),
            (
                ours.tiebreak_win("Ada", Criterion::Points, 2, 1),
                theirs.tiebreak_win("Ada", Criterion::Points, 2, 1),
            ),
            (
                ours.tiebreak_win("Ada", Criterion::Stacks(4), 3, 2),
                theirs.tiebreak_win("Ada", Criterion::Stacks(4), 3, 2),
            ),
            (ours.draw(), theirs.draw()),
            (ours.resigned("Ada", "Kris"), theirs.resigned("Ada", "Kris")),
            (ours.won_on_time("Ada"), theirs.won_on_time("Ada")),
            (ours.aborted(), theirs.aborted()),
            (
                ours.criterion(Criterion::Stacks(4)),
                theirs.criterion(Criterion::Stacks(4)),
            ),
            (ours.replay_finished(37), theirs.replay_finished(37)),
            (ours.replay_in_progress(12), theirs.replay_in_progress(12)),
            (
                ours.alt_board(12, Variant::Standard),
                theirs.alt_board(12, Variant::Standard),
            ),
            (
                ours.alt_player("Ada", Player::One, "red, blue", Some(1), Some("I-B-R-G-K")),
                theirs.alt_player("Ada", Player::One, "red, blue", Some(1), Some("I-B-R-G-K")),
            ),
            (
                ours.alt_player("Kris", Player::Two, "no colour yet", None, None),
                theirs.alt_player("Kris", Player::Two, "no colour yet", None, None),
            ),
            (ours.alt_to_move("Ada"), theirs.alt_to_move("Ada")),
            (ours.alt_neutral("green"), theirs.alt_neutral("green")),
            (
                ours.alt_last_move("Ada", Some(Colour::Red), c3, d4, Some("D5, E6")),
                theirs.alt_last_move("Ada", Some(Colour::Red), c3, d4, Some("D5, E6")),
            ),
            (
                ours.alt_last_move("Kris", None, c3, d4, None),
                theirs.alt_last_move("Kris", None, c3, d4, None),
            ),
            (
                ours.alt_last_pass("Ada", None),
                theirs.alt_last_pass("Ada", None),
            ),
            (
                ours.alt_last_pass("Ada", Some(Colour::Red)),
                theirs.alt_last_pass("Ada", Some(Colour::Red)),
            ),
            (ours.alt_tall_stacks(), theirs.alt_tall_stacks()),
            (ours.alt_no_tall_stacks(), theirs.alt_no_tall_stacks()),
            (ours.and_more(4), theirs.and_more(4)),
            (ours.alt_table("Standings"), theirs.alt_table("Standings")),
            (ours.alt_no_rows(), theirs.alt_no_rows()),
        ];
        for (ours, theirs) in pairs {
            assert_eq!(ours, theirs);
        }
    }

    /// Polish takes the few/many forms the renderer's English cannot know.
    #[test]
    fn polish_points_take_three_forms() {
        let words = LocalWords(Locale::Pl);
        assert_eq!(words.points(1), "1 punkt");
        assert_eq!(words.points(3), "3 punkty");
        assert_eq!(words.points(5), "5 punktów");
        assert_eq!(words.seat(Player::One), "GRACZ 1");
    }
}
