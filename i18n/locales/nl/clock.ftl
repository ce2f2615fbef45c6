clock-out-of-time = tijd om
clock-time-left = nog { $left }
clock-no-clock = zonder klok
clock-more = … en nog { $count }

clock-note = Klok: { $first } { $first-left } · { $second } { $second-left }

clock-digest-heading = { $count ->
    [one] Je bent aan de beurt in { $count } LYNGK-partij:
   *[other] Je bent aan de beurt in { $count } LYNGK-partijen:
}
clock-digest-game = • { $channel } tegen { $opponent } ({ $time })

clock-reminder-half = { $player }, een herinnering: je bent aan de beurt in partij { $game } tegen { $opponent } (nog { $left } op je klok).
clock-reminder-final = { $player }, je tijd in partij { $game } tegen { $opponent } is bijna om: nog { $left }. Doe nu je zet, of neem `/{ cmd-lyngk } { cmd-lyngk-vacation }`.

clock-ran-out = **{ $loser }** heeft de tijd overschreden. { $winner } wint partij { $game } op tijd.
clock-aborted = Partij { $game } is afgebroken: **{ $late }** deed de eerste zet niet op tijd. { $cause ->
        [time] Er is geen winst op tijd: een partij waarin iemand nooit zette, wordt geschrapt, niet verloren. Ze telt niet mee voor de rating.
       *[asked] Ze telt niet mee voor de rating.
    } { $series ->
        [event] Het toernooi noteert haar zonder winnaar.
       *[none] { $first } en { $second } kunnen een nieuwe beginnen.
    }

clock-vacation-booked = **Vakantie** geboekt: je klokken staan stil voor { $days ->
        [one] { $days } dag
       *[other] { $days } dagen
    }, tot { $until } (nu { $games ->
        [one] { $games } partij met klok
       *[other] { $games } partijen met klok
    }). Je hebt recht op { $allowance ->
        [one] { $allowance } dag
       *[other] { $allowance } dagen
    } per jaar.

clock-my-games-none = **Je partijen**: hier loopt er geen. Begin er een met `/{ cmd-lyngk } { cmd-lyngk-challenge }`.
clock-my-games-heading = **Je partijen** ({ $count }, in { $yours } ben je aan de beurt):
clock-my-games-line = • { $channel } partij { $game } tegen { $opponent }: { $whose }, { $time }
clock-your-turn = jij bent aan de beurt
clock-their-turn = { $opponent } is aan de beurt
clock-digest-dms-closed = Je dagelijkse overzicht kon je niet bereiken: je directe berichten zijn gesloten voor deze bot. Vanaf nu krijg je herinneringen hier in het kanaal. Wil je het overzicht weer, sta dan directe berichten van leden van deze server toe en kies `/{ cmd-lyngk } { cmd-lyngk-settings } { cmd-lyngk-settings.reminders }:digest`.
clock-your-turn-untimed = { $player }, je bent aan de beurt in partij { $game } tegen { $opponent }.

# Automatic vacation: whole days spent instead of a loss on time, told to both players.
clock-auto-vacation = { $player } had geen tijd meer in partij { $game }, dus de **automatische vakantie** gebruikte { $days ->
        [one] { $days } dag
       *[other] { $days } dagen
    } van het tegoed: de tijd loopt daar nu af op { $until }.
# The player to move is in a pause of their off hours (board and mygames).
clock-paused-asleep = { $player } slaapt: de klok staat stil en loopt weer over { $resumes }.
clock-paused-weekend = { $player } heeft weekend: de klok staat stil en loopt weer over { $resumes }.
clock-paused-short-asleep = slaapt, loopt weer over { $resumes }
clock-paused-short-weekend = weekend, loopt weer over { $resumes }
clock-time-with-pause = { $time } ({ $pause })
