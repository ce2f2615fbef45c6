//! The AI's own threads. A fixed number of OS threads (at most one less than the
//! cores) run the AI's turns and reviews, one search per thread, in the order they
//! were asked for (first in, first out), so several games against the AI share the
//! threads fairly. Players' commands run on tokio's blocking pool as before and never
//! wait behind a search.
//!
//! A turn is asked for after every public reply in a place (the service then says
//! whether the AI is to move there), and by [`AiPool::sweep`] from the background
//! job loop: its first round at start-up plays the turns that fell due while the bot
//! was away, later rounds anything missed.
//!
//! The queue holds at most [`PoolSettings::capacity`] turns and reviews. A turn that
//! finds it full is not lost: it stays due in the database, and turns asked for after
//! it wait behind it until a sweep queues them all, longest waiting first. A review
//! that finds it full is refused ([`Busy`]).
//!
//! The AI's reply is posted no sooner than [`PoolSettings::reply_pause`] after its turn
//! was asked for, like a player's would be: the post waits on a thread of its own, so
//! the search threads go on with the next turn meanwhile. From the start of its search
//! to that post the bot is shown typing in the game's channel ([`typing`]).

use std::collections::{BTreeMap, HashSet, VecDeque};
use std::future::Future;
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::thread;
use std::time::{Duration, Instant};

use tokio::sync::{mpsc, oneshot};

use super::api::Api;
use super::typing::{self, Typist};
use lyngk_service::api::{Place, Reply};
use lyngk_service::GameService;

/// How the pool is sized and paced.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PoolSettings {
    /// Threads that search, one search each.
    pub threads: usize,
    /// Turns and reviews that may wait in the queue.
    pub capacity: usize,
    /// The least time from asking for the AI's turn to posting it.
    pub reply_pause: Duration,
}

impl PoolSettings {
    /// Turns and reviews that may wait: at 15 s a turn at most (level 5) on one
    /// thread, the last waits some eight minutes.
    pub const DEFAULT_CAPACITY: usize = 32;
    /// The AI's reply comes at least this long after the player's turn.
    pub const DEFAULT_REPLY_PAUSE: Duration = Duration::from_secs(2);
}

impl Default for PoolSettings {
    fn default() -> Self {
        PoolSettings {
            threads: AiPool::default_threads(),
            capacity: PoolSettings::DEFAULT_CAPACITY,
            reply_pause: PoolSettings::DEFAULT_REPLY_PAUSE,
        }
    }
}

/// The clock the reply pause is measured on: the system's, or one that moves only when
/// told ([`AiPool::advance_clock`]), so tests check the pause without waiting for it.
#[derive(Clone, Debug, Default)]
pub struct PauseClock {
    manual: Option<Arc<Mutex<Instant>>>,
}

impl PauseClock {
    /// A clock that stands still until the pool's clock is advanced.
    pub fn manual() -> PauseClock {
        PauseClock {
            manual: Some(Arc::new(Mutex::new(Instant::now()))),
        }
    }

    fn now(&self) -> Instant {
        match &self.manual {
            Some(now) => *now.lock().unwrap_or_else(|e| e.into_inner()),
            None => Instant::now(),
        }
    }
}

/// What became of a turn asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Enqueued {
    /// In the queue (or already there).
    Queued,
    /// The queue is full: a due turn stays due in the database and a sweep queues it.
    Later,
}

/// The queue is full: a review has to be asked for again later.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the AI's queue is full")]
pub struct Busy;

/// Work for a thread of the pool.
enum Job {
    /// Play the AI's turn in this place, if it is due; asked for at `asked`.
    Turn { place: Place, asked: Instant },
    /// Queue every due AI turn, if `holder` holds the job lease.
    Sweep { holder: String },
    /// Anything else that searches (a review).
    Task(Box<dyn FnOnce() + Send>),
}

#[derive(Default)]
struct Queue {
    jobs: VecDeque<Job>,
    /// Places with a `Turn` queued, so a place is never queued twice.
    queued: HashSet<Place>,
    /// Places whose turn a thread is playing, so a sweep does not queue it again.
    playing: HashSet<Place>,
    /// Whether a `Sweep` is queued (it takes no room: it is how the queue refills).
    sweeping: bool,
    /// Turns were refused for want of room: later ones wait behind them, in the
    /// database, until a sweep queues them in order.
    backlog: bool,
    stopped: bool,
}

