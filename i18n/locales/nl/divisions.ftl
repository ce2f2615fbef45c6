# Divisies en seizoenen: aankondigingen, standen per divisie en weigeringen.

divisions-created = **{ $actor }** heeft het divisietoernooi **{ $event }** geopend ({ $variant }, divisies van hoogstens { $size } spelers, { $days ->
        [one] { $days } dag
       *[other] { $days } dagen
    } per zet, { $round-days ->
        [one] { $round-days } dag
       *[other] { $round-days } dagen
    } per ronde, { $rated ->
        [true] telt mee voor de rating
       *[other] telt niet mee voor de rating
    }). Elk seizoen speelt elke divisie { $play ->
        [round_robin_double] een eigen dubbele round robin (iedereen speelt twee keer tegen iedereen, met omgewisselde plaatsen)
        [round_robin] een eigen round robin (iedereen speelt één keer tegen iedereen)
       *[other] een eigen Zwitsers systeem
    }; aan het eind { $movers ->
        [one] promoveert per divisie { $movers } speler, de beste, en degradeert er { $movers }, de laatste
       *[other] promoveren de beste { $movers } van elke divisie en degraderen de laatste { $movers }
    }, en het volgende seizoen begint vanzelf { $pause ->
        [one] { $pause } dag
       *[other] { $pause } dagen
    } later. Doe mee met `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-join } { $event }`; de organisator start het eerste seizoen met `/{ cmd-lyngk-admin } { cmd-lyngk-admin-event } { cmd-lyngk-admin-event-start } { $event }`.
divisions-season-opens = **{ $event }**, seizoen { $season }: { $players ->
        [one] { $players } speler
       *[other] { $players } spelers
    } in { $divisions ->
        [one] { $divisions } divisie
       *[other] { $divisions } divisies
    }, op rating. Elke divisie is een eigen toernooi:
divisions-season-over = **{ $event }**: seizoen { $season } is voorbij. De eindstand van elke divisie:
divisions-moves = Divisie { $division } · promotie: { $up } · degradatie: { $down }
divisions-nobody = niemand
divisions-no-moves = { $divisions ->
    [one] Niemand promoveert of degradeert: er is maar één divisie.
   *[other] Dit seizoen promoveert of degradeert niemand.
}
divisions-next-season = Seizoen { $season } van **{ $event }** begint vanzelf op { $opens }. Tot dan haalt `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-leave } { $event }` je eruit, en wie nu meedoet, begint in de laagste divisie.
divisions-too-few-to-go-on = **{ $event }** stopt: er { $players ->
        [one] is nog maar { $players } speler
       *[other] zijn nog maar { $players } spelers
    } over voor een nieuw seizoen.
divisions-joined-next-season = **{ $player }** doet mee aan **{ $event }** en begint in seizoen { $season } in de laagste divisie.
divisions-left = **{ $player }** heeft **{ $event }** verlaten en speelt het volgende seizoen niet mee.
divisions-standings-title = **LYNGK-divisies { $event } · seizoen { $season }{ $over ->
        [true] {""} (voorbij)
       *[other] {""}
    }**
divisions-image-title = { $event } · seizoen { $season } · divisie { $division }
divisions-image-subtitle = { $players ->
        [one] { $players } speler
       *[other] { $players } spelers
    }, { $rounds ->
        [one] { $rounds } ronde
       *[other] { $rounds } ronden
    } { $format ->
        [round_robin] round robin
       *[other] Zwitsers
    }
divisions-list-line = **{ $event }** (divisies): { $state ->
        [open] open voor inschrijving
        [pause] tussen twee seizoenen
        [finished] voorbij
       *[running] bezig
    }, seizoen { $season }, { $players ->
        [one] { $players } speler
       *[other] { $players } spelers
    }

divisions-refusal-division-size = Een divisie heeft 2 tot { $max } spelers, niet { $given }.
divisions-refusal-too-many-movers = { $movers } omhoog en { $movers } omlaag is meer dan de helft van een divisie van { $size }: de top en de staart zouden overlappen.
divisions-refusal-pause-days = De pauze tussen twee seizoenen duurt 0 tot { $max } dagen, niet { $given }.
divisions-refusal-rounds = Een divisie van { $size } spelers speelt 1 tot { $max } ronden, niet { $given }.
divisions-refusal-too-few-players = **{ $name }** heeft minstens 2 spelers nodig om het eerste seizoen te starten; het heeft er { $players }.
divisions-refusal-best-of = Divisies spelen losse partijen; „best of { $given }” is voor knock-outtoernooien.
divisions-refusal-report-per-division = **{ $name }** heeft een toernooirapport per divisie: exporteer er een met zijn naam, bijvoorbeeld `{ $example }`.
divisions-refusal-round-robin-too-big = Een divisie met round robin heeft hoogstens { $max } spelers, niet { $size }: kies een kleinere `{ cmd-lyngk-admin-event-create.division_size }`, of het Zwitsers systeem.
divisions-refusal-rounds-in-round-robin = In een round robin-divisie speelt iedereen { $legs ->
        [2] twee keer
       *[other] één keer
    } tegen iedereen, dus de spelers bepalen de ronden: laat `{ cmd-lyngk-admin-event-create.rounds }` weg (je gaf { $given }).
divisions-refusal-legs-in-swiss = `{ cmd-lyngk-admin-event-create.legs }` geldt alleen voor divisies die een round robin spelen: voeg `{ cmd-lyngk-admin-event-create.division_format }:{ cmd-choice-round-robin }` toe, of laat het weg voor divisies met Zwitsers systeem.
