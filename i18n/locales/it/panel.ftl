# The turn panel's buttons (at most 80 characters) and the answer-in-advance modal
# (title and label at most 45 characters, placeholder at most 100).
panel-move = Muovi
panel-premove = Rispondi in anticipo
panel-stack = Mosse di una pila
panel-board = Tavoliere
panel-resign = Abbandona
panel-history = Cronologia
panel-premove-title = Rispondi in anticipo
panel-premove-label = Le tue risposte, turno per turno
panel-premove-placeholder = La sua mossa, la tua risposta, …: c3-d4 e5-f6
panel-next-game = Prossima partita
panel-web-page = Guarda sul web
