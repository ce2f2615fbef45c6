//! The game service: typed requests in, typed replies out, no Discord.
//!
//! [`GameService`] is synchronous and `Sync`: a front shares one instance between
//! threads (Discord calls it from `spawn_blocking`). Every state change is one SQLite
//! transaction (`BEGIN IMMEDIATE`) guarded by `games.version`; a game's truth is its
//! seed and turns (+ a pending claim), replayed with the rules crate on every load.

pub mod api;
mod buttons;
mod clocks;
pub mod command_spec;
mod commands;
mod delivery;
mod describe;
pub mod event_view;
mod game_end;
mod observed;
mod outbox;
pub mod picker;
mod picture;
pub mod places;
mod record;
mod refusal;
mod results;
mod review;
mod suggest;
mod table;
mod texts;
mod web_link;
pub mod web_view;

pub use commands::ai::{level_limits, think_time};
pub use delivery::JobLease;
pub use lyngk_store::thread_claims::Intent as ThreadIntent;
pub use outbox::OwedAnswer;
pub use record::replayed_summary;
pub use refusal::{AdminAction, AiRefusal, ClockSettingRefusal, ElsewhereGame, Lookup, Refusal};
pub use review::{review_game, Review, REVIEW_ITERATIONS};

pub use commands::joined_cells;

use api::{Choice, Command, Place, Reply, Request};
use lyngk_i18n::{Locale, Msg};
use lyngk_render::DEFAULT_BYTE_BUDGET;
use lyngk_store::{events, games, interactions, ladders, locales, Store};
use picture::Picture;
use rusqlite::{Transaction, TransactionBehavior};
use std::path::Path;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{SystemTime, UNIX_EPOCH};

/// How many of the asker's other games a "no game here" refusal names.
const MAX_POINTED_GAMES: usize = 3;

/// Where the service reads the current time, injected so tests and benchmarks can
/// move time by hand instead of sleeping.
pub trait TimeSource: Send + Sync {
    /// Unix time in seconds.
    fn now(&self) -> i64;
}

/// The system's wall-clock time.
pub struct SystemTimeSource;

impl TimeSource for SystemTimeSource {
    fn now(&self) -> i64 {
        SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_secs() as i64)
    }
}

/// Where new games get their seeds. Production draws from the OS-seeded CSPRNG;
/// the terminal's `--seed` and tests fix them to replay known games.
pub type SeedSource = Box<dyn Fn() -> u64 + Send + Sync>;

/// What [`GameService::open_with`] may change.
pub struct Options {
    pub time: Arc<dyn TimeSource>,
    pub seeds: SeedSource,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            time: Arc::new(SystemTimeSource),
            seeds: Box::new(rand::random::<u64>),
        }
    }
}

/// The LYNGK game service over one SQLite database.
pub struct GameService {
    store: Store,
    time: Arc<dyn TimeSource>,
    seeds: SeedSource,
    /// Interactions recorded since the start, to prune old ones every so often.
    recorded: AtomicU64,
    /// Who this service is when it claims the opening of a game's thread (unique per
    /// process and service, like a job lease's holder): claims are rows in the
    /// database, so no two processes open one game's thread.
    claimant: String,
    /// What follows every game's end, handed to whatever ends a game (which cannot
    /// name it: the listeners depend on modules that end games).
    listeners: &'static dyn game_end::GameEndListener,
    /// The web pages' outside address, for the links from posts to their pages
    /// ([`GameService::with_web_base_url`]); `None`: no links.
    web_base: Option<String>,
    /// Whether a turn's answer carries the board's picture
    /// ([`GameService::without_board_pictures`]).
    board_pictures: bool,
}

/// Old processed interactions are deleted at start-up and after every this many new
/// ones, so the table holds about a day of commands.
const PRUNE_EVERY: u64 = 100;

/// Why a command did not complete: the user's mistake (answered, nothing changed) or
/// an internal fault (reported as `Err`).
#[derive(Debug)]
enum Failure {
    Refused(Refusal),
    Internal(anyhow::Error),
}

impl From<Refusal> for Failure {
    fn from(refusal: Refusal) -> Failure {
        Failure::Refused(refusal)
    }
}

impl From<lyngk_domain::event::EventRefusal> for Failure {
    fn from(refusal: lyngk_domain::event::EventRefusal) -> Failure {
        Failure::Refused(refusal.into())
    }
}

