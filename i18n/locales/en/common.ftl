# Words used inside other messages: colours, lengths of time, lists.

colour-ivory = ivory
colour-blue = blue
colour-red = red
colour-green = green
colour-black = black
# What players may type for the jokers, comma-separated: a claim of them is refused
# with its own explanation.
colour-joker-words = white, joker

duration-days = { $n ->
    [one] { $n } day
   *[other] { $n } days
}
duration-hours = { $n ->
    [one] { $n } hour
   *[other] { $n } hours
}
duration-minutes = { $n ->
    [one] { $n } minute
   *[other] { $n } minutes
}

# "A, B or C": $rest is every alternative but the last, joined by commas.
list-or = { $rest } or { $last }

game-count = { $count ->
    [one] { $count } game
   *[other] { $count } games
}


# A repeated command whose first answer was stored before answers were translated.
already-done-earlier = (answered earlier)

# Text shown exactly as given: a user's own words echoed back, or a front's
# tests of its limits. No sentence of the bot uses it.
as-given = { $text }

# A language the bot speaks, named inside a sentence (settings).
language-name = { $code ->
   *[en] English
    [de] German
    [fr] French
    [it] Italian
    [nl] Dutch
    [es] Spanish
    [pl] Polish
    [hu] Hungarian
}
