//! The header band: a card per player (name, claimed colours, points, whose turn),
//! a status line (turn count, variant, neutral colours, last turn), the result with
//! its tiebreak breakdown at the end, and the caller's notes.

use crate::board::StackColumn;
use crate::draw::Canvas;
use crate::text::{self, Anchor, Style, Weight};
use crate::theme::{piece_style, with_alpha, Palette};
use crate::{Ending, View};
use lyngk_rules::{
    Cell, Colour, ColourSet, Criterion, Outcome, Piece, Player, Stack, Tiebreak, Variant,
};
use tiny_skia::Rect;
use unicode_segmentation::UnicodeSegmentation;

const PAD: f32 = 22.0;
const CARD_HEIGHT: f32 = 112.0;
const LINE: f32 = 34.0;
const NOTE_LINE: f32 = 28.0;
const TABLE_ROW: f32 = 30.0;

/// The outcome to show: the caller's, or the one the position implies.
pub fn outcome(view: &View) -> Option<Outcome> {
    view.outcome.or_else(|| Outcome::of(view.position))
}

/// Whether the game of `view` is over, by the rules or otherwise.
fn is_over(view: &View) -> bool {
    outcome(view).is_some() || view.ending.is_some()
}

/// The player who won, if the game is over and has a winner.
fn winner(view: &View) -> Option<Player> {
    match outcome(view) {
        Some(outcome) => outcome.winner(),
        None => view.ending.and_then(Ending::winner),
    }
}

/// The result line of a game that is over: "Ada wins on points (2 to 1)", "Kris
/// resigned; Ada wins".
pub fn result_text(view: &View) -> Option<String> {
    if let Some(outcome) = outcome(view) {
        return Some(result_line(&outcome, view));
    }
    let words = view.words;
    Some(match view.ending? {
        Ending::Resigned { winner } => {
            words.resigned(&display_name(view, winner), &display_name(view, !winner))
        }
        Ending::OnTime { winner } => words.won_on_time(&display_name(view, winner)),
        Ending::Aborted => words.aborted(),
    })
}

/// Height of the header for `view`.
pub fn height(view: &View) -> f32 {
    let mut h = PAD + CARD_HEIGHT + 12.0 + LINE;
    if view.overlay_from.is_some() {
        h += LINE;
    }
    if is_over(view) {
        h += LINE + 6.0;
        if matches!(outcome(view), Some(Outcome::Compared(_))) {
            h += 3.0 * TABLE_ROW + 8.0;
        }
    }
    h + view.notes.len() as f32 * NOTE_LINE + 4.0
}

/// Draws the header into the band `0..height(view)`.
pub fn draw(canvas: &mut Canvas, view: &View, palette: &Palette, width: f32) {
    let card_width = (width - 3.0 * PAD) / 2.0;
    for player in Player::BOTH {
        let left = PAD + player.index() as f32 * (card_width + PAD);
        draw_card(canvas, view, palette, player, left, PAD, card_width);
    }
    let mut y = PAD + CARD_HEIGHT + 12.0 + LINE / 2.0;
    let line_room = width - 2.0 * PAD;
    draw_status(canvas, view, palette, y, width);
    y += LINE;
    if let Some(from) = view.overlay_from {
        let count = view.position.landings(from).len();
        let text = text::fit(
            &view.words.landings(from, count),
            line_room,
            21.0,
            Weight::Bold,
        );
        let style = Style::new(21.0, Weight::Bold, palette.overlay);
        text::draw(canvas, &text, width / 2.0, y, Anchor::Centre, style);
        y += LINE;
    }
    if let Some(result) = result_text(view) {
        y += 6.0;
        let style = Style::new(26.0, Weight::Bold, palette.text);
        let line = text::fit(&result, line_room, 26.0, Weight::Bold);
        text::draw(canvas, &line, width / 2.0, y, Anchor::Centre, style);
        y += LINE / 2.0 + 4.0;
        if let Some(Outcome::Compared(tiebreak)) = outcome(view) {
            draw_tiebreak(canvas, &tiebreak, view, palette, y, width);
            y += 3.0 * TABLE_ROW + 8.0;
        }
        y += LINE / 2.0 - 4.0;
    }
    let style = Style::new(19.0, Weight::Regular, palette.muted);
    for note in &view.notes {
        y += NOTE_LINE / 2.0 - LINE / 2.0 + 2.0;
        // The caller's words may hold long names: cut, never past the edges.
        let note = text::fit(note, line_room, 19.0, Weight::Regular);
        text::draw(canvas, &note, width / 2.0, y, Anchor::Centre, style);
        y += NOTE_LINE;
    }
}

