# Turniere (Schweizer System): Ankündigungen, Tabelle, Paarungen und Ablehnungen.

event-created = **{ $actor }** hat das Schweizer-System-Turnier **{ $event }** eröffnet ({ $variant }, { $rounds ->
        [one] { $rounds } Runde
       *[other] { $rounds } Runden
    }, { $days ->
        [one] { $days } Tag
       *[other] { $days } Tage
    } pro Zug, { $round-days ->
        [one] { $round-days } Tag
       *[other] { $round-days } Tage
    } pro Runde, { $rated ->
        [true] gewertet
       *[other] ungewertet
    }). Beitreten mit `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-join } { $event }`; der Veranstalter startet es mit `/{ cmd-lyngk-admin } { cmd-lyngk-admin-event } { cmd-lyngk-admin-event-start } { $event }`.
event-joined = **{ $player }** ist dem Turnier **{ $event }** beigetreten ({ $roster }).
event-joined-late = **{ $player }** ist dem laufenden Turnier **{ $event }** beigetreten und wird ab der nächsten Runde gepaart ({ $roster }).
event-left = **{ $player }** hat das Turnier **{ $event }** verlassen ({ $roster }).
event-withdrawn = **{ $player }** hat sich vom Turnier **{ $event }** zurückgezogen und wird nicht mehr gepaart.
event-forfeit = Partie { $game }: **{ $loser }** hat sich zurückgezogen, { $winner } gewinnt kampflos.
event-deadline-draw = Partie { $game } hat die Frist der Runde erreicht, beide Uhren haben noch Zeit: unentschieden zwischen { $first } und { $second }.
event-round-opens = **{ $event }**, Runde { $round } von { $rounds }: die Partien sind eröffnet, jede in einem eigenen Thread. Frist: { $deadline }.
event-pairing-line = { $white } (zieht zuerst) gegen { $black }
event-bye-line = { $player } hat in dieser Runde spielfrei (ein Punkt).
event-thread-name = LYNGK { $event } · Runde { $round } · { $first } gegen { $second }
event-opening = Turnier **{ $event }**, Runde { $round }: Partie { $game } zwischen **{ $first }** (Spieler 1) und **{ $second }** (Spieler 2), { $variant }, { $days ->
        [one] { $days } Tag
       *[other] { $days } Tage
    } pro Zug.
event-reopening = Das Turnier **{ $event }** läuft; die fehlenden Threads werden geöffnet.
event-over = Das Turnier **{ $event }** ist vorbei. Glückwunsch, **{ $winner }**!
event-is-over = Das Turnier ist vorbei.
event-not-started-yet = Das Turnier **{ $event }** hat noch nicht begonnen ({ $roster }).
event-standings-title = **LYNGK-Turnier { $event } · Tabelle nach Runde { $round } von { $rounds }**
swiss-standings-image-title = LYNGK-Turnier { $event } · Tabelle (Schweizer System)
event-pairings-title = **{ $event } · Runde { $round }**
event-pairings-bye = { $player }: spielfrei
event-pairings-game = { $white } gegen { $black }: { $result ->
        [running] läuft
        [white-won] 1-0
        [black-won] 0-1
        [draw] ½-½
        [void] annulliert (0-0)
        [white-forfeit-win] 1-0 kampflos
        [black-forfeit-win] 0-1 kampflos
       *[other] { $result }
    }
event-exported = Das Turnier **{ $event }** als FIDE-Turnierbericht (TRF).
event-list-empty = Auf diesem Server gibt es noch keine Turniere.
event-list-title = **Turniere auf diesem Server**
event-list-line = **{ $event }** ({ $format ->
        [swiss] Schweizer System
        [knockout] K.-o.-System
        [round_robin] Rundenturnier
       *[other] { $format }
    }): { $state ->
        [open] Anmeldung offen
        [running] läuft
       *[other] vorbei
    }, { $players ->
        [one] { $players } Spieler
       *[other] { $players } Spieler
    }, Runde { $round } von { $rounds }
