tables-code-block =
    ```
    { $rows }
    ```
tables-rank = #
tables-player = Jugador
tables-rating = Puntos
tables-range = ±
tables-games = Partidas
tables-played = J
tables-wins = G
tables-draws = E
tables-losses = P
tables-points = Pts
tables-stacks = Pil
tables-left = Faltan