impl From<anyhow::Error> for Failure {
    fn from(error: anyhow::Error) -> Failure {
        Failure::Internal(error)
    }
}

impl From<rusqlite::Error> for Failure {
    fn from(error: rusqlite::Error) -> Failure {
        Failure::Internal(error.into())
    }
}

type Handled<T> = Result<T, Failure>;

/// The result of a committed change: the reply without its image, and the picture to
/// render once the transaction is over (rendering never holds the write lock).
struct Applied {
    game: Option<i64>,
    reply: Reply,
    picture: Option<Picture>,
}

impl Applied {
    /// A change that touches no game (leagues, settings): nothing to draw.
    fn without_game(reply: Reply) -> Applied {
        Applied {
            game: None,
            reply,
            picture: None,
        }
    }
}

impl GameService {
    /// Opens the database at `path` (created and migrated if needed).
    pub fn open(path: impl AsRef<Path>) -> anyhow::Result<GameService> {
        GameService::open_with(path, Options::default())
    }

    /// Like [`GameService::open`] with another clock or seed source.
    pub fn open_with(path: impl AsRef<Path>, options: Options) -> anyhow::Result<GameService> {
        let path = path.as_ref();
        // The first query reads the tables: a damaged file shows here, named as such.
        GameService::open_unexplained(path, options)
            .map_err(|error| lyngk_store::explain_open_error(path, error))
    }

    /// Answers turns without the board's picture, for a front that shows none (a
    /// simulated event plays thousands of turns nobody looks at: drawing and encoding
    /// each board was most of a simulation's time).
    pub fn without_board_pictures(mut self) -> GameService {
        self.board_pictures = false;
        self
    }

    fn open_unexplained(path: &Path, options: Options) -> anyhow::Result<GameService> {
        let service = GameService {
            store: Store::open(path)?,
            time: options.time,
            seeds: options.seeds,
            recorded: AtomicU64::new(0),
            claimant: format!("pid {} #{:08x}", std::process::id(), rand::random::<u32>()),
            listeners: &results::LISTENERS,
            web_base: None,
            board_pictures: true,
        };
        let pruned = service
            .store
            .with_conn(|conn| interactions::prune_interactions(conn, service.time.now()))?;
        tracing::debug!(pruned, "forgot interactions older than a day");
        Ok(service)
    }

    /// The database file.
    pub fn database(&self) -> &Path {
        self.store.path()
    }

    /// Handles one command. User errors come back as an ephemeral reply that changed
    /// nothing; only internal faults (database, corrupt records) are `Err`.
    pub fn handle(&self, request: Request) -> anyhow::Result<Reply> {
        let _span = tracing::debug_span!(
            "handle",
            channel = request.place.channel,
            user = request.actor.id,
            interaction = request.interaction,
        )
        .entered();
        let locales = self.locales(&request)?;
        let asked = Asked {
            request: &request,
            locales,
        };
        let mut reply = match self.dispatch(&asked) {
            Ok(reply) => reply,
            Err(Failure::Refused(refusal)) => {
                tracing::debug!(%refusal, "refused");
                Reply::refused(self.point_elsewhere(&request, refusal)?)
            }
            Err(Failure::Internal(error)) => {
                tracing::error!(error = format!("{error:#}"), "internal fault");
                return Err(error);
            }
        };
        self.add_refused_post_note(request.place, request.actor.id, &mut reply)?;
        self.link_pages(&request, &mut reply)?;
        reply.locale = locales.of(reply.ephemeral);
        buttons::localize(&mut reply.buttons, reply.locale);
        for thread in &mut reply.threads {
            thread.reply.locale = locales.public;
            buttons::localize(&mut thread.reply.buttons, thread.reply.locale);
        }
        Ok(reply)
    }

    /// "No game in this channel" names the channels where the asker does play (or
    /// challenged) on this server, since that is usually what they looked for.
    fn point_elsewhere(&self, request: &Request, refusal: Refusal) -> anyhow::Result<Refusal> {
        let (Refusal::NoGame, Some(guild)) = (&refusal, request.place.guild) else {
            return Ok(refusal);
        };
        let yours = self.store.with_conn(|conn| {
            games::live_games_of(conn, guild, request.actor.id, MAX_POINTED_GAMES)
        })?;
        let elsewhere: Vec<ElsewhereGame> = yours
            .into_iter()
            .filter(|game| game.channel != request.place.channel)
            .map(|game| ElsewhereGame {
                game: game.id,
                channel: game.channel,
                started: game.status == games::Status::Active,
            })
            .collect();
        Ok(match elsewhere.is_empty() {
            true => refusal,
            false => Refusal::NoGameHere(elsewhere),
        })
    }

