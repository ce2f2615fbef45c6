# Partie przeciwko SI LYNGK i jej analizy po partii (zgłoszenie 14).

# The name the AI plays under, shown as a player; `ai:N` is what players type.
ai-name = SI LYNGK (ai:{ $level })
ai-game-begins = Partia { $game } się zaczyna: { $player } kontra SI LYNGK na poziomie { $level } (ranking { $rating }), { $variant }. Partia nie liczy się do rankingu tego serwera.
ai-moves-first = SI (poziom { $level }) wykonuje ruch pierwsza i myśli…
ai-you-move-first = { $player }, twój ruch jako pierwszy: `/{ cmd-lyngk } { cmd-lyngk-move }`.
ai-bad-level = SI ma poziomy od 1 do { $max }, a nie { $given }.
ai-level-with-opponent = Wybierz przeciwnika albo poziom SI, nie oba naraz: samo `level` wyzywa SI.
ai-busy-later = SI myśli teraz w wielu partiach naraz: jej ruch tutaj przyjdzie po kolei, w ciągu kilku minut.
ai-busy-review = SI jest teraz zajęta wieloma partiami. Poproś o analizę ponownie za kilka minut.

review-heading = **Analiza partii { $game }** ({ $one } kontra { $two }), wykonana przez SI LYNGK:
review-costly = Tura { $turn }, { $player }: ruch `{ $played }` kosztował { $loss }% szansy na wygraną; SI woli `{ $better }`.
review-no-costly = Żaden ruch nie kosztował wiele: SI nie widzi wyraźnego błędu.
review-live-game = Partia { $game } wciąż trwa. Analizy są tylko dla zakończonych partii: w trakcie partii SI nikomu nie pomaga.
review-nothing = Na tym kanale nie ma jeszcze zakończonej partii do analizy.
review-chart-title = Partia { $game }: szansa na wygraną, tura po turze
review-chart-alt = Wykres partii { $game }: szansa na wygraną graczy { $one } i { $two } po każdej turze według oceny SI LYNGK. Zacienione tury kosztowały najwięcej.
review-chart-chance-axis = Szansa na wygraną
review-chart-turn-axis = Tura
