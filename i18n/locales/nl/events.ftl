# Toernooien (Zwitsers systeem): aankondigingen, stand, indelingen en weigeringen.

event-created = **{ $actor }** heeft het Zwitserse toernooi **{ $event }** geopend ({ $variant }, { $rounds ->
        [one] { $rounds } ronde
       *[other] { $rounds } ronden
    }, { $days ->
        [one] { $days } dag
       *[other] { $days } dagen
    } per zet, { $round-days ->
        [one] { $round-days } dag
       *[other] { $round-days } dagen
    } per ronde, { $rated ->
        [true] telt mee voor de rating
       *[other] telt niet mee voor de rating
    }). Doe mee met `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-join } { $event }`; de organisator start het met `/{ cmd-lyngk-admin } { cmd-lyngk-admin-event } { cmd-lyngk-admin-event-start } { $event }`.
event-joined = **{ $player }** doet mee aan het toernooi **{ $event }** ({ $roster }).
event-joined-late = **{ $player }** doet mee aan het lopende toernooi **{ $event }** en wordt vanaf de volgende ronde ingedeeld ({ $roster }).
event-left = **{ $player }** heeft het toernooi **{ $event }** verlaten ({ $roster }).
event-withdrawn = **{ $player }** heeft zich teruggetrokken uit het toernooi **{ $event }** en wordt niet meer ingedeeld.
event-forfeit = Partij { $game }: **{ $loser }** heeft zich teruggetrokken, dus { $winner } wint reglementair.
event-deadline-draw = Partij { $game } bereikte de deadline van de ronde met tijd op beide klokken: remise tussen { $first } en { $second }.
event-round-opens = **{ $event }**, ronde { $round } van { $rounds }: de partijen zijn geopend, elk in een eigen thread. Deadline: { $deadline }.
event-pairing-line = { $white } (zet eerst) tegen { $black }
event-bye-line = { $player } is deze ronde vrij (een punt).
event-thread-name = LYNGK { $event } · ronde { $round } · { $first } tegen { $second }
event-opening = Toernooi **{ $event }**, ronde { $round }: partij { $game } tussen **{ $first }** (speler 1) en **{ $second }** (speler 2), { $variant }, { $days ->
        [one] { $days } dag
       *[other] { $days } dagen
    } per zet.
event-reopening = Het toernooi **{ $event }** loopt; de ontbrekende threads worden geopend.
event-over = Het toernooi **{ $event }** is voorbij. Gefeliciteerd, **{ $winner }**!
event-is-over = Het toernooi is voorbij.
event-not-started-yet = Het toernooi **{ $event }** is nog niet begonnen ({ $roster }).
event-standings-title = **LYNGK-toernooi { $event } · stand na ronde { $round } van { $rounds }**
swiss-standings-image-title = LYNGK-toernooi { $event } · stand (Zwitsers systeem)
event-pairings-title = **{ $event } · ronde { $round }**
event-pairings-bye = { $player }: vrij
event-pairings-game = { $white } tegen { $black }: { $result ->
        [running] bezig
        [white-won] 1-0
        [black-won] 0-1
        [draw] ½-½
        [void] ongeldig (0-0)
        [white-forfeit-win] 1-0 reglementair
        [black-forfeit-win] 0-1 reglementair
       *[other] { $result }
    }
event-exported = Het toernooi **{ $event }** als FIDE-toernooirapport (TRF).
event-list-empty = Deze server heeft nog geen toernooien.
event-list-title = **Toernooien op deze server**
event-list-line = **{ $event }** ({ $format ->
        [swiss] Zwitsers systeem
        [knockout] knock-out
        [round_robin] round robin
       *[other] { $format }
    }): { $state ->
        [open] inschrijving open
        [running] bezig
       *[other] voorbij
    }, { $players ->
        [one] { $players } speler
       *[other] { $players } spelers
    }, ronde { $round } van { $rounds }
event-list-league-line = **{ $event }** (competitie): bezig, { $players ->
        [one] { $players } speler
       *[other] { $players } spelers
    }, { $played } van { $games } partijen gespeeld

events-buchholz-cut1 = BH-1
events-buchholz = BH
events-sonneborn-berger = SB
events-progressive = Prog

