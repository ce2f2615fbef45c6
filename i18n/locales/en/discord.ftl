# What the Discord front says itself: refusals before the game service is asked,
# notes around the service's replies, thread names and the permissions it needs
# (named as Discord's server settings name them).

discord-bot-opponent = Bots can't play LYNGK. Challenge a person, or leave `opponent` empty for an open seat.
discord-missing-option = The `{ $option }` option is missing.
discord-thread-in-thread = This is already a thread: use `/{ cmd-lyngk } { cmd-lyngk-challenge }` here without `thread`.
discord-no-thread = I could not open a thread here. I need the { discord-permission-create-public-threads } permission in this channel.
discord-unknown-option = This command has no `{ $option }` option, so nothing was done. Discord may still be updating the bot's commands; try again in a minute.
discord-outdated-command = This command is out of date. Discord may still be updating the bot's commands; try again in a minute.
discord-missing-permissions = I can't play here: I'm missing { $permissions } in this channel. A server admin can grant it in the channel's permissions.
discord-no-threads-here = Games can't have their own thread here ({ $place }): use `/{ cmd-lyngk } { cmd-lyngk-challenge }` without `thread`, or run it in a text or forum channel.
discord-place-voice-chat = a voice channel's chat
discord-place-other = this kind of channel
discord-apology = Sorry, something went wrong on the bot's side. Nothing was changed; please try again.
discord-game-on = The game is on in { $thread }.
discord-league-games = Games: { $threads }
discord-league-threads-failed = { $count ->
    [one] { $count } thread could not be opened
   *[other] { $count } threads could not be opened
} (I need { discord-permission-create-public-threads } here): run `/{ cmd-lyngk-admin } { cmd-lyngk-admin-league } { cmd-lyngk-admin-league-start }` again to retry them.
discord-answered-privately = Answered privately.
discord-inactive-button = This button is no longer active.
discord-overflow = … (the full text is attached as { $file })
discord-thread-name = LYNGK: { $first } vs { $second }
discord-thread-name-open = LYNGK: { $player } (open seat)
discord-thread-name-ai = LYNGK: { $player } vs the AI, level { $level }

discord-permission-view-channel = View Channel
discord-permission-send-messages = Send Messages
discord-permission-embed-links = Embed Links
discord-permission-attach-files = Attach Files
discord-permission-create-public-threads = Create Public Threads
discord-permission-send-messages-in-threads = Send Messages in Threads

# A deferred answer was edited in, which rings no one: this new message pings.
discord-answer-above = your answer is just above.
# Discord did not take the answer in time; it comes late, and what it says was done.
discord-answered-late = _Discord did not take this answer in time, so it comes late. What it says has been done._

# The first direct message after choosing daily digests.
discord-digest-first-dm = Your daily LYNGK digest will come here: once a day, the games where it is your turn.
# Choosing digests, when Discord refuses direct messages to the player.
discord-digest-dms-closed = I cannot send you direct messages, so digests stay off: you share no server with me that allows them, have turned off direct messages from server members, or have blocked the bot. Allow direct messages from this server's members (its privacy settings), then choose `reminders:digest` again.

# A forum that requires a tag on each post, with no tag the bot may apply.
discord-forum-needs-tag = This forum requires a tag on every post (its setting **Require people to select tags when posting**) and has no tag the bot may apply. Add a tag named `LYNGK` (not limited to moderators) or turn that setting off.

# League start: the admin's answer, before the threads open in the background.
discord-league-threads-opening = { $count ->
    [1] The game thread is being opened; I will post here when it is open.
   *[other] The { $count } game threads are being opened; I will post here when all are open.
}
# League start: posted in the channel once the threads are open.
discord-league-threads-open = { $count ->
    [1] The game thread is open.
   *[other] The { $count } game threads are open.
}
