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

use std::collections::{HashSet, VecDeque};
use std::future::Future;
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::thread;

use tokio::sync::{mpsc, oneshot};

use super::api::Api;
use super::jobs;
use crate::service::api::{Outbound, Place, Reply};
use crate::service::GameService;

/// Work for a thread of the pool.
enum Job {
    /// Play the AI's turn in this place, if it is due.
    Turn(Place),
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
    stopped: bool,
}

struct Shared {
    queue: Mutex<Queue>,
    work: Condvar,
    service: Arc<GameService>,
    /// Replies to post in a channel, by the task that owns the Discord client.
    posts: mpsc::UnboundedSender<(u64, Reply)>,
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

    /// Starts `threads` threads, and a task (on the current tokio runtime) that posts
    /// the AI's replies through `api`.
    pub fn start(service: Arc<GameService>, api: Arc<Api>, threads: usize) -> AiPool {
        let (posts, mut replies) = mpsc::unbounded_channel::<(u64, Reply)>();
        tokio::spawn(async move {
            while let Some((channel, reply)) = replies.recv().await {
                let message = Outbound::Channel { channel, reply };
                if let Err(error) = jobs::send(&api, &message).await {
                    tracing::warn!("could not post the AI's turn in {channel}: {error}");
                }
            }
        });
        AiPool::with_poster(service, threads, posts)
    }

    /// A pool whose replies go to `posts` (tests read them there).
    pub fn with_poster(
        service: Arc<GameService>,
        threads: usize,
        posts: mpsc::UnboundedSender<(u64, Reply)>,
    ) -> AiPool {
        let shared = Arc::new(Shared {
            queue: Mutex::new(Queue::default()),
            work: Condvar::new(),
            service,
            posts,
        });
        for index in 0..threads.max(1) {
            let shared = Arc::clone(&shared);
            let spawned = thread::Builder::new()
                .name(format!("lyngk-ai-{index}"))
                .spawn(move || work(&shared));
            if let Err(error) = spawned {
                tracing::error!("could not start an AI thread: {error}");
            }
        }
        AiPool { shared }
    }

    /// Asks for the AI's turn in `place` (nothing happens there if it is not due).
    pub fn turn(&self, place: Place) {
        let mut queue = self.lock();
        if queue.queued.insert(place) {
            queue.jobs.push_back(Job::Turn(place));
            self.shared.work.notify_one();
        }
    }

    /// Queues every AI turn that is due, when `holder` holds the job lease (one
    /// process of several sharing the database plays them).
    pub fn sweep(&self, holder: &str) {
        self.push(Job::Sweep {
            holder: holder.to_string(),
        });
    }

    /// Runs `task` on the pool, after the work queued before it.
    pub fn run<T: Send + 'static>(
        &self,
        task: impl FnOnce() -> T + Send + 'static,
    ) -> impl Future<Output = anyhow::Result<T>> {
        let (done, result) = oneshot::channel();
        self.push(Job::Task(Box::new(move || {
            let _ = done.send(task());
        })));
        async move {
            result
                .await
                .map_err(|_| anyhow::anyhow!("the AI pool stopped before the task ran"))
        }
    }

    /// Ends the threads once their current job is done; queued work is dropped.
    pub fn stop(&self) {
        let mut queue = self.lock();
        queue.stopped = true;
        queue.jobs.clear();
        self.shared.work.notify_all();
    }

    fn push(&self, job: Job) {
        self.lock().jobs.push_back(job);
        self.shared.work.notify_one();
    }

    fn lock(&self) -> MutexGuard<'_, Queue> {
        self.shared.queue.lock().unwrap_or_else(|e| e.into_inner())
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
                    if let Job::Turn(place) = &job {
                        queue.queued.remove(place);
                    }
                    break job;
                }
                queue = shared.work.wait(queue).unwrap_or_else(|e| e.into_inner());
            }
        };
        match job {
            Job::Turn(place) => play_turn(&pool, place),
            Job::Sweep { holder } => sweep(&pool, &holder),
            Job::Task(task) => task(),
        }
    }
}

fn play_turn(pool: &AiPool, place: Place) {
    let shared = &pool.shared;
    match shared.service.play_ai_turn(place) {
        Ok(Some(reply)) => {
            let _ = shared.posts.send((place.channel, reply));
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
        return;
    }
    match service.ai_turns_due() {
        Ok(due) => due.into_iter().for_each(|place| pool.turn(place)),
        Err(error) => tracing::error!("could not find the AI's due turns: {error:#}"),
    }
}