event-list-league-line = **{ $event }** (Liga): läuft, { $players ->
        [one] { $players } Spieler
       *[other] { $players } Spieler
    }, { $played } von { $games } Partien gespielt

events-buchholz-cut1 = BH-1
events-buchholz = BH
events-sonneborn-berger = SB
events-progressive = Fort

refusal-admin-create-event = Nur Server-Admins (Berechtigung „Server verwalten“) können ein Turnier anlegen.
refusal-event-bad-name = Ein Turniername hat 1 bis { $max } Zeichen: Buchstaben, Ziffern, Leerzeichen, `-`, `_`, Apostrophe oder Emojis. „{ $given }“ ist keiner.
refusal-event-exists = Dieser Server hat schon ein Turnier namens { $name }: wähle einen anderen Namen.
refusal-event-unknown = Auf diesem Server gibt es kein Turnier namens „{ $name }“: siehe `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-list }`.
refusal-event-not-organiser = Das kann nur, wer das Turnier { $name } veranstaltet.
refusal-event-rounds = Ein Schweizer-System-Turnier hat 1 bis { $max } Runden, nicht { $given }.
refusal-event-deadline-in-past = Eine Runde von 0 Tagen erreicht ihre Frist, bevor jemand ziehen kann: gib mindestens 1 Tag an.
refusal-event-round-shorter-than-move = Eine Runde von { $round ->
        [one] { $round } Tag
       *[other] { $round } Tagen
    } ist kürzer als ein Zug ({ $move ->
        [one] { $move } Tag
       *[other] { $move } Tage
    }): gib der Runde mindestens so viele Tage wie einem Zug.
refusal-event-round-too-long = Eine Runde dauert höchstens { $max } Tage, nicht { $given }.
refusal-event-max-players = Ein Turnier hat 2 bis { $max } Spieler, nicht { $given }.
refusal-event-rating-range = Der Wertungsbereich { $min } bis { $max } ist leer: das Minimum darf nicht über dem Maximum liegen.
refusal-event-time-loss-share = Ein Anteil an Partien, die auf Zeit verloren wurden, liegt zwischen 0 und 100 %, nicht bei { $given }.
refusal-event-too-few-players = Das Turnier { $name } braucht zum Start mindestens 2 Spieler; es hat { $players }.
refusal-event-too-many-rounds = Das Turnier { $name } hat { $rounds ->
        [one] { $rounds } Runde
       *[other] { $rounds } Runden
    }, aber nur { $players } Spieler: jede Runde braucht einen noch nicht getroffenen Gegner, also braucht es mehr Spieler (oder weniger Runden).
refusal-event-already-started = Das Turnier { $name } hat schon begonnen: siehe `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-pairings }`.
refusal-event-late-entry-closed = Das Turnier { $name } hat begonnen und nimmt keine Nachmeldungen an.
refusal-event-finished = Das Turnier { $name } ist vorbei: siehe `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-standings }`.
refusal-event-not-started = Das Turnier { $name } hat noch nicht begonnen: es gibt keine Paarungen.
refusal-event-full = Das Turnier { $name } ist voll ({ $max } Spieler).
refusal-event-rating-outside = Das Turnier { $name } ist für Wertungen von { $min } bis { $max }; deine ist { $rating }.
refusal-event-time-losses = Das Turnier { $name } nimmt Spieler, die höchstens { $max } % ihrer Partien hier auf Zeit verloren haben; du hast { $lost } von { $played } verloren ({ $share } %).
refusal-event-already-joined = Du bist dem Turnier { $name } schon beigetreten.
refusal-event-not-playing = { $player } spielt nicht im Turnier { $name }.
refusal-event-no-such-round = Das Turnier { $name } hat noch keine Runde { $round }.

