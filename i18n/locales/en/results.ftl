# What a finished game changes: ratings, a league's season.

results-rating-change = { $name } { $before } → { $after } ({ $delta })
results-ratings = Ratings: { $one }, { $two }.
results-season-over = That was the last game of the league **{ $league }**: the season is over. Congratulations, **{ $champion }**!
