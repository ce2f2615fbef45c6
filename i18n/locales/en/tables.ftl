# Tables drawn as text and as images: a code block and the column headings (short).

tables-code-block =
    ```
    { $rows }
    ```
tables-rank = #
tables-player = Player
tables-rating = Rating
tables-range = ±
tables-games = Games
tables-played = P
tables-wins = W
tables-draws = D
tables-losses = L
tables-points = Pts
tables-stacks = Stk
tables-left = Left
