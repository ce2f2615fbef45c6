//! The command handlers: each interaction taken on once, read by the commands'
//! declaration ([`super::translate`]), answered by the service; the few commands that
//! do more on Discord (a challenge in its own thread, a league start that opens game
//! threads) have a handler of their own. Errors end here: a user's mistake is told to
//! them privately in their language, an internal fault is logged and apologised for.

use std::panic::AssertUnwindSafe;
use std::sync::atomic::{AtomicBool, Ordering};

use futures_util::FutureExt;
use lyngk_metrics::InteractionOutcome;
use serde_json::json;
use serenity::all::CommandInteraction;

use super::deliver::{self, report, Target};
use super::error::{is_users_mistake, Duplicate};
use super::respond::{autocomplete_choices, Callback};
use super::{digests, event_threads, game, league, threads, translate, Data, Error};
use lyngk_service::api::{Command, ReminderMode, Request};

/// Answers one slash command; a redelivered one gets no second answer.
pub async fn on_command(data: &Data, interaction: &CommandInteraction) {
    let id = interaction.id.get();
    if !data.seen.first_time(id) {
        lyngk_metrics::global().interaction(InteractionOutcome::Duplicate);
        return tracing::info!("{}", Duplicate(id));
    }
    let target = Target::of_command(interaction);
    let responded = AtomicBool::new(false);
    let handled = AssertUnwindSafe(handle(data, interaction, &target, &responded))
        .catch_unwind()
        .await;
    let outcome = handled.unwrap_or_else(|_| Err(anyhow::anyhow!("the command panicked")));
    let failed = outcome
        .as_ref()
        .is_err_and(|error| !is_users_mistake(error));
    if let Err(error) = outcome {
        let responded = responded.load(Ordering::Acquire);
        report(&data.api, &target, responded, &error).await;
    }
    deliver::finish(&data.service, &target, failed).await;
}

/// The commands with handlers of their own, by their whole path: `/lyngk challenge`
/// (not a ladder's `/lyngk event challenge`, answered like any command), and the
/// starts that answer with game threads to open.
const CHALLENGE: &[&str] = &["lyngk", "challenge"];
const LEAGUE_START: &[&str] = &["lyngk-admin", "league", "start"];
const EVENT_START: &[&str] = &["lyngk-admin", "event", "start"];

/// Runs the command's handler.
async fn handle(
    data: &Data,
    interaction: &CommandInteraction,
    target: &Target,
    responded: &AtomicBool,
) -> Result<(), Error> {
    // Checked against the declaration first: a stale command is refused as such.
    translate::invoked(&interaction.data)?;
    match translate::command_path(&interaction.data).as_slice() {
        CHALLENGE if translate::wants_thread(interaction) => {
            game::challenge_in_thread(data, interaction, target, responded).await
        }
        CHALLENGE => {
            // Reminders and timeouts are channel messages with the board: check before
            // a game exists that the bot may post them here.
            let kind = interaction.channel.as_ref().map(|c| c.kind);
            let needed = threads::needs_in_place(kind);
            threads::check_permissions(interaction.app_permissions, needed)?;
            // A thread someone else made: the bot joins it to post there later.
            threads::join_before_playing(&data.api, interaction).await?;
            answer(data, interaction, target, responded).await
        }
        LEAGUE_START | EVENT_START => league::start(data, interaction, target, responded).await,
        _ => answer(data, interaction, target, responded).await,
    }
}

/// What most commands do: ask the service, answer with its reply.
async fn answer(
    data: &Data,
    interaction: &CommandInteraction,
    target: &Target,
    responded: &AtomicBool,
) -> Result<(), Error> {
    let request = translate::request_from(interaction)?;
    let digests_for = chooses_digests(&request).then_some(request.actor.id);
    let work = async {
        if let Some(user) = digests_for {
            digests::check_direct_messages(&data.api, user, target.locale).await?;
        }
        data.service.handle(request).await
    };
    let reply = deliver::answer(&data.api, target, responded, work).await?;
    if !reply.threads.is_empty() {
        // The command ended an event's round: the next round's games get threads.
        event_threads::open_waiting(&data.api, &data.service).await;
    }
    Ok(())
}

/// `settings reminders:digest`: the digests come by DM, so a first one is sent before.
fn chooses_digests(request: &Request) -> bool {
    matches!(
        request.command,
        Command::Settings {
            reminders: Some(ReminderMode::Digest),
            ..
        }
    )
}

/// Suggests values for the option being typed (cells, colours); none for the others.
/// Discord shows no error for autocomplete, so a failure is only logged.
pub async fn on_autocomplete(data: &Data, interaction: &CommandInteraction) {
    let choices = match translate::suggest_query(interaction) {
        Some(query) => data.service.suggest(query).await,
        None => Vec::new(),
    };
    let body = json!({"choices": autocomplete_choices(&choices)});
    let target = Target::of_command(interaction);
    let sent = target
        .respond(
            &data.api,
            Callback::AutocompleteResult,
            Some(body),
            Vec::new(),
        )
        .await;
    if let Err(error) = sent {
        tracing::warn!("could not send suggestions: {error}");
    }
}

#[cfg(test)]
mod tests {
    use super::{CHALLENGE, EVENT_START, LEAGUE_START};
    use lyngk_service::command_spec::find;

    /// Every command with a handler of its own is a command of the declaration.
    #[test]
    fn the_commands_with_handlers_of_their_own_are_declared() {
        for path in [CHALLENGE, LEAGUE_START, EVENT_START] {
            assert!(find(path).is_some(), "{path:?} is not declared");
        }
    }
}