/// A player's name as shown: trimmed, cut to 22 characters, or "Player N" in the
/// view's words; isolated (see [`crate::isolate_name`]) so that a right-to-left name
/// keeps its place in the sentences it goes into.
pub(crate) fn display_name(view: &View, player: Player) -> String {
    let name = view.players[player.index()].trim();
    if name.is_empty() {
        view.words.unnamed(player)
    } else {
        crate::isolate_name(&shorten(name, 22)).into_owned()
    }
}

/// At most `max` characters, with an ellipsis when cut.
fn shorten(text: &str, max: usize) -> String {
    if text.graphemes(true).count() <= max {
        text.to_string()
    } else {
        let mut cut: String = text.graphemes(true).take(max - 1).collect();
        cut.push('…');
        cut
    }
}

fn draw_card(
    canvas: &mut Canvas,
    view: &View,
    palette: &Palette,
    player: Player,
    left: f32,
    top: f32,
    width: f32,
) {
    let position = view.position;
    let Some(rect) = Rect::from_xywh(left, top, width, CARD_HEIGHT) else {
        return;
    };
    let to_move = !is_over(view) && position.to_move() == player;
    let winner = winner(view) == Some(player);
    canvas.fill_rounded_rect(rect, 14.0, palette.card);
    if to_move || winner {
        canvas.stroke_rounded_rect(rect, 14.0, 4.0, palette.to_move);
    } else {
        canvas.stroke_rounded_rect(rect, 14.0, 1.5, palette.card_edge);
    }

    let inner = left + 18.0;
    let name_style = Style::new(30.0, Weight::Bold, palette.text);
    let tag_style = Style::new(16.0, Weight::Bold, palette.muted);
    let seat = view.words.seat(player);
    let seat_width = text::measure(&seat, 16.0, Weight::Bold);
    let name_room = width - 36.0 - seat_width - 20.0;
    let name = display_name(view, player);
    let display = text::fit(&name, name_room, 30.0, Weight::Bold);
    text::draw(
        canvas,
        &display,
        inner,
        top + 30.0,
        Anchor::Left,
        name_style,
    );
    text::draw(
        canvas,
        &seat,
        left + width - 18.0,
        top + 28.0,
        Anchor::Right,
        tag_style,
    );

    // Claimed colours on the left of the second row.
    let row = top + 78.0;
    let claims = position.claims(player);
    let mut x = inner + 17.0;
    if claims.is_empty() {
        let style = Style::new(18.0, Weight::Regular, palette.muted);
        let none = text::fit(
            &view.words.no_colour_yet(),
            width / 2.0,
            18.0,
            Weight::Regular,
        );
        text::draw(canvas, &none, inner, row, Anchor::Left, style);
        x = inner + text::measure(&none, 18.0, Weight::Regular) + 20.0;
    } else {
        for colour in claims.iter() {
            colour_token(canvas, palette, colour, x, row, 17.0);
            x += 42.0;
        }
        x -= 17.0;
    }

    // Points (standard) on the right of the second row, as little removed stacks.
    if position.variant() == Variant::Standard {
        let points = position.points(player);
        let style = Style::new(20.0, Weight::Bold, palette.text);
        let label = view.words.points(u32::from(points));
        let right = left + width - 18.0;
        let label_width = text::measure(&label, 20.0, Weight::Bold);
        text::draw(canvas, &label, right, row, Anchor::Right, style);
        // The scored stacks as columns like those on the board (bottom piece at the
        // bottom), latest nearest the label; a neutral token where the colours are
        // not known (a position without its game).
        let scored = &view.scored[player.index()];
        let mut sx = right - label_width - 24.0;
        for index in (0..usize::from(points)).rev() {
            if sx < x + 20.0 {
                break;
            }
            match scored.get(index) {
                Some(stack) => scored_column(canvas, palette, *stack, sx, row),
                None => point_token(canvas, palette, sx, row, 15.0),
            }
            sx -= 34.0;
        }
    }

    if to_move {
        pill(
            canvas,
            palette,
            &view.words.to_move_tag(),
            left + width / 2.0 + 10.0,
            top,
            palette.to_move,
        );
    } else if winner {
        pill(
            canvas,
            palette,
            &view.words.winner_tag(),
            left + width / 2.0 + 10.0,
            top,
            palette.to_move,
        );
    }
}