impl Queue {
    /// Turns and reviews waiting.
    fn waiting(&self) -> usize {
        self.jobs.len().saturating_sub(usize::from(self.sweeping))
    }

    fn has_room(&self, capacity: usize) -> bool {
        self.waiting() < capacity
    }

    /// Queues a turn asked for at `asked`, if it has room or is queued already.
    fn push_turn(&mut self, place: Place, capacity: usize, asked: Instant) -> Enqueued {
        if self.queued.contains(&place) {
            return Enqueued::Queued;
        }
        if !self.has_room(capacity) {
            return Enqueued::Later;
        }
        self.queued.insert(place);
        self.jobs.push_back(Job::Turn { place, asked });
        self.publish_length();
        Enqueued::Queued
    }

    /// Shows operators how many turns and reviews wait ([`lyngk_metrics`]).
    fn publish_length(&self) {
        lyngk_metrics::global().ai_queue_length(self.waiting());
    }
}

/// Replies waiting for their time, by (time, order of scheduling).
#[derive(Default)]
struct Outbox {
    posts: BTreeMap<(Instant, u64), (u64, Reply)>,
    scheduled: u64,
    stopped: bool,
}

struct Shared {
    queue: Mutex<Queue>,
    work: Condvar,
    outbox: Mutex<Outbox>,
    post_due: Condvar,
    settings: PoolSettings,
    clock: PauseClock,
    service: Arc<GameService>,
    /// Replies to post in a channel, by the task that owns the Discord client.
    posts: mpsc::UnboundedSender<(u64, Reply)>,
    /// Shows the bot typing where the AI thinks (none when tests read the replies).
    typist: Option<Typist>,
}

/// The pool; cheap to clone.
#[derive(Clone)]
pub struct AiPool {
    shared: Arc<Shared>,
}

impl AiPool {
    /// The threads a pool gets on this machine: the cores but one, at least one.
    pub fn default_threads() -> usize {
        thread::available_parallelism().map_or(1, |n| n.get().saturating_sub(1).max(1))
    }

    /// Starts the threads, and a task (on the current tokio runtime) that posts the
    /// AI's replies through `api` and shows the bot typing where the AI thinks, until
    /// its reply is posted.
    pub fn start(service: Arc<GameService>, api: Arc<Api>, settings: PoolSettings) -> AiPool {
        let (posts, replies) = mpsc::unbounded_channel::<(u64, Reply)>();
        let typist = typing::start(api, Arc::clone(&service), replies);
        AiPool::build(
            service,
            settings,
            posts,
            Some(typist),
            PauseClock::default(),
        )
    }

    /// A pool whose replies go to `posts`, each at its time on `clock` (tests read
    /// them there).
    pub fn with_poster(
        service: Arc<GameService>,
        settings: PoolSettings,
        posts: mpsc::UnboundedSender<(u64, Reply)>,
        clock: PauseClock,
    ) -> AiPool {
        AiPool::build(service, settings, posts, None, clock)
    }

    fn build(
        service: Arc<GameService>,
        settings: PoolSettings,
        posts: mpsc::UnboundedSender<(u64, Reply)>,
        typist: Option<Typist>,
        clock: PauseClock,
    ) -> AiPool {
        let shared = Arc::new(Shared {
            queue: Mutex::new(Queue::default()),
            work: Condvar::new(),
            outbox: Mutex::new(Outbox::default()),
            post_due: Condvar::new(),
            settings,
            clock,
            service,
            posts,
            typist,
        });
        let poster = Arc::clone(&shared);
        spawn("lyngk-ai-posts".into(), move || post_when_due(&poster));
        for index in 0..settings.threads.max(1) {
            let shared = Arc::clone(&shared);
            spawn(format!("lyngk-ai-{index}"), move || work(&shared));
        }
        AiPool { shared }
    }

