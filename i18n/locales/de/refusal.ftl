# Ablehnungen: ein Befehl, der nichts geändert hat, privat beantwortet.

refusal-no-game = In diesem Kanal läuft keine Partie. Starte eine mit `/{ cmd-lyngk } { cmd-lyngk-challenge }`.
refusal-no-game-here = In diesem Kanal läuft keine Partie. Deine: { $games }.
refusal-your-game-in = Partie { $game } in { $channel }
refusal-your-challenge-in = die Herausforderung { $game } in { $channel }
refusal-not-started = Die Partie hat noch nicht begonnen: die Herausforderung wartet noch auf eine Antwort.
refusal-no-challenge = In diesem Kanal wartet keine Herausforderung.
refusal-channel-busy = In diesem Kanal gibt es schon eine Partie ({ $game }). Beende sie zuerst oder starte deine in einem Thread.
refusal-busy-playing = { $one } gegen { $two }
refusal-busy-challenge = { $challenger } hat { $opponent } herausgefordert
refusal-busy-open = offene Herausforderung von { $challenger }
refusal-busy-just-created = gerade erstellt
refusal-self-challenge = Du kannst dich nicht selbst herausfordern.
refusal-own-challenge = Du kannst deine eigene Herausforderung nicht annehmen: warte, bis jemand den Platz einnimmt.
refusal-not-challenged = Diese Herausforderung gilt { $name }: nur diese Person kann sie beantworten.
refusal-not-your-challenge = Diese offene Herausforderung hat { $name } gestellt: nur { $name } kann sie zurückziehen.
refusal-already-started = In diesem Kanal wird bereits eine Partie gespielt.
refusal-not-a-player = Du spielst in dieser Partie nicht mit ({ $game }).
refusal-not-your-turn = Du bist nicht am Zug: jetzt zieht { $name }.
refusal-game-over = Diese Partie ist vorbei: { $result }
refusal-position-changed = Die Partie hat sich geändert, während dein Befehl bearbeitet wurde: sieh dir das Brett an und versuche es noch einmal.
refusal-bad-origin = Das Startfeld: { $error }
refusal-bad-landing = Das Zielfeld: { $error }
refusal-bad-cell = Das Feld: { $error }
refusal-joined-cells = „{ $text }“ sieht aus wie zwei zusammengeschriebene Felder: gib Start- und Zielfeld getrennt an, etwa `/{ cmd-lyngk } { cmd-lyngk-move } { $from } { $to }`.
refusal-bad-colour = „{ $text }“ ist keine Farbe, die du wählen kannst: nimm I, B, R, G oder K (elfenbein, blau, rot, grün, schwarz).
refusal-joker-claim = Die Joker (die weißen Steine) kann niemand wählen: nimm I, B, R, G oder K (elfenbein, blau, rot, grün, schwarz).
refusal-illegal = Das ist nicht erlaubt: { $error }. Deine erlaubten Züge zeigt `/{ cmd-lyngk } { cmd-lyngk-moves }`.
refusal-own-colour = Du hast { $colour } schon gewählt: die Farbe gehört dir. Ziehe einen Stapel mit { $colour } oben mit `/{ cmd-lyngk } { cmd-lyngk-move }`.
refusal-colour-taken = Das ist nicht erlaubt: { $colour } hat schon { $name } gewählt. Deine erlaubten Züge zeigt `/{ cmd-lyngk } { cmd-lyngk-moves }`.
refusal-needs-claim = Ohne Wahl einer Farbe ist das nicht erlaubt: { $error }. Mit einer Wahl vorher geht es: { $hint }.
refusal-claim-command = `/{ cmd-lyngk } { cmd-lyngk-move } { $from } { $to } { cmd-lyngk-move.claim }:{ $claim }`
refusal-empty-cell = Auf { $cell } steht kein Stapel: `/{ cmd-lyngk } { cmd-lyngk-moves }` zeigt die Stapel, die du ziehen kannst.
refusal-no-game-to-rematch = In diesem Kanal gibt es keine beendete Partie { $game } für eine Revanche.
refusal-cannot-move-from = Der Stapel auf { $cell } kann in diesem Zug nicht ziehen.
refusal-bad-days-per-move = Tage pro Zug: 1, 2, 3, 5, 7 oder 14 (oder nichts für keine Uhr), nicht { $given }.
refusal-already-done = Schon erledigt (diese Anfrage kam zweimal an):
refusal-inactive-button = Diese Schaltfläche ist nicht mehr aktiv.
refusal-admin-create-league = Nur Server-Admins (Berechtigung „Server verwalten“) können eine Liga anlegen.
refusal-admin-start-league = Nur Server-Admins (Berechtigung „Server verwalten“) können eine Liga starten.
refusal-admin-server-settings = Nur Server-Admins (Berechtigung „Server verwalten“) können die Servereinstellungen ändern.
refusal-bad-league-name = Ein Liganame hat 1 bis { $max } Zeichen: Buchstaben, Ziffern, Leerzeichen, `-`, `_`, Apostrophe oder Emojis. „{ $given }“ ist keiner.
refusal-league-exists = Dieser Server hat schon eine Liga namens { $name }: wähle einen anderen Namen.
refusal-no-league = Auf diesem Server gibt es keine Liga namens „{ $name }“.
refusal-league-started = Die Liga { $name } hat schon begonnen: niemand kann mehr beitreten oder austreten.
refusal-already-joined = Du bist der Liga { $name } schon beigetreten.
refusal-not-joined = Du bist nicht in der Liga { $name }.
refusal-league-full = Die Liga { $name } ist voll ({ $max } Spieler).
refusal-league-too-small = Die Liga { $name } braucht zum Start mindestens 2 Spieler; sie hat { $players }.
refusal-league-running = Die Liga { $name } läuft schon: siehe `/{ cmd-lyngk } { cmd-lyngk-league } { cmd-lyngk-league-standings }`.
refusal-threads-being-opened = Die Threads der Liga { $name } werden gerade geöffnet; falls einige nicht aufgehen, führe danach `/{ cmd-lyngk-admin } { cmd-lyngk-admin-league } { cmd-lyngk-admin-league-start }` noch einmal aus.
refusal-league-finished = Die Liga { $name } ist beendet: siehe `/{ cmd-lyngk } { cmd-lyngk-league } { cmd-lyngk-league-standings }`.
refusal-not-finished = Eine Revanche gibt es nur für beendete Partien: diese läuft noch.
refusal-no-such-game = In diesem Kanal gibt es keine begonnene Partie { $game }: `/{ cmd-lyngk } { cmd-lyngk-replay }` ohne Nummer zeigt die letzte.
refusal-no-such-game-to-review = In diesem Kanal gibt es keine begonnene Partie { $game }: `/{ cmd-lyngk } { cmd-lyngk-review }` ohne Nummer analysiert die letzte beendete.
refusal-game-elsewhere = Partie { $game } läuft in { $channel }: benutze den Befehl dort.
refusal-replay-live-game = Eine laufende Partie können nur ihre Spieler abspielen ({ $game }); wenn sie vorbei ist, alle.
refusal-replay-too-large = Die Wiedergabe dieser Partie ist zu groß zum Hochladen: { $why }
refusal-win-on-time = Du kannst den Sieg auf Zeit nicht beanspruchen: { $why }.
refusal-win-on-time-no-clock = diese Partie hat keine Uhr, also kann sie nicht auf Zeit gewonnen werden
refusal-win-on-time-own-turn = du bist am Zug: nur dein Gegner könnte auf Zeit gewinnen
refusal-win-on-time-time-left = dein Gegner hat noch { $left } für seinen Zug
refusal-abort = Diese Partie kann nicht abgebrochen werden: { $why }.
refusal-abort-no-clock = diese Partie hat keine Uhr; gib stattdessen auf
refusal-abort-started = die Partie hat begonnen; gib stattdessen auf
refusal-abort-time-left = wer am Zug ist, hat für den ersten Zug noch { $left }
refusal-vacation = Kein Urlaub eingetragen: { $why }.
refusal-vacation-empty = ein Urlaub dauert mindestens einen Tag
refusal-vacation-overlaps = du hast in dieser Zeit schon Urlaub eingetragen
refusal-vacation-allowance = das überschreitet deine { $allowance } Urlaubstage pro Jahr: { $used } schon genutzt im Jahr bis zu diesem Urlaub, { $requested } angefragt
refusal-digest-hour = Einstellungen unverändert: die Stunde der Zusammenfassung liegt zwischen 0 und 23 (UTC), nicht { $hour }.
refusal-not-in-server = Servereinstellungen gehören zu einem Server: benutze diesen Befehl dort.

