info-moves-all = Toegestane zetten voor **{ $player }**:
info-moves-from = Zetten vanaf { $from } voor **{ $player }**:
info-landing = • { $to }: { $effect }
info-landing-with-claim = • { $to } met een claim op { $colours }: { $effect }
info-colour = { $colour }
info-origin = { $from } → { $landings }
info-origin-with-claims = { $origin }; met een claim: { $claims }
info-cells = { $cells }
info-only-with-claim = (alleen met een claim)
info-claim-landings = { $colour } { $cells }
info-cut = …

info-replay = **Herhaling van partij { $game }**: { $first } tegen { $second } · { $turns ->
        [one] { $turns } beurt
       *[other] { $turns } beurten
    }
info-replay-finished = **Herhaling van partij { $game }**: { $first } tegen { $second } · { $turns ->
        [one] { $turns } beurt
       *[other] { $turns } beurten
    } · { $result }
info-replay-description = Geanimeerde herhaling van partij { $game }, { $turns ->
        [one] { $turns } beurt
       *[other] { $turns } beurten
    }. Laatste beeld: { $last }

info-history-heading = **Partij { $game }**: { $first } tegen { $second } · { $variant } · seed { $seed }
info-history-turns = { $turns }
info-history-no-turns = Nog geen beurten.
info-history-result = Uitslag: { $result }