    /// Asks for the AI's turn in `place` (nothing happens there if it is not due).
    pub fn turn(&self, place: Place) -> Enqueued {
        let mut queue = self.lock();
        if queue.backlog && !queue.queued.contains(&place) {
            return Enqueued::Later;
        }
        let now = self.shared.clock.now();
        let asked = queue.push_turn(place, self.shared.settings.capacity, now);
        match asked {
            Enqueued::Queued => self.shared.work.notify_one(),
            Enqueued::Later => queue.backlog = true,
        }
        asked
    }

    /// Queues every AI turn that is due, when `holder` holds the job lease (one
    /// process of several sharing the database plays them).
    pub fn sweep(&self, holder: &str) {
        let mut queue = self.lock();
        if queue.sweeping {
            return;
        }
        queue.sweeping = true;
        queue.jobs.push_back(Job::Sweep {
            holder: holder.to_string(),
        });
        self.shared.work.notify_one();
    }

    /// Runs `task` on the pool, after the work queued before it; [`Busy`] when the
    /// queue is full.
    pub fn run<T: Send + 'static>(
        &self,
        task: impl FnOnce() -> T + Send + 'static,
    ) -> Result<impl Future<Output = anyhow::Result<T>>, Busy> {
        let (done, result) = oneshot::channel();
        {
            let mut queue = self.lock();
            if !queue.has_room(self.shared.settings.capacity) {
                return Err(Busy);
            }
            // After a stop the task is dropped, and the future says so.
            if !queue.stopped {
                queue.jobs.push_back(Job::Task(Box::new(move || {
                    let _ = done.send(task());
                })));
                queue.publish_length();
                self.shared.work.notify_one();
            }
        }
        Ok(async move {
            result
                .await
                .map_err(|_| anyhow::anyhow!("the AI pool stopped before the task ran"))
        })
    }

    /// Ends the threads once their current job is done; queued work is dropped (due
    /// turns stay due in the database), replies waiting for their time are posted now.
    pub fn stop(&self) {
        let mut queue = self.lock();
        queue.stopped = true;
        queue.jobs.clear();
        queue.sweeping = false;
        queue.publish_length();
        self.shared.work.notify_all();
        drop(queue);
        self.outbox().stopped = true;
        self.shared.post_due.notify_all();
    }

    /// Moves a [`PauseClock::manual`] clock on by `by`; the system's clock moves by
    /// itself, so nothing changes then.
    pub fn advance_clock(&self, by: Duration) {
        if let Some(now) = &self.shared.clock.manual {
            let _outbox = self.outbox();
            *now.lock().unwrap_or_else(|e| e.into_inner()) += by;
            self.shared.post_due.notify_all();
        }
    }

    /// The channels the bot is shown typing in now (the AI thinks there, or its reply
    /// waits to be posted).
    pub fn typing_in(&self) -> Vec<u64> {
        self.shared
            .typist
            .as_ref()
            .map_or_else(Vec::new, Typist::channels)
    }

    fn lock(&self) -> MutexGuard<'_, Queue> {
        self.shared.queue.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn outbox(&self) -> MutexGuard<'_, Outbox> {
        self.shared.outbox.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Posts `reply` in `channel` at `at`, or at once if that has passed.
    fn post_at(&self, at: Instant, channel: u64, reply: Reply) {
        let mut outbox = self.outbox();
        let order = outbox.scheduled;
        outbox.scheduled += 1;
        outbox.posts.insert((at, order), (channel, reply));
        self.shared.post_due.notify_one();
    }
}

fn spawn(name: String, body: impl FnOnce() + Send + 'static) {
    if let Err(error) = thread::Builder::new().name(name).spawn(body) {
        tracing::error!("could not start an AI thread: {error}");
    }
}

