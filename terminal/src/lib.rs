//! `lyngk play`: the game service in a terminal. Each input line is a command as a
//! player would type it in Discord, optionally prefixed with the acting player's name:
//! `alice: /lyngk move c3 d4 claim:red` (a name with spaces in double quotes:
//! `"Ada L": claim red`). Replies are printed, images written to a folder. `quit` or
//! `exit` ends the session.
//!
//! Channels: lines act in channel 1 until `/lyngk channel <id>` switches; a line
//! starting with `#<id> ` acts in channel `<id>` once. A league start opens each game
//! in a "thread" numbered `1000 + game id`, printed with its opening message; a
//! `challenge … thread:true` opens its game in the first free channel from 2001 on.
//! Everything happens in one server, and everyone is its admin (it is your own
//! terminal).

mod ai;
mod parse;
#[cfg(test)]
mod tests;

pub use parse::{parse, Input, Line, LineError};

use lyngk_domain::names::name_key;
use lyngk_i18n::{Locale, Msg, Style};
use lyngk_metrics::Front;
use lyngk_service::api::{
    Attachment, Command, Outbound, PickerView, Place, Reply, Request, ThreadToOpen,
};
use lyngk_service::GameService;
use std::borrow::Cow;
use std::collections::{BTreeMap, BTreeSet};
use std::io::{BufRead, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{SystemTime, UNIX_EPOCH};

/// The channel lines act in until `/lyngk channel` switches.
const FIRST_CHANNEL: u64 = 1;
/// League threads are channels `THREAD_BASE + game id`: unique, and short to type.
const THREAD_BASE: u64 = 1000;
/// Threads of `challenge … thread:true` are the free channels from here on.
const CHALLENGE_THREADS: u64 = 2001;
/// The one server the terminal plays in.
const GUILD: u64 = 1;
/// Its name on the web pages (`lyngk web` on the terminal's database).
const SERVER_NAME: &str = "LYNGK terminal";
/// Discord's display names have at most 32 characters: a longer name typed here is
/// cut the same way, so that it costs what it would on Discord wherever it is shown.
const NAME_LIMIT: usize = 32;

/// A name as Discord would allow it: at most [`NAME_LIMIT`] characters.
fn discord_sized(name: &str) -> String {
    name.chars().take(NAME_LIMIT).collect()
}

/// The people a command names, cut like the actor's name (their ids follow the name).
fn discord_sized_people(command: &mut Command) {
    let (Command::Challenge {
        opponent: Some(person),
        ..
    }
    | Command::Rating { user: Some(person) }) = command
    else {
        return;
    };
    person.name = discord_sized(&person.name);
    person.id = user_id(&person.name);
}

/// Interaction ids unique across the processes that share a database, built like
/// Discord's snowflakes: milliseconds since 2024 above the process id (22 bits, Linux's
/// largest pid). Each id of a process takes a later millisecond than the one before,
/// so ids never repeat, whatever the clock does meanwhile.
fn next_interaction_id() -> u64 {
    const EPOCH_2024_MS: u64 = 1_704_067_200_000;
    static LAST_MS: AtomicU64 = AtomicU64::new(0);
    let now = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |t| t.as_millis() as u64)
        .saturating_sub(EPOCH_2024_MS);
    let previous = LAST_MS
        .fetch_update(Ordering::SeqCst, Ordering::SeqCst, |last| {
            Some(now.max(last + 1))
        })
        .unwrap_or_default();
    let ms = now.max(previous + 1);
    (ms << 22) | u64::from(std::process::id() & 0x3F_FFFF)
}

/// `text` safe to print on a terminal: control characters (escape sequences, NUL)
/// written out as `\u{1b}` instead of being sent to the terminal.
fn printable(text: &str) -> Cow<'_, str> {
    if !text.chars().any(|c| c.is_control() && c != '\t') {
        return Cow::Borrowed(text);
    }
    Cow::Owned(
        text.chars()
            .map(|c| match c.is_control() && c != '\t' {
                true => c.escape_unicode().to_string(),
                false => c.to_string(),
            })
            .collect(),
    )
}

