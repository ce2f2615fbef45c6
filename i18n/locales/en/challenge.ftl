# Challenges, the start of a game, rematches, and the buttons under them.

# The game's terms: variant, clock ($days is 0 without one), rated or not ($rated: yes/no).
challenge-terms = { $variant }{ $days ->
    [0] {""}
    [one] , { $days } day per move
   *[other] , { $days } days per move
}{ $rated ->
    [yes] {""}
   *[no] , unrated
}
challenge-to = **{ $challenger }** challenges { $opponent } to a game of LYNGK ({ $terms }). { $name }, accept or decline?
challenge-open = **{ $challenger }** is looking for an opponent for a game of LYNGK ({ $terms }). Anyone may accept.
challenge-begins = Game { $game } begins: **{ $one }** (player 1) vs **{ $two }** (player 2), { $variant }, seed { $seed }.
challenge-first-move = { $player }, you move first: `/{ cmd-lyngk } { cmd-lyngk-move }`.
challenge-withdrawn = **{ $name }** withdrew the challenge.
challenge-declined = **{ $name }** declined the challenge of { $challenger }.
challenge-rematch = Rematch of game { $game }, seats swapped: { $name } moves first.

button-accept = Accept
button-decline = Decline
button-rematch = Rematch
button-resign = Resign
