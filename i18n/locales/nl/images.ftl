image-joker = joker
image-seat = SPELER { $seat }
image-unnamed = Speler { $seat }
image-no-colour-yet = nog geen kleur
image-points = { $n ->
    [one] { $n } punt
   *[other] { $n } punten
}
image-to-move-tag = AAN ZET
image-winner-tag = WINNAAR
image-turn = Beurt { $n }
image-variant = { $variant ->
    [six] Variant: stapel van 6
   *[standard] Standaard
}
image-neutral = Neutraal:
image-no-neutral = geen
image-last-turn = Laatste: { $turn }
image-last-turn-lyngk = Laatste: { $turn } via LYNGK { $points }
image-landings = { $count ->
    [0] { $from } kan deze beurt niet verplaatst worden
    [one] { $from } kan op { $count } stapel landen (paarse ringen)
   *[other] { $from } kan op { $count } stapels landen (paarse ringen)
}
image-six-stack-win = { $winner } wint met een stapel van 6
image-tiebreak-win = { $criterion ->
    [points] { $winner } wint op punten ({ $won } tegen { $lost })
   *[stacks] { $winner } wint op stapels van { $height } ({ $won } tegen { $lost })
}
image-draw = Onbeslist: alle tellingen zijn gelijk
image-resigned = { $loser } gaf op; { $winner } wint
image-won-on-time = { $winner } wint op tijd
image-aborted = Partij afgebroken
image-criterion = { $criterion ->
    [points] punten
   *[stacks] stapels van { $height }
}
image-replay-finished = Herhaling van de hele partij: { $turns ->
    [one] { $turns } beurt
   *[other] { $turns } beurten
}
image-replay-in-progress = Herhaling van een lopende partij: tot nu toe { $turns ->
    [one] { $turns } beurt
   *[other] { $turns } beurten
}
image-alt-board = { $variant ->
    [six] LYNGK-bord, beurt { $turn }, variant met stapel van 6
   *[standard] LYNGK-bord, beurt { $turn }, standaardpartij
}
image-alt-player = { $name } (speler { $seat }): { $colours }
image-alt-player-points = { $name } (speler { $seat }): { $colours }; { $points ->
    [one] { $points } punt
   *[other] { $points } punten
}
image-alt-scored = { $player } (gescoord: { $stacks })
image-alt-to-move = { $name } is aan zet
image-alt-neutral = Neutraal: { $colours }
image-alt-last-move = Laatste beurt: { $name } zette van { $from } naar { $to }
image-alt-last-claim-move = Laatste beurt: { $name } claimde { $colour } en zette van { $from } naar { $to }
image-alt-via-lyngk = { $sentence } via LYNGK { $points }
image-alt-last-pass = Laatste beurt: { $name } paste
image-alt-last-claim-pass = Laatste beurt: { $name } claimde { $colour } en paste
image-alt-tall-stacks = Stapels van 3 of hoger, van onder naar boven:
image-alt-no-tall-stacks = Geen stapel van 3 of hoger
image-and-more = en nog { $count }
# Between the items of a long list in alt text (a table's rows).
image-item-separator = ;{ " " }
image-alt-table = Tabel: { $title }
image-alt-no-rows = Geen rijen
image-colour = { $colour }
