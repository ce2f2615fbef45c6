challenge-terms = { $variant }{ $days ->
    [0] {""}
    [one] , { $days } dzień na ruch
   *[many] , { $days } dni na ruch
}{ $rated ->
    [yes] {""}
   *[no] , bez rankingu
}
challenge-to = **{ $challenger }** wyzywa { $opponent } na partię LYNGK ({ $terms }). { $name }, przyjmujesz czy odrzucasz?
challenge-open = **{ $challenger }** szuka przeciwnika na partię LYNGK ({ $terms }). Każdy może przyjąć.
challenge-begins = Partia { $game } się zaczyna: **{ $one }** (gracz 1) kontra **{ $two }** (gracz 2), { $variant }, ziarno { $seed }.
challenge-first-move = { $player }, zaczynasz: `/{ cmd-lyngk } { cmd-lyngk-move }`.
challenge-withdrawn = **{ $name }** wycofał(a) wyzwanie.
challenge-declined = **{ $name }** odrzucił(a) wyzwanie od { $challenger }.
challenge-rematch = Rewanż za partię { $game }, miejsca zamienione: zaczyna { $name }.

button-accept = Przyjmij
button-decline = Odrzuć
button-rematch = Rewanż
button-resign = Poddaj