    /// The languages of the answers to `request`, read in one query; the user's and
    /// the server's Discord locales are remembered (for reminders and digests) when
    /// they changed, so most requests write nothing.
    fn locales(&self, request: &Request) -> anyhow::Result<Locales> {
        let (guild, user) = (request.place.guild, request.actor.id);
        self.store.with_conn(|conn| {
            let seen = locales::seen(conn, guild, user)?;
            let server_changed = guild.filter(|_| seen.server_discord != request.server_locale);
            if seen.user != Some(request.locale) || server_changed.is_some() {
                let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
                locales::remember_user(&tx, user, request.locale)?;
                if let Some(guild) = server_changed {
                    locales::remember_server(&tx, guild, request.server_locale)?;
                }
                tx.commit()?;
            }
            Ok(Locales {
                private: request.locale,
                public: reply_locale(request, false, seen.server_language),
            })
        })
    }

    fn dispatch(&self, request: &Asked) -> Handled<Reply> {
        let locales = request.locales;
        use commands::{challenge, correspondence, event, info, premove, rating, rematch, turn};

        match &request.command {
            Command::Challenge {
                opponent,
                variant,
                days_per_move,
                rated,
                weekends_off,
            } => challenge::challenge(
                self,
                request,
                opponent.as_ref(),
                *variant,
                *days_per_move,
                *rated,
                *weekends_off,
            ),
            Command::Accept => challenge::accept(self, request, None),
            Command::Decline => challenge::decline(self, request, None),
            Command::Claim { colour } => turn::claim(self, request, colour),
            Command::Move { from, to, claim } => {
                turn::play_move(self, request, from, to, claim.as_deref())
            }
            Command::Resign { confirmed: false } => turn::ask_to_resign(self, request),
            Command::Resign { confirmed: true } => turn::resign(self, request, None),
            Command::ResignGame { game } => turn::resign(self, request, Some(*game)),
            Command::Board => info::board(self, request.place, locales.public),
            Command::Moves { from, image } => info::moves(self, request, from.as_deref(), *image),
            Command::History => info::history(self, request.place),
            Command::Replay { game, max_bytes } => info::replay(
                self,
                request,
                *game,
                max_bytes.unwrap_or(DEFAULT_BYTE_BUDGET),
                locales.public,
            ),
            Command::Rules => Ok(texts::rules_reply()),
            Command::Help { topic } => Ok(texts::help_reply(*topic)),
            Command::Rating { user } => rating::rating(self, request, user.as_ref()),
            Command::Leaderboard => rating::leaderboard(self, request, locales.public),
            Command::Stats => rating::stats(self, request),
            Command::LeagueCreate {
                name,
                variant,
                days_per_move,
                double_round,
            } => {
                let season = event::league_commands::Season {
                    name,
                    variant: *variant,
                    days_per_move: *days_per_move,
                    double_round: *double_round,
                };
                event::league_commands::create(self, request, &season)
            }
            Command::LeagueJoin { name } => event::league_commands::join(self, request, name),
            Command::LeagueLeave { name } => event::league_commands::leave(self, request, name),
            Command::LeagueStart { name } => {
                event::league_commands::start(self, request, name, locales.public)
            }
            Command::LeagueStandings { name } => {
                event::league_commands::standings(self, request, name, locales.public)
            }
            Command::EventCreate { name, options } => event::create(self, request, name, options),
            Command::EventJoin { name } => event::join(self, request, name),
            Command::EventLeave { name } => event::leave(self, request, name),
            Command::EventStart { name } => event::start(self, request, name),
            Command::EventWithdraw { name, player } => event::withdraw(self, request, name, player),
            Command::EventSettings {
                name,
                vacation_allowed,
                weekends_off,
            } => {
                let changes = event::ClockRuleChanges {
                    vacation_allowed: *vacation_allowed,
                    weekends_off: *weekends_off,
                };
                event::settings(self, request, name, changes)
            }
            Command::EventStandings { name } => {
                event::show_standings(self, request, name, locales.public)
            }
            Command::EventPairings { name, round } => {
                event::show_pairings(self, request, name, *round)
            }
            Command::EventExport { name } => event::export(self, request, name),
            Command::EventList => event::list(self, request),
            Command::AcceptGame { game } => challenge::accept(self, request, Some(*game)),
            Command::DeclineGame { game } => challenge::decline(self, request, Some(*game)),
            Command::Rematch { game } => rematch::rematch(self, request, *game),
            Command::Premove {
                line: Some(line),
                clear,
            } => premove::store(self, request, line, *clear),
            Command::Premove { line: None, clear } => match clear {
                true => premove::clear(self, request),
                false => premove::list(self, request),
            },
            Command::WinOnTime => correspondence::win_on_time(self, request),
            Command::Abort => correspondence::abort(self, request),
            Command::Vacation { days } => correspondence::vacation(self, request, *days),
            Command::Settings {
                digest_hour,
                reminders,
                clock,
            } => correspondence::settings(self, request, *digest_hour, *reminders, clock),
            Command::ServerSettings {
                auto_timeout,
                language,
                weekends_off,
                web,
            } => {
                let changes = correspondence::ServerChanges {
                    auto_timeout: *auto_timeout,
                    language: *language,
                    weekends_off: *weekends_off,
                    web: *web,
                };
                correspondence::server_settings(self, request, changes)
            }
            Command::MyGames => correspondence::my_games(self, request),
            Command::ChallengeAi {
                level,
                variant,
                ai_user,
            } => commands::ai::challenge_ai(self, request, *level, *variant, *ai_user),
            Command::Review { game } => review::review(self, request, *game, locales.public),
            Command::LadderChallenge { name, opponent } => {
                event::ladder_challenge(self, request, name, opponent)
            }
            Command::LadderAccept { name } => event::ladder_accept(self, request, name),
            Command::LadderAcceptPressed { challenge } => {
                event::ladder_accept_pressed(self, request, *challenge)
            }
            Command::PickOpen { game } => commands::pick::open(self, request, *game),
            Command::Pick { state, choice } => {
                commands::pick::choose(self, request, *state, *choice)
            }
            Command::PickConfirm { state } => commands::pick::confirm(self, request, *state),
            Command::PickPress { id, value } => {
                commands::pick::press(self, request, id, value.as_deref())
            }
            Command::PremoveEntry { line } => premove::store(self, request, line, false),
            Command::NextGame => commands::next_game::next_game(self, request),
        }
    }

