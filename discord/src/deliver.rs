//! Answering an interaction the way Discord documents it: exactly one initial response,
//! within 3 s of the event, then edits and followups with the token for 15 minutes.
//!
//! The service gets [`QUICK_REPLY`] to answer. Most commands take a few milliseconds,
//! so the reply is the initial response and an ephemeral reply (every user error) stays
//! private. When the service is slower the interaction is deferred. A slash command's
//! deferral is public ("thinking…"); Discord never changes a message's visibility, so a
//! late private reply first turns the placeholder into a short public note
//! ([`private_note`]) and then goes out as an ephemeral followup (once the original is
//! edited, a followup is a new message of its own). A button press defers with an
//! invisible update (type 6) instead: nothing public to clean up.
//!
//! An accepted button press settles its message's question, so the press is answered
//! with UPDATE_MESSAGE (type 7), which removes the buttons without any channel
//! permission, and the reply follows as a followup.
//!
//! Retries and deadlines live in [`super::api`].

use std::future::Future;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use lyngk_metrics::InteractionOutcome;
use reqwest::Method;
use serde_json::{json, Value};
use serenity::all as serenity;

use super::api::{Api, ApiError, Call, Upload};
use super::backend::Backend;
use super::error::{user_message, Duplicate, Reported};
use super::posts::post_once;
use super::respond::{outgoing, private_body, Callback, EPHEMERAL_FLAG};
use super::translate::{server_locale, user_locale};
use lyngk_i18n::{Locale, Msg, Style};
use lyngk_service::api::Reply;

/// How long the service may take before we defer: 3 s minus the time the event
/// spent reaching us and the time the deferral takes to reach Discord.
pub const QUICK_REPLY: Duration = Duration::from_millis(1500);
/// Our share of Discord's 3 s for the initial response, counted from when the event
/// reached us (the rest is for its trip to us and the response's trip back).
pub const INITIAL_DEADLINE: Duration = Duration::from_millis(2500);
/// A token is valid 15 minutes; late calls stop a little before.
const TOKEN_DEADLINE: Duration = Duration::from_secs(14 * 60);
/// What a public "thinking…" placeholder becomes when the answer is private.
pub fn private_note(locale: Locale) -> String {
    Msg::new("discord-answered-privately").format(locale, Style::Discord)
}

/// Runs `work` (a service call) and answers a slash command with its reply. On an error
/// after the deferral the user is told here, privately, and the error comes back
/// wrapped in [`Reported`].
pub async fn answer(
    api: &Api,
    target: &Target,
    responded: &AtomicBool,
    work: impl Future<Output = anyhow::Result<Reply>>,
) -> anyhow::Result<Reply> {
    let mut work = std::pin::pin!(work);
    if let Ok(quick) = tokio::time::timeout(QUICK_REPLY, &mut work).await {
        let reply = quick?;
        if let Err(error) = respond_with(api, target, responded, &reply).await {
            if reply.ephemeral {
                return Err(error);
            }
            deliver_anyway(api, target, Unanswered::NotAcknowledged, &reply, &error).await;
        }
        return Ok(reply);
    }
    if let Err(error) = defer(api, target, responded, false).await {
        // The service goes on (a turn may be stored all the same): its answer is owed.
        return answer_unacknowledged(api, target, work.await, error).await;
    }
    match work.await {
        Ok(reply) => {
            if let Err(error) = answer_late(api, target, &reply).await {
                deliver_anyway(api, target, Unanswered::Deferred, &reply, &error).await;
            }
            Ok(reply)
        }
        Err(error) => {
            let apology = private_body(&user_message(&error, target.locale));
            answer_privately_late(api, target, apology, Vec::new()).await?;
            Err(Reported(error).into())
        }
    }
}

/// The service's outcome when Discord took neither the answer nor a deferral: a public
/// reply goes to the channel, late; anything else is left to [`report`].
async fn answer_unacknowledged(
    api: &Api,
    target: &Target,
    outcome: anyhow::Result<Reply>,
    error: anyhow::Error,
) -> anyhow::Result<Reply> {
    let reply = outcome?;
    if reply.ephemeral {
        return Err(error);
    }
    deliver_anyway(api, target, Unanswered::NotAcknowledged, &reply, &error).await;
    Ok(reply)
}

