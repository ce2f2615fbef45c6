info-moves-all = Movimientos permitidos para **{ $player }**:
info-moves-from = Movimientos desde { $from } para **{ $player }**:
info-landing = • { $to }: { $effect }
info-landing-with-claim = • { $to } reclamando { $colours }: { $effect }
info-colour = { $colour }
info-origin = { $from } → { $landings }
info-origin-with-claims = { $origin }; reclamando un color: { $claims }
info-cells = { $cells }
info-only-with-claim = (solo reclamando un color)
info-claim-landings = { $colour } { $cells }
info-cut = …

info-replay = **Repetición de la partida { $game }**: { $first } contra { $second } · { $turns ->
        [one] { $turns } turno
       *[other] { $turns } turnos
    }
info-replay-finished = **Repetición de la partida { $game }**: { $first } contra { $second } · { $turns ->
        [one] { $turns } turno
       *[other] { $turns } turnos
    } · { $result }
info-replay-description = Repetición animada de la partida { $game }, { $turns ->
        [one] { $turns } turno
       *[other] { $turns } turnos
    }. Último fotograma: { $last }

info-history-heading = **Partida { $game }**: { $first } contra { $second } · { $variant } · semilla { $seed }
info-history-turns = { $turns }
info-history-no-turns = Aún no hay turnos.
info-history-result = Resultado: { $result }
