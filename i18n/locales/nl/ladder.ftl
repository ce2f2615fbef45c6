# Ladders: aankondigingen, de ladder als tekst en afbeelding, weigeringen.

ladder-created = **{ $actor }** heeft de ladder **{ $event }** geopend ({ $variant }, { $days ->
        [one] { $days } dag
       *[other] { $days } dagen
    } per zet, { $rated ->
        [true] telt mee voor de rating
       *[other] telt niet mee voor de rating
    }). Doe onderaan mee met `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-join } { $event }` en daag een speler tot { $reach ->
        [one] { $reach } plaats
       *[other] { $reach } plaatsen
    } boven je uit met `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-challenge }`. Een uitdaging die niet binnen { $days ->
        [one] { $days } dag
       *[other] { $days } dagen
    } wordt geaccepteerd, wint de uitdager; na { $inactive ->
        [one] { $inactive } dag
       *[other] { $inactive } dagen
    } zonder te spelen zakt een speler naar onderen.
ladder-joined = **{ $player }** doet mee aan de ladder **{ $event }** op plaats { $place }.
ladder-left = **{ $player }** heeft de ladder **{ $event }** verlaten; de spelers eronder schuiven op.
ladder-challenged = **{ $challenger }** (plaats { $from }) daagt { $defender } (plaats { $place }) uit op de ladder **{ $event }**. Accepteer vóór { $until } met `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-accept } { $event }`, anders neemt de uitdager je plaats in.
ladder-accepted = **{ $defender }** heeft de uitdaging van **{ $challenger }** op de ladder **{ $event }** geaccepteerd: partij { $game } opent in een eigen thread.
ladder-thread-name = LYNGK-ladder { $event } · { $first } tegen { $second }
ladder-opening = Ladder **{ $event }**: partij { $game } tussen **{ $first }** (speler 1, de uitdager) en **{ $second }** (speler 2), { $variant }, { $days ->
        [one] { $days } dag
       *[other] { $days } dagen
    } per zet. Wint de uitdager, dan neemt die de plaats van de uitgedaagde speler in.
ladder-climbed = Ladder **{ $event }**: **{ $challenger }** heeft { $defender } verslagen en neemt plaats { $place } in; { $defender } en wie ertussen staat zakken één plaats.
ladder-held = Ladder **{ $event }**: { $defender } houdt plaats { $place } tegen { $challenger }.
ladder-expired = Ladder **{ $event }**: { $defender } heeft niet op tijd geaccepteerd, dus { $challenger } wint de uitdaging en neemt plaats { $place } in.
ladder-dropped = Ladder **{ $event }**: **{ $player }** heeft lang niet gespeeld en zakt naar onderen (plaats { $place }).
ladder-standings-title = **LYNGK-ladder { $event }** · { $players ->
        [one] { $players } speler
       *[other] { $players } spelers
    }, uitdagingen tot { $reach ->
        [one] { $reach } plaats
       *[other] { $reach } plaatsen
    } hoger
ladder-image-title = LYNGK-ladder { $event }
ladder-empty = Op de ladder **{ $event }** staat nog niemand: doe mee met `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-join } { $event }`.
ladder-column-challenge = Uitdaging
ladder-note-challenges = daagt { $player } ({ $place }) uit
ladder-note-challenged-by = uitgedaagd door { $player } ({ $place })
ladder-note-playing = speelt tegen { $player } ({ $place })
ladder-image-place = { $place }. { $player }
ladder-image-place-note = { $place }. { $player }, { $note }
ladder-image-alt = { $title }: { $places }.
ladder-list-line = **{ $event }** (ladder): { $players ->
        [one] { $players } speler
       *[other] { $players } spelers
    }, { $open ->
        [one] { $open } open uitdaging
       *[other] { $open } open uitdagingen
    }

ladder-refusal-reach = Een uitdaging reikt 1 tot { $max } plaatsen hoger, niet { $given }.
ladder-refusal-inactive-days = Een speler zakt naar onderen na 1 tot { $max } dagen zonder te spelen, niet { $given }.
ladder-refusal-not-a-ladder = Het toernooi { $name } is geen ladder: alleen ladders hebben uitdagingen.
ladder-refusal-no-start = De ladder { $name } hoeft niet gestart te worden: hij is open vanaf het begin en uitdagen kan altijd.
ladder-refusal-no-rounds = De ladder { $name } heeft geen ronden: zie `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-standings } { $name }`.
ladder-refusal-you-are-not-on-it = Je staat niet op de ladder { $name }: doe mee met `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-join } { $name }`.
ladder-refusal-not-on-it = { $player } staat niet op de ladder { $name }.
ladder-refusal-yourself = Je kunt jezelf niet uitdagen: daag een speler boven je uit.
ladder-refusal-not-above = { $player } staat niet boven je op de ladder: daag een speler boven je uit.
ladder-refusal-too-far-up = { $player } staat { $places } plaatsen boven je; een uitdaging reikt hoogstens { $reach ->
        [one] { $reach } plaats
       *[other] { $reach } plaatsen
    } hoger.
ladder-refusal-you-are-busy = Je zit op deze ladder al in een uitdaging: maak die eerst af.
ladder-refusal-busy = { $player } zit op deze ladder al in een uitdaging: daag die speler uit als die voorbij is.
ladder-refusal-nothing-to-accept = Op de ladder { $name } wacht niemand op je antwoord.
ladder-refusal-not-yours-to-accept = Deze uitdaging is voor { $player }: alleen die speler kan haar aannemen.
