info-moves-all = Dozwolone ruchy dla **{ $player }**:
info-moves-from = Ruchy z { $from } dla **{ $player }**:
info-landing = • { $to }: { $effect }
info-landing-with-claim = • { $to } (przejęty kolor: { $colours }): { $effect }
info-colour = { $colour }
info-origin = { $from } → { $landings }
info-origin-with-claims = { $origin }; po przejęciu koloru: { $claims }
info-cells = { $cells }
info-only-with-claim = (tylko po przejęciu koloru)
info-claim-landings = { $colour } { $cells }
info-cut = …

info-replay = **Powtórka partii { $game }**: { $first } kontra { $second } · { $turns ->
        [one] { $turns } tura
        [few] { $turns } tury
       *[many] { $turns } tur
    }
info-replay-finished = **Powtórka partii { $game }**: { $first } kontra { $second } · { $turns ->
        [one] { $turns } tura
        [few] { $turns } tury
       *[many] { $turns } tur
    } · { $result }
info-replay-description = Animowana powtórka partii { $game }, { $turns ->
        [one] { $turns } tura
        [few] { $turns } tury
       *[many] { $turns } tur
    }. Ostatnia klatka: { $last }

info-history-heading = **Partia { $game }**: { $first } kontra { $second } · { $variant } · ziarno { $seed }
info-history-turns = { $turns }
info-history-no-turns = Jeszcze nie było tur.
info-history-result = Wynik: { $result }