refusal-admin-create-event = Alleen een serverbeheerder (recht Server beheren) kan een toernooi aanmaken.
refusal-event-bad-name = Een toernooinaam heeft 1 tot { $max } tekens: letters, cijfers, spaties, `-`, `_`, apostrofs of emoji. ‘{ $given }’ is er geen.
refusal-event-exists = Deze server heeft al een toernooi met de naam { $name }: kies een andere naam.
refusal-event-unknown = Er is geen toernooi met de naam ‘{ $name }’ op deze server: zie `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-list }`.
refusal-event-not-organiser = Alleen de organisator van het toernooi { $name } kan dat doen.
refusal-event-rounds = Een Zwitsers toernooi heeft 1 tot { $max } ronden, niet { $given }.
refusal-event-deadline-in-past = Een ronde van 0 dagen zou haar deadline bereiken voordat iemand kan zetten: geef minstens 1 dag.
refusal-event-round-shorter-than-move = Een ronde van { $round ->
        [one] { $round } dag
       *[other] { $round } dagen
    } is korter dan één zet ({ $move ->
        [one] { $move } dag
       *[other] { $move } dagen
    }): geef de ronde minstens zoveel dagen als een zet.
refusal-event-round-too-long = Een ronde duurt hoogstens { $max } dagen, niet { $given }.
refusal-event-max-players = Een toernooi heeft 2 tot { $max } spelers, niet { $given }.
refusal-event-rating-range = Het ratingbereik { $min } tot { $max } is leeg: het minimum mag niet boven het maximum liggen.
refusal-event-time-loss-share = Een aandeel partijen verloren op tijd ligt tussen 0 en 100 %, niet { $given }.
refusal-event-too-few-players = Het toernooi { $name } heeft minstens 2 spelers nodig om te starten; het heeft er { $players }.
refusal-event-too-many-rounds = Het toernooi { $name } heeft { $rounds ->
        [one] { $rounds } ronde
       *[other] { $rounds } ronden
    } maar slechts { $players ->
        [one] { $players } speler
       *[other] { $players } spelers
    }: elke ronde vraagt een tegenstander die nog niet ontmoet is, dus er zijn meer spelers nodig (of minder ronden).
refusal-event-already-started = Het toernooi { $name } is al begonnen: zie `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-pairings }`.
refusal-event-late-entry-closed = Het toernooi { $name } is begonnen en neemt geen late inschrijvingen aan.
refusal-event-finished = Het toernooi { $name } is voorbij: zie `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-standings }`.
refusal-event-not-started = Het toernooi { $name } is nog niet begonnen: er zijn geen indelingen.
refusal-event-full = Het toernooi { $name } is vol ({ $max } spelers).
refusal-event-rating-outside = Het toernooi { $name } is voor ratings van { $min } tot { $max }; de jouwe is { $rating }.
refusal-event-time-losses = Het toernooi { $name } neemt spelers die hoogstens { $max } % van hun partijen hier op tijd verloren; jij verloor er { $lost } van { $played } ({ $share } %).
refusal-event-already-joined = Je doet al mee aan het toernooi { $name }.
refusal-event-not-playing = { $player } speelt niet mee in het toernooi { $name }.
refusal-event-no-such-round = Het toernooi { $name } heeft nog geen ronde { $round }.

# Knock-outtoernooien.
event-created-knockout = **{ $actor }** heeft het knock-outtoernooi **{ $event }** geopend ({ $variant }, { $best-of ->
        [1] één partij per duel
       *[other] duels over het beste van { $best-of } partijen
    }, { $days ->
        [one] { $days } dag
       *[other] { $days } dagen
    } per zet, { $round-days ->
        [one] { $round-days } dag
       *[other] { $round-days } dagen
    } per ronde, { $rated ->
        [true] telt mee voor de rating
       *[other] telt niet mee voor de rating
    }). De plaatsing volgt de rating; een gelijk duel wordt beslist door nog een partij met de plaatsen omgewisseld. Schrijf je in met `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-join } { $event }` voordat de organisator het start met `/{ cmd-lyngk-admin } { cmd-lyngk-admin-event } { cmd-lyngk-admin-event-start } { $event }`.
event-knockout-round-opens = **{ $event }**, knock-outronde { $round } van { $rounds } ({ $best-of ->
        [1] één partij per duel
       *[other] beste van { $best-of }
    }): de eerste partijen zijn geopend, elk in een eigen thread; de volgende partij van een duel opent zodra er een eindigt. Deadline: { $deadline }.
event-knockout-bye-line = { $player } gaat zonder te spelen door naar de volgende ronde (vrij).
event-knockout-walkover = { $loser } heeft zich teruggetrokken: { $winner } gaat zonder te spelen door.
event-knockout-next-game = Duel { $higher } tegen { $lower } ({ $score }): partij { $number } opent in een eigen thread; { $first } zet eerst.
event-knockout-tiebreak-game = Duel { $higher } tegen { $lower } staat gelijk ({ $score }): partij { $number } beslist, plaatsen omgewisseld; { $first } zet eerst.
event-knockout-deadline-decides = De deadline van de ronde heeft het duel beslist: { $winner } gaat door tegen { $loser } ({ $score }; bij gelijkstand gaat de hoogst geplaatste door).
event-knockout-match = { $higher } tegen { $lower }: { $score }{ $state ->
        [playing] , partij { $game } wordt gespeeld
        [decided] , **{ $winner }** gaat door
       *[other] {""}
    }
