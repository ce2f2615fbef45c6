image-joker = dżoker
image-seat = GRACZ { $seat }
image-unnamed = Gracz { $seat }
image-no-colour-yet = jeszcze bez koloru
image-points = { $n ->
    [one] { $n } punkt
    [few] { $n } punkty
   *[many] { $n } punktów
}
image-to-move-tag = NA RUCHU
image-winner-tag = WYGRANA
image-turn = Tura { $n }
image-variant = { $variant ->
    [six] Wariant ze stosami z 6 pionów
   *[standard] Wariant standardowy
}
image-neutral = Neutralne:
image-no-neutral = brak
image-last-turn = Ostatnio: { $turn }
image-last-turn-lyngk = Ostatnio: { $turn } przez LYNGK { $points }
image-landings = { $count ->
    [0] { $from } nie może się ruszyć w tej turze
    [one] { $from } może wejść na { $count } stos (fioletowe pierścienie)
    [few] { $from } może wejść na { $count } stosy (fioletowe pierścienie)
   *[many] { $from } może wejść na { $count } stosów (fioletowe pierścienie)
}
image-six-stack-win = { $winner } wygrywa stosem z 6 pionów
image-tiebreak-win = { $criterion ->
    [points] { $winner } wygrywa na punkty ({ $won }:{ $lost })
   *[stacks] { $winner } wygrywa liczbą stosów z { $height ->
        [one] { $height } piona
       *[other] { $height } pionów
    } ({ $won }:{ $lost })
}
image-draw = Remis: wszystkie wyniki są równe
image-resigned = { $loser } się poddał(a); wygrywa { $winner }
image-won-on-time = { $winner } wygrywa na czas
image-aborted = Partia przerwana
image-criterion = { $criterion ->
    [points] punkty
   *[stacks] stosy z { $height ->
        [one] { $height } piona
       *[other] { $height } pionów
    }
}
image-replay-finished = Powtórka całej partii: { $turns ->
    [one] { $turns } tura
    [few] { $turns } tury
   *[many] { $turns } tur
}
image-replay-in-progress = Powtórka trwającej partii: jak dotąd { $turns ->
    [one] { $turns } tura
    [few] { $turns } tury
   *[many] { $turns } tur
}
image-alt-board = { $variant ->
    [six] Plansza LYNGK, tura { $turn }, wariant ze stosami z 6 pionów
   *[standard] Plansza LYNGK, tura { $turn }, partia standardowa
}
image-alt-player = { $name } (gracz { $seat }): { $colours }
image-alt-player-points = { $name } (gracz { $seat }): { $colours }; { $points ->
    [one] { $points } punkt
    [few] { $points } punkty
   *[many] { $points } punktów
}
image-alt-scored = { $player } (zdobyte stosy: { $stacks })
image-alt-to-move = Tura gracza { $name }
image-alt-neutral = Neutralne: { $colours }
image-alt-last-move = Ostatnia tura: { $name } – ruch z { $from } na { $to }
image-alt-last-claim-move = Ostatnia tura: { $name } – przejęty kolor: { $colour }, ruch z { $from } na { $to }
image-alt-via-lyngk = { $sentence } przez LYNGK { $points }
image-alt-last-pass = Ostatnia tura: { $name } – pas
image-alt-last-claim-pass = Ostatnia tura: { $name } – przejęty kolor: { $colour }, pas
image-alt-tall-stacks = Stosy z 3 lub więcej pionów, od dołu do góry:
image-alt-no-tall-stacks = Brak stosów z 3 lub więcej pionów
image-and-more = i { $count } więcej
# Between the items of a long list in alt text (a table's rows).
image-item-separator = ;{ " " }
image-alt-table = Tabela: { $title }
image-alt-no-rows = Brak wierszy
image-colour = { $colour }