/// The number after the last `NNNN-` image in `folder`, so that a run on an existing
/// folder goes on numbering instead of overwriting.
fn files_in(folder: &Path) -> std::io::Result<usize> {
    let mut highest = 0;
    for entry in std::fs::read_dir(folder)? {
        let name = entry?.file_name();
        let number = name
            .to_str()
            .and_then(|n| n.split_once('-'))
            .and_then(|(number, _)| number.parse::<usize>().ok());
        highest = highest.max(number.unwrap_or(0));
    }
    Ok(highest)
}

/// A stable fake user id for a name (FNV-1a of its [`name_key`]: "Zoé", "zoé" and
/// "ZOÉ" are one player), so a reopened database recognises the same players. Kept
/// below 2^53 to look like a snowflake.
pub fn user_id(name: &str) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in name_key(name).bytes() {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
    }
    (hash >> 11).max(1)
}

/// Runs lines against a service, writing replies and files to `images`.
pub struct Terminal {
    service: GameService,
    images: PathBuf,
    names: BTreeMap<u64, String>,
    last_actor: String,
    /// The channel lines act in (`/lyngk channel` switches).
    channel: u64,
    /// The number of the last file written to `images` (by this run or an earlier one).
    files_written: usize,
    /// Replies that refused something (ephemeral errors) and lines that did not parse.
    pub refusals: usize,
    /// Internal errors: reported, the session went on; `lyngk play` then fails.
    pub faults: usize,
    /// The language of every player at this table, and of the server.
    locale: Locale,
    /// Who manages the server (may use `/lyngk-admin`), by [`name_key`];
    /// `None`: everyone at the table.
    admins: Option<BTreeSet<String>>,
    /// The move picker last shown to each player in each channel, by (channel, user),
    /// which `pick N` answers.
    pickers: BTreeMap<(u64, u64), PickerView>,
    /// Every reply the last [`Terminal::run_line`] or [`Terminal::run_due_jobs`]
    /// printed, in order.
    replies: Vec<Reply>,
    /// The terminal's own lines the same call printed (not part of a reply).
    notes: Vec<Msg>,
}

/// Who types a line that names nobody, before anyone is named: "player", in the
/// table's language (it is also the prompt).
fn default_player(locale: Locale) -> String {
    Msg::new("terminal-default-player").format(locale, Style::Plain)
}

impl Terminal {
    pub fn new(service: GameService, images: &Path) -> anyhow::Result<Terminal> {
        std::fs::create_dir_all(images)?;
        service.server_named(GUILD, SERVER_NAME)?;
        Ok(Terminal {
            service,
            images: images.to_path_buf(),
            names: BTreeMap::new(),
            last_actor: default_player(Locale::En),
            channel: FIRST_CHANNEL,
            files_written: files_in(images)?,
            refusals: 0,
            faults: 0,
            locale: Locale::En,
            admins: None,
            pickers: BTreeMap::new(),
            replies: Vec::new(),
            notes: Vec::new(),
        })
    }

    /// Speaks `locale` from now on.
    pub fn with_locale(self, locale: Locale) -> Terminal {
        let last_actor = match self.last_actor == default_player(self.locale) {
            true => default_player(locale),
            false => self.last_actor,
        };
        Terminal {
            locale,
            last_actor,
            ..self
        }
    }

    /// Only the players named in `admins` manage the server (use `/lyngk-admin`);
    /// without this, everyone at the table does.
    pub fn with_admins(self, admins: &[String]) -> Terminal {
        let admins = admins.iter().map(|name| name_key(name)).collect();
        Terminal {
            admins: Some(admins),
            ..self
        }
    }

    fn is_admin(&self, name: &str) -> bool {
        self.admins
            .as_ref()
            .is_none_or(|admins| admins.contains(&name_key(name)))
    }

    /// The language this table speaks.
    pub fn locale(&self) -> Locale {
        self.locale
    }

    pub fn service(&self) -> &GameService {
        &self.service
    }

    /// The replies the last [`Terminal::run_line`] or [`Terminal::run_due_jobs`]
    /// printed, as the service gave them: the line's answer, the openings of the
    /// threads it opened, the AI's turns after it, or the background job's posts.
    /// What was said (message ids and arguments), whatever the table's language.
    pub fn last_replies(&self) -> &[Reply] {
        &self.replies
    }

