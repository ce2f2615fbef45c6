suggest-completes-five = complète une pile de 5 : +1 point
suggest-completes-six = complète une pile de 6 : victoire
suggest-makes = fait une pile de { $height }
suggest-lyngk-via = LYNGK par { $cells }
suggest-needs-claim = réclamer la couleur { $colour }
suggest-stack = { $colour }, pile de { $height }
suggest-joker-stack = joker, pile de { $height }
suggest-origin = { $cell } ({ $stack }, { $count ->
    [one] { $count } coup
   *[other] { $count } coups
} ; meilleur : { $best })
suggest-origin-plain = { $cell } ({ $stack }, { $count ->
    [one] { $count } coup
   *[other] { $count } coups
})
suggest-landing = { $cell } ({ $effect })
suggest-colour = { $colour }
suggest-claim = { $colour } ({ $count ->
    [one] { $count } pile
   *[other] { $count } piles
} avec { $colour } dessus)

# Facts about a move, side by side.
suggest-facts = { $facts }
