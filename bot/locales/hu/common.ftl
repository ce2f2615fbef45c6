colour-ivory = csontszínű
colour-blue = kék
colour-red = piros
colour-green = zöld
colour-black = fekete

duration-days = { $n } nap
duration-hours = { $n } óra
duration-minutes = { $n } perc

list-or = { $rest } vagy { $last }

game-count = { $count } parti

# Transitional: text that is not a message yet.
verbatim = { $text }

already-done-earlier = (korábban megválaszolva)
