results-rating-change = { $name } { $before } → { $after } ({ $delta })
results-ratings = Rankingi: { $one }, { $two }.
results-season-over = To była ostatnia partia ligi **{ $league }**: sezon się zakończył. Gratulacje, **{ $champion }**!
