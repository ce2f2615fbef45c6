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
use std::time::{Duration, Instant};

use reqwest::Method;
use serde_json::{json, Value};
use serenity::all as serenity;

use super::api::{Api, ApiError, Call, Upload};
use super::error::{user_message, Duplicate, Reported};
use super::respond::{outgoing, private_body, Callback, EPHEMERAL_FLAG};
use super::translate::{server_locale, user_locale};
use crate::i18n::{Locale, Msg, Style};
use crate::service::api::Reply;

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
        respond_with(api, target, responded, &reply).await?;
        return Ok(reply);
    }
    defer(api, target, responded, false).await?;
    match work.await {
        Ok(reply) => {
            answer_late(api, target, &reply).await?;
            Ok(reply)
        }
        Err(error) => {
            let apology = private_body(&user_message(&error, target.locale));
            answer_privately_late(api, target, apology, Vec::new()).await?;
            Err(Reported(error).into())
        }
    }
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
    }
    Ok(())
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
            let message = outgoing(&reply);
            target
                .respond(api, Callback::UpdateMessage, Some(no_buttons), Vec::new())
                .await?;
            responded.store(true, Ordering::Release);
            target
                .followup(api, message.followup(), message.uploads())
                .await?;
        }
        return Ok(reply);
    }
    target
        .respond(api, Callback::DeferredUpdateMessage, None, Vec::new())
        .await?;
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
        target.edit_original(api, no_buttons, Vec::new()).await?;
    }
    let message = outgoing(&reply);
    target
        .followup(api, message.followup(), message.uploads())
        .await?;
    Ok(reply)
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
}

impl Target {
    pub fn of_command(interaction: &serenity::CommandInteraction) -> Self {
        Target::new(
            interaction.id.get(),
            &interaction.token,
            interaction.application_id.get(),
        )
        .speaking(&interaction.locale, interaction.guild_locale.as_deref())
    }

    pub fn of_component(interaction: &serenity::ComponentInteraction) -> Self {
        Target::new(
            interaction.id.get(),
            &interaction.token,
            interaction.application_id.get(),
        )
        .speaking(&interaction.locale, interaction.guild_locale.as_deref())
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
        api.send("respond", &call, Some(deadline)).await.map(drop)
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
