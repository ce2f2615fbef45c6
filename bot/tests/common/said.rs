//! Typed assertions on replies: which messages a reply said, with which arguments,
//! nested messages included. The wording of each message is checked once, by the
//! golden transcripts per locale; the other tests ask for ids and arguments.

use lyngk_bot::i18n::{Arg, Msg};
use lyngk_bot::service::api::Reply;

/// Something that said messages: a reply, several replies, or one message.
pub trait Said {
    /// Every message said, in order, each followed by the messages among its arguments.
    fn messages(&self) -> Vec<&Msg>;

    /// The ids of [`Said::messages`], for failure output.
    fn ids(&self) -> Vec<&str> {
        self.messages().iter().map(|m| m.id.as_str()).collect()
    }

    /// Whether a message `id` was said.
    fn says(&self, id: &str) -> bool {
        self.messages().iter().any(|m| m.id == id)
    }

    /// The first message `id` said; fails naming the ids that were said.
    #[track_caller]
    fn said(&self, id: &str) -> &Msg {
        let messages = self.messages();
        match messages.iter().find(|m| m.id == id) {
            Some(found) => found,
            None => panic!("no message `{id}`; said: {:?}", self.ids()),
        }
    }

    /// The first message `id` said with every argument of `args` as given; fails
    /// showing the arguments of each message `id` that was said.
    #[track_caller]
    fn said_with(&self, id: &str, args: &[(&str, Arg)]) -> &Msg {
        let messages = self.messages();
        let same_id: Vec<&&Msg> = messages.iter().filter(|m| m.id == id).collect();
        let fits = |m: &Msg| args.iter().all(|(name, value)| m.get(name) == Some(value));
        match same_id.iter().find(|m| fits(m)) {
            Some(found) => found,
            None if same_id.is_empty() => panic!("no message `{id}`; said: {:?}", self.ids()),
            None => panic!(
                "no message `{id}` with {args:?}; its arguments were: {:?}",
                same_id.iter().map(|m| &m.args).collect::<Vec<_>>()
            ),
        }
    }

    /// The first message with `value` among its arguments; fails showing every
    /// message's arguments.
    #[track_caller]
    fn said_arg(&self, value: &Arg) -> &Msg {
        let messages = self.messages();
        match messages
            .iter()
            .find(|m| m.args.iter().any(|(_, a)| a == value))
        {
            Some(found) => found,
            None => panic!(
                "no message with {value:?}; said: {:?}",
                messages
                    .iter()
                    .map(|m| (&m.id, &m.args))
                    .collect::<Vec<_>>()
            ),
        }
    }

    /// Fails if a message `id` with every argument of `args` as given was said.
    #[track_caller]
    fn not_said_with(&self, id: &str, args: &[(&str, Arg)]) {
        let messages = self.messages();
        let fits = |m: &&&Msg| m.id == id && args.iter().all(|(name, v)| m.get(name) == Some(v));
        if let Some(found) = messages.iter().find(fits) {
            panic!("message `{id}` said with {args:?}: {found:?}");
        }
    }

    /// How many messages `id` were said.
    fn count(&self, id: &str) -> usize {
        self.messages().iter().filter(|m| m.id == id).count()
    }

    /// Fails if a message `id` was said, showing it.
    #[track_caller]
    fn not_said(&self, id: &str) {
        if let Some(found) = self.messages().iter().find(|m| m.id == id) {
            panic!("message `{id}` said: {found:?}");
        }
    }
}

/// `msg` and, depth first, the messages among its arguments.
fn with_nested<'a>(msg: &'a Msg, into: &mut Vec<&'a Msg>) {
    into.push(msg);
    for (_, arg) in &msg.args {
        match arg {
            Arg::Msg(inner) => with_nested(inner, into),
            Arg::Alternatives(inner) | Arg::Facts(inner) => {
                inner.iter().for_each(|m| with_nested(m, into))
            }
            _ => {}
        }
    }
}

impl Said for Msg {
    fn messages(&self) -> Vec<&Msg> {
        let mut all = Vec::new();
        with_nested(self, &mut all);
        all
    }
}

impl Said for Reply {
    fn messages(&self) -> Vec<&Msg> {
        let mut all = Vec::new();
        self.lines.iter().for_each(|m| with_nested(m, &mut all));
        all
    }
}

impl Said for [Reply] {
    fn messages(&self) -> Vec<&Msg> {
        self.iter().flat_map(|r| r.messages()).collect()
    }
}

impl Said for Vec<Reply> {
    fn messages(&self) -> Vec<&Msg> {
        self.as_slice().messages()
    }
}

