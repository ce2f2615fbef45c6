colour-ivory = csontszínű
colour-blue = kék
colour-red = piros
colour-green = zöld
colour-black = fekete
# What players may type for the jokers, comma-separated: a claim of them is refused
# with its own explanation.
colour-joker-words = fehér, dzsóker, dzsókerkorong

duration-days = { $n } nap
duration-hours = { $n } óra
duration-minutes = { $n } perc

list-or = { $rest } vagy { $last }

game-count = { $count } játszma


already-done-earlier = (korábban megválaszolva)

as-given = { $text }

# A language the bot speaks, named inside a sentence (settings).
language-name = { $code ->
   *[en] angol
    [de] német
    [fr] francia
    [it] olasz
    [nl] holland
    [es] spanyol
    [pl] lengyel
    [hu] magyar
}
