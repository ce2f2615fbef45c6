# Játszmák a LYNGK MI ellen és a játszma utáni elemzései (14. jegy).

# The name the AI plays under, shown as a player; `ai:N` is what players type.
ai-name = LYNGK MI (ai:{ $level })
ai-game-begins = Kezdődik a(z) { $game }. játszma: { $player } a LYNGK MI ellen, { $level }. szinten (értékszám: { $rating }), { $variant }. A játszma nem számít bele a szerver értékszámaiba.
ai-moves-first = Az MI ({ $level }. szint) lép először, és gondolkodik…
ai-you-move-first = { $player }, te lépsz először: `/{ cmd-lyngk } { cmd-lyngk-move }`.
ai-bad-level = Az MI szintjei 1-től { $max }-ig tartanak, { $given } nem ezek közül való.
ai-level-with-opponent = Ellenfelet vagy MI-szintet válassz, ne mindkettőt: a `level` magában az MI-t hívja ki.
ai-busy-later = Az MI most sok játszmában gondolkodik egyszerre: itt sorban következik a lépése, néhány percen belül.
ai-busy-review = Az MI most sok játszmával van elfoglalva. Kérd újra az elemzést néhány perc múlva.

review-heading = **A(z) { $game }. játszma elemzése** ({ $one } – { $two }), a LYNGK MI-től:
review-costly = { $turn }. kör, { $player }: a(z) `{ $played }` lépés { $loss }%-ot vett el a nyerési esélyből; az MI a(z) `{ $better }` lépést választaná.
review-no-costly = Egyik lépés sem került sokba: az MI nem talál egyértelmű hibát.
review-live-game = A(z) { $game }. játszma még folyik. Elemzés csak befejezett játszmáról kérhető: játszma közben az MI senkinek sem segít.
review-nothing = Ebben a csatornában még nincs befejezett játszma, amit elemezni lehetne.
review-chart-title = { $game }. játszma: nyerési esély körről körre
review-chart-alt = A(z) { $game }. játszma grafikonja: { $one } és { $two } nyerési esélye minden kör után, a LYNGK MI becslése szerint. A kiemelt körök kerültek a legtöbbe.
review-chart-chance-axis = Nyerési esély
review-chart-turn-axis = Kör
