clock-out-of-time = Zeit abgelaufen
clock-time-left = noch { $left }
clock-no-clock = ohne Uhr
clock-more = … und { $count } weitere

clock-note = Uhr: { $first } { $first-left } · { $second } { $second-left }

clock-digest-heading = { $count ->
    [one] Du bist in { $count } LYNGK-Partie am Zug:
   *[other] Du bist in { $count } LYNGK-Partien am Zug:
}
clock-digest-game = • { $channel } gegen { $opponent } ({ $time })

clock-reminder-half = { $player }, zur Erinnerung: Du bist in Partie { $game } gegen { $opponent } am Zug (noch { $left } auf deiner Uhr).
clock-reminder-final = { $player }, deine Zeit in Partie { $game } gegen { $opponent } ist fast um: noch { $left }. Zieh jetzt oder nimm Urlaub mit `/{ cmd-lyngk } { cmd-lyngk-vacation }`.

clock-ran-out = **{ $loser }** hat die Zeit überschritten. { $winner } gewinnt Partie { $game } auf Zeit.
clock-aborted = Partie { $game } ist abgebrochen: **{ $late }** hat den ersten Zug nicht rechtzeitig gemacht. { $cause ->
        [time] Es gibt keinen Sieg auf Zeit: Eine Partie, in der jemand nie gezogen hat, wird annulliert, nicht verloren. Sie wird nicht gewertet.
       *[asked] Sie wird nicht gewertet.
    } { $series ->
        [event] Das Turnier trägt sie ohne Sieger ein.
       *[none] { $first } und { $second } können eine neue beginnen.
    }

clock-vacation-booked = **Urlaub** gebucht: Deine Uhren stehen { $days ->
        [one] { $days } Tag
       *[other] { $days } Tage
    } lang, bis { $until } (derzeit { $games ->
        [one] { $games } Partie mit Uhr
       *[other] { $games } Partien mit Uhr
    }). Erlaubt sind { $allowance ->
        [one] { $allowance } Tag
       *[other] { $allowance } Tage
    } in jedem Jahr.

clock-my-games-none = **Deine Partien**: hier läuft keine. Beginne eine mit `/{ cmd-lyngk } { cmd-lyngk-challenge }`.
clock-my-games-heading = **Deine Partien** ({ $count }, in { $yours } bist du am Zug):
clock-my-games-line = • { $channel } Partie { $game } gegen { $opponent }: { $whose }, { $time }
clock-your-turn = du bist am Zug
clock-their-turn = { $opponent } ist am Zug
clock-digest-dms-closed = Deine tägliche Übersicht konnte dich nicht erreichen: Deine Direktnachrichten sind für diesen Bot geschlossen. Ab jetzt wirst du hier im Kanal erinnert. Für die Übersicht erlaube Direktnachrichten von Mitgliedern dieses Servers und wähle `/{ cmd-lyngk } { cmd-lyngk-settings } { cmd-lyngk-settings.reminders }:digest`.
clock-your-turn-untimed = { $player }, du bist in Partie { $game } gegen { $opponent } am Zug.

# Automatic vacation: whole days spent instead of a loss on time, told to both players.
clock-auto-vacation = { $player } hatte in Partie { $game } keine Zeit mehr, deshalb hat der **automatische Urlaub** { $days ->
        [one] { $days } Tag
       *[other] { $days } Tage
    } des Kontingents verbraucht: Die Zeit läuft dort jetzt { $until } ab.
# The player to move is in a pause of their off hours (board and mygames).
clock-paused-asleep = { $player } schläft: Die Uhr steht und läuft wieder in { $resumes }.
clock-paused-weekend = { $player } hat Wochenende: Die Uhr steht und läuft wieder in { $resumes }.
clock-paused-short-asleep = schläft, läuft wieder in { $resumes }
clock-paused-short-weekend = Wochenende, läuft wieder in { $resumes }
clock-time-with-pause = { $time } ({ $pause })
