colour-ivory = marfil
colour-blue = azul
colour-red = rojo
colour-green = verde
colour-black = negro
# What players may type for the jokers, comma-separated: a claim of them is refused
# with its own explanation.
colour-joker-words = blanco, comodín

duration-days = { $n ->
    [one] { $n } día
   *[other] { $n } días
}
duration-hours = { $n ->
    [one] { $n } hora
   *[other] { $n } horas
}
duration-minutes = { $n ->
    [one] { $n } minuto
   *[other] { $n } minutos
}

list-or = { $rest } o { $last }

game-count = { $count ->
    [one] { $count } partida
   *[other] { $count } partidas
}


already-done-earlier = (ya respondido)

as-given = { $text }

# A language the bot speaks, named inside a sentence (settings).
language-name = { $code ->
   *[en] inglés
    [de] alemán
    [fr] francés
    [it] italiano
    [nl] neerlandés
    [es] español
    [pl] polaco
    [hu] húngaro
}