# K.-o.-Turniere.
event-created-knockout = **{ $actor }** hat das K.-o.-Turnier **{ $event }** eröffnet ({ $variant }, { $best-of ->
        [1] eine Partie je Duell
       *[other] Duelle über bis zu { $best-of } Partien
    }, { $days ->
        [one] { $days } Tag
       *[other] { $days } Tage
    } pro Zug, { $round-days ->
        [one] { $round-days } Tag
       *[other] { $round-days } Tage
    } pro Runde, { $rated ->
        [true] gewertet
       *[other] ungewertet
    }). Die Setzliste folgt der Wertung; ein unentschiedenes Duell entscheidet eine weitere Partie mit getauschten Plätzen. Melde dich mit `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-join } { $event }` an, bevor der Veranstalter es mit `/{ cmd-lyngk-admin } { cmd-lyngk-admin-event } { cmd-lyngk-admin-event-start } { $event }` startet.
event-knockout-round-opens = **{ $event }**, K.-o.-Runde { $round } von { $rounds } ({ $best-of ->
        [1] eine Partie je Duell
       *[other] bis zu { $best-of } Partien je Duell
    }): die ersten Partien sind eröffnet, jede in einem eigenen Thread; die nächste Partie eines Duells beginnt, sobald eine endet. Frist: { $deadline }.
event-knockout-bye-line = { $player } kommt ohne Partie in die nächste Runde (Freilos).
event-knockout-walkover = { $loser } hat sich zurückgezogen: { $winner } kommt kampflos weiter.
event-knockout-next-game = Duell { $higher } gegen { $lower } ({ $score }): Partie { $number } beginnt in einem eigenen Thread; { $first } zieht zuerst.
event-knockout-tiebreak-game = Duell { $higher } gegen { $lower } steht unentschieden ({ $score }): Partie { $number } entscheidet, mit getauschten Plätzen; { $first } zieht zuerst.
event-knockout-deadline-decides = Die Frist der Runde hat das Duell entschieden: { $winner } kommt gegen { $loser } weiter ({ $score }; bei Gleichstand der höher Gesetzte).
event-knockout-match = { $higher } gegen { $lower }: { $score }{ $state ->
        [playing] , Partie { $game } läuft
        [decided] , **{ $winner }** kommt weiter
       *[other] {""}
    }
event-bracket-title = **LYNGK-Turnier { $event } · K.-o.-Baum, { $best-of ->
        [1] eine Partie je Duell
       *[other] bis zu { $best-of } Partien je Duell
    } · Runde { $round } von { $rounds }**
event-bracket-image-title = { $event } · K.-o.-Baum
event-bracket-round = { $left ->
        [1] Finale
        [2] Halbfinale
        [3] Viertelfinale
       *[other] Runde { $round }
    }
event-bracket-alt = K.-o.-Baum von { $event }. { $rounds }.
event-bracket-alt-winner = Turniersieg: { $winner }.
events-round = Runde
events-match-score = Stand
events-goes-through = Weiter
refusal-event-knockout-started = Das K.-o.-Turnier { $name } hat begonnen und sein Baum steht fest: niemand kann jetzt noch einsteigen.
refusal-event-best-of = Ein K.-o.-Duell geht über 1, 3, 5 oder 7 Partien (eine ungerade Zahl bis { $max }), nicht über { $given }.
refusal-event-best-of-in-swiss = Duelle über { $given } Partien gibt es nur im K.-o.-System: eine Paarung im Schweizer System ist eine Partie. Lass `{ cmd-lyngk-admin-event-create.best_of }` weg oder wähle das K.-o.-Format.
refusal-event-knockout-has-no-report = Das K.-o.-Turnier { $name } hat keinen FIDE-Turnierbericht (TRF beschreibt Turniere im Schweizer System und Rundenturniere): sieh dir seinen Baum mit `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-standings }` an.
refusal-event-rounds-in-knockout = Die Runden eines K.-o.-Turniers ergeben sich aus den Teilnehmenden (4: 2 Runden, 5 bis 8: 3): lass `{ cmd-lyngk-admin-event-create.rounds }` weg.
refusal-event-late-entry-in-knockout = Der Baum eines K.-o.-Turniers steht beim Start fest, daher gibt es keine Nachmeldungen: lass `{ cmd-lyngk-admin-event-create.late_entry }` weg.

