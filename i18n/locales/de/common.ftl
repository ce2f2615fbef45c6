colour-ivory = Elfenbein
colour-blue = Blau
colour-red = Rot
colour-green = Grün
colour-black = Schwarz
# What players may type for the jokers, comma-separated: a claim of them is refused
# with its own explanation.
colour-joker-words = weiß, weiss, Joker, Jokerstein

duration-days = { $n ->
    [one] { $n } Tag
   *[other] { $n } Tage
}
duration-hours = { $n ->
    [one] { $n } Stunde
   *[other] { $n } Stunden
}
duration-minutes = { $n ->
    [one] { $n } Minute
   *[other] { $n } Minuten
}

list-or = { $rest } oder { $last }

game-count = { $count ->
    [one] { $count } Partie
   *[other] { $count } Partien
}


already-done-earlier = (bereits beantwortet)

as-given = { $text }

# A language the bot speaks, named inside a sentence (settings).
language-name = { $code ->
   *[en] Englisch
    [de] Deutsch
    [fr] Französisch
    [it] Italienisch
    [nl] Niederländisch
    [es] Spanisch
    [pl] Polnisch
    [hu] Ungarisch
}
