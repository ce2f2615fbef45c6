# Partijen tegen de LYNGK-AI en haar analyses na afloop (issue 14).

# The name the AI plays under, shown as a player; `ai:N` is what players type.
ai-name = LYNGK-AI (ai:{ $level })
ai-game-begins = Partij { $game } begint: { $player } tegen de LYNGK-AI op niveau { $level } (rating { $rating }), { $variant }. De partij telt niet mee voor de rating op deze server.
ai-moves-first = De AI (niveau { $level }) is eerst aan de beurt en denkt na…
ai-you-move-first = { $player }, jij bent eerst aan de beurt: `/{ cmd-lyngk } { cmd-lyngk-move }`.
ai-bad-level = De AI heeft niveaus 1 tot en met { $max }, niet { $given }.
ai-level-with-opponent = Kies een tegenstander of een AI-niveau, niet allebei: alleen `level` daagt de AI uit.
ai-busy-later = De AI denkt in veel partijen tegelijk na: haar zet hier volgt op zijn beurt, binnen een paar minuten.
ai-busy-review = De AI is nu met veel partijen bezig. Vraag de analyse over een paar minuten opnieuw.

review-heading = **Analyse van partij { $game }** ({ $one } tegen { $two }), door de LYNGK-AI:
review-costly = Beurt { $turn }, { $player }: `{ $played }` kostte { $loss }% van de winkans; de AI kiest liever `{ $better }`.
review-no-costly = Geen zet kostte veel: de AI vindt geen duidelijke fout.
review-live-game = Partij { $game } wordt nog gespeeld. Analyses zijn er alleen voor afgelopen partijen: tijdens een partij helpt de AI niemand.
review-nothing = Dit kanaal heeft nog geen afgelopen partij om te analyseren.
review-chart-title = Partij { $game }: winkans, beurt na beurt
review-chart-alt = Grafiek van partij { $game }: de winkans van { $one } en { $two } na elke beurt, zoals de LYNGK-AI die schat. Gemarkeerde beurten kostten het meest.
review-chart-chance-axis = Winkans
review-chart-turn-axis = Beurt
