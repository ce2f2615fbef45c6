tables-code-block =
    ```
    { $rows }
    ```
tables-rank = #
tables-player = Speler
tables-rating = Rating
tables-range = ±
tables-games = Partijen
tables-played = G
tables-wins = W
tables-draws = R
tables-losses = V
tables-points = Ptn
tables-stacks = Stp
tables-left = Open
