info-moves-all = Erlaubte Züge für **{ $player }**:
info-moves-from = Züge von { $from } für **{ $player }**:
info-landing = • { $to }: { $effect }
info-landing-with-claim = • { $to } nach Wahl von { $colours }: { $effect }
info-colour = { $colour }
info-origin = { $from } → { $landings }
info-origin-with-claims = { $origin }; nach Wahl einer Farbe: { $claims }
info-cells = { $cells }
info-only-with-claim = (nur nach Wahl einer Farbe)
info-claim-landings = { $colour } { $cells }
info-cut = …

info-replay = **Wiedergabe der Partie { $game }**: { $first } gegen { $second } · { $turns ->
        [one] { $turns } Zug
       *[other] { $turns } Züge
    }
info-replay-finished = **Wiedergabe der Partie { $game }**: { $first } gegen { $second } · { $turns ->
        [one] { $turns } Zug
       *[other] { $turns } Züge
    } · { $result }
info-replay-description = Animierte Wiedergabe der Partie { $game }, { $turns ->
        [one] { $turns } Zug
       *[other] { $turns } Züge
    }. Letztes Bild: { $last }

info-history-heading = **Partie { $game }**: { $first } gegen { $second } · { $variant } · Startwert { $seed }
info-history-turns = { $turns }
info-history-no-turns = Noch keine Züge.
info-history-result = Ergebnis: { $result }
