results-rating-change = { $name } { $before } → { $after } ({ $delta })
results-ratings = Értékszámok: { $one }, { $two }.
results-season-over = Ez volt a liga utolsó játszmája: **{ $league }**. A szezon véget ért. Gratulálunk, **{ $champion }**!
