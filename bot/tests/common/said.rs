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
