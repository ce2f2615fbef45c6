tables-code-block =
    ```
    { $rows }
    ```
tables-rank = #
tables-player = Spieler
tables-rating = Wertung
tables-range = ±
tables-games = Partien
tables-played = Sp
tables-wins = S
tables-draws = U
tables-losses = N
tables-points = Pkt
tables-stacks = Stp
tables-left = Offen
