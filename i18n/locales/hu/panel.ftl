# The turn panel's buttons (at most 80 characters) and the answer-in-advance modal
# (title and label at most 45 characters, placeholder at most 100).
panel-move = Lépés
panel-premove = Előre válaszolok
panel-stack = Egy torony lépései
panel-board = Tábla
panel-resign = Feladom
panel-history = Előzmények
panel-premove-title = Előre válaszolok
panel-premove-label = Válaszaid, lépésről lépésre
panel-premove-placeholder = Az ő lépése, a te válaszod, …: c3-d4 e5-f6
panel-next-game = Következő játszma
panel-web-page = Megnézés a weben