/// Answers the interaction at once with `reply` as a new message (type 4).
async fn respond_with(
    api: &Api,
    target: &Target,
    responded: &AtomicBool,
    reply: &Reply,
) -> anyhow::Result<()> {
    let message = outgoing(reply);
    target
        .respond(
            api,
            Callback::ChannelMessage,
            Some(message.followup()),
            message.uploads(),
        )
        .await?;
    responded.store(true, Ordering::Release);
    Ok(())
}

/// Acknowledges a command now to answer it later: "thinking…", seen by everyone or,
/// when `private`, only by the user.
pub async fn defer(
    api: &Api,
    target: &Target,
    responded: &AtomicBool,
    private: bool,
) -> anyhow::Result<()> {
    let data = private.then(|| json!({"flags": EPHEMERAL_FLAG}));
    target
        .respond(api, Callback::DeferredChannelMessage, data, Vec::new())
        .await?;
    responded.store(true, Ordering::Release);
    Ok(())
}

/// Delivers a reply to a command deferred publicly.
pub async fn answer_late(api: &Api, target: &Target, reply: &Reply) -> anyhow::Result<()> {
    let message = outgoing(reply);
    if reply.ephemeral {
        answer_privately_late(api, target, message.followup(), message.uploads()).await?;
    } else {
        target
            .edit_original(api, message.edit(), message.uploads())
            .await?;
        ring(api, target, reply).await;
    }
    Ok(())
}

/// Discord notifies the users a message mentions only when it is created, never on an
/// edit: after a deferral whose public answer was edited in, the users it pings get a
/// new message (a followup) that mentions them. Best effort: the answer itself is shown.
async fn ring(api: &Api, target: &Target, reply: &Reply) {
    if reply.ping.is_empty() {
        return;
    }
    let mentions: Vec<String> = reply.ping.iter().map(|id| format!("<@{id}>")).collect();
    let note = Msg::new("discord-answer-above").format(reply.locale, Style::Discord);
    let body = json!({
        "content": format!("{} {note}", mentions.join(" ")),
        "allowed_mentions": {"parse": [], "users": reply.ping.iter().map(u64::to_string).collect::<Vec<_>>()},
        "flags": 0,
    });
    if let Err(error) = target.followup(api, body, Vec::new()).await {
        tracing::warn!(
            "could not ping {:?} after a late answer: {error}",
            reply.ping
        );
    }
}

/// How far an interaction got before its public answer failed to reach Discord.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Unanswered {
    /// No initial response: the token cannot be used.
    NotAcknowledged,
    /// "Thinking…" is shown; the answer was to replace it.
    Deferred,
    /// The interaction was answered (a button's message updated); the reply was to
    /// follow.
    Acknowledged,
}

/// Pauses between attempts to deliver an answer Discord did not take (each attempt
/// already retries server errors on its own).
const LATE_PAUSES: [Duration; 8] = [
    Duration::from_secs(1),
    Duration::from_secs(2),
    Duration::from_secs(5),
    Duration::from_secs(15),
    Duration::from_secs(30),
    Duration::from_secs(60),
    Duration::from_secs(120),
    Duration::from_secs(300),
];

/// The service did what was asked (a turn is stored) but Discord did not take the
/// public answer. The player must still learn the truth, never "nothing was changed":
/// the answer, marked as late, goes out with the token while it is valid, else as a
/// message in the channel, retried in the background of this interaction's task. A
/// request that may have gone through is never sent again.
async fn deliver_anyway(
    api: &Api,
    target: &Target,
    how: Unanswered,
    reply: &Reply,
    error: &anyhow::Error,
) {
    tracing::warn!("the answer did not reach Discord ({error:#}); delivering it late");
    target.progress.late.store(true, Ordering::Release);
    if may_have_gone_through(error) {
        target.progress.shown_late.store(true, Ordering::Release);
        return tracing::warn!("the answer may have been shown after all: not sent again");
    }
    let late = late_answer(reply);
    let shown = (how != Unanswered::NotAcknowledged && with_token(api, target, how, &late).await)
        || match target.channel {
            Some(channel) => post_late(api, target.id, channel, &late).await,
            None => {
                tracing::error!("a late answer has no channel to go to: {reply:?}");
                false
            }
        };
    // Not shown: the outbox keeps it, and a worker posts it ([`super::outbox`]).
    target.progress.shown_late.store(shown, Ordering::Release);
}