# An event with a minimum rating and no maximum.
refusal-event-rating-minimum = Das Turnier { $name } ist für Wertungen ab { $min }; deine ist { $rating }.

## Formats: each refuses, in its own words, an option of `event create` it does not take.
refusal-swiss-takes-no-option = Ein Turnier im Schweizer System hat kein `{ $option }`: Es wird Runde für Runde nach dem Tabellenstand gepaart. Lass es weg oder wähle das Format, zu dem es gehört.
refusal-knockout-takes-no-option = Ein K.-o.-Turnier hat kein `{ $option }`: Sein Baum steht beim Start fest, und wer ein Match verliert, scheidet aus. Lass es weg oder wähle das Format, zu dem es gehört.
refusal-ladder-takes-no-option = Eine Leiter hat kein `{ $option }`: Sie hat weder Runden noch einen Start, man steigt durch Herausforderungen auf. Lass es weg oder wähle das Format, zu dem es gehört.
refusal-round-robin-takes-no-option = Ein Rundenturnier hat kein `{ $option }`: Jeder spielt gegen jeden nach einem Spielplan, der beim Start feststeht. Lass es weg oder wähle das Format, zu dem es gehört.
refusal-divisions-takes-no-option = Ein Divisionsturnier hat kein `{ $option }`: Jede Saison werden die Divisionen nach Wertung eingeteilt, und Neue beginnen in der letzten. Lass es weg oder wähle das Format, zu dem es gehört.
# An option as Discord shows its name to the reader.
event-option-rounds = { cmd-lyngk-admin-event-create.rounds }
event-option-round-days = { cmd-lyngk-admin-event-create.round_days }
event-option-late-entry = { cmd-lyngk-admin-event-create.late_entry }
event-option-forfeits = { cmd-lyngk-admin-event-create.forfeits }
event-option-best-of = { cmd-lyngk-admin-event-create.best_of }
event-option-reach = { cmd-lyngk-admin-event-create.reach }
event-option-inactive-days = { cmd-lyngk-admin-event-create.inactive_days }
event-option-division-size = { cmd-lyngk-admin-event-create.division_size }
event-option-movers = { cmd-lyngk-admin-event-create.movers }
event-option-pause-days = { cmd-lyngk-admin-event-create.pause_days }
event-option-legs = { cmd-lyngk-admin-event-create.legs }
event-option-division-format = { cmd-lyngk-admin-event-create.division_format }
event-option-pace = { cmd-lyngk-admin-event-create.pace }
# Entering and rejoining a running event.
refusal-event-last-round = Das Turnier { $name } ist in seiner letzten Runde: Wer jetzt einsteigt, würde nie gepaart, daher nimmt es keine Anmeldungen mehr an.
refusal-event-withdrawn = Du hast dich vom Turnier { $name } zurückgezogen, und wer sich zurückgezogen hat, kann nicht wieder einsteigen.
# The open round's deadline, beside pairings, standings and the event list.
event-round-deadline = Frist der Runde { $round }: { $deadline }.
# An event's clock rules (`event settings`).
event-clock-vacation-allowed = In **{ $event }** hält Urlaub (gebucht oder automatisch) die Uhren der Partien an.
event-clock-vacation-forbidden = In **{ $event }** ist Urlaub nicht erlaubt: weder gebuchter noch automatischer Urlaub hält seine Partien an, und seine Runden behalten ihre Fristen.
event-clock-weekends-off = In **{ $event }** stehen die Uhren der Partien samstags und sonntags still, in der Zeitzone jedes Spielers.
event-clock-weekends-on = In **{ $event }** laufen die Uhren der Partien auch am Wochenende (die freien Wochenenden eines Spielers gelten weiter).
# A knockout round in the bracket image's alt text: its title and its matches.
event-bracket-alt-round = { $round }: { $matches }
