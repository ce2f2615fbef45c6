# Rundenturniere: Ankündigungen, Tabelle und Ablehnungen.

event-created-round-robin = **{ $actor }** hat das Rundenturnier **{ $event }** eröffnet ({ $variant }, { $legs ->
        [2] jede Paarung zweimal, mit getauschten Plätzen
       *[other] jede Paarung einmal
    }, { $days ->
        [one] { $days } Tag
       *[other] { $days } Tage
    } pro Zug, { $round-days ->
        [one] { $round-days } Tag
       *[other] { $round-days } Tage
    } pro Runde, { $rated ->
        [true] gewertet
       *[other] ungewertet
    }). Die Runden ergeben sich aus den Teilnehmenden (höchstens { $max }), die sich Runde für Runde begegnen. Melde dich mit `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-join } { $event }` an, bevor der Veranstalter es mit `/{ cmd-lyngk-admin } { cmd-lyngk-admin-event } { cmd-lyngk-admin-event-start } { $event }` startet.
round-robin-bye-line = { $player } hat in dieser Runde spielfrei (keine Partie, keine Punkte).
round-robin-walkover-line = { $winner } gewinnt kampflos: { $loser } hat sich zurückgezogen.
round-robin-withdrawn-bye-line = { $player } hat in dieser Runde keine Partie: { $opponent } hat sich zurückgezogen.
round-robin-round-without-games = **{ $event }**, Runde { $round } von { $rounds }: keine Partie zu spielen, in jeder Partie der Runde hat sich jemand zurückgezogen.
round-robin-standings-image-title = LYNGK-Turnier { $event } · Tabelle des Rundenturniers
round-robin-standings-subtitle = { $over ->
        [true] Endstand
       *[other] Nach Runde { $round } von { $rounds }
    }

round-robin-refusal-rounds = Kein { $legs ->
        [double] doppeltes
       *[other] einfaches
    } Rundenturnier hat { $given } Runden: n Teilnehmende spielen n - 1 Runden, wenn n gerade ist, und n, wenn n ungerade ist{ $legs ->
        [double] , das Ganze zweimal
       *[other] {""}
    }. Lass `{ cmd-lyngk-admin-event-create.rounds }` weg, dann ergeben sich die Runden aus den Teilnehmenden.
round-robin-refusal-rounds-disagree = Das Rundenturnier { $name } wurde mit { $rounds } Runden angelegt, aber seine { $players } Teilnehmenden ergeben { $needed }: { $rounds } Runden brauchen { $fitting } Teilnehmende. Ändere die Teilnehmerliste oder lege es ohne `{ cmd-lyngk-admin-event-create.rounds }` neu an.
round-robin-refusal-late-entry = Der Spielplan eines Rundenturniers steht beim Start fest, daher gibt es keine Nachmeldungen: lass `{ cmd-lyngk-admin-event-create.late_entry }` weg.
round-robin-refusal-best-of = Duelle über { $given } Partien gibt es nur im K.-o.-System: jede Paarung eines Rundenturniers ist eine Partie. Lass `{ cmd-lyngk-admin-event-create.best_of }` weg.
round-robin-refusal-max-players = Ein { $legs ->
        [double] doppeltes
       *[other] einfaches
    } Rundenturnier hat höchstens { $max } Teilnehmende (ein Turnier hat höchstens 30 Runden), nicht { $given }.
round-robin-refusal-full = Das Rundenturnier { $name } ist voll: ein { $legs ->
        [double] doppeltes
       *[other] einfaches
    } Rundenturnier hat höchstens { $max } Teilnehmende.
round-robin-refusal-started = Das Rundenturnier { $name } hat begonnen und sein Spielplan steht fest: niemand kann jetzt noch einsteigen.
round-robin-refusal-round-days-all-at-once = Ein Rundenturnier mit allen Partien auf einmal hat keine Rundenfristen (nur die Uhren der Partien): lass `{ cmd-lyngk-admin-event-create.round_days }` weg.
