//! Fixed texts: the rules summary, the help.

use super::api::Reply;

/// A short summary of docs/rules.md, section numbers included so players can look them up.
const RULES: &str = "\
**LYNGK in short** (section numbers refer to the project's rules, docs/rules.md)
§1–3 43 pieces (8 each of ivory, blue, red, green, black + 3 white jokers) lie at random on the 43 points; the first player is drawn by lot.
§5.1–5.2 A turn: optionally claim one unclaimed colour (at most 2 per player; `/lyngk claim` or `move … claim:`), then exactly one move.
§5.3 You may move a stack topped by a neutral (unclaimed) colour or by one of your colours, never a joker, never your opponent's colour.
§5.4 A move goes onto an adjacent stack or the first stack along a straight line over empty points; never onto an empty point, no jumping.
§5.5–5.6 The result has at most 5 pieces and no colour twice; a neutral-topped stack lands only on a stack of equal or lower height.
§6 LYNGK: a stack topped by your colour reaching a stack of that same colour continues from there, as often as it can, and lands on the first other stack.
§7 A 5-stack topped by your colour leaves the board: one point. A neutral 5-stack stays as an obstacle.
§8 No move means you pass (automatic). When neither player can move: most points wins, then most own stacks of 4, 3, 2, 1.
§9 Variant six: stacks up to 6, no points; a 6-stack of your colour wins at once; otherwise compare own stacks of 6, 5, … 1.";

const HELP: &str = "\
**LYNGK commands**
`/lyngk challenge [@opponent] [variant] [days_per_move]`: propose a game here (no opponent: anyone may accept)
`/lyngk accept` · `/lyngk decline`: answer a challenge (the challenger may withdraw it)
`/lyngk claim colour`: claim a colour; you then move in the same turn
`/lyngk move from to [claim]`: move the stack on `from` onto `to`, e.g. `move c3 d4` or `move c3 d4 claim:red`
`/lyngk board`: the current board · `/lyngk moves [from]`: your legal moves
`/lyngk history`: the turns so far, with the seed to replay the game
`/lyngk resign` · `/lyngk rules` · `/lyngk help`
`/lyngk rating [@user]` · `/lyngk leaderboard` · `/lyngk stats`: Glicko-2 ratings and server figures (`challenge … rated:false` for a friendly game)
`/lyngk league create name [variant] [days_per_move] [double_round]` · `league start name` (admins) · `league join name` · `league leave name` · `league standings name`
In `lyngk play` (terminal), league games get numbered channels: `/lyngk channel 1001` switches to one, `#1001 alice: /lyngk move c3 d4` acts there once
**Clocks** (days_per_move 1, 2, 3, 5, 7 or 14; each move adds that much, up to twice it banked)
`/lyngk mygames`: your games here, whose turn, time left
`/lyngk win-on-time`: take the win when your opponent's time ran out · `/lyngk abort`: void a game whose first move never came
`/lyngk vacation days`: pause all your clocks (30 days a year)
`/lyngk settings [reminders:channel|digest|off] [digest_hour]`: pings in the channel, or one daily DM
`/lyngk server-settings [auto_timeout]`: end games on time automatically (Manage Server)";

pub(crate) fn rules_reply() -> Reply {
    Reply::private(RULES.to_string())
}

pub(crate) fn help_reply() -> Reply {
    Reply::private(HELP.to_string())
}
