# /lyngk rules and /lyngk help: one message per line, so a long text is cut between lines.
# The rules are a summary for players of this bot; § numbers point to docs/rules.md.

rules-title = **LYNGK in short** (§ numbers point to the bot's rules, docs/rules.md)
rules-setup = §1–3 The 43 points of the board hold 43 pieces at random: 8 each of ivory, blue, red, green and black, and 3 white jokers. The first player is drawn by lot.
rules-goal = Goal: build stacks of five different colours topped by a colour you claimed.
rules-claim = §5.2 Claim: before your move you may claim one colour nobody holds yet, two in the whole game: `/{ cmd-lyngk } { cmd-lyngk-claim } { cmd-lyngk-claim.colour }:red`, or together with the move, `/{ cmd-lyngk } { cmd-lyngk-move } { cmd-lyngk-move.from }:c3 { cmd-lyngk-move.to }:d4 { cmd-lyngk-move.claim }:red`. A move always follows the claim.
rules-move = §5.3–5.4 Each turn you move one piece or a whole stack: `/{ cmd-lyngk } { cmd-lyngk-move } { cmd-lyngk-move.from }:c3 { cmd-lyngk-move.to }:d4`. It must be topped by a neutral colour or by one of yours, never by a joker or your opponent's colour. It lands on a neighbouring stack, or on the first stack along a straight line over empty points; never on an empty point, never jumping.
rules-landing = §5.5 A stack has at most 5 pieces and never the same colour twice; jokers stand for missing colours.
rules-neutral = §5.6 A stack topped by a neutral colour lands only on a stack as high or lower; one topped by your colour lands on any height.
rules-lyngk = §6 LYNGK rule: if your stack reaches a stack topped by the same claimed colour (a LYNGK point), it goes on from there and lands on the first stack that is not one. Each LYNGK point once per move, a joker never. `/{ cmd-lyngk } { cmd-lyngk-moves } [{ cmd-lyngk-moves.from }] [{ cmd-lyngk-moves.image }]` shows these moves.
rules-point = §7 A 5-stack topped by your colour leaves the board: one point. A neutral 5-stack stays as an obstacle.
rules-pass = §8 With no move you pass (the bot passes for you) and the other player goes on.
rules-end = §8.3 When nobody can move, the most points win; if level, the most own stacks of 4, then 3, 2, 1; all equal is a draw. `/{ cmd-lyngk } { cmd-lyngk-resign }` gives the game up.
rules-six = §9 Six-stack variant: stacks up to 6, no points; a 6-stack topped by your colour wins at once, otherwise compare own stacks of 6, 5, … 1.

help-title = **LYNGK commands**
help-title-ranking = **Ratings and leagues**
help-challenge = `/{ cmd-lyngk } { cmd-lyngk-challenge } [{ cmd-lyngk-challenge.opponent }] [{ cmd-lyngk-challenge.variant }] [{ cmd-lyngk-challenge.days_per_move }] [{ cmd-lyngk-challenge.thread }] [{ cmd-lyngk-challenge.rated }] [{ cmd-lyngk-challenge.level }]`: propose a game here (no opponent: anyone may accept)
help-answer = `/{ cmd-lyngk } { cmd-lyngk-accept }` · `/{ cmd-lyngk } { cmd-lyngk-decline }`: answer a challenge (the challenger may withdraw it)
help-ai = `/{ cmd-lyngk } { cmd-lyngk-challenge } { cmd-lyngk-challenge.level }:1–5`: play the LYNGK AI (1 gentle, 5 strongest) · `/{ cmd-lyngk } { cmd-lyngk-review } [{ cmd-lyngk-review.game }]`: the AI reviews a finished game
help-claim = `/{ cmd-lyngk } { cmd-lyngk-claim } { cmd-lyngk-claim.colour }`: claim a colour; you then move in the same turn
help-move = `/{ cmd-lyngk } { cmd-lyngk-move } { cmd-lyngk-move.from } { cmd-lyngk-move.to } [{ cmd-lyngk-move.claim }]`: move the stack on `from` onto `to`, e.g. `move c3 d4` or `move c3 d4 claim:red`
help-premove = `/{ cmd-lyngk } { cmd-lyngk-premove } [{ cmd-lyngk-premove.turns }] [{ cmd-lyngk-premove.clear }]`: answer your opponent's next turns in advance (turns in the order played; alone: your lines)
help-board = `/{ cmd-lyngk } { cmd-lyngk-board }`: the current board · `/{ cmd-lyngk } { cmd-lyngk-moves } [{ cmd-lyngk-moves.from }] [{ cmd-lyngk-moves.image }]`: your legal moves
help-history = `/{ cmd-lyngk } { cmd-lyngk-history }`: the turns so far, with the seed to replay the game · `/{ cmd-lyngk } { cmd-lyngk-replay } [{ cmd-lyngk-replay.game }]`: watch it back as an animation
help-misc = `/{ cmd-lyngk } { cmd-lyngk-resign } [{ cmd-lyngk-resign.confirm }]` · `/{ cmd-lyngk } { cmd-lyngk-rules }` · `/{ cmd-lyngk } { cmd-lyngk-help } [{ cmd-lyngk-help.topic }]`
help-rating = `/{ cmd-lyngk } { cmd-lyngk-rating } [{ cmd-lyngk-rating.user }]` · `/{ cmd-lyngk } { cmd-lyngk-leaderboard }` · `/{ cmd-lyngk } { cmd-lyngk-stats }`: Glicko-2 ratings and server figures (`challenge … rated:false` for a friendly game)
help-league = `/{ cmd-lyngk } { cmd-lyngk-league } { cmd-lyngk-league-join } { cmd-lyngk-league-join.name }` · `/{ cmd-lyngk } { cmd-lyngk-league } { cmd-lyngk-league-leave } { cmd-lyngk-league-leave.name }` · `/{ cmd-lyngk } { cmd-lyngk-league } { cmd-lyngk-league-standings } { cmd-lyngk-league-standings.name }`; admins: `/{ cmd-lyngk-admin } { cmd-lyngk-admin-league } { cmd-lyngk-admin-league-create } { cmd-lyngk-admin-league-create.name } [{ cmd-lyngk-admin-league-create.variant }] [{ cmd-lyngk-admin-league-create.days_per_move }] [{ cmd-lyngk-admin-league-create.double_round }]` · `/{ cmd-lyngk-admin } { cmd-lyngk-admin-league } { cmd-lyngk-admin-league-start } { cmd-lyngk-admin-league-start.name }`
help-terminal = In `lyngk play`, league games get numbered channels: `/lyngk channel 1001` switches to one, `#1001 alice: /{ cmd-lyngk } { cmd-lyngk-move } c3 d4` acts there once
help-clocks = **Clocks** ({ cmd-lyngk-challenge.days_per_move } 1, 2, 3, 5, 7 or 14; each move adds that much, up to twice it banked)
help-mygames = `/{ cmd-lyngk } { cmd-lyngk-mygames }`: your games here, whose turn, time left
help-time = `/{ cmd-lyngk } { cmd-lyngk-win-on-time }`: take the win when your opponent's time ran out · `/{ cmd-lyngk } { cmd-lyngk-abort }`: void a game whose first move never came
help-vacation = `/{ cmd-lyngk } { cmd-lyngk-vacation } { cmd-lyngk-vacation.days }`: pause all your clocks (30 days a year)
help-settings = `/{ cmd-lyngk } { cmd-lyngk-settings } [{ cmd-lyngk-settings.reminders }] [{ cmd-lyngk-settings.digest_hour }]`: pings in the channel, or one daily DM
help-server-settings = `/{ cmd-lyngk-admin } { cmd-lyngk-admin-server-settings } [{ cmd-lyngk-admin-server-settings.auto_timeout }] [{ cmd-lyngk-admin-server-settings.language }]`: end games on time automatically (Manage Server)
help-more = More: `/{ cmd-lyngk } { cmd-lyngk-help } { cmd-lyngk-help.topic }:…` with `{ cmd-choice-playing }`, `{ cmd-choice-ranking }` or `{ cmd-choice-clocks }`
