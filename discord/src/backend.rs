//! The one seam between the Discord layer and the game service: the service is
//! synchronous (SQLite), so every call runs on tokio's blocking pool, never on the
//! async workers that keep the gateway alive.

use std::sync::Arc;

use lyngk_metrics::Front;

use super::ai_pool::{AiPool, Busy, Enqueued};
use super::translate::{Suggest, SuggestQuery};
use lyngk_i18n::Msg;
use lyngk_service::api::{Choice, Command, Place, Reply, Request, ThreadToOpen};
use lyngk_service::{GameService, OwedAnswer, ThreadIntent};

/// Discord shows at most 25 autocomplete choices.
pub const MAX_CHOICES: usize = lyngk_discord_limits::CHOICES;

/// The service as the Discord layer sees it; cheap to clone into tasks.
#[derive(Clone)]
pub struct Backend {
    service: Arc<GameService>,
    /// Where the AI's turns and reviews run, when the AI plays here.
    ai: Option<AiPool>,
}

impl Backend {
    pub fn new(service: Arc<GameService>) -> Backend {
        Backend { service, ai: None }
    }

    /// The same backend, with the AI playing its turns on `pool`.
    pub fn with_ai(self, pool: AiPool) -> Backend {
        Backend {
            ai: Some(pool),
            ..self
        }
    }

    /// Runs one request through the service; a review runs on the AI's pool (or is
    /// refused while its queue is full). After a public reply the AI is asked whether
    /// its turn has come in that place; when its queue is full and the AI is to move
    /// there, the reply says that its turn comes in order.
    pub async fn handle(&self, request: Request) -> anyhow::Result<Reply> {
        let service = Arc::clone(&self.service);
        let (place, locale) = (request.place, request.locale);
        let mut reply = match (&self.ai, &request.command) {
            (Some(ai), Command::Review { .. }) => {
                match ai.run(move || service.handle_from(Front::Discord, request)) {
                    Ok(review) => review.await??,
                    Err(Busy) => {
                        let mut busy = Reply::private(Msg::new("ai-busy-review"));
                        busy.locale = locale;
                        return Ok(busy);
                    }
                }
            }
            _ => {
                let handled = move || service.handle_from(Front::Discord, request);
                tokio::task::spawn_blocking(handled).await??
            }
        };
        if let (Some(ai), false) = (&self.ai, reply.ephemeral) {
            if ai.turn(place) == Enqueued::Later && self.ai_turn_due(place).await? {
                reply.say(Msg::new("ai-busy-later"));
            }
        }
        Ok(reply)
    }

    async fn ai_turn_due(&self, place: Place) -> anyhow::Result<bool> {
        let service = Arc::clone(&self.service);
        tokio::task::spawn_blocking(move || service.ai_turn_due(place)).await?
    }

    /// Discord showed the answer to `interaction`: it is owed no more.
    pub async fn answer_shown(&self, interaction: u64) -> anyhow::Result<()> {
        let service = Arc::clone(&self.service);
        tokio::task::spawn_blocking(move || service.answer_shown(interaction)).await?
    }

    /// Every live attempt at the answer to `interaction` failed: the outbox's worker
    /// posts it.
    pub async fn answer_left_owed(&self, interaction: u64) -> anyhow::Result<()> {
        let service = Arc::clone(&self.service);
        tokio::task::spawn_blocking(move || service.answer_left_owed(interaction)).await?
    }

    /// The answers owed by stopped processes (or waiting too long), taken for a while
    /// by this one; also says this process is running.
    pub async fn owed_answers(&self) -> anyhow::Result<Vec<OwedAnswer>> {
        let service = Arc::clone(&self.service);
        tokio::task::spawn_blocking(move || service.owed_answers()).await?
    }

    /// Tells the service that a league game's thread is open.
    pub async fn attach_thread(&self, game_id: i64, channel: u64) -> anyhow::Result<()> {
        let service = Arc::clone(&self.service);
        tokio::task::spawn_blocking(move || service.attach_thread(game_id, channel)).await?
    }

    /// Records that the front asks Discord for `game_id`'s thread now
    /// ([`GameService::ask_for_thread`]).
    pub async fn ask_for_thread(&self, game_id: i64) -> anyhow::Result<ThreadIntent> {
        let service = Arc::clone(&self.service);
        tokio::task::spawn_blocking(move || service.ask_for_thread(game_id)).await?
    }

    /// Event games whose threads are to open, with the channel to open them in.
    pub async fn event_threads_waiting(&self) -> anyhow::Result<Vec<(u64, ThreadToOpen)>> {
        let service = Arc::clone(&self.service);
        tokio::task::spawn_blocking(move || service.event_threads_waiting()).await?
    }

    /// Tells the service that a league game's thread could not be opened, so that the
    /// next `league start` offers it again.
    pub fn thread_not_opened(&self, game_id: i64) {
        self.service.thread_not_opened(game_id);
    }

    /// Every channel or thread with a live game.
    pub async fn live_places(&self) -> anyhow::Result<Vec<Place>> {
        let service = Arc::clone(&self.service);
        tokio::task::spawn_blocking(move || service.live_places()).await?
    }

    /// Runs `work` on the service off the async workers (the calls that have no
    /// method of their own here: what a server did to its games' places).
    pub async fn run<T: Send + 'static>(
        &self,
        work: impl FnOnce(&GameService) -> anyhow::Result<T> + Send + 'static,
    ) -> anyhow::Result<T> {
        let service = Arc::clone(&self.service);
        tokio::task::spawn_blocking(move || work(&service)).await?
    }

    /// Whether a game is live in `place`.
    pub async fn has_live_game(&self, place: Place) -> anyhow::Result<bool> {
        let service = Arc::clone(&self.service);
        tokio::task::spawn_blocking(move || service.has_live_game(place)).await?
    }

    /// Autocomplete choices; failures become "no suggestions" because Discord gives
    /// autocomplete no way to show an error.
    pub async fn suggest(&self, query: SuggestQuery) -> Vec<Choice> {
        let service = Arc::clone(&self.service);
        let answer = tokio::task::spawn_blocking(move || suggestions(&service, query)).await;
        let mut choices = answer.unwrap_or_else(|error| {
            tracing::error!("autocomplete task failed: {error}");
            Vec::new()
        });
        choices.truncate(MAX_CHOICES);
        choices
    }

    /// What a pressed button means; `None` for ids the service no longer knows.
    pub fn button_command(&self, custom_id: &str) -> Option<Command> {
        GameService::button_command(custom_id)
    }
}

fn suggestions(service: &GameService, query: SuggestQuery) -> Vec<Choice> {
    let SuggestQuery {
        place,
        user,
        locale,
        suggest,
    } = query;
    match suggest {
        Suggest::Origins { partial } => service.suggest_origins(place, user, locale, &partial),
        Suggest::Landings { from, partial } => {
            service.suggest_landings(place, user, locale, &from, &partial)
        }
        Suggest::Claims { partial } => service.suggest_claims(place, user, locale, &partial),
        Suggest::Premove { typed } => service.suggest_premove(place, user, &typed),
        Suggest::TimeZone {
            partial,
            discord_locale,
        } => GameService::suggest_time_zones(&partial, &discord_locale, locale),
    }
}
