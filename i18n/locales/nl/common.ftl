colour-ivory = ivoor
colour-blue = blauw
colour-red = rood
colour-green = groen
colour-black = zwart
# What players may type for the jokers, comma-separated: a claim of them is refused
# with its own explanation.
colour-joker-words = wit, joker

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

# A language the bot speaks, named inside a sentence (settings).
language-name = { $code ->
   *[en] Engels
    [de] Duits
    [fr] Frans
    [it] Italiaans
    [nl] Nederlands
    [es] Spaans
    [pl] Pools
    [hu] Hongaars
}