/// One thread: takes the oldest job, runs it, until the pool stops.
fn work(shared: &Arc<Shared>) {
    let pool = AiPool {
        shared: Arc::clone(shared),
    };
    loop {
        let job = {
            let mut queue = pool.lock();
            loop {
                if queue.stopped {
                    return;
                }
                if let Some(job) = queue.jobs.pop_front() {
                    match &job {
                        Job::Turn { place, .. } => {
                            queue.queued.remove(place);
                            queue.playing.insert(*place);
                        }
                        Job::Sweep { .. } => queue.sweeping = false,
                        Job::Task(_) => {}
                    }
                    queue.publish_length();
                    break job;
                }
                queue = shared.work.wait(queue).unwrap_or_else(|e| e.into_inner());
            }
        };
        match job {
            Job::Turn { place, asked } => {
                play_turn(&pool, place, asked);
                pool.lock().playing.remove(&place);
            }
            Job::Sweep { holder } => sweep(&pool, &holder),
            Job::Task(task) => task(),
        }
    }
}

fn play_turn(pool: &AiPool, place: Place, asked: Instant) {
    let typist = pool.shared.typist.as_ref();
    let typing = typist.filter(|_| matches!(pool.shared.service.ai_turn_due(place), Ok(true)));
    if let Some(typist) = typing {
        typist.begin(place.channel);
    }
    let played = pool.shared.service.play_ai_turn_counted(place);
    if let (Some(typist), false) = (typing, matches!(played, Ok(Some(_)))) {
        typist.end(place.channel);
    }
    match played {
        Ok(Some(reply)) => {
            // Its post ends the typing.
            pool.post_at(
                asked + pool.shared.settings.reply_pause,
                place.channel,
                reply,
            );
            // After the player's forced pass the AI may be to move again.
            pool.turn(place);
        }
        Ok(None) => {}
        Err(error) => tracing::error!("the AI's turn in {place:?} failed: {error:#}"),
    }
}

fn sweep(pool: &AiPool, holder: &str) {
    let service = &pool.shared.service;
    let holds = matches!(service.job_lease_holder(), Ok(Some((held, _))) if held == holder);
    if !holds {
        // The holder's sweep finds the turns this process could not queue.
        pool.lock().backlog = false;
        return;
    }
    match service.ai_turns_due() {
        Ok(due) => queue_in_order(pool, due),
        Err(error) => tracing::error!("could not find the AI's due turns: {error:#}"),
    }
}

/// Queues the due turns, longest waiting first, as many as there is room for; the
/// backlog is cleared once every one of them is queued.
fn queue_in_order(pool: &AiPool, due: Vec<Place>) {
    let mut queue = pool.lock();
    let capacity = pool.shared.settings.capacity;
    let now = pool.shared.clock.now();
    queue.backlog = false;
    for place in due {
        if queue.playing.contains(&place) {
            continue;
        }
        if queue.push_turn(place, capacity, now) == Enqueued::Later {
            queue.backlog = true;
            break;
        }
    }
    pool.shared.work.notify_all();
}

/// The posting thread: hands each reply to `posts` when its time has come (all at
/// once when the pool stops), until the pool stops and nothing is left.
fn post_when_due(shared: &Arc<Shared>) {
    let pool = AiPool {
        shared: Arc::clone(shared),
    };
    let mut outbox = pool.outbox();
    loop {
        let next = outbox.posts.first_key_value().map(|(&(at, _), _)| at);
        let now = shared.clock.now();
        match next {
            Some(at) if at <= now || outbox.stopped => {
                if let Some((_, (channel, reply))) = outbox.posts.pop_first() {
                    let _ = shared.posts.send((channel, reply));
                }
            }
            // A manual clock only moves with a notification; the system's by itself.
            Some(at) if shared.clock.manual.is_none() => {
                outbox = wait(shared, outbox, Some(at - now));
            }
            Some(_) => outbox = wait(shared, outbox, None),
            None if outbox.stopped => return,
            None => outbox = wait(shared, outbox, None),
        }
    }
}

fn wait<'a>(
    shared: &Shared,
    outbox: MutexGuard<'a, Outbox>,
    timeout: Option<Duration>,
) -> MutexGuard<'a, Outbox> {
    match timeout {
        Some(timeout) => match shared.post_due.wait_timeout(outbox, timeout) {
            Ok((outbox, _)) => outbox,
            Err(poisoned) => poisoned.into_inner().0,
        },
        None => shared
            .post_due
            .wait(outbox)
            .unwrap_or_else(|e| e.into_inner()),
    }
}
