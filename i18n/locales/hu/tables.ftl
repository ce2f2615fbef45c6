tables-code-block =
    ```
    { $rows }
    ```
tables-rank = #
tables-player = Játékos
tables-rating = Értékszám
tables-range = ±
tables-games = Játszma
tables-played = J
tables-wins = Gy
tables-draws = D
tables-losses = V
tables-points = Pont
tables-stacks = Torony
tables-left = Hátra
