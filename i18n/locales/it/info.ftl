info-moves-all = Mosse consentite per **{ $player }**:
info-moves-from = Mosse da { $from } per **{ $player }**:
info-landing = • { $to }: { $effect }
info-landing-with-claim = • { $to } acquisendo { $colours }: { $effect }
info-colour = { $colour }
info-origin = { $from } → { $landings }
info-origin-with-claims = { $origin }; acquisendo un colore: { $claims }
info-cells = { $cells }
info-only-with-claim = (solo acquisendo un colore)
info-claim-landings = { $colour } { $cells }
info-cut = …

info-replay = **Replay della partita { $game }**: { $first } contro { $second } · { $turns ->
        [one] { $turns } turno
       *[other] { $turns } turni
    }
info-replay-finished = **Replay della partita { $game }**: { $first } contro { $second } · { $turns ->
        [one] { $turns } turno
       *[other] { $turns } turni
    } · { $result }
info-replay-description = Replay animato della partita { $game }, { $turns ->
        [one] { $turns } turno
       *[other] { $turns } turni
    }. Ultimo fotogramma: { $last }

info-history-heading = **Partita { $game }**: { $first } contro { $second } · { $variant } · seme { $seed }
info-history-turns = { $turns }
info-history-no-turns = Ancora nessun turno.
info-history-result = Risultato: { $result }