    /// The terminal's own lines the same call printed, outside any reply: a line it
    /// could not read, a channel switched to or a thread opened, a job post's header.
    pub fn last_notes(&self) -> &[Msg] {
        &self.notes
    }

    fn place(channel: u64) -> Place {
        Place {
            guild: Some(GUILD),
            channel,
        }
    }

    /// Handles one line and writes what the bot answers to `out`. Returns whether the
    /// session goes on (`quit` ends it). An `Err` is an internal fault or `out`
    /// failing; the line's own effects may have been committed.
    pub fn run_line(&mut self, line: &str, out: &mut impl Write) -> anyhow::Result<bool> {
        self.replies.clear();
        self.notes.clear();
        let (channel, line) = match parse(line) {
            Ok(Input::Nothing) => return Ok(true),
            Ok(Input::Quit) => return Ok(false),
            Ok(Input::Switch(channel)) => {
                self.channel = channel;
                let said = Msg::new("terminal-now-in-channel").channel("channel", channel);
                self.note(out, "  ", said)?;
                return Ok(true);
            }
            Ok(Input::Line { channel, line }) => (channel.unwrap_or(self.channel), line),
            Ok(Input::Pick {
                channel,
                actor,
                number,
            }) => {
                let channel = channel.unwrap_or(self.channel);
                return self.pick(channel, actor, number, out).map(|()| true);
            }
            Err(error) => {
                self.refusals += 1;
                self.note(out, "  ! ", error.message())?;
                return Ok(true);
            }
        };
        // The AI's turns are its own: nobody types as it.
        if line.actor.as_deref().map(user_id) == Some(ai::ai_user()) {
            self.refusals += 1;
            self.note(out, "  ! ", Msg::new("terminal-not-the-ai"))?;
            return Ok(true);
        }
        let channel = match line.new_thread {
            true => self.open_challenge_thread(out)?,
            false => channel,
        };
        self.run_command(channel, line, out)?;
        Ok(true)
    }

    fn run_command(
        &mut self,
        channel: u64,
        line: Line,
        out: &mut impl Write,
    ) -> anyhow::Result<()> {
        if let Some(name) = line.actor {
            self.last_actor = discord_sized(&name);
        }
        let actor = self.remember(&self.last_actor.clone());
        let mut command = line.command;
        discord_sized_people(&mut command);
        if let Command::Challenge {
            opponent: Some(opponent),
            ..
        } = &command
        {
            self.names.insert(opponent.id, opponent.name.clone());
        }
        // Unique even when another `lyngk play` shares the database.
        let interaction = Some(next_interaction_id());
        let actor_is_admin = self.is_admin(&actor.name);
        let actor_id = actor.id;
        let played_by_picker = matches!(command, Command::PickConfirm { .. });
        let reply = self.service.handle_from(
            Front::Terminal,
            Request {
                place: Terminal::place(channel),
                actor,
                command,
                interaction,
                actor_is_admin,
                locale: self.locale,
                server_locale: Some(self.locale),
            },
        )?;
        if let (Some(id), false) = (interaction, reply.ephemeral) {
            // Printed below at once: nothing is owed to a channel, and no bot on the same
            // database may post it.
            self.service.answer_shown(id)?;
        }
        // A picker stays open, as a Discord message would, until a new one replaces
        // it or its turn is played.
        match &reply.picker {
            Some(view) => {
                self.pickers.insert((channel, actor_id), view.clone());
            }
            None if played_by_picker && reply.refusal.is_none() => {
                self.pickers.remove(&(channel, actor_id));
            }
            None => {}
        }
        self.print_reply(&reply, out)?;
        self.open_league_threads(&reply, out)?;
        self.play_ai_turns(channel, out)
    }