    /// The name `user` last played under here, if they ever played: for a front that
    /// mentions a player it has not seen since it started.
    pub fn player_name(&self, user: u64) -> anyhow::Result<Option<String>> {
        self.store.with_conn(|conn| games::player_name(conn, user))
    }

    /// The name of the ladder whose challenge `challenge` is, for a front that types
    /// what its Accept button does.
    pub fn ladder_of_challenge(&self, challenge: i64) -> anyhow::Result<Option<String>> {
        self.store.with_conn(|conn| {
            let Some(waiting) = ladders::unsettled_challenge(conn, challenge)? else {
                return Ok(None);
            };
            Ok(events::event_by_id(conn, waiting.event)?.map(|event| event.name))
        })
    }

    /// Whether a new game may be proposed in `place`: no challenge waits there and
    /// no game is going on.
    pub fn channel_is_free(&self, place: Place) -> anyhow::Result<bool> {
        self.store
            .with_conn(|conn| Ok(games::live_game(conn, place.guild, place.channel)?.is_none()))
    }

    /// A league or event game's thread is open: the game moves into `channel` (the thread),
    /// where its players then act as in any channel. See `Reply::threads`.
    pub fn attach_thread(&self, game_id: i64, channel: u64) -> anyhow::Result<()> {
        commands::scheduled::attach_thread(self, game_id, channel)
    }

    /// The games of event rounds paired without a command of the front's (a round's
    /// last game ended, or its deadline came) whose threads are still to open, each
    /// with the event's channel to open it in. Handed out once: a front opens each,
    /// calls [`GameService::attach_thread`], posts its reply, or gives it back with
    /// [`GameService::thread_not_opened`].
    pub fn event_threads_waiting(&self) -> anyhow::Result<Vec<(u64, api::ThreadToOpen)>> {
        commands::event::threads_waiting(self)
    }

