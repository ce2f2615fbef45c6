results-rating-change = { $name } { $before } → { $after } ({ $delta })
results-ratings = Punteggi: { $one }, { $two }.
results-season-over = Era l’ultima partita della lega **{ $league }**: la stagione è finita. Complimenti, **{ $champion }**!