    /// `pick N`: answers the picker last shown to the actor here with its `N`th
    /// choice (at the confirm, `pick 1` plays the turn).
    fn pick(
        &mut self,
        channel: u64,
        actor: Option<String>,
        number: usize,
        out: &mut impl Write,
    ) -> anyhow::Result<()> {
        if let Some(name) = actor {
            self.last_actor = discord_sized(&name);
        }
        let player = user_id(&self.last_actor);
        let Some(view) = self.pickers.get(&(channel, player)) else {
            self.refusals += 1;
            let said = Msg::new("terminal-pick-none").text("player", self.last_actor.as_str());
            return Ok(self.note(out, "  ! ", said)?);
        };
        let count = view.options.len().max(1);
        let command = match (view.is_confirm(), number.checked_sub(1)) {
            (true, Some(0)) => Command::PickConfirm {
                state: view.id.state,
            },
            (false, Some(index)) if index < view.options.len() => Command::Pick {
                state: view.id.state,
                choice: view.options[index].choice,
            },
            _ => {
                self.refusals += 1;
                let said = Msg::new("terminal-pick-out-of-range")
                    .number("number", number)
                    .number("count", count);
                return Ok(self.note(out, "  ! ", said)?);
            }
        };
        let line = Line {
            actor: None,
            command,
            new_thread: false,
        };
        self.run_command(channel, line, out)
    }

    /// Knows `name` from now on, to print it for its mentions.
    fn remember(&mut self, name: &str) -> lyngk_service::api::Actor {
        let id = user_id(name);
        self.names.insert(id, name.to_string());
        lyngk_service::api::Actor {
            id,
            name: name.to_string(),
        }
    }

    /// The channel for a `challenge … thread:true`: the first without a game going
    /// on, from `CHALLENGE_THREADS` up. The session moves there.
    fn open_challenge_thread(&mut self, out: &mut impl Write) -> anyhow::Result<u64> {
        let mut channel = CHALLENGE_THREADS;
        while !self.service.channel_is_free(Terminal::place(channel))? {
            channel += 1;
        }
        self.channel = channel;
        let said = Msg::new("terminal-thread-opened").channel("channel", channel);
        self.note(out, "  ", said)?;
        Ok(channel)
    }

    /// A league start: each game goes to channel `THREAD_BASE + game id`.
    fn open_league_threads(&mut self, reply: &Reply, out: &mut impl Write) -> anyhow::Result<()> {
        self.open_threads(&reply.threads, out)
    }

    /// The background job `serve` runs, on the service's clock (the system's, which
    /// `faketime` moves): rounds closed by their deadline (and the next round's
    /// threads), ladder challenges expired, seasons opened after their pause, games
    /// ended on time where `auto_timeout` is on, reminders and digests. Each post is
    /// printed under the channel (or player) it goes to. Everything it returns is
    /// marked done in its transaction, so another terminal or a bot on the same
    /// database never posts it again.
    pub fn run_due_jobs(&mut self, out: &mut impl Write) -> anyhow::Result<()> {
        self.replies.clear();
        self.notes.clear();
        let now = self.service.now();
        for message in self.service.deliver_due(now)? {
            let (header, reply) = match message {
                Outbound::Channel { channel, reply } => (
                    Msg::new("terminal-job-post").channel("channel", channel),
                    reply,
                ),
                Outbound::Direct { user, reply } => {
                    let player = self.name_of(user)?;
                    (
                        Msg::new("terminal-job-direct").text("player", player),
                        reply,
                    )
                }
            };
            self.note(out, "  ", header)?;
            self.print_reply(&reply, out)?;
        }
        let waiting: Vec<ThreadToOpen> = self
            .service
            .event_threads_waiting()?
            .into_iter()
            .map(|(_parent, thread)| thread)
            .collect();
        self.open_threads(&waiting, out)
    }

    /// Each game of `threads` goes to channel `THREAD_BASE + game id`.
    fn open_threads(
        &mut self,
        threads: &[ThreadToOpen],
        out: &mut impl Write,
    ) -> anyhow::Result<()> {
        for thread in threads {
            let channel = THREAD_BASE + thread.game_id as u64;
            self.service.attach_thread(thread.game_id, channel)?;
            let said = Msg::new("terminal-league-thread")
                .channel("channel", channel)
                .text("name", thread.name.as_str());
            self.note(out, "  ", said)?;
            self.print_reply(&thread.reply, out)?;
        }
        Ok(())
    }

