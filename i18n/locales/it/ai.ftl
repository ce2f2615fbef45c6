# Partite contro l'IA di LYNGK e le sue analisi a fine partita (issue 14).

# The name the AI plays under, shown as a player; `ai:N` is what players type.
ai-name = IA di LYNGK (ai:{ $level })
ai-game-begins = Inizia la partita { $game }: { $player } contro l’IA di LYNGK al livello { $level } (punteggio { $rating }), { $variant }. La partita non conta per la classifica di questo server.
ai-moves-first = L’IA (livello { $level }) muove per prima e sta pensando…
ai-you-move-first = { $player }, muovi per primo: `/{ cmd-lyngk } { cmd-lyngk-move }`.
ai-bad-level = L’IA ha i livelli da 1 a { $max }, non { $given }.
ai-level-with-opponent = Scegli un avversario oppure un livello dell’IA, non entrambi: `level` da solo sfida l’IA.
ai-busy-later = L’IA sta pensando in molte partite insieme: la sua mossa qui arriverà a turno, entro pochi minuti.
ai-busy-review = L’IA è impegnata in molte partite in questo momento. Richiedi l’analisi tra qualche minuto.

review-heading = **Analisi della partita { $game }** ({ $one } contro { $two }), a cura dell’IA di LYNGK:
review-costly = Turno { $turn }, { $player }: `{ $played }` è costata { $loss ->
        [one] { $loss } punto percentuale
       *[other] { $loss } punti percentuali
    } di probabilità di vincere; l’IA preferisce `{ $better }`.
review-no-costly = Nessuna mossa è costata molto: l’IA non trova errori evidenti.
review-live-game = La partita { $game } è ancora in corso. Le analisi sono solo per le partite finite: durante una partita l’IA non aiuta nessuno.
review-nothing = In questo canale non c’è ancora una partita finita da analizzare.
review-chart-title = Partita { $game }: probabilità di vincere per turno
review-chart-alt = Grafico della partita { $game }: la probabilità di vincere di { $one } e di { $two } dopo ogni turno, secondo la stima dell’IA di LYNGK. I turni evidenziati sono costati di più.
review-chart-chance-axis = Probabilità di vincere
review-chart-turn-axis = Turno
