colour-ivory = avorio
colour-blue = blu
colour-red = rosso
colour-green = verde
colour-black = nero
# What players may type for the jokers, comma-separated: a claim of them is refused
# with its own explanation.
colour-joker-words = bianco, jolly

duration-days = { $n ->
    [one] { $n } giorno
   *[other] { $n } giorni
}
duration-hours = { $n ->
    [one] { $n } ora
   *[other] { $n } ore
}
duration-minutes = { $n ->
    [one] { $n } minuto
   *[other] { $n } minuti
}

list-or = { $rest } o { $last }

game-count = { $count ->
    [one] { $count } partita
   *[other] { $count } partite
}


already-done-earlier = (già risposto)

as-given = { $text }

# A language the bot speaks, named inside a sentence (settings).
language-name = { $code ->
   *[en] inglese
    [de] tedesco
    [fr] francese
    [it] italiano
    [nl] olandese
    [es] spagnolo
    [pl] polacco
    [hu] ungherese
}
