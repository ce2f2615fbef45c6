# Was ein Server mit dem Ort einer Partie gemacht hat: ein gelöschter Kanal oder Thread,
# ein von der Moderation geschlossener Thread, ein Beitrag, den der Bot nicht senden durfte.

place-deleted-game-aborted = Partie { $game } zwischen { $first } und { $second } ist abgebrochen: ihr Kanal oder Thread wurde gelöscht. Sie zählt nicht für die Wertung; in einer Liga gilt sie als gespielt, und niemand bekommt Punkte.
place-closed-game-aborted = Partie { $game } zwischen { $first } und { $second } ist abgebrochen: Die Moderation hat ihren Thread { $days ->
        [one] { $days } Tag
       *[other] { $days } Tage
    } lang geschlossen gehalten. Sie zählt nicht für die Wertung; in einer Liga gilt sie als gespielt, und niemand bekommt Punkte.
place-post-refused-access = Hinweis: Ich konnte im Kanal dieser Partie nichts posten (eine Erinnerung oder den Zug der KI), weil ich ihn nicht mehr sehen kann. Die Moderation kann mir hier **Kanal ansehen** wieder erteilen.
place-post-refused-permissions = Hinweis: Ich konnte im Kanal dieser Partie nichts posten (eine Erinnerung oder den Zug der KI), weil mir eine Berechtigung entzogen wurde. Die Moderation kann mir hier **Nachrichten senden**, **Links einbetten** und **Dateien anhängen** wieder erteilen.
place-private-thread = Ich kann diesem privaten Thread nicht beitreten und hier deshalb weder Erinnerungen noch die Züge der KI posten. Füge mich dem Thread hinzu (erwähne mich darin) oder gib mir **Threads verwalten** und versuche es dann noch einmal.
