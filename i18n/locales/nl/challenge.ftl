challenge-terms = { $variant }{ $days ->
    [0] {""}
    [one] , { $days } dag per zet
   *[other] , { $days } dagen per zet
}{ $rated ->
    [yes] {""}
   *[no] , zonder rating
}
challenge-to = **{ $challenger }** daagt { $opponent } uit voor een partij LYNGK ({ $terms }). { $name }, aannemen of weigeren?
challenge-open = **{ $challenger }** zoekt een tegenspeler voor een partij LYNGK ({ $terms }). Iedereen mag aannemen.
challenge-begins = Partij { $game } begint: **{ $one }** (speler 1) tegen **{ $two }** (speler 2), { $variant }, seed { $seed }.
challenge-first-move = { $player }, jij begint: `/{ cmd-lyngk } { cmd-lyngk-move }`.
challenge-withdrawn = **{ $name }** trok de uitdaging in.
challenge-declined = **{ $name }** weigerde de uitdaging van { $challenger }.
challenge-rematch = Revanche van partij { $game }, plaatsen gewisseld: { $name } begint.

button-accept = Aannemen
button-decline = Weigeren
button-rematch = Revanche
button-resign = Opgeven
