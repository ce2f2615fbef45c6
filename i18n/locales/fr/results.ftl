results-rating-change = { $name } { $before } → { $after } ({ $delta })
results-ratings = Classements : { $one }, { $two }.
results-season-over = C’était la dernière partie de la ligue **{ $league }** : la saison est terminée. Bravo, **{ $champion }** !
