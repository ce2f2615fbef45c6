# Divisionen und Saisons: Ankündigungen, Tabellen je Division und Ablehnungen.

divisions-created = **{ $actor }** hat das Divisionsturnier **{ $event }** eröffnet ({ $variant }, Divisionen mit bis zu { $size } Spielern, { $days ->
        [one] { $days } Tag
       *[other] { $days } Tage
    } pro Zug, { $round-days ->
        [one] { $round-days } Tag
       *[other] { $round-days } Tage
    } pro Runde, { $rated ->
        [true] gewertet
       *[other] ungewertet
    }). In jeder Saison spielt jede Division { $play ->
        [round_robin_double] ein eigenes doppeltes Rundenturnier (alle gegen alle, zweimal, mit getauschten Plätzen)
        [round_robin] ein eigenes Rundenturnier (alle gegen alle, einmal)
       *[other] ein eigenes Schweizer System
    }; am Ende { $movers ->
        [one] steigt { $movers } Spieler von der Spitze jeder Division auf und { $movers } vom Ende ab
       *[other] steigen die besten { $movers } jeder Division auf und die letzten { $movers } ab
    }, und die nächste Saison beginnt von selbst { $pause ->
        [one] { $pause } Tag
       *[other] { $pause } Tage
    } später. Mitmachen mit `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-join } { $event }`; die Organisation startet die erste Saison mit `/{ cmd-lyngk-admin } { cmd-lyngk-admin-event } { cmd-lyngk-admin-event-start } { $event }`.
divisions-season-opens = **{ $event }**, Saison { $season }: { $players } Spieler in { $divisions ->
        [one] { $divisions } Division
       *[other] { $divisions } Divisionen
    }, nach Wertungszahl. Jede Division ist ein eigenes Turnier:
divisions-season-over = **{ $event }**: Saison { $season } ist beendet. Die Abschlusstabellen der Divisionen:
divisions-moves = Division { $division } · Aufstieg: { $up } · Abstieg: { $down }
divisions-nobody = niemand
divisions-no-moves = { $divisions ->
    [one] Niemand steigt auf oder ab: es gibt nur eine Division.
   *[other] Diese Saison steigt niemand auf oder ab.
}
divisions-next-season = Saison { $season } von **{ $event }** beginnt von selbst am { $opens }. Bis dahin nimmt dich `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-leave } { $event }` heraus, und wer neu beitritt, beginnt in der untersten Division.
divisions-too-few-to-go-on = **{ $event }** endet: für eine neue Saison { $players ->
        [one] bleibt nur { $players } Spieler
       *[other] bleiben nur { $players } Spieler
    }.
divisions-joined-next-season = **{ $player }** ist **{ $event }** beigetreten und beginnt in Saison { $season } in der untersten Division.
divisions-left = **{ $player }** hat **{ $event }** verlassen und spielt in der nächsten Saison nicht mit.
divisions-standings-title = **LYNGK-Divisionen { $event } · Saison { $season }{ $over ->
        [true] {""} (beendet)
       *[other] {""}
    }**
divisions-image-title = { $event } · Saison { $season } · Division { $division }
divisions-image-subtitle = { $players ->
        [one] { $players } Spieler
       *[other] { $players } Spieler
    }, { $rounds ->
        [one] { $rounds } Runde
       *[other] { $rounds } Runden
    } { $format ->
        [round_robin] Rundenturnier
       *[other] Schweizer System
    }
divisions-list-line = **{ $event }** (Divisionen): { $state ->
        [open] offen für Anmeldungen
        [pause] zwischen zwei Saisons
        [finished] beendet
       *[running] läuft
    }, Saison { $season }, { $players } Spieler

divisions-refusal-division-size = Eine Division hat 2 bis { $max } Spieler, nicht { $given }.
divisions-refusal-too-many-movers = { $movers } auf und { $movers } ab ist mehr als die Hälfte einer Division von { $size }: Spitze und Ende würden sich überschneiden.
divisions-refusal-pause-days = Die Pause zwischen zwei Saisons dauert 0 bis { $max } Tage, nicht { $given }.
divisions-refusal-rounds = Eine Division von { $size } Spielern spielt 1 bis { $max } Runden, nicht { $given }.
divisions-refusal-too-few-players = **{ $name }** braucht mindestens 2 Spieler für die erste Saison; angemeldet { $players ->
        [one] ist { $players }
       *[other] sind { $players }
    }.
divisions-refusal-best-of = Divisionen spielen einzelne Partien; „best of { $given }“ gibt es nur im K.-o.-System.
divisions-refusal-report-per-division = **{ $name }** hat einen Turnierbericht je Division: exportiere ihn unter dem Namen der Division, etwa `{ $example }`.
divisions-refusal-round-robin-too-big = Eine Division mit Rundenturnier hat höchstens { $max } Spieler, nicht { $size }: wähle eine kleinere `{ cmd-lyngk-admin-event-create.division_size }` oder das Schweizer System.
divisions-refusal-rounds-in-round-robin = Im Rundenturnier einer Division spielen alle { $legs ->
        [2] zweimal
       *[other] einmal
    } gegen alle, die Runden ergeben sich also aus den Spielern: lass `{ cmd-lyngk-admin-event-create.rounds }` weg (angegeben: { $given }).
divisions-refusal-legs-in-swiss = `{ cmd-lyngk-admin-event-create.legs }` gilt nur für Divisionen, die ein Rundenturnier spielen: gib `{ cmd-lyngk-admin-event-create.division_format }:{ cmd-choice-round-robin }` an, oder lass es bei Divisionen im Schweizer System weg.