/// `reply` as an answer that comes late.
pub fn late_answer(reply: &Reply) -> Reply {
    let mut late = reply.clone();
    late.say(Msg::new("discord-answered-late"));
    late
}

/// How long a late answer's post is repeated: Discord remembers its nonce "for a few
/// minutes", so every repeat stays well inside that and can never post it twice.
const LATE_POST_WINDOW: Duration = Duration::from_secs(2 * 60);

/// Posts the late answer to interaction `interaction` in `channel` until Discord
/// confirms it. Its nonce makes a repeat after a cut connection return the message
/// already made, so a post that may or may not have gone through is simply sent again.
async fn post_late(api: &Api, interaction: u64, channel: u64, late: &Reply) -> bool {
    let message = outgoing(late);
    let nonce = late_nonce(interaction);
    let started = tokio::time::Instant::now();
    for pause in std::iter::once(Duration::ZERO).chain(LATE_PAUSES) {
        if started.elapsed() + pause >= LATE_POST_WINDOW {
            break;
        }
        tokio::time::sleep(pause).await;
        let body = message.channel_message();
        match post_once(api, channel, &nonce, body, message.uploads()).await {
            Ok(_) => {
                tracing::info!("a late answer was posted in channel {channel}");
                return true;
            }
            Err(error) => tracing::warn!("could not post a late answer yet: {error}"),
        }
    }
    tracing::warn!("could not post a late answer in channel {channel}: left to the outbox");
    false
}

/// The nonce of interaction `interaction`'s late answer (at most 25 characters: a
/// snowflake has at most 20 digits): the live attempts and the outbox's worker post
/// with the same one, so Discord shows the answer once.
pub fn late_nonce(interaction: u64) -> String {
    format!("late-{interaction}")
}

fn may_have_gone_through(error: &anyhow::Error) -> bool {
    error
        .downcast_ref::<ApiError>()
        .is_some_and(ApiError::may_have_gone_through)
}

/// Tries the token's ways while it is valid: the answer edited in (and the pings rung),
/// or a followup. True once the answer is shown (or may be).
async fn with_token(api: &Api, target: &Target, how: Unanswered, late: &Reply) -> bool {
    for pause in std::iter::once(Duration::ZERO).chain(LATE_PAUSES) {
        if Instant::now() + pause >= target.token_deadline() {
            return false;
        }
        tokio::time::sleep(pause).await;
        let sent = match how {
            Unanswered::Deferred => answer_late(api, target, late).await,
            _ => {
                let message = outgoing(late);
                target
                    .followup(api, message.followup(), message.uploads())
                    .await
                    .map(drop)
                    .map_err(anyhow::Error::from)
            }
        };
        match sent {
            Ok(()) => return true,
            Err(error) => {
                if may_have_gone_through(&error) {
                    return true;
                }
                tracing::warn!("could not deliver a late answer with the token yet: {error:#}");
            }
        }
    }
    false
}

/// The public placeholder becomes a note (in the server's language) and `body` follows
/// privately.
async fn answer_privately_late(
    api: &Api,
    target: &Target,
    body: Value,
    files: Vec<Upload>,
) -> anyhow::Result<()> {
    let note = json!({"content": private_note(target.server_locale), "embeds": [],
                      "components": [], "allowed_mentions": {"parse": []}});
    target.edit_original(api, note, Vec::new()).await?;
    target.followup(api, body, files).await?;
    Ok(())
}

