# Feltételes lépések: előre megadott válaszok az ellenfél lépéseire.
premove-stored = Elmentve, csak te látod: `{ $line }`. Amint az ellenfeled megteszi ezek közül az első lépést, a bot azonnal megteszi a válaszodat.
premove-replaced = { $count ->
    [1] Lecserél egy mentett sort, amely ugyanarra a lépésre másképp válaszolt.
   *[other] Lecserél { $count } mentett sort, amelyek ugyanazokra a lépésekre másképp válaszoltak.
}
premove-count = Ebben a játszmában { $count } mentett sorod van.
premove-none = Ebben a játszmában nincs mentett feltételes lépésed.
premove-list = Mentett soraid ebben a játszmában ({ $count }), a mostani állástól:
    { $lines }
premove-cleared = { $count ->
    [0] Ebben a játszmában nem volt mentett sorod.
   *[other] Mentett sorok törölve: { $count }.
}
premove-played = { $turn } (előre megadott válasz)
refusal-premove-empty = Írd le a sort lépésekként, jelöléssel: előbb az ellenfeled lépése, aztán a válaszod: `G6-G5 H1-H2`.
refusal-premove-too-long = Egy sor legfeljebb { $max } lépésből állhat; ez { $given } lépés. Semmi sem lett elmentve.
refusal-premove-your-turn = Te következel: előbb lépj. A feltételes lépések az ellenfeled lépéseire válaszolnak előre.
refusal-premove-unreadable = A sorod { $ply }. lépése, `{ $text }`, nem lépés: írd így: `C3-D4`, `R:C3-D4` (színválasztással) vagy `pass`. Semmi sem lett elmentve.
refusal-premove-illegal = A sorod { $ply }. lépése, `{ $turn }`, ott nem szabályos: { $error }. Semmi sem lett elmentve.
refusal-premove-no-answer = A sorod az ellenfeled lépésével végződik: írd hozzá a válaszodat. Semmi sem lett elmentve.
