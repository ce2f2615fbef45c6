# The turn panel's buttons (at most 80 characters) and the answer-in-advance modal
# (title and label at most 45 characters, placeholder at most 100).
panel-move = Ruch
panel-premove = Odpowiedz z góry
panel-stack = Ruchy stosu
panel-board = Plansza
panel-resign = Poddaj
panel-history = Historia
panel-premove-title = Odpowiedz z góry
panel-premove-label = Twoje odpowiedzi, ruch po ruchu
panel-premove-placeholder = Jego ruch, twoja odpowiedź, …: c3-d4 e5-f6
panel-next-game = Następna partia
panel-web-page = Zobacz w sieci
