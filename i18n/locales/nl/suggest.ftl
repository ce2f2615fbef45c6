suggest-completes-five = maakt een stapel van 5 af: +1 punt
suggest-completes-six = maakt een stapel van 6 af: wint
suggest-makes = maakt een stapel van { $height }
suggest-lyngk-via = LYNGK via { $cells }
suggest-needs-claim = claim { $colour } nodig
suggest-stack = { $colour }, stapel van { $height }
suggest-joker-stack = joker, stapel van { $height }
suggest-origin = { $cell } ({ $stack }, { $count ->
    [one] { $count } zet
   *[other] { $count } zetten
}; beste: { $best })
suggest-origin-plain = { $cell } ({ $stack }, { $count ->
    [one] { $count } zet
   *[other] { $count } zetten
})
suggest-landing = { $cell } ({ $effect })
suggest-colour = { $colour }
suggest-claim = { $colour } ({ $count ->
    [one] { $count } stapel
   *[other] { $count } stapels
} met { $colour } bovenop)

# Facts about a move, side by side.
suggest-facts = { $facts }
