suggest-completes-five = completa una pila di 5: +1 punto
suggest-completes-six = completa una pila di 6: vince
suggest-makes = forma una pila di { $height }
suggest-lyngk-via = LYNGK per { $cells }
suggest-needs-claim = serve acquisire { $colour }
suggest-stack = { $colour }, pila di { $height }
suggest-joker-stack = jolly, pila di { $height }
suggest-origin = { $cell } ({ $stack }, { $count ->
    [one] { $count } mossa
   *[other] { $count } mosse
}; migliore: { $best })
suggest-origin-plain = { $cell } ({ $stack }, { $count ->
    [one] { $count } mossa
   *[other] { $count } mosse
})
suggest-landing = { $cell } ({ $effect })
suggest-colour = { $colour }
suggest-claim = { $colour } ({ $count ->
    [one] { $count } pila
   *[other] { $count } pile
} con { $colour } in cima)

# Facts about a move, side by side.
suggest-facts = { $facts }
