challenge-terms = { $variant }{ $days ->
    [0] {""}
   *[other] , { $days } nap lépésenként
}{ $rated ->
    [yes] {""}
   *[no] , értékszám nélkül
}
challenge-to = **{ $challenger }** kihívja őt egy LYNGK-játszmára: { $opponent } ({ $terms }). { $name }, elfogadod vagy elutasítod?
challenge-open = **{ $challenger }** ellenfelet keres egy LYNGK-játszmára ({ $terms }). Bárki elfogadhatja.
challenge-begins = Kezdődik a(z) { $game }. játszma: **{ $one }** (1. játékos) – **{ $two }** (2. játékos), { $variant }, kezdőérték { $seed }.
challenge-first-move = { $player }, te lépsz először: `/{ cmd-lyngk } { cmd-lyngk-move }`.
challenge-withdrawn = **{ $name }** visszavonta a kihívást.
challenge-declined = **{ $name }** elutasította a kihívást. Kihívó: { $challenger }.
challenge-rematch = Visszavágó a(z) { $game }. játszmáért, helycserével: { $name } lép először.

button-accept = Elfogadom
button-decline = Elutasítom
button-rematch = Visszavágó
button-resign = Feladom
