image-joker = dzsóker
image-seat = { $seat }. JÁTÉKOS
image-unnamed = { $seat }. játékos
image-no-colour-yet = még nincs szín
image-points = { $n } pont
image-to-move-tag = SORON
image-winner-tag = GYŐZTES
image-turn = { $n }. kör
image-variant = { $variant ->
    [six] 6-os torony változat
   *[standard] Alapjáték
}
image-neutral = Semleges:
image-no-neutral = nincs
image-last-turn = Utolsó: { $turn }
image-last-turn-lyngk = Utolsó: { $turn } LYNGK-pontokon át: { $points }
image-landings = { $count ->
    [0] { $from } ebben a körben nem léphet
   *[other] { $from } { $count } toronyra léphet (lila gyűrűk)
}
image-six-stack-win = { $winner } 6-os toronnyal nyert
image-tiebreak-win = { $criterion ->
    [points] { $winner } pontokkal nyert ({ $won } : { $lost })
   *[stacks] { $winner } a { $height }-es tornyokkal nyert ({ $won } : { $lost })
}
image-draw = Döntetlen: minden számlálás egyenlő
image-resigned = { $loser } feladta; { $winner } nyer
image-won-on-time = { $winner } nyer időre
image-aborted = A játszma érvénytelenítve
image-criterion = { $criterion ->
    [points] pontok
   *[stacks] { $height }-es tornyok
}
image-replay-finished = A teljes játszma visszajátszása: { $turns } kör
image-replay-in-progress = Folyamatban lévő játszma visszajátszása: eddig { $turns } kör
image-alt-board = { $variant ->
    [six] LYNGK tábla, { $turn }. kör, 6-os torony változat
   *[standard] LYNGK tábla, { $turn }. kör, alapjáték
}
image-alt-player = { $name } ({ $seat }. játékos): { $colours }
image-alt-player-points = { $name } ({ $seat }. játékos): { $colours }; { $points } pont
image-alt-scored = { $player } (megszerzett tornyok: { $stacks })
image-alt-to-move = { $name } következik
image-alt-neutral = Semleges: { $colours }
image-alt-last-move = Utolsó kör: { $name } lépett, { $from } → { $to }
image-alt-last-claim-move = Utolsó kör: { $name } kisajátította a(z) { $colour } színt, és lépett, { $from } → { $to }
image-alt-via-lyngk = { $sentence }, LYNGK-pontokon át: { $points }
image-alt-last-pass = Utolsó kör: { $name } passzolt
image-alt-last-claim-pass = Utolsó kör: { $name } kisajátította a(z) { $colour } színt, és passzolt
image-alt-tall-stacks = Legalább 3 magas tornyok, alulról felfelé:
image-alt-no-tall-stacks = Nincs legalább 3 magas torony
image-and-more = és még { $count }
# Between the items of a long list in alt text (a table's rows).
image-item-separator = ;{ " " }
image-alt-table = Táblázat: { $title }
image-alt-no-rows = Nincsenek sorok
image-colour = { $colour }
