colour-ivory = beżowy
colour-blue = niebieski
colour-red = czerwony
colour-green = zielony
colour-black = czarny
# What players may type for the jokers, comma-separated: a claim of them is refused
# with its own explanation.
colour-joker-words = biały, granitowy, dżoker

duration-days = { $n ->
    [one] { $n } dzień
   *[other] { $n } dni
}
duration-hours = { $n ->
    [one] { $n } godzina
    [few] { $n } godziny
   *[many] { $n } godzin
}
duration-minutes = { $n ->
    [one] { $n } minuta
    [few] { $n } minuty
   *[many] { $n } minut
}

list-or = { $rest } lub { $last }

game-count = { $count ->
    [one] { $count } partia
    [few] { $count } partie
   *[many] { $count } partii
}


already-done-earlier = (odpowiedziano wcześniej)

as-given = { $text }

# A language the bot speaks, named inside a sentence (settings).
language-name = { $code ->
   *[en] angielski
    [de] niemiecki
    [fr] francuski
    [it] włoski
    [nl] niderlandzki
    [es] hiszpański
    [pl] polski
    [hu] węgierski
}