/// A small rounded label straddling the top edge of a card.
fn pill(
    canvas: &mut Canvas,
    palette: &Palette,
    label: &str,
    x: f32,
    top: f32,
    fill: tiny_skia::Color,
) {
    let w = text::measure(label, 15.0, Weight::Bold) + 20.0;
    if let Some(rect) = Rect::from_xywh(x - w / 2.0, top - 11.0, w, 22.0) {
        canvas.fill_rounded_rect(rect, 11.0, fill);
    }
    let style = Style::new(15.0, Weight::Bold, palette.casing);
    text::draw(canvas, label, x, top, Anchor::Centre, style);
}

/// A colour as a lettered disc, the way a single piece looks on the board.
fn colour_token(canvas: &mut Canvas, palette: &Palette, colour: Colour, x: f32, y: f32, r: f32) {
    let style = piece_style(Piece::Colour(colour));
    canvas.fill_circle(x + 1.0, y + 2.0, r, palette.shadow);
    canvas.fill_circle(x, y, r, style.fill);
    canvas.stroke_circle(x, y, r - 0.6, 1.5, style.edge, None);
    let letter = colour.letter().to_string();
    text::draw(
        canvas,
        &letter,
        x,
        y,
        Anchor::Centre,
        Style::new(r * 1.15, Weight::Bold, style.ink),
    );
}

/// A scored stack as a column of its pieces, centred on `(x, y)`.
fn scored_column(canvas: &mut Canvas, palette: &Palette, stack: Stack, x: f32, y: f32) {
    let pieces: Vec<Piece> = stack.pieces().collect();
    let segment = 12.0;
    let width = 26.0;
    let column = StackColumn {
        left: x - width / 2.0,
        top: y - segment * pieces.len() as f32 / 2.0,
        width,
        segment,
        count: pieces.len(),
    };
    column.paint(canvas, palette, &pieces);
}

/// A removed 5-stack whose colours are not known: five neutral rings.
fn point_token(canvas: &mut Canvas, palette: &Palette, x: f32, y: f32, r: f32) {
    canvas.fill_circle(x + 1.0, y + 2.0, r, palette.shadow);
    for level in 0..5 {
        let radius = r - level as f32 * r * 0.17;
        let fill = if level % 2 == 0 {
            palette.to_move
        } else {
            palette.card
        };
        canvas.fill_circle(x, y, radius, fill);
        canvas.stroke_circle(x, y, radius, 1.0, palette.casing, None);
    }
}

fn draw_status(canvas: &mut Canvas, view: &View, palette: &Palette, y: f32, width: f32) {
    let position = view.position;
    let text_style = Style::new(20.0, Weight::Regular, palette.text);
    let bold = Style::new(20.0, Weight::Bold, palette.text);
    let muted = Style::new(20.0, Weight::Regular, palette.muted);
    let words = view.words;
    let variant = words.variant(position.variant());
    let turn = words.turn(view.turn_number);
    let unclaimed = position.unclaimed();
    let last = last_turn_text(view);

    // Measure first so the line can be centred.
    let gap = 14.0;
    let sep = "·";
    let neutral_label = words.neutral();
    let none = words.no_neutral();
    let token = 13.0;
    let mut total = text::measure(&turn, 20.0, Weight::Bold)
        + text::measure(&variant, 20.0, Weight::Regular)
        + text::measure(&neutral_label, 20.0, Weight::Regular)
        + 2.0 * (text::measure(sep, 20.0, Weight::Regular) + 2.0 * gap)
        + 8.0
        + unclaimed_width(unclaimed, token, &none);
    if let Some(last) = &last {
        total += text::measure(sep, 20.0, Weight::Regular)
            + 2.0 * gap
            + text::measure(last, 20.0, Weight::Regular);
    }
    let mut x = ((width - total) / 2.0).max(PAD);
    x += text::draw(canvas, &turn, x, y, Anchor::Left, bold);
    x += gap;
    x += text::draw(canvas, sep, x, y, Anchor::Left, muted) + gap;
    x += text::draw(canvas, &variant, x, y, Anchor::Left, text_style);
    x += gap;
    x += text::draw(canvas, sep, x, y, Anchor::Left, muted) + gap;
    x += text::draw(canvas, &neutral_label, x, y, Anchor::Left, muted) + 8.0;
    if unclaimed.is_empty() {
        x += text::draw(canvas, &none, x, y, Anchor::Left, muted);
    } else {
        for colour in unclaimed.iter() {
            colour_token(canvas, palette, colour, x + token, y, token);
            x += 2.0 * token + 6.0;
        }
        x -= 6.0;
    }
    if let Some(last) = last {
        x += gap;
        x += text::draw(canvas, sep, x, y, Anchor::Left, muted) + gap;
        // Cut rather than run off the image in a language with longer words.
        let last = text::fit(&last, width - PAD - x, 20.0, Weight::Regular);
        text::draw(canvas, &last, x, y, Anchor::Left, text_style);
    }
}