cell-error-malformed = „{ $text }“ ist kein Feld: schreibe einen Spaltenbuchstaben A–I und eine Zeilennummer, etwa C3
cell-error-no-such-row = Spalte { $column } hat die Zeilen 1 bis { $rows }, also gibt es kein { $column }{ $row }

play-error-game-over = die Partie ist vorbei
play-error-no-stack = auf { $cell } steht kein Stapel
play-error-joker = der Joker auf { $cell } kann nicht ziehen: ein Joker zieht nie allein
play-error-opponents-stack = der Stapel auf { $cell } hat { $colour } oben, { $mover ->
    [opponent] deine eigene Farbe, die dein Gegner nicht ziehen darf
   *[you] die Farbe deines Gegners
}
play-error-same-cell = ein Zug führt von einem Feld zu einem anderen, nicht von { $cell } auf sich selbst
play-error-empty-landing = { $cell } ist leer: ein Zug endet immer auf einem Stapel
play-error-blocked = { $blocker } steht zwischen { $from } und { $to }: ein Stapel springt nicht über einen anderen
play-error-not-reachable = { $to } ist von { $from } aus nicht erreichbar: ein Zug geht in gerader Linie bis zum ersten Stapel
play-error-no-chain = { $to } ist von { $from } aus nicht erreichbar, weder in gerader Linie noch mit der LYNGK-Regel
play-error-lyngk-point = der Stapel mit { $colour } oben kann nicht auf { $cell } enden: dort liegt auch { $colour } oben, ein LYNGK-Punkt, also geht der Zug von dort weiter
play-error-repeated-colour = der Stapel auf { $cell } enthält schon { $colour }: in einem Stapel kommt keine Farbe zweimal vor
play-error-too-high = das ergäbe einen Stapel aus { $height } Spielsteinen; höchstens { $max } sind erlaubt
play-error-neutral-too-low = ein neutraler Stapel zieht nur auf einen gleich hohen oder niedrigeren: er hat { $moving ->
    [one] { $moving } Spielstein
   *[other] { $moving } Spielsteine
}, der Stapel auf { $cell } hat { $target }
play-error-colour-taken = { $colour } hat schon Spieler { $player } gewählt
play-error-no-claims-left = { $mover ->
    [opponent] dein Gegner hat schon zwei Farben gewählt, mehr darf niemand wählen
   *[you] du hast schon zwei Farben gewählt, mehr darf niemand wählen
}
play-error-claimed-this-turn = { $mover ->
    [opponent] dein Gegner hat in diesem Zug schon { $colour } gewählt: eine Wahl pro Zug
   *[you] du hast in diesem Zug schon { $colour } gewählt: eine Wahl pro Zug
}
play-error-claim-with-pass = auf eine Wahl folgt immer ein Zug, nie ein Passen
play-error-claim-leaves-no-move = { $mover ->
    [opponent] nach der Wahl von { $colour } hätte dein Gegner keinen Zug, also ist diese Wahl nicht erlaubt
   *[you] nach der Wahl von { $colour } hättest du keinen Zug, also ist diese Wahl nicht erlaubt
}
play-error-pass-with-moves = du kannst nicht passen, solange du einen Zug hast

# Clock settings refused
refusal-time-zone = Einstellungen unverändert: „{ $zone }“ ist keine Zeitzone. Wähle eine aus der Liste, etwa Europe/Berlin oder America/Santiago.
refusal-sleep-malformed = Einstellungen unverändert: Schreibe die Schlafenszeit wie 23:00-07:00, oder off.
refusal-sleep-empty = Einstellungen unverändert: Die Schlafenszeit kann nicht zur selben Zeit beginnen und enden.
refusal-sleep-too-long = Einstellungen unverändert: Die Schlafenszeit dauert höchstens 10 Stunden; { $window } ist länger.