    /// Runs every line of `input` (a script or an interactive session) until its end
    /// or `quit`. An internal fault is reported and the session goes on, and so does
    /// a line that is not UTF-8 text (refused with its number); only failing to read
    /// input or to write output stops it.
    pub fn run(
        &mut self,
        mut input: impl BufRead,
        out: &mut impl Write,
        prompt: bool,
    ) -> anyhow::Result<()> {
        self.run_jobs_reporting(out)?;
        self.prompt(out, prompt)?;
        let mut bytes = Vec::new();
        for number in 1.. {
            bytes.clear();
            if input.read_until(b'\n', &mut bytes)? == 0 {
                break;
            }
            let Ok(line) = std::str::from_utf8(&bytes) else {
                self.refusals += 1;
                self.say(
                    out,
                    "  ",
                    Msg::new("terminal-not-utf8").number("line", number),
                )?;
                self.prompt(out, prompt)?;
                continue;
            };
            let line = line.trim_end_matches(['\n', '\r']);
            if !prompt && !line.trim().is_empty() {
                writeln!(out, "{}", printable(line))?;
            }
            match self.run_line(line, out) {
                Ok(true) => {}
                Ok(false) => break,
                Err(error) => {
                    self.faults += 1;
                    let said =
                        Msg::new("terminal-internal-error").text("error", format!("{error:#}"));
                    self.say(out, "  ", said)?;
                }
            }
            self.run_jobs_reporting(out)?;
            self.prompt(out, prompt)?;
        }
        Ok(())
    }

    /// [`Terminal::run_due_jobs`] between lines: a fault is reported and the session
    /// goes on, like a line's.
    fn run_jobs_reporting(&mut self, out: &mut impl Write) -> anyhow::Result<()> {
        if let Err(error) = self.run_due_jobs(out) {
            self.faults += 1;
            let said = Msg::new("terminal-internal-error").text("error", format!("{error:#}"));
            self.say(out, "  ", said)?;
        }
        Ok(())
    }

    fn prompt(&self, out: &mut impl Write, prompt: bool) -> std::io::Result<()> {
        if prompt {
            write!(out, "{}> ", printable(&self.last_actor))?;
            out.flush()?;
        }
        Ok(())
    }

    /// Writes `msg` in the table's language as one line after `indent`.
    fn say(&self, out: &mut impl Write, indent: &str, msg: Msg) -> std::io::Result<()> {
        let text = msg.format(self.locale, Style::Plain);
        writeln!(out, "{indent}{}", printable(&text))
    }

    /// Writes `msg`, one of the terminal's own lines, like [`Terminal::say`] and keeps
    /// it for [`Terminal::last_notes`].
    fn note(&mut self, out: &mut impl Write, indent: &str, msg: Msg) -> std::io::Result<()> {
        self.say(out, indent, msg.clone())?;
        self.notes.push(msg);
        Ok(())
    }

    /// Prints `reply` and keeps it for [`Terminal::last_replies`].
    fn print_reply(&mut self, reply: &Reply, out: &mut impl Write) -> anyhow::Result<()> {
        self.replies.push(reply.clone());
        let audience = if reply.ephemeral {
            self.refusals += usize::from(reply.refusal.is_some());
            Msg::new("terminal-bot-private").text("player", self.last_actor.as_str())
        } else {
            Msg::new("terminal-bot-everyone")
        };
        self.say(out, "  ", audience)?;
        // The terminal is read by the player who typed the line: dates in their zone.
        let style = match self.service.time_zone_of(user_id(&self.last_actor))? {
            Some(zone) => Style::PlainIn(zone),
            None => Style::Plain,
        };
        for msg in &reply.lines {
            let text = msg.format(reply.locale, style);
            for line in text.lines() {
                writeln!(out, "    {}", printable(line))?;
            }
        }
        if !reply.ping.is_empty() {
            let pinged: Vec<String> = reply
                .ping
                .iter()
                .map(|id| self.name_of(*id))
                .collect::<anyhow::Result<_>>()?;
            let said = Msg::new("terminal-ping").text("players", pinged.join(" "));
            self.say(out, "  ", said)?;
        }
        if let Some(view) = &reply.picker {
            self.print_picker(view, reply.locale, out)?;
        }
        if !reply.buttons.is_empty() {
            let (labels, commands) = buttons_line(reply, &self.service);
            let said = Msg::new("terminal-buttons")
                .text("labels", labels)
                .text("commands", commands);
            self.say(out, "  ", said)?;
        }
        if let Some(page) = &reply.page {
            self.say(
                out,
                "  ",
                Msg::new("terminal-page").text("url", page.as_str()),
            )?;
        }
        for file in reply.image.iter().chain(&reply.files) {
            match self.write_file(file) {
                Ok(path) => {
                    let said = Msg::new("terminal-file").text("path", path.display().to_string());
                    self.say(out, "  ", said)?;
                    if let Some(description) = &file.description {
                        let said = Msg::new("terminal-alt-text").text("text", description.as_str());
                        self.say(out, "  ", said)?;
                    }
                }
                Err(error) => {
                    self.faults += 1;
                    let said = Msg::new("terminal-file-not-written")
                        .text("file", file.filename.as_str())
                        .text("error", format!("{error:#}"));
                    self.note(out, "  ", said)?;
                }
            }
        }
        Ok(())
    }

