results-rating-change = { $name } { $before } → { $after } ({ $delta })
results-ratings = Puntuaciones: { $one }, { $two }.
results-season-over = Esa fue la última partida de la liga **{ $league }**: la temporada ha terminado. ¡Enhorabuena, **{ $champion }**!