    /// The front is about to ask Discord for `game_id`'s thread: recorded first, so that
    /// after a stop in between the next front looks for the thread that was made. Says
    /// whether an earlier attempt asked already, or the claim is no longer this
    /// service's (then the front leaves the game alone).
    pub fn ask_for_thread(&self, game_id: i64) -> anyhow::Result<ThreadIntent> {
        commands::scheduled::ask_for_thread(self, game_id)
    }

    /// A clean stop: every thread this service claimed and has not opened is free to
    /// claim again at once (the record that Discord was asked stays).
    pub fn release_thread_claims(&self) -> anyhow::Result<()> {
        self.store.with_conn(|conn| {
            let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
            lyngk_store::thread_claims::release_all(&tx, &self.claimant)?;
            tx.commit()?;
            Ok(())
        })
    }

    /// A front could not open the thread of a league game it was given: the next
    /// `league start` offers that game again.
    pub fn thread_not_opened(&self, game_id: i64) {
        commands::scheduled::release_threads(self, &[game_id]);
    }

    /// Autocomplete for a move's origin: the actor's movable stacks, in notation
    /// order between people (no hint), best first against the AI. Choice names are in `locale`, the language of the person typing.
    pub fn suggest_origins(
        &self,
        place: Place,
        user_id: u64,
        locale: Locale,
        partial: &str,
    ) -> Vec<Choice> {
        self.suggest(place, user_id, Asker::ToMove, |position, order| {
            suggest::origins(position, partial, locale, order)
        })
    }

    /// Autocomplete for a move's landing, given the origin text typed so far.
    pub fn suggest_landings(
        &self,
        place: Place,
        user_id: u64,
        locale: Locale,
        from: &str,
        partial: &str,
    ) -> Vec<Choice> {
        self.suggest(place, user_id, Asker::ToMove, |position, order| {
            suggest::landings(position, from, partial, locale, order)
        })
    }

    /// Autocomplete for a claim: the colours the actor may claim now.
    pub fn suggest_claims(
        &self,
        place: Place,
        user_id: u64,
        locale: Locale,
        partial: &str,
    ) -> Vec<Choice> {
        self.suggest(place, user_id, Asker::ToMove, |position, order| {
            suggest::claims(position, partial, locale, order)
        })
    }

    /// Autocomplete for `settings timezone:`: IANA zones matching what is typed, the
    /// likeliest for the Discord locale first.
    pub fn suggest_time_zones(partial: &str, discord_locale: &str, locale: Locale) -> Vec<Choice> {
        commands::player_time::suggest_time_zones(partial, discord_locale, locale)
    }

    /// Autocomplete for a premove line: the line typed so far continued by each legal
    /// turn, for the player waiting for the opponent's turn (nobody else gets any).
    pub fn suggest_premove(&self, place: Place, user_id: u64, typed: &str) -> Vec<Choice> {
        self.suggest(place, user_id, Asker::Waiting, |position, _| {
            lyngk_domain::premove::continuations(typed, position, suggest::MAX_CHOICES)
                .into_iter()
                .map(|line| Choice {
                    name: line.clone(),
                    value: line,
                })
                .collect()
        })
    }

    /// Suggestions for `asker`, a player of the live game in `place`; everybody else
    /// gets none. Autocomplete must never fail loudly, so faults are logged and
    /// answered with no choices.
    fn suggest(
        &self,
        place: Place,
        user_id: u64,
        asker: Asker,
        choose: impl FnOnce(&lyngk_rules::Position, suggest::Order) -> Vec<Choice>,
    ) -> Vec<Choice> {
        let table = self.store.with_conn(|conn| {
            let Some(table) = table::Table::live(conn, place)? else {
                return Ok(None);
            };
            let order = commands::ai::list_order(conn, &table)?;
            anyhow::Ok(Some((table, order)))
        });
        match table {
            Ok(Some((table, order))) if asker.is(&table, user_id) => {
                choose(table.game.position(), order)
            }
            Ok(_) => Vec::new(),
            Err(error) => {
                tracing::warn!(error = format!("{error:#}"), "autocomplete failed");
                Vec::new()
            }
        }
    }

    /// What a pressed button means, for the custom ids this service puts on replies.
    /// Each carries its game; the service refuses a button whose game is not the one
    /// it acts on any more ("This button is no longer active.").
    pub fn button_command(custom_id: &str) -> Option<Command> {
        buttons::command(custom_id)
    }

