# Clocks, reminders, digests, vacations and /lyngk mygames (issue 5).

clock-out-of-time = out of time
clock-time-left = { $left } left
clock-no-clock = no clock
clock-more = … and { $count } more

clock-note = Clock: { $first } { $first-left } · { $second } { $second-left }

clock-digest-heading = { $count ->
    [one] It is your turn in { $count } LYNGK game:
   *[other] It is your turn in { $count } LYNGK games:
}
clock-digest-game = • { $channel } vs { $opponent } ({ $time })

clock-reminder-half = { $player }, a reminder: it is your turn in game { $game } against { $opponent } ({ $left } left on your clock).
clock-reminder-final = { $player }, your time in game { $game } against { $opponent } is nearly up: { $left } left. Move now, or take a `/{ cmd-lyngk } { cmd-lyngk-vacation }`.

clock-ran-out = **{ $loser }** ran out of time. { $winner } wins game { $game } on time.
clock-aborted = Game { $game } is aborted: **{ $late }** did not make their first move in time. { $cause ->
        [time] There is no win on time: a game whose player never moved is voided, not lost. It is not rated.
       *[asked] It is not rated.
    } { $series ->
        [event] The event records it without a winner.
       *[none] { $first } and { $second } may start a new one.
    }

clock-vacation-booked = **Vacation** booked: your clocks are paused for { $days ->
        [one] { $days } day
       *[other] { $days } days
    }, until { $until } ({ $games ->
        [one] { $games } timed game
       *[other] { $games } timed games
    } now). The allowance is { $allowance ->
        [one] { $allowance } day
       *[other] { $allowance } days
    } in any year.

clock-my-games-none = **Your games**: none in progress here. Start one with `/{ cmd-lyngk } { cmd-lyngk-challenge }`.
clock-my-games-heading = **Your games** ({ $count }, your turn in { $yours }):
clock-my-games-line = • { $channel } game { $game } vs { $opponent }: { $whose }, { $time }
clock-your-turn = your turn
clock-their-turn = { $opponent }'s turn

# After the reminder line: a daily digest could not be sent by direct message.
clock-digest-dms-closed = Your daily digest could not reach you: your direct messages are closed to this bot. You are reminded here in the channel from now on. For digests again, allow direct messages from this server's members and choose `/{ cmd-lyngk } { cmd-lyngk-settings } { cmd-lyngk-settings.reminders }:digest`.
clock-your-turn-untimed = { $player }, it is your turn in game { $game } against { $opponent }.

# Automatic vacation: whole days spent instead of a loss on time, told to both players.
clock-auto-vacation = { $player } ran out of time in game { $game }, so their **automatic vacation** spent { $days ->
        [one] { $days } day
       *[other] { $days } days
    } of their allowance: their time there now runs out { $until }.
# The player to move is in a pause of their off hours (board and mygames).
clock-paused-asleep = { $player } is asleep: the clock stands still and runs again in { $resumes }.
clock-paused-weekend = { $player } is off for the weekend: the clock stands still and runs again in { $resumes }.
clock-paused-short-asleep = asleep, runs again in { $resumes }
clock-paused-short-weekend = weekend, runs again in { $resumes }
clock-time-with-pause = { $time } ({ $pause })
