# Round robin-toernooien: aankondigingen, stand en weigeringen.

event-created-round-robin = **{ $actor }** heeft het round robin-toernooi **{ $event }** geopend ({ $variant }, { $legs ->
        [2] elk paar twee keer, met omgewisselde plaatsen
       *[other] elk paar één keer
    }, { $days ->
        [one] { $days } dag
       *[other] { $days } dagen
    } per zet, { $round-days ->
        [one] { $round-days } dag
       *[other] { $round-days } dagen
    } per ronde, { $rated ->
        [true] telt mee voor de rating
       *[other] telt niet mee voor de rating
    }). Het aantal ronden volgt uit de spelers (hoogstens { $max }), die elkaar ronde voor ronde treffen. Schrijf je in met `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-join } { $event }` voordat de organisator het start met `/{ cmd-lyngk-admin } { cmd-lyngk-admin-event } { cmd-lyngk-admin-event-start } { $event }`.
round-robin-bye-line = { $player } is deze ronde vrij (geen partij, geen punten).
round-robin-walkover-line = { $winner } wint reglementair: { $loser } heeft zich teruggetrokken.
round-robin-withdrawn-bye-line = { $player } heeft deze ronde geen partij: { $opponent } heeft zich teruggetrokken.
round-robin-round-without-games = **{ $event }**, ronde { $round } van { $rounds }: geen partij te spelen, in elke partij van de ronde zat een speler die zich heeft teruggetrokken.
round-robin-standings-image-title = LYNGK-toernooi { $event } · stand van de round robin
round-robin-standings-subtitle = { $over ->
        [true] Eindstand
       *[other] Na ronde { $round } van { $rounds }
    }

round-robin-refusal-rounds = Geen { $legs ->
        [double] dubbele
       *[other] enkele
    } round robin heeft { $given } ronden: n spelers spelen n - 1 ronden als n even is en n als n oneven is{ $legs ->
        [double] , en dat twee keer
       *[other] {""}
    }. Laat `{ cmd-lyngk-admin-event-create.rounds }` weg, dan volgen de ronden uit de spelers.
round-robin-refusal-rounds-disagree = Het round robin-toernooi { $name } is aangemaakt met { $rounds } ronden, maar de { $players } spelers maken er { $needed }: { $rounds } ronden vragen { $fitting } spelers. Verander wie meespeelt, of maak het opnieuw aan zonder `{ cmd-lyngk-admin-event-create.rounds }`.
round-robin-refusal-late-entry = Het schema van een round robin ligt vast bij de start, dus late inschrijvingen zijn er niet: laat `{ cmd-lyngk-admin-event-create.late_entry }` weg.
round-robin-refusal-best-of = Duels over { $given } partijen zijn voor knock-outtoernooien: elke indeling van een round robin is één partij. Laat `{ cmd-lyngk-admin-event-create.best_of }` weg.
round-robin-refusal-max-players = Een { $legs ->
        [double] dubbele
       *[other] enkele
    } round robin heeft hoogstens { $max } spelers (een toernooi heeft hoogstens 30 ronden), niet { $given }.
round-robin-refusal-full = Het round robin-toernooi { $name } is vol: een { $legs ->
        [double] dubbele
       *[other] enkele
    } round robin heeft hoogstens { $max } spelers.
round-robin-refusal-started = Het round robin-toernooi { $name } is begonnen en het schema ligt vast: niemand kan nu nog meedoen.
round-robin-refusal-round-days-all-at-once = Een round robin met alle partijen tegelijk heeft geen rondedeadlines (alleen de klokken van de partijen tellen): laat `{ cmd-lyngk-admin-event-create.round_days }` weg.
