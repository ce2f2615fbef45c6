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


already-done-earlier = (eerder beantwoord)

as-given = { $text }