    /// A picker's options as numbered choices, or its confirm as `pick 1`.
    fn print_picker(
        &self,
        view: &PickerView,
        locale: Locale,
        out: &mut impl Write,
    ) -> std::io::Result<()> {
        if let Some(label) = &view.confirm_label {
            let label = label.format(locale, Style::Plain);
            return self.say(
                out,
                "  ",
                Msg::new("terminal-pick-confirm").text("label", label),
            );
        }
        for (index, option) in view.options.iter().enumerate() {
            let said = Msg::new("terminal-pick-option")
                .number("number", index + 1)
                .text("label", option.label.format(locale, Style::Plain));
            self.say(out, "    ", said)?;
        }
        self.say(out, "  ", Msg::new("terminal-pick-how"))
    }

    /// `@name` for a user: as typed in this run, else as the database last knew them
    /// (a player of an earlier run), else `@user-<id>`.
    fn name_of(&mut self, id: u64) -> anyhow::Result<String> {
        if !self.names.contains_key(&id) {
            if let Some(name) = self.service.player_name(id)? {
                self.names.insert(id, name);
            }
        }
        Ok(match self.names.get(&id) {
            Some(name) => format!("@{name}"),
            None => format!("@user-{id}"),
        })
    }

    /// Writes `file` as the next numbered file of the folder, never over one that is
    /// there (another run, or another `lyngk play` writing to the same folder).
    fn write_file(&mut self, file: &Attachment) -> anyhow::Result<PathBuf> {
        loop {
            self.files_written += 1;
            let path = self
                .images
                .join(format!("{:04}-{}", self.files_written, file.filename));
            let created = std::fs::OpenOptions::new()
                .write(true)
                .create_new(true)
                .open(&path);
            match created {
                Ok(mut written) => {
                    written
                        .write_all(&file.bytes)
                        .map_err(|error| anyhow::anyhow!("{}: {error}", path.display()))?;
                    return Ok(path);
                }
                Err(error) if error.kind() == std::io::ErrorKind::AlreadyExists => continue,
                Err(error) => return Err(anyhow::anyhow!("{}: {error}", path.display())),
            }
        }
    }
}

/// The buttons' labels, "[Accept] [Decline]", and what to type for each,
/// "accept / decline".
fn buttons_line(reply: &Reply, service: &GameService) -> (String, String) {
    let labels: Vec<String> = reply
        .buttons
        .iter()
        .map(|b| format!("[{}]", b.label))
        .collect();
    let typed: Vec<String> = reply
        .buttons
        .iter()
        .filter_map(|b| GameService::button_command(&b.custom_id))
        .map(|command| match command {
            Command::AcceptGame { .. } => "accept".to_string(),
            Command::DeclineGame { .. } => "decline".to_string(),
            Command::Rematch { game } => format!("rematch {game}"),
            Command::ResignGame { .. } => "resign confirm:true".to_string(),
            Command::LadderAcceptPressed { challenge } => {
                let ladder = service.ladder_of_challenge(challenge).ok().flatten();
                format!("event accept {}", ladder.unwrap_or_default())
            }
            other => format!("{other:?}"),
        })
        .collect();
    (labels.join(" "), typed.join(" / "))
}
