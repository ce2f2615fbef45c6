results-rating-change = { $name } { $before } → { $after } ({ $delta })
results-ratings = Wertungen: { $one }, { $two }.
results-season-over = Das war die letzte Partie der Liga **{ $league }**: die Saison ist vorbei. Glückwunsch, **{ $champion }**!
