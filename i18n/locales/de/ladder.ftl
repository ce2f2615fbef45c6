# Leitern: Ankündigungen, die Leiter als Text und Bild, Ablehnungen.

ladder-created = **{ $actor }** hat die Leiter **{ $event }** eröffnet ({ $variant }, { $days ->
        [one] { $days } Tag
       *[other] { $days } Tage
    } pro Zug, { $rated ->
        [true] gewertet
       *[other] ungewertet
    }). Tritt unten bei mit `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-join } { $event }` und fordere jemanden bis zu { $reach ->
        [one] { $reach } Platz
       *[other] { $reach } Plätze
    } über dir heraus mit `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-challenge }`. Eine Herausforderung, die nicht binnen { $days ->
        [one] { $days } Tag
       *[other] { $days } Tagen
    } angenommen wird, gewinnt die herausfordernde Person; nach { $inactive ->
        [one] { $inactive } Tag
       *[other] { $inactive } Tagen
    } ohne Partie rutscht man ans Ende.
ladder-joined = **{ $player }** ist der Leiter **{ $event }** auf Platz { $place } beigetreten.
ladder-left = **{ $player }** hat die Leiter **{ $event }** verlassen; wer darunter stand, rückt auf.
ladder-challenged = **{ $challenger }** (Platz { $from }) fordert { $defender } (Platz { $place }) auf der Leiter **{ $event }** heraus. Nimm bis { $until } an mit `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-accept } { $event }`, sonst übernimmt die herausfordernde Person deinen Platz.
ladder-accepted = **{ $defender }** hat die Herausforderung von **{ $challenger }** auf der Leiter **{ $event }** angenommen: Partie { $game } beginnt in einem eigenen Thread.
ladder-thread-name = LYNGK-Leiter { $event } · { $first } gegen { $second }
ladder-opening = Leiter **{ $event }**: Partie { $game } zwischen **{ $first }** (Spieler 1, fordert heraus) und **{ $second }** (Spieler 2), { $variant }, { $days ->
        [one] { $days } Tag
       *[other] { $days } Tage
    } pro Zug. Gewinnt die herausfordernde Person, übernimmt sie den Platz der herausgeforderten.
ladder-climbed = Leiter **{ $event }**: **{ $challenger }** hat { $defender } besiegt und übernimmt Platz { $place }; { $defender } und alle dazwischen rücken einen Platz nach unten.
ladder-held = Leiter **{ $event }**: { $defender } behält Platz { $place } gegen { $challenger }.
ladder-expired = Leiter **{ $event }**: { $defender } hat nicht rechtzeitig angenommen, also gewinnt { $challenger } die Herausforderung und übernimmt Platz { $place }.
ladder-dropped = Leiter **{ $event }**: **{ $player }** hat lange nicht gespielt und rutscht ans Ende (Platz { $place }).
ladder-standings-title = **LYNGK-Leiter { $event }** · { $players ->
        [one] { $players } Person
       *[other] { $players } Personen
    }, Herausforderungen bis { $reach ->
        [one] { $reach } Platz
       *[other] { $reach } Plätze
    } nach oben
ladder-image-title = LYNGK-Leiter { $event }
ladder-empty = Auf der Leiter **{ $event }** steht noch niemand: tritt bei mit `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-join } { $event }`.
ladder-column-challenge = Herausforderung
ladder-note-challenges = fordert { $player } ({ $place }) heraus
ladder-note-challenged-by = herausgefordert von { $player } ({ $place })
ladder-note-playing = spielt gegen { $player } ({ $place })
ladder-image-place = { $place }. { $player }
ladder-image-place-note = { $place }. { $player }, { $note }
ladder-image-alt = { $title }: { $places }.
ladder-list-line = **{ $event }** (Leiter): { $players ->
        [one] { $players } Person
       *[other] { $players } Personen
    }, { $open ->
        [one] { $open } offene Herausforderung
       *[other] { $open } offene Herausforderungen
    }

ladder-refusal-reach = Eine Herausforderung reicht 1 bis { $max } Plätze nach oben, nicht { $given }.
ladder-refusal-inactive-days = Ans Ende rutscht man nach 1 bis { $max } Tagen ohne Partie, nicht nach { $given }.
ladder-refusal-not-a-ladder = Das Turnier { $name } ist keine Leiter: nur Leitern haben Herausforderungen.
ladder-refusal-no-start = Die Leiter { $name } braucht keinen Start: sie ist ab ihrer Eröffnung offen, und Herausforderungen gehen jederzeit.
ladder-refusal-no-rounds = Die Leiter { $name } hat keine Runden: siehe `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-standings } { $name }`.
ladder-refusal-you-are-not-on-it = Du stehst nicht auf der Leiter { $name }: tritt bei mit `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-join } { $name }`.
ladder-refusal-not-on-it = { $player } steht nicht auf der Leiter { $name }.
ladder-refusal-yourself = Du kannst dich nicht selbst herausfordern: fordere jemanden über dir heraus.
ladder-refusal-not-above = { $player } steht auf der Leiter nicht über dir: fordere jemanden über dir heraus.
ladder-refusal-too-far-up = { $player } steht { $places } Plätze über dir; eine Herausforderung reicht höchstens { $reach ->
        [one] { $reach } Platz
       *[other] { $reach } Plätze
    } nach oben.
ladder-refusal-you-are-busy = Du steckst auf dieser Leiter schon in einer Herausforderung: bring sie zuerst zu Ende.
ladder-refusal-busy = { $player } steckt auf dieser Leiter schon in einer Herausforderung: fordere später heraus, wenn sie vorbei ist.
ladder-refusal-nothing-to-accept = Auf der Leiter { $name } wartet niemand auf deine Antwort.
ladder-refusal-not-yours-to-accept = Diese Herausforderung gilt { $player }: nur diese Person kann sie annehmen.