    /// The game in progress in `place` (replayed from the store), for fronts and tests
    /// that need the rules' view, e.g. to pick legal turns.
    pub fn live_game(&self, place: Place) -> anyhow::Result<Option<lyngk_rules::Game>> {
        self.store
            .with_conn(|conn| table::Table::live(conn, place))
            .map(|table| table.map(|t| t.game))
    }

    /// Every channel (or thread) that holds an open challenge or a game in progress.
    pub fn live_places(&self) -> anyhow::Result<Vec<Place>> {
        let places = self.store.with_conn(|conn| games::live_places(conn))?;
        Ok(places
            .into_iter()
            .map(|(guild, channel)| Place { guild, channel })
            .collect())
    }

    /// Whether `channel` holds an open challenge or a game in progress (a thread the
    /// Discord front keeps open).
    pub fn has_live_game(&self, place: Place) -> anyhow::Result<bool> {
        self.store.with_conn(|conn| {
            games::live_game(conn, place.guild, place.channel).map(|game| game.is_some())
        })
    }

    /// Runs `apply` as one `BEGIN IMMEDIATE` transaction, applying a request with an
    /// interaction id at most once, then renders the picture outside the lock.
    fn change(
        &self,
        request: &Asked,
        apply: impl FnOnce(&Transaction, i64) -> Handled<Applied>,
    ) -> Handled<Reply> {
        let applied = self.store.with_conn(|conn| -> Handled<Applied> {
            let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
            if let Some(interaction) = request.interaction {
                if let Some(stored) = interactions::processed_reply(&tx, interaction)? {
                    return Err(Refusal::AlreadyDone(earlier_lines(&stored)).into());
                }
            }
            let now = self.time.now();
            let applied = apply(&tx, now)?;
            if let Some(interaction) = request.interaction {
                let lines =
                    serde_json::to_string(&applied.reply.lines).map_err(anyhow::Error::from)?;
                interactions::record_interaction(&tx, interaction, applied.game, &lines, now)?;
                outbox::record(&tx, request, &applied.reply, &self.claimant, now)?;
                if self.recorded.fetch_add(1, Ordering::Relaxed) % PRUNE_EVERY == PRUNE_EVERY - 1 {
                    interactions::prune_interactions(&tx, now)?;
                }
            }
            tx.commit()?;
            Ok(applied)
        })?;
        let mut reply = applied.reply;
        if let Some(picture) = applied.picture.as_ref().filter(|_| self.board_pictures) {
            // The languages read once for the whole request (`handle`).
            let locale = request.locales.of(reply.ephemeral);
            reply.image = Some(picture::render_png(picture, locale));
        }
        Ok(reply)
    }
}

/// Who may get autocomplete suggestions in a live game.
#[derive(Clone, Copy)]
enum Asker {
    /// The player to move (origins, landings, claims).
    ToMove,
    /// The other player, waiting (premove lines).
    Waiting,
}

impl Asker {
    fn is(self, table: &table::Table, user: u64) -> bool {
        match self {
            Asker::ToMove => table.is_to_move(user),
            Asker::Waiting => table.player_of(user).is_some() && !table.is_to_move(user),
        }
    }
}

/// A request with the languages of its answers, read once when it arrives; the
/// commands read the request through it.
pub(crate) struct Asked<'a> {
    request: &'a Request,
    locales: Locales,
}

impl std::ops::Deref for Asked<'_> {
    type Target = Request;

    fn deref(&self) -> &Request {
        self.request
    }
}

/// The languages of one request's answers.
#[derive(Clone, Copy, Debug)]
struct Locales {
    private: Locale,
    public: Locale,
}

impl Locales {
    fn of(self, private: bool) -> Locale {
        if private {
            self.private
        } else {
            self.public
        }
    }
}

/// The language of a reply: the actor's for what only they see; for a post everyone
/// in the channel reads, the server's chosen language, else its Discord locale,
/// else English.
fn reply_locale(request: &Request, private: bool, server_language: Option<Locale>) -> Locale {
    match private {
        true => request.locale,
        false => server_language
            .or(request.server_locale)
            .unwrap_or_default(),
    }
}

/// The lines of a reply stored with its interaction (JSON); a reply stored before
/// replies were typed is said again as a short note.
fn earlier_lines(stored: &str) -> Vec<Msg> {
    serde_json::from_str(stored).unwrap_or_else(|_| vec![Msg::new("already-done-earlier")])
}