fn unclaimed_width(unclaimed: ColourSet, token: f32, none: &str) -> f32 {
    if unclaimed.is_empty() {
        text::measure(none, 20.0, Weight::Regular)
    } else {
        unclaimed.len() as f32 * (2.0 * token + 6.0) - 6.0
    }
}

/// "Last: R:C3-D4 via LYNGK D5" (the LYNGK points passed, if any).
fn last_turn_text(view: &View) -> Option<String> {
    let turn = view.last_turn?;
    Some(view.words.last_turn(turn, lyngk_points(view).as_deref()))
}

/// The LYNGK points the last move passed, as a list in the view's words, if any.
pub(crate) fn lyngk_points(view: &View) -> Option<String> {
    let path = view.last_path.as_ref().filter(|path| path.len() > 2)?;
    let cells: Vec<String> = path[1..path.len() - 1]
        .iter()
        .map(Cell::to_string)
        .collect();
    Some(view.words.list(&cells))
}

/// The result in one line: "Ada wins on points (2 to 1)".
pub(crate) fn result_line(outcome: &Outcome, view: &View) -> String {
    let words = view.words;
    match outcome {
        Outcome::SixStack { winner } => words.six_stack_win(&display_name(view, *winner)),
        Outcome::Compared(tiebreak) => match tiebreak.decided_by {
            None => words.draw(),
            Some((criterion, winner)) => {
                let [one, two] = tiebreak.scores.map(|s| u32::from(criterion.value(&s)));
                let (won, lost) = if winner == Player::One {
                    (one, two)
                } else {
                    (two, one)
                };
                words.tiebreak_win(&display_name(view, winner), criterion, won, lost)
            }
        },
    }
}

/// The comparison of RULES 8.3 / 9.4 as a small table, the deciding column marked.
fn draw_tiebreak(
    canvas: &mut Canvas,
    tiebreak: &Tiebreak,
    view: &View,
    palette: &Palette,
    top: f32,
    width: f32,
) {
    let criteria = Criterion::order(tiebreak.variant);
    let name_col = 230.0;
    let col = 104.0;
    let table_width = name_col + col * criteria.len() as f32;
    let left = (width - table_width) / 2.0;
    let head = Style::new(17.0, Weight::Bold, palette.muted);
    let cell = Style::new(19.0, Weight::Regular, palette.text);
    let strong = Style::new(19.0, Weight::Bold, palette.text);
    let decided = tiebreak.decided_by.map(|(c, _)| c);
    for (i, &criterion) in criteria.iter().enumerate() {
        let cx = left + name_col + col * (i as f32 + 0.5);
        if Some(criterion) == decided {
            if let Some(rect) =
                Rect::from_xywh(cx - col / 2.0 + 4.0, top, col - 8.0, 3.0 * TABLE_ROW)
            {
                canvas.fill_rounded_rect(rect, 8.0, with_alpha(palette.to_move, 90));
            }
        }
        let label = text::fit(
            &view.words.criterion(criterion),
            col - 8.0,
            17.0,
            Weight::Bold,
        );
        text::draw(
            canvas,
            &label,
            cx,
            top + TABLE_ROW / 2.0,
            Anchor::Centre,
            head,
        );
        for player in Player::BOTH {
            let y = top + TABLE_ROW * (player.index() as f32 + 1.5);
            let value = criterion
                .value(&tiebreak.scores[player.index()])
                .to_string();
            let style = if Some(criterion) == decided {
                strong
            } else {
                cell
            };
            text::draw(canvas, &value, cx, y, Anchor::Centre, style);
        }
    }
    for player in Player::BOTH {
        let y = top + TABLE_ROW * (player.index() as f32 + 1.5);
        let label = shorten(&display_name(view, player), 18);
        text::draw(
            canvas,
            &label,
            left + name_col - 16.0,
            y,
            Anchor::Right,
            strong,
        );
    }
}
