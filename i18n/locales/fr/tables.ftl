tables-code-block =
    ```
    { $rows }
    ```
tables-rank = #
tables-player = Joueur
tables-rating = Cote
tables-range = ±
tables-games = Parties
tables-played = J
tables-wins = G
tables-draws = N
tables-losses = P
tables-points = Pts
tables-stacks = Pil
tables-left = Reste
