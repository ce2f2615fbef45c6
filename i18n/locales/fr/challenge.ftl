challenge-terms = { $variant }{ $days ->
    [0] {""}
    [one] , { $days } jour par coup
   *[other] , { $days } jours par coup
}{ $rated ->
    [yes] {""}
   *[no] , non classée
}
challenge-to = **{ $challenger }** défie { $opponent } à une partie de LYNGK ({ $terms }). { $name }, accepter ou refuser ?
challenge-open = **{ $challenger }** cherche un adversaire pour une partie de LYNGK ({ $terms }). Tout le monde peut accepter.
challenge-begins = La partie { $game } commence : **{ $one }** (joueur 1) contre **{ $two }** (joueur 2), { $variant }, graine { $seed }.
challenge-first-move = { $player }, vous jouez en premier : `/{ cmd-lyngk } { cmd-lyngk-move }`.
challenge-withdrawn = **{ $name }** a retiré le défi.
challenge-declined = **{ $name }** a refusé le défi de { $challenger }.
challenge-rematch = Revanche de la partie { $game }, places échangées : { $name } joue en premier.

button-accept = Accepter
button-decline = Refuser
button-rematch = Revanche
button-resign = Abandonner
