# Partidas contra la IA de LYNGK y sus análisis al terminar (issue 14).

# The name the AI plays under, shown as a player; `ai:N` is what players type.
ai-name = IA de LYNGK (ai:{ $level })
ai-game-begins = Empieza la partida { $game }: { $player } contra la IA de LYNGK en el nivel { $level } (puntuación { $rating }), { $variant }. La partida no cuenta para la clasificación de este servidor.
ai-moves-first = La IA (nivel { $level }) mueve primero y está pensando…
ai-you-move-first = { $player }, mueves primero: `/{ cmd-lyngk } { cmd-lyngk-move }`.
ai-bad-level = La IA tiene los niveles del 1 al { $max }, no { $given }.
ai-level-with-opponent = Elige un rival o un nivel de la IA, no ambos: solo `level` desafía a la IA.
ai-busy-later = La IA está pensando en muchas partidas a la vez: su jugada aquí llegará por orden, en pocos minutos.
ai-busy-review = La IA está ocupada con muchas partidas ahora mismo. Pide el análisis de nuevo dentro de unos minutos.

review-heading = **Análisis de la partida { $game }** ({ $one } contra { $two }), por la IA de LYNGK:
review-costly = Turno { $turn }, { $player }: `{ $played }` costó un { $loss } % de la probabilidad de ganar; la IA prefiere `{ $better }`.
review-no-costly = Ningún movimiento costó mucho: la IA no encuentra errores claros.
review-live-game = La partida { $game } sigue en juego. Los análisis son solo para partidas terminadas: durante una partida la IA no ayuda a nadie.
review-nothing = Este canal aún no tiene ninguna partida terminada que analizar.
review-chart-title = Partida { $game }: probabilidad de ganar por turno
review-chart-alt = Gráfico de la partida { $game }: la probabilidad de ganar de { $one } y de { $two } tras cada turno, según la estimación de la IA de LYNGK. Los turnos sombreados son los que más costaron.
review-chart-chance-axis = Probabilidad de ganar
review-chart-turn-axis = Turno
