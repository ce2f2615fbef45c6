suggest-completes-five = vollendet einen 5er-Stapel: +1 Punkt
suggest-completes-six = vollendet einen 6er-Stapel: Sieg
suggest-makes = ergibt einen { $height }er-Stapel
suggest-lyngk-via = LYNGK über { $cells }
suggest-needs-claim = braucht Wahl von { $colour }
suggest-stack = { $colour }, { $height }er-Stapel
suggest-joker-stack = Joker, { $height }er-Stapel
suggest-origin = { $cell } ({ $stack }, { $count ->
    [one] { $count } Zug
   *[other] { $count } Züge
}; bester: { $best })
suggest-origin-plain = { $cell } ({ $stack }, { $count ->
    [one] { $count } Zug
   *[other] { $count } Züge
})
suggest-landing = { $cell } ({ $effect })
suggest-colour = { $colour }
suggest-claim = { $colour } ({ $count ->
    [one] { $count } Stapel
   *[other] { $count } Stapel
} mit { $colour } oben)

# Facts about a move, side by side.
suggest-facts = { $facts }
