# Partien gegen die LYNGK-KI und ihre Analysen nach der Partie (Issue 14).

# The name the AI plays under, shown as a player; `ai:N` is what players type.
ai-name = LYNGK-KI (ai:{ $level })
ai-game-begins = Partie { $game } beginnt: { $player } gegen die LYNGK-KI auf Stufe { $level } (Wertung { $rating }), { $variant }. Die Partie zählt nicht für die Wertung dieses Servers.
ai-moves-first = Die KI (Stufe { $level }) ist zuerst am Zug und denkt nach …
ai-you-move-first = { $player }, du bist zuerst am Zug: `/{ cmd-lyngk } { cmd-lyngk-move }`.
ai-bad-level = Die KI hat die Stufen 1 bis { $max }, nicht { $given }.
ai-level-with-opponent = Wähle entweder einen Gegner oder eine KI-Stufe, nicht beides: `level` allein fordert die KI heraus.
ai-busy-later = Die KI denkt gerade in vielen Partien zugleich: ihr Zug hier kommt der Reihe nach, in wenigen Minuten.
ai-busy-review = Die KI ist gerade mit vielen Partien beschäftigt. Bitte frag in ein paar Minuten noch einmal nach der Analyse.

review-heading = **Analyse der Partie { $game }** ({ $one } gegen { $two }), von der LYNGK-KI:
review-costly = Zug { $turn }, { $player }: `{ $played }` kostete { $loss } % der Gewinnchance; die KI zieht `{ $better }` vor.
review-no-costly = Kein Zug hat viel gekostet: Die KI findet keinen klaren Fehler.
review-live-game = Partie { $game } läuft noch. Analysen gibt es nur für beendete Partien: Während einer Partie hilft die KI niemandem.
review-nothing = In diesem Kanal gibt es noch keine beendete Partie zum Analysieren.
review-chart-title = Partie { $game }: Gewinnchance, Zug für Zug
review-chart-alt = Diagramm der Partie { $game }: die Gewinnchance von { $one } und { $two } nach jedem Zug, wie die LYNGK-KI sie schätzt. Hinterlegte Züge haben am meisten gekostet.
review-chart-chance-axis = Gewinnchance
review-chart-turn-axis = Zug
