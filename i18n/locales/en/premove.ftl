# Conditional moves: lines of turns answered in advance.
premove-stored = Stored, for your eyes only: `{ $line }`. When your opponent plays the first of these turns, the bot plays your answer at once.
premove-replaced = { $count ->
    [1] It replaces a stored line that answered the same turn differently.
   *[other] It replaces { $count } stored lines that answered the same turns differently.
}
premove-count = { $count ->
    [one] You have { $count } line stored in this game.
   *[other] You have { $count } lines stored in this game.
}
premove-none = You have no conditional moves stored in this game.
premove-list = { $count ->
    [1] Your line in this game, from the current position:
   *[other] Your { $count } lines in this game, from the current position:
}
    { $lines }
premove-cleared = { $count ->
    [0] You had no lines stored in this game.
    [1] Your stored line is deleted.
   *[other] Your { $count } stored lines are deleted.
}
premove-played = { $turn } (answered in advance)
refusal-premove-empty = Write the line as turns in notation, your opponent's turn first, then your answer: `G6-G5 H1-H2`.
refusal-premove-too-long = A line holds at most { $max } turns; this one has { $given }. Nothing was stored.
refusal-premove-your-turn = It is your turn: play it first. Conditional moves answer your opponent's turns in advance.
refusal-premove-unreadable = Turn { $ply } of your line, `{ $text }`, is not a turn: write moves like `C3-D4`, `R:C3-D4` (with a claim) or `pass`. Nothing was stored.
refusal-premove-illegal = Turn { $ply } of your line, `{ $turn }`, is not allowed there: { $error }. Nothing was stored.
refusal-premove-no-answer = Your line ends with your opponent's turn: add your answer to it. Nothing was stored.
