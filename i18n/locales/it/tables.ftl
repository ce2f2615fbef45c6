tables-code-block =
    ```
    { $rows }
    ```
tables-rank = #
tables-player = Giocatore
tables-rating = Punteggio
tables-range = ±
tables-games = Partite
tables-played = G
tables-wins = V
tables-draws = P
tables-losses = S
tables-points = Pti
tables-stacks = Pil
tables-left = Rest
