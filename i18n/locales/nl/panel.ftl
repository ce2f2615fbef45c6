# The turn panel's buttons (at most 80 characters) and the answer-in-advance modal
# (title and label at most 45 characters, placeholder at most 100).
panel-move = Zetten
panel-premove = Vooraf antwoorden
panel-stack = Zetten van een stapel
panel-board = Speelbord
panel-resign = Opgeven
panel-history = Verloop
panel-premove-title = Vooraf antwoorden
panel-premove-label = Je antwoorden, zet voor zet
panel-premove-placeholder = Hun zet, jouw antwoord, …: c3-d4 e5-f6
panel-next-game = Volgende partij
panel-web-page = Op het web bekijken
