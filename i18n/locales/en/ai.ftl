# Games against the LYNGK AI and its post-game reviews (issue 14).

# The name the AI plays under, shown as a player; `ai:N` is what players type.
ai-name = LYNGK AI (ai:{ $level })
ai-game-begins = Game { $game } begins: { $player } against the LYNGK AI at level { $level } (rated { $rating }), { $variant }. The game is unrated on this server.
ai-moves-first = The AI (level { $level }) moves first and is thinking…
ai-you-move-first = { $player }, you move first: `/{ cmd-lyngk } { cmd-lyngk-move }`.
ai-bad-level = The AI has levels 1 to { $max }, not { $given }.
ai-level-with-opponent = Choose either an opponent or an AI level, not both: `level` alone challenges the AI.
ai-busy-later = The AI is thinking in many games at once: its turn here comes in order, within a few minutes.
ai-busy-review = The AI is busy with many games right now. Please ask for the review again in a few minutes.

review-heading = **Review of game { $game }** ({ $one } against { $two }), by the LYNGK AI:
review-costly = Turn { $turn }, { $player }: `{ $played }` cost { $loss }% of the chance to win; the AI prefers `{ $better }`.
review-no-costly = No turn lost much: the AI finds no clear mistake.
review-live-game = Game { $game } is still being played. Reviews are for finished games only: nobody gets the AI's help during a game.
review-nothing = This channel has no finished game to review yet.
review-chart-title = Game { $game }: chance to win, turn by turn
review-chart-alt = Chart of game { $game }: the chance to win of { $one } and { $two } after every turn, as the LYNGK AI estimates it. Shaded turns cost the most.
review-chart-chance-axis = Chance to win
review-chart-turn-axis = Turn