/// Answers a button press with the service's reply to it. An accepted press (a public
/// reply) removes the message's buttons through the interaction and posts the reply as
/// a followup; a refused one is answered privately and leaves the buttons.
pub async fn answer_press(
    api: &Api,
    target: &Target,
    responded: &AtomicBool,
    work: impl Future<Output = anyhow::Result<Reply>>,
) -> anyhow::Result<Reply> {
    let mut work = std::pin::pin!(work);
    let no_buttons = json!({"components": []});
    if let Ok(quick) = tokio::time::timeout(QUICK_REPLY, &mut work).await {
        let reply = quick?;
        if reply.ephemeral {
            respond_with(api, target, responded, &reply).await?;
        } else {
            let updated = target
                .respond(api, Callback::UpdateMessage, Some(no_buttons), Vec::new())
                .await;
            match updated {
                Ok(()) => {
                    responded.store(true, Ordering::Release);
                    follow_up_anyway(api, target, &reply).await;
                }
                // The pressed message is gone (a moderator deleted it: 10008) or
                // Discord failed: the accepted press is answered as a new message.
                Err(error) => {
                    tracing::warn!("could not update the pressed message ({error})");
                    if let Err(error) = respond_with(api, target, responded, &reply).await {
                        let how = Unanswered::NotAcknowledged;
                        deliver_anyway(api, target, how, &reply, &error).await;
                    }
                }
            }
        }
        return Ok(reply);
    }
    let deferred = target
        .respond(api, Callback::DeferredUpdateMessage, None, Vec::new())
        .await;
    if let Err(error) = deferred {
        return answer_unacknowledged(api, target, work.await, error.into()).await;
    }
    responded.store(true, Ordering::Release);
    let reply = match work.await {
        Ok(reply) => reply,
        Err(error) => {
            let apology = private_body(&user_message(&error, target.locale));
            target.followup(api, apology, Vec::new()).await?;
            return Err(Reported(error).into());
        }
    };
    if !reply.ephemeral {
        // A deleted message keeps no buttons to remove: the reply still follows.
        if let Err(error) = target.edit_original(api, no_buttons, Vec::new()).await {
            tracing::warn!("could not remove the pressed message's buttons ({error})");
        }
        follow_up_anyway(api, target, &reply).await;
        return Ok(reply);
    }
    let message = outgoing(&reply);
    target
        .followup(api, message.followup(), message.uploads())
        .await?;
    Ok(reply)
}

/// The public reply to an accepted press, as a followup; delivered late if Discord
/// does not take it.
async fn follow_up_anyway(api: &Api, target: &Target, reply: &Reply) {
    let message = outgoing(reply);
    let sent = target
        .followup(api, message.followup(), message.uploads())
        .await;
    if let Err(error) = sent {
        let error = anyhow::Error::from(error);
        deliver_anyway(api, target, Unanswered::Acknowledged, reply, &error).await;
    }
}

/// One interaction to answer: its id, token and application, when it reached us, and
/// the languages of what the front says itself.
#[derive(Clone, Debug)]
pub struct Target {
    pub id: u64,
    pub token: String,
    pub application: u64,
    pub received: Instant,
    /// The user's language (the interaction's `locale`): private answers.
    pub locale: Locale,
    /// The server's preferred language, else the user's: public notes.
    pub server_locale: Locale,
    /// Where the interaction came from: a late answer Discord did not take goes there.
    pub channel: Option<u64>,
    /// How far the answer got, for the metrics ([`Target::outcome`]).
    progress: Arc<Progress>,
}

/// What happened to an interaction's answer so far.
#[derive(Debug, Default)]
struct Progress {
    /// Discord took a deferral ("thinking…" or an invisible update).
    deferred: AtomicBool,
    /// Discord did not take the answer: it went out late, or not at all.
    late: AtomicBool,
    /// The late answer was shown after all (or may have been).
    shown_late: AtomicBool,
}

impl Target {
    pub fn of_command(interaction: &serenity::CommandInteraction) -> Self {
        Target::new(
            interaction.id.get(),
            &interaction.token,
            interaction.application_id.get(),
        )
        .speaking(&interaction.locale, interaction.guild_locale.as_deref())
        .in_channel(interaction.channel_id.get())
    }

    pub fn of_component(interaction: &serenity::ComponentInteraction) -> Self {
        Target::new(
            interaction.id.get(),
            &interaction.token,
            interaction.application_id.get(),
        )
        .speaking(&interaction.locale, interaction.guild_locale.as_deref())
        .in_channel(interaction.channel_id.get())
    }

    /// An interaction that reached us just now, answered in English.
    pub fn new(id: u64, token: &str, application: u64) -> Self {
        Target {
            id,
            token: token.to_owned(),
            application,
            received: Instant::now(),
            locale: Locale::En,
            server_locale: Locale::En,
            channel: None,
            progress: Arc::default(),
        }
    }

    /// How the interaction ended, once its handler returned `failed` or not (an error
    /// the user was told about as their own mistake is not a failure).
    pub fn outcome(&self, failed: bool) -> InteractionOutcome {
        if failed || self.progress.late.load(Ordering::Acquire) {
            InteractionOutcome::Failed
        } else if self.progress.deferred.load(Ordering::Acquire) {
            InteractionOutcome::Deferred
        } else {
            InteractionOutcome::Answered
        }
    }

