suggest-completes-five = 5 korongos tornyot fejez be: +1 pont
suggest-completes-six = 6 korongos tornyot fejez be: győzelem
suggest-makes = { $height } korongos torony lesz
suggest-lyngk-via = LYNGK ezen át: { $cells }
suggest-needs-claim = kisajátítás kell: { $colour }
suggest-stack = { $colour }, { $height } korongos torony
suggest-joker-stack = dzsóker, { $height } korongos torony
suggest-origin = { $cell } ({ $stack }, { $count } lépés; legjobb: { $best })
suggest-origin-plain = { $cell } ({ $stack }, { $count } lépés)
suggest-landing = { $cell } ({ $effect })
suggest-colour = { $colour }
suggest-claim = { $colour } ({ $count } torony ilyen színnel felül)

# Facts about a move, side by side.
suggest-facts = { $facts }
