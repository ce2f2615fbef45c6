challenge-terms = { $variant }{ $days ->
    [0] {""}
    [one] , { $days } Tag pro Zug
   *[other] , { $days } Tage pro Zug
}{ $rated ->
    [yes] {""}
   *[no] , ohne Wertung
}
challenge-to = **{ $challenger }** fordert { $opponent } zu einer Partie LYNGK heraus ({ $terms }). { $name }, annehmen oder ablehnen?
challenge-open = **{ $challenger }** sucht einen Gegner für eine Partie LYNGK ({ $terms }). Alle dürfen annehmen.
challenge-begins = Partie { $game } beginnt: **{ $one }** (Spieler 1) gegen **{ $two }** (Spieler 2), { $variant }, Startwert { $seed }.
challenge-first-move = { $player }, du ziehst zuerst: `/{ cmd-lyngk } { cmd-lyngk-move }`.
challenge-withdrawn = **{ $name }** hat die Herausforderung zurückgezogen.
challenge-declined = **{ $name }** hat die Herausforderung von { $challenger } abgelehnt.
challenge-rematch = Revanche für Partie { $game }, Plätze getauscht: { $name } zieht zuerst.

button-accept = Annehmen
button-decline = Ablehnen
button-rematch = Revanche
button-resign = Aufgeben
