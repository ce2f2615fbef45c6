clock-out-of-time = Zeit abgelaufen
clock-time-left = noch { $left }
clock-no-clock = ohne Uhr
clock-more = … und { $count } weitere

clock-note = Uhr: { $first } { $first-left } · { $second } { $second-left }

clock-digest-heading = { $count ->
    [one] Du bist in 1 LYNGK-Partie am Zug:
   *[other] Du bist in { $count } LYNGK-Partien am Zug:
}
clock-digest-game = • { $channel } gegen { $opponent } ({ $time })

clock-reminder-half = { $player }, zur Erinnerung: Du bist in Partie { $game } gegen { $opponent } am Zug (noch { $left } auf deiner Uhr).
clock-reminder-final = { $player }, deine Zeit in Partie { $game } gegen { $opponent } ist fast um: noch { $left }. Zieh jetzt oder nimm `/{ cmd-lyngk } { cmd-lyngk-vacation }`.

clock-ran-out = **{ $loser }** hat die Zeit überschritten. { $winner } gewinnt Partie { $game } auf Zeit.
clock-aborted = Partie { $game } ist abgebrochen: **{ $late }** hat den ersten Zug nicht rechtzeitig gemacht. Sie zählt nicht; { $first } und { $second } können eine neue beginnen.

clock-vacation-booked = **Urlaub** gebucht: Deine Uhren stehen { $days ->
        [one] 1 Tag
       *[other] { $days } Tage
    } lang, bis { $until } (derzeit { $games ->
        [one] 1 Partie mit Uhr
       *[other] { $games } Partien mit Uhr
    }). Erlaubt sind { $allowance } Tage in jedem Jahr.

clock-my-games-none = **Deine Partien**: hier läuft keine. Beginne eine mit `/{ cmd-lyngk } { cmd-lyngk-challenge }`.
clock-my-games-heading = **Deine Partien** ({ $count }, in { $yours } bist du am Zug):
clock-my-games-line = • { $channel } Partie { $game } gegen { $opponent }: { $whose }, { $time }
clock-your-turn = du bist am Zug
clock-their-turn = { $opponent } ist am Zug

clock-claim-no-clock = diese Partie hat keine Uhr und kann daher nicht auf Zeit gewonnen werden
clock-claim-own-turn = du bist am Zug: nur dein Gegner könnte auf Zeit gewinnen
clock-claim-time-left = dein Gegner hat noch { $left } für seinen Zug
clock-abort-no-clock = diese Partie hat keine Uhr; gib stattdessen auf
clock-abort-started = die Partie hat begonnen; gib stattdessen auf
clock-abort-time-left = wer am Zug ist, hat noch { $left } für den ersten Zug
clock-vacation-empty = ein Urlaub dauert mindestens einen Tag
clock-vacation-overlaps = du hast in diesem Zeitraum schon Urlaub gebucht
clock-vacation-over-allowance = das überschreitet deine { $allowance } Urlaubstage pro Jahr: { $used } schon genutzt im Jahr bis zum Ende dieses Urlaubs, { $requested } beantragt
clock-digest-invalid-hour = die Stunde der Übersicht liegt zwischen 0 und 23 (UTC), nicht bei { $hour }
clock-days-not-offered = { $days } Tage pro Zug gibt es nicht; wähle 1, 2, 3, 5, 7 oder 14 Tage oder keine Uhr

clock-digest-dms-closed = Deine tägliche Übersicht konnte dich nicht erreichen: Deine Direktnachrichten sind für diesen Bot geschlossen. Ab jetzt wirst du hier im Kanal erinnert. Für die Übersicht erlaube Direktnachrichten von Mitgliedern dieses Servers und wähle `/{ cmd-lyngk } { cmd-lyngk-settings } { cmd-lyngk-settings.reminders }:digest`.
clock-your-turn-untimed = { $player }, du bist in Partie { $game } gegen { $opponent } am Zug.
