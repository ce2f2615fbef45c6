clock-out-of-time = czas minął
clock-time-left = pozostały czas: { $left }
clock-no-clock = bez zegara
clock-more = … i jeszcze { $count }

clock-note = Zegar: { $first } { $first-left } · { $second } { $second-left }

clock-digest-heading = { $count ->
    [one] Twoja tura w { $count } partii LYNGK:
   *[other] Twoja tura w { $count } partiach LYNGK:
}
clock-digest-game = • { $channel } z { $opponent } ({ $time })

clock-reminder-half = { $player }, przypomnienie: twoja tura w partii { $game } z { $opponent } (pozostały czas: { $left }).
clock-reminder-final = { $player }, twój czas w partii { $game } z { $opponent } prawie minął; pozostały czas: { $left }. Wykonaj ruch teraz albo weź urlop: `/{ cmd-lyngk } { cmd-lyngk-vacation }`.

clock-ran-out = **{ $loser }** przekroczył(a) czas. { $winner } wygrywa partię { $game } na czas.
clock-aborted = Partia { $game } została przerwana: **{ $late }** nie wykonał(a) pierwszego ruchu na czas. { $cause ->
        [time] Nie ma wygranej na czas: partia, w której ktoś nie wykonał ruchu, zostaje unieważniona, a nie przegrana. Nie liczy się do rankingu.
       *[asked] Nie liczy się do rankingu.
    } { $series ->
        [event] Turniej zapisuje ją bez zwycięzcy.
       *[none] { $first } i { $second } mogą zacząć nową.
    }

clock-vacation-booked = **Urlop** zarezerwowany: twoje zegary stoją przez { $days ->
        [one] { $days } dzień
       *[other] { $days } dni
    }, do { $until } (partie z zegarem: { $games }). Przysługuje ci { $allowance ->
        [one] { $allowance } dzień
       *[other] { $allowance } dni
    } urlopu w każdym roku.

clock-my-games-none = **Twoje partie**: żadna tu nie trwa. Zacznij nową przez `/{ cmd-lyngk } { cmd-lyngk-challenge }`.
clock-my-games-heading = **Twoje partie** ({ $count }, twoja tura w { $yours }):
clock-my-games-line = • { $channel } partia { $game } z { $opponent }: { $whose }, { $time }
clock-your-turn = twoja tura
clock-their-turn = tura gracza { $opponent }
clock-digest-dms-closed = Twoje dzienne podsumowanie nie mogło do ciebie dotrzeć: twoje wiadomości prywatne są zamknięte dla tego bota. Od teraz przypomnienia przychodzą tutaj, na kanale. Aby znów dostawać podsumowanie, zezwól na wiadomości prywatne od członków tego serwera i wybierz `/{ cmd-lyngk } { cmd-lyngk-settings } { cmd-lyngk-settings.reminders }:digest`.
clock-your-turn-untimed = { $player }, twoja tura w partii { $game } z { $opponent }.

# Automatic vacation: whole days spent instead of a loss on time, told to both players.
clock-auto-vacation = Graczowi { $player } skończył się czas w partii { $game }, więc **automatyczny urlop** zużył { $days ->
        [one] { $days } dzień
       *[other] { $days } dni
    } z puli: czas w tej partii kończy się teraz { $until }.
# The player to move is in a pause of their off hours (board and mygames).
clock-paused-asleep = { $player } śpi: zegar stoi i ruszy ponownie za { $resumes }.
clock-paused-weekend = { $player } ma weekend: zegar stoi i ruszy ponownie za { $resumes }.
clock-paused-short-asleep = śpi, zegar ruszy za { $resumes }
clock-paused-short-weekend = weekend, zegar ruszy za { $resumes }
clock-time-with-pause = { $time } ({ $pause })
