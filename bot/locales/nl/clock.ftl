clock-out-of-time = tijd om
clock-time-left = nog { $left }
clock-no-clock = zonder klok
clock-more = … en nog { $count }

clock-note = Klok: { $first } { $first-left } · { $second } { $second-left }

clock-digest-heading = { $count ->
    [one] Je bent aan de beurt in 1 LYNGK-partij:
   *[other] Je bent aan de beurt in { $count } LYNGK-partijen:
}
clock-digest-game = • { $channel } tegen { $opponent } ({ $time })

clock-reminder-half = { $player }, een herinnering: je bent aan de beurt in partij { $game } tegen { $opponent } (nog { $left } op je klok).
clock-reminder-final = { $player }, je tijd in partij { $game } tegen { $opponent } is bijna om: nog { $left }. Doe nu je zet, of neem `/{ cmd-lyngk } { cmd-lyngk-vacation }`.

clock-ran-out = **{ $loser }** heeft de tijd overschreden. { $winner } wint partij { $game } op tijd.
clock-aborted = Partij { $game } is afgebroken: **{ $late }** deed de eerste zet niet op tijd. Ze telt niet mee; { $first } en { $second } kunnen een nieuwe beginnen.

clock-vacation-booked = **Vakantie** geboekt: je klokken staan stil voor { $days ->
        [one] 1 dag
       *[other] { $days } dagen
    }, tot { $until } (nu { $games ->
        [one] 1 partij met klok
       *[other] { $games } partijen met klok
    }). Je hebt recht op { $allowance } dagen per jaar.

clock-my-games-none = **Je partijen**: hier loopt er geen. Begin er een met `/{ cmd-lyngk } { cmd-lyngk-challenge }`.
clock-my-games-heading = **Je partijen** ({ $count }, in { $yours } ben je aan de beurt):
clock-my-games-line = • { $channel } partij { $game } tegen { $opponent }: { $whose }, { $time }
clock-your-turn = jij bent aan de beurt
clock-their-turn = { $opponent } is aan de beurt

clock-claim-no-clock = deze partij heeft geen klok en kan dus niet op tijd gewonnen worden
clock-claim-own-turn = jij bent aan de beurt: alleen je tegenstander kan op tijd winnen
clock-claim-time-left = je tegenstander heeft nog { $left } voor de zet
clock-abort-no-clock = deze partij heeft geen klok; geef liever op
clock-abort-started = de partij is begonnen; geef liever op
clock-abort-time-left = wie aan de beurt is, heeft nog { $left } voor de eerste zet
clock-vacation-empty = een vakantie duurt minstens een dag
clock-vacation-overlaps = je hebt in die periode al vakantie geboekt
clock-vacation-over-allowance = dan kom je boven je { $allowance } vakantiedagen per jaar: { $used } al gebruikt in het jaar dat met deze vakantie eindigt, { $requested } gevraagd
clock-digest-invalid-hour = het uur van het overzicht ligt tussen 0 en 23 (UTC), niet { $hour }
clock-days-not-offered = { $days } dagen per zet wordt niet aangeboden; kies 1, 2, 3, 5, 7 of 14 dagen, of geen

clock-digest-dms-closed = Je dagelijkse overzicht kon je niet bereiken: je directe berichten zijn gesloten voor deze bot. Vanaf nu krijg je herinneringen hier in het kanaal. Wil je het overzicht weer, sta dan directe berichten van leden van deze server toe en kies `/{ cmd-lyngk } { cmd-lyngk-settings } { cmd-lyngk-settings.reminders }:digest`.
clock-your-turn-untimed = { $player }, je bent aan de beurt in partij { $game } tegen { $opponent }.
