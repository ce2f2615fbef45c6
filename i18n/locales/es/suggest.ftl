suggest-completes-five = completa una pila de 5: +1 punto
suggest-completes-six = completa una pila de 6: gana
suggest-makes = forma una pila de { $height }
suggest-lyngk-via = LYNGK por { $cells }
suggest-needs-claim = hay que reclamar { $colour }
suggest-stack = { $colour }, pila de { $height }
suggest-joker-stack = comodín, pila de { $height }
suggest-origin = { $cell } ({ $stack }, { $count ->
    [one] { $count } movimiento
   *[other] { $count } movimientos
}; mejor: { $best })
suggest-origin-plain = { $cell } ({ $stack }, { $count ->
    [one] { $count } movimiento
   *[other] { $count } movimientos
})
suggest-landing = { $cell } ({ $effect })
suggest-colour = { $colour }
suggest-claim = { $colour } ({ $count ->
    [one] { $count } pila
   *[other] { $count } pilas
} con { $colour } arriba)

# Facts about a move, side by side.
suggest-facts = { $facts }
