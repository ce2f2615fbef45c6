# What a server did to a game's place: a deleted channel or thread, a thread kept
# closed by a moderator, a post the bot was not allowed to make.

place-deleted-game-aborted = Game { $game } between { $first } and { $second } is aborted: its channel or thread was deleted. It does not count for ratings; in a league it counts as played, with no points for either player.
place-closed-game-aborted = Game { $game } between { $first } and { $second } is aborted: a moderator kept its thread closed for { $days ->
        [one] { $days } day
       *[other] { $days } days
    }. It does not count for ratings; in a league it counts as played, with no points for either player.
place-post-refused-access = Note: I could not post in this game's channel (a reminder or the AI's move) because I can no longer see it. A moderator can give me **View Channel** here again.
place-post-refused-permissions = Note: I could not post in this game's channel (a reminder or the AI's move) because a permission was taken from me. A moderator can give me **Send Messages**, **Embed Links** and **Attach Files** here again.
place-private-thread = I cannot join this private thread, so I could not post reminders or the AI's moves here. Add me to the thread (mention me in it) or give me **Manage Threads**, then try again.
