# The turn panel's buttons (at most 80 characters) and the answer-in-advance modal
# (title and label at most 45 characters, placeholder at most 100).
panel-move = Ziehen
panel-premove = Im Voraus antworten
panel-stack = Züge eines Stapels
panel-board = Spielbrett
panel-resign = Aufgeben
panel-history = Verlauf
panel-premove-title = Im Voraus antworten
panel-premove-label = Deine Antworten, Zug um Zug
panel-premove-placeholder = Ihr Zug, deine Antwort, …: c3-d4 e5-f6
panel-next-game = Nächste Partie
panel-web-page = Im Web ansehen
