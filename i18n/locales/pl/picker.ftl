# The move picker: a turn chosen step by step, privately (and `/lyngk next`).

picker-prompt-column = **Twój ruch**: najpierw kolumna stosu, którym się ruszasz.
picker-prompt-stack = **Twój ruch**: który stos?
picker-prompt-landing = Dokąd idzie stos z { $cell }?
picker-prompt-claim = { $from } → { $to }: przejąć kontrolę nad kolorem tym ruchem?
picker-column = Kolumna { $column } ({ $count ->
    [one] { $count } stos
    [few] { $count } stosy
   *[many] { $count } stosów
})
picker-stack = { $cell }: { $colour } ({ $letter }) na wierzchu, { $height ->
    [one] { $height } pion
    [few] { $height } piony
   *[many] { $height } pionów
}, { $landings ->
    [one] { $landings } cel
    [few] { $landings } cele
   *[many] { $landings } celów
}
picker-landing = { $path } · { $facts }
picker-lyngk-move = ruch LYNGK
picker-needs-claim = tylko z przejęciem koloru
picker-claim-none = Bez przejęcia
picker-claim = Przejmij { $colour } ({ $letter })
picker-claiming = przejmuje { $colour }
picker-confirm = Zagrać **{ $turn }** ({ $path })? { $facts }
picker-confirm-pass = Nie masz już ruchu: twoja tura to pas.
picker-confirm-button = Zagraj tę turę
refusal-picker-position-changed = Ten wybór ruchu jest nieaktualny: pozycja zmieniła się od jego otwarcia.
refusal-picker-game-over = Ten wybór ruchu jest nieaktualny: jego partia się skończyła.
refusal-picker-expired = Ten wybór ruchu jest nieaktualny: otwarto go ponad { $minutes } minut temu.
refusal-picker-already-played = Ta tura jest już zagrana: `{ $turn }`.
refusal-picker-garbled = To nie jest wybór ruchu bota. Otwórz nowy przyciskiem Ruch.
refusal-picker-not-offered = Ten wybór nie jest dostępny na tym kroku: wybierz ponownie z listy.
next-game = Twoja najpilniejsza partia: partia { $game } w { $channel }, { $time }. (Na twój ruch czeka: { $waiting ->
    [one] { $waiting } partia
    [few] { $waiting } partie
   *[many] { $waiting } partii
}.)
next-game-none = Żadna partia na tym serwerze nie czeka na twój ruch.
terminal-pick-option = { $number }. { $label }
terminal-pick-how = Wpisz `pick` i numer, aby wybrać.
terminal-pick-confirm = Wpisz `pick 1`, aby go zagrać: { $label }.
terminal-pick-none = Nie ma tu otwartego wyboru ruchu dla { $player }: wpisz `pick`, gdy będzie twoja tura.
terminal-pick-out-of-range = Nie ma wyboru { $number }: wybierz od 1 do { $count }.
