game-wins-six-stack = { $name } wygrywa stosem z 6 pionów
game-draw = remis: wszystkie wyniki są równe
game-wins-on = { $name } wygrywa, decydują { $criterion } ({ $lead }:{ $other })
game-criterion-points = punkty
game-criterion-stacks = stosy z { $height ->
    [one] { $height } piona
   *[other] { $height } pionów
}
game-variant-standard = wariant standardowy
game-variant-six = wariant ze stosami z 6 pionów
game-aborted = przerwana
game-wins-on-time = { $name } wygrywa na czas
game-resigned = { $loser } się poddał(a); wygrywa { $name }
game-result-as-recorded = { $record }
game-breakdown = { $criterion }: { $one } { $a }, { $two } { $b }
game-no-colours = jeszcze bez kolorów
game-one-colour = { $colour }
game-two-colours = { $first } + { $second }
game-player = { $name } (gracz { $seat }, { $claims })
game-player-points = { $name } (gracz { $seat }, { $claims }, { $points ->
    [one] { $points } punkt
    [few] { $points } punkty
   *[many] { $points } punktów
})
game-caption = **Partia { $game }**: { $one } kontra { $two } · { $variant } · tura { $turn }
game-over = Koniec partii: { $result }
game-to-move = Ruch: { $name }.
game-to-move-after-claim = Ruch: { $name } – w tej turze przejęty kolor: { $colour }, teraz ruch.
