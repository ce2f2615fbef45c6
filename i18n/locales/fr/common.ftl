colour-ivory = ivoire
colour-blue = bleu
colour-red = rouge
colour-green = vert
colour-black = noir
# What players may type for the jokers, comma-separated: a claim of them is refused
# with its own explanation.
colour-joker-words = blanc, joker

duration-days = { $n ->
    [one] { $n } jour
   *[other] { $n } jours
}
duration-hours = { $n ->
    [one] { $n } heure
   *[other] { $n } heures
}
duration-minutes = { $n ->
    [one] { $n } minute
   *[other] { $n } minutes
}

list-or = { $rest } ou { $last }

game-count = { $count ->
    [one] { $count } partie
   *[other] { $count } parties
}


already-done-earlier = (déjà répondu)

as-given = { $text }

# A language the bot speaks, named inside a sentence (settings).
language-name = { $code ->
   *[en] anglais
    [de] allemand
    [fr] français
    [it] italien
    [nl] néerlandais
    [es] espagnol
    [pl] polonais
    [hu] hongrois
}
