results-rating-change = { $name } { $before } → { $after } ({ $delta })
results-ratings = Ratings: { $one }, { $two }.
results-season-over = Dat was de laatste partij van de competitie **{ $league }**: het seizoen is voorbij. Gefeliciteerd, **{ $champion }**!
