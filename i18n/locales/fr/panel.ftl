# The turn panel's buttons (at most 80 characters) and the answer-in-advance modal
# (title and label at most 45 characters, placeholder at most 100).
panel-move = Jouer
panel-premove = Répondre à l’avance
panel-stack = Coups d’une pile
panel-board = Plateau
panel-resign = Abandonner
panel-history = Historique
panel-premove-title = Répondre à l’avance
panel-premove-label = Vos réponses, tour par tour
panel-premove-placeholder = Son coup, votre réponse, … : c3-d4 e5-f6
panel-next-game = Partie suivante
panel-web-page = Voir sur le web