    /// Whether the answer is shown (or may be): false when it went late and every
    /// attempt failed, so the outbox must keep it.
    pub fn answer_shown(&self) -> bool {
        !self.progress.late.load(Ordering::Acquire)
            || self.progress.shown_late.load(Ordering::Acquire)
    }

    /// Sent from `channel`.
    pub fn in_channel(self, channel: u64) -> Self {
        Target {
            channel: Some(channel),
            ..self
        }
    }

    /// Answers in the languages of Discord's `locale` and `guild_locale` codes.
    pub fn speaking(self, locale: &str, guild_locale: Option<&str>) -> Self {
        let locale = user_locale(locale);
        Target {
            locale,
            server_locale: server_locale(guild_locale).unwrap_or(locale),
            ..self
        }
    }

    /// The initial (and only) response, of callback type `kind`; never retried past
    /// Discord's 3 s.
    pub async fn respond(
        &self,
        api: &Api,
        kind: Callback,
        data: Option<Value>,
        files: Vec<Upload>,
    ) -> Result<(), ApiError> {
        let mut body = json!({"type": kind as u8});
        if let Some(data) = data {
            body["data"] = data;
        }
        let path = format!("/interactions/{}/{}/callback", self.id, self.token);
        let call = Call::new(Method::POST, path, Some(body)).with_files(files);
        let deadline = self.received + INITIAL_DEADLINE;
        api.send("respond", &call, Some(deadline)).await?;
        if matches!(
            kind,
            Callback::DeferredChannelMessage | Callback::DeferredUpdateMessage
        ) {
            self.progress.deferred.store(true, Ordering::Release);
        }
        Ok(())
    }

    /// Replaces the original response (a deferred one, or the pressed button's message).
    pub async fn edit_original(
        &self,
        api: &Api,
        body: Value,
        files: Vec<Upload>,
    ) -> Result<Value, ApiError> {
        let path = format!(
            "/webhooks/{}/{}/messages/@original",
            self.application, self.token
        );
        let call = Call::new(Method::PATCH, path, Some(body)).with_files(files);
        api.send("edit the response", &call, Some(self.token_deadline()))
            .await
    }

    /// A new message with the token (never sent twice).
    pub async fn followup(
        &self,
        api: &Api,
        body: Value,
        files: Vec<Upload>,
    ) -> Result<Value, ApiError> {
        let path = format!("/webhooks/{}/{}", self.application, self.token);
        let call = Call::new(Method::POST, path, Some(body)).with_files(files);
        api.send("follow up", &call, Some(self.token_deadline()))
            .await
    }

    fn token_deadline(&self) -> Instant {
        self.received + TOKEN_DEADLINE
    }
}

/// The end of an interaction: its outcome counted, and its public answer (if the
/// service recorded one as owed) marked shown unless every attempt failed, when the
/// outbox's worker posts it later.
pub async fn finish(service: &Backend, target: &Target, failed: bool) {
    lyngk_metrics::global().interaction(target.outcome(failed));
    if !target.answer_shown() {
        tracing::warn!(
            "the answer to interaction {} is left to the outbox",
            target.id
        );
        if let Err(error) = service.answer_left_owed(target.id).await {
            tracing::warn!("could not hand the answer to {} over: {error:#}", target.id);
        }
        return;
    }
    if let Err(error) = service.answer_shown(target.id).await {
        tracing::warn!(
            "could not mark the answer to {} shown: {error:#}",
            target.id
        );
    }
}

/// Tells the user about `error` privately: as the initial response, or as an ephemeral
/// followup once the interaction has one (never after a public deferral, whose note
/// [`answer`] writes itself).
pub async fn report(api: &Api, target: &Target, responded: bool, error: &anyhow::Error) {
    if error.is::<Reported>() || error.is::<Duplicate>() {
        return tracing::info!("{error:#}");
    }
    let body = private_body(&user_message(error, target.locale));
    let sent = if responded {
        target.followup(api, body, Vec::new()).await.map(drop)
    } else {
        target
            .respond(api, Callback::ChannelMessage, Some(body), Vec::new())
            .await
    };
    if let Err(send_error) = sent {
        tracing::warn!("could not tell the user about an error: {send_error}");
    }
}
