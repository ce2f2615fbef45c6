# Autocomplete choices (plain text, at most 100 characters).

suggest-completes-five = completes a 5-stack: +1 point
suggest-completes-six = completes a 6-stack: wins
suggest-makes = makes a { $height }-stack
suggest-lyngk-via = LYNGK via { $cells }
suggest-needs-claim = needs claim { $colour }
suggest-stack = { $colour } { $height }-stack
suggest-joker-stack = joker { $height }-stack
suggest-origin = { $cell } ({ $stack }, { $count ->
    [one] { $count } move
   *[other] { $count } moves
}; best: { $best })
# Between people the origin names no best move (no hint in a live game).
suggest-origin-plain = { $cell } ({ $stack }, { $count ->
    [one] { $count } move
   *[other] { $count } moves
})
suggest-landing = { $cell } ({ $effect })
# A colour's word, to match what the user types.
suggest-colour = { $colour }
suggest-claim = { $colour } ({ $count ->
    [one] { $count } stack
   *[other] { $count } stacks
} topped { $colour })

# Facts about a move, side by side.
suggest-facts = { $facts }