impl Said for [Msg] {
    fn messages(&self) -> Vec<&Msg> {
        let mut all = Vec::new();
        self.iter().for_each(|m| with_nested(m, &mut all));
        all
    }
}

/// What the terminal's last line (or run of the background job) said: its own lines
/// (a line it could not read, a thread opened), then the replies it printed.
impl Said for lyngk_bot::terminal::Terminal {
    fn messages(&self) -> Vec<&Msg> {
        let mut all = self.last_notes().messages();
        all.extend(self.last_replies().messages());
        all
    }
}

/// A player at the terminal's table as its messages name them: `name` with the id
/// the terminal gives it.
pub fn at_table(name: &str) -> Arg {
    Arg::Player {
        id: lyngk_bot::terminal::user_id(name),
        name: name.into(),
    }
}

/// The refusals among `replies` (private replies with a typed reason), in order.
pub fn refusals(replies: &[Reply]) -> Vec<&lyngk_bot::service::Refusal> {
    replies
        .iter()
        .filter(|r| r.ephemeral)
        .filter_map(|r| r.refusal.as_ref())
        .collect()
}

/// The argument `name` of `msg`; fails showing the arguments it has.
#[track_caller]
pub fn arg<'a>(msg: &'a Msg, name: &str) -> &'a Arg {
    msg.get(name)
        .unwrap_or_else(|| panic!("`{}` has no argument `{name}`: {:?}", msg.id, msg.args))
}

/// A text argument, such as a name given as it is.
pub fn text(value: &str) -> Arg {
    Arg::Text(value.into())
}

/// A person as a message names them: `who`'s id and name.
pub fn mention(who: &lyngk_bot::service::api::Actor) -> Arg {
    Arg::Player {
        id: who.id,
        name: who.name.clone(),
    }
}

/// The message `id` of `reply`, which must be a refusal (private, with its typed
/// reason); fails showing what the reply said instead.
#[track_caller]
pub fn refused<'a>(reply: &'a Reply, id: &str) -> &'a Msg {
    refused_with(reply, id, &[])
}

/// Like [`refused`], the message having every argument of `args` as given.
#[track_caller]
pub fn refused_with<'a>(reply: &'a Reply, id: &str, args: &[(&str, Arg)]) -> &'a Msg {
    assert!(
        reply.refusal.is_some() && reply.ephemeral,
        "not a refusal: said {:?}",
        reply.ids()
    );
    reply.said_with(id, args)
}

/// The event refusal of `reply`; fails showing what the reply said instead.
#[track_caller]
pub fn event_refused(reply: &Reply) -> &lyngk_bot::correspondence::event::EventRefusal {
    use lyngk_bot::service::Refusal;
    match &reply.refusal {
        Some(Refusal::Event(refusal)) if reply.ephemeral => refusal,
        other => panic!("not an event refusal: {other:?}, said {:?}", reply.ids()),
    }
}

/// Everything a terminal said over several lines, typed: each line's replies and the
/// terminal's own lines, in order.
#[derive(Default)]
pub struct TerminalLog {
    pub replies: Vec<Reply>,
    pub notes: Vec<Msg>,
}

impl TerminalLog {
    /// Adds what `terminal`'s last line (or run of the background job) said.
    pub fn keep(&mut self, terminal: &lyngk_bot::terminal::Terminal) {
        self.replies.extend_from_slice(terminal.last_replies());
        self.notes.extend_from_slice(terminal.last_notes());
    }

    /// The refusals among the replies, in order.
    pub fn refusals(&self) -> Vec<&lyngk_bot::service::Refusal> {
        refusals(&self.replies)
    }
}

impl Said for TerminalLog {
    fn messages(&self) -> Vec<&Msg> {
        let mut all = self.notes.messages();
        all.extend(self.replies.messages());
        all
    }
}

/// Runs each line of `script` in `terminal` as `lyngk play` does (the background job
/// after each line), until its end or `quit`; returns what was said, typed, and writes
/// the printed text to `out`.
pub fn run_script(
    terminal: &mut lyngk_bot::terminal::Terminal,
    script: &str,
    out: &mut Vec<u8>,
) -> TerminalLog {
    let mut log = TerminalLog::default();
    for line in script.lines() {
        let goes_on = terminal.run_line(line, out).expect("no internal fault");
        log.keep(terminal);
        if !goes_on {
            break;
        }
        terminal.run_due_jobs(out).expect("no internal fault");
        log.keep(terminal);
    }
    log
}
