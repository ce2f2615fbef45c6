tables-code-block =
    ```
    { $rows }
    ```
tables-rank = #
tables-player = Gracz
tables-rating = Ranking
tables-range = ±
tables-games = Partie
tables-played = R
tables-wins = W
tables-draws = Rem
tables-losses = P
tables-points = Pkt
tables-stacks = Sto
tables-left = Zost
