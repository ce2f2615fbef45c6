info-moves-all = **{ $player }** szabályos lépései:
info-moves-from = **{ $player }** lépései innen: { $from }
info-landing = • { $to }: { $effect }
info-landing-with-claim = • { $to } ennek a színnek a kisajátításával: { $colours }: { $effect }
info-colour = { $colour }
info-origin = { $from } → { $landings }
info-origin-with-claims = { $origin }; szín kisajátításával: { $claims }
info-cells = { $cells }
info-only-with-claim = (csak szín kisajátításával)
info-claim-landings = { $colour } { $cells }
info-cut = …

info-replay = **A(z) { $game }. játszma visszajátszása**: { $first } – { $second } · { $turns } kör
info-replay-finished = **A(z) { $game }. játszma visszajátszása**: { $first } – { $second } · { $turns } kör · { $result }
info-replay-description = A(z) { $game }. játszma animált visszajátszása, { $turns } kör. Utolsó kép: { $last }

info-history-heading = **{ $game }. játszma**: { $first } – { $second } · { $variant } · mag: { $seed }
info-history-turns = { $turns }
info-history-no-turns = Még nem volt kör.
info-history-result = Eredmény: { $result }
