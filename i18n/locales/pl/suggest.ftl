suggest-completes-five = tworzy stos z 5: +1 punkt
suggest-completes-six = tworzy stos z 6: wygrana
suggest-makes = tworzy stos z { $height }
suggest-lyngk-via = LYNGK przez { $cells }
suggest-needs-claim = wymaga przejęcia: { $colour }
suggest-stack = { $colour }, stos z { $height }
suggest-joker-stack = dżoker, stos z { $height }
suggest-origin = { $cell } ({ $stack }, { $count ->
    [one] { $count } ruch
    [few] { $count } ruchy
   *[many] { $count } ruchów
}; najlepszy: { $best })
suggest-origin-plain = { $cell } ({ $stack }, { $count ->
    [one] { $count } ruch
    [few] { $count } ruchy
   *[many] { $count } ruchów
})
suggest-landing = { $cell } ({ $effect })
suggest-colour = { $colour }
suggest-claim = { $colour } ({ $count ->
    [one] { $count } stos
    [few] { $count } stosy
   *[many] { $count } stosów
} z tym kolorem na wierzchu)

# Facts about a move, side by side.
suggest-facts = { $facts }
