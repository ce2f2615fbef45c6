colour-ivory = ivoor
colour-blue = blauw
colour-red = rood
colour-green = groen
colour-black = zwart

duration-days = { $n ->
    [one] { $n } dag
   *[other] { $n } dagen
}
duration-hours = { $n ->
    [one] { $n } uur
   *[other] { $n } uur
}
duration-minutes = { $n ->
    [one] { $n } minuut
   *[other] { $n } minuten
}

list-or = { $rest } of { $last }

game-count = { $count ->
    [one] { $count } partij
   *[other] { $count } partijen
}

# Transitional: text that is not a message yet.
verbatim = { $text }

already-done-earlier = (eerder beantwoord)