event-bracket-title = **LYNGK-toernooi { $event } · knock-outschema, { $best-of ->
        [1] één partij per duel
       *[other] beste van { $best-of }
    } · ronde { $round } van { $rounds }**
event-bracket-image-title = { $event } · knock-outschema
event-bracket-round = { $left ->
        [1] Finale
        [2] Halve finales
        [3] Kwartfinales
       *[other] Ronde { $round }
    }
event-bracket-alt = Knock-outschema van { $event }. { $rounds }.
event-bracket-alt-winner = Winnaar: { $winner }.
events-round = Ronde
events-match-score = Stand
events-goes-through = Door
refusal-event-knockout-started = Het knock-outtoernooi { $name } is begonnen en het schema ligt vast: niemand kan nu nog meedoen.
refusal-event-best-of = Een knock-outduel gaat over het beste van 1, 3, 5 of 7 partijen (een oneven aantal tot { $max }), niet { $given }.
refusal-event-best-of-in-swiss = Duels over het beste van { $given } partijen zijn alleen voor knock-outtoernooien: een indeling in het Zwitsers systeem is één partij. Laat `{ cmd-lyngk-admin-event-create.best_of }` weg of kies het knock-outformaat.
refusal-event-knockout-has-no-report = Het knock-outtoernooi { $name } heeft geen FIDE-toernooirapport (TRF beschrijft toernooien in het Zwitsers systeem en round robin-toernooien): bekijk het schema met `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-standings }`.
refusal-event-rounds-in-knockout = De rondes van een knock-outtoernooi volgen uit het aantal spelers (4 spelers: 2 rondes, 5 tot 8: 3): laat `{ cmd-lyngk-admin-event-create.rounds }` weg.
refusal-event-late-entry-in-knockout = Het schema van een knock-outtoernooi ligt vast bij de start, dus late inschrijvingen zijn er niet: laat `{ cmd-lyngk-admin-event-create.late_entry }` weg.

# An event with a minimum rating and no maximum.
refusal-event-rating-minimum = Het toernooi { $name } is voor ratings vanaf { $min }; de jouwe is { $rating }.

## Formats: each refuses, in its own words, an option of `event create` it does not take.
refusal-swiss-takes-no-option = Een Zwitsers toernooi kent geen `{ $option }`: het wordt ronde na ronde ingedeeld op de stand. Laat het weg, of kies het formaat waar het bij hoort.
refusal-knockout-takes-no-option = Een knock-outtoernooi kent geen `{ $option }`: het schema ligt vast bij de start en wie een match verliest, ligt eruit. Laat het weg, of kies het formaat waar het bij hoort.
refusal-ladder-takes-no-option = Een ladder kent geen `{ $option }`: hij heeft geen rondes en geen start, je klimt erop door uitdagingen. Laat het weg, of kies het formaat waar het bij hoort.
refusal-round-robin-takes-no-option = Een round robin kent geen `{ $option }`: iedereen speelt tegen iedereen volgens een schema dat bij de start vastligt. Laat het weg, of kies het formaat waar het bij hoort.
refusal-divisions-takes-no-option = Een divisietoernooi kent geen `{ $option }`: elk seizoen worden de divisies op rating ingedeeld, en nieuwkomers beginnen in de laatste. Laat het weg, of kies het formaat waar het bij hoort.
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
refusal-event-last-round = Het toernooi { $name } is in zijn laatste ronde: wie nu instapt, zou nooit ingedeeld worden, dus het neemt geen inschrijvingen meer aan.
refusal-event-withdrawn = Je hebt je teruggetrokken uit het toernooi { $name }, en wie zich terugtrok, kan niet opnieuw meedoen.
# The open round's deadline, beside pairings, standings and the event list.
event-round-deadline = Deadline van ronde { $round }: { $deadline }.
# An event's clock rules (`event settings`).
event-clock-vacation-allowed = In **{ $event }** zet vakantie (geboekt of automatisch) de klokken van de partijen stil.
event-clock-vacation-forbidden = In **{ $event }** is vakantie niet toegestaan: geboekte noch automatische vakantie zet de partijen stil, en de ronden houden hun deadlines.
event-clock-weekends-off = In **{ $event }** staan de klokken van de partijen stil op zaterdag en zondag, in de tijdzone van elke speler.
event-clock-weekends-on = In **{ $event }** lopen de klokken van de partijen ook in het weekend (de vrije weekenden van een speler tellen nog steeds).
# A knockout round in the bracket image's alt text: its title and its matches.
event-bracket-alt-round = { $round }: { $matches }
