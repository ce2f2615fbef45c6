//! The memory a replay needs is bounded: frames are painted and encoded one at a
//! time, whatever the game's length, and only a few replays are made at once. An
//! allocator that counts the bytes in use measures it (this test binary only).

mod fixtures;

use lyngk_render::{
    render_replay, English, ReplayRequest, Theme, DEFAULT_BYTE_BUDGET, MAX_REPLAYS_AT_ONCE,
};
use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};

/// The system allocator, keeping the bytes in use and their peak.
struct Counting;

static IN_USE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

fn grew(bytes: usize) {
    let now = IN_USE.fetch_add(bytes, Ordering::SeqCst) + bytes;
    PEAK.fetch_max(now, Ordering::SeqCst);
}

// SAFETY: every call is passed on to the system allocator unchanged.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let pointer = unsafe { System.alloc(layout) };
        if !pointer.is_null() {
            grew(layout.size());
        }
        pointer
    }

    unsafe fn dealloc(&self, pointer: *mut u8, layout: Layout) {
        unsafe { System.dealloc(pointer, layout) };
        IN_USE.fetch_sub(layout.size(), Ordering::SeqCst);
    }

    unsafe fn realloc(&self, pointer: *mut u8, layout: Layout, size: usize) -> *mut u8 {
        let moved = unsafe { System.realloc(pointer, layout, size) };
        if !moved.is_null() {
            IN_USE.fetch_sub(layout.size(), Ordering::SeqCst);
            grew(size);
        }
        moved
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// The most bytes in use above the level at the start while `work` ran.
fn peak_of(work: impl FnOnce()) -> usize {
    let before = IN_USE.load(Ordering::SeqCst);
    PEAK.store(before, Ordering::SeqCst);
    work();
    PEAK.load(Ordering::SeqCst) - before
}

const MB: usize = 1024 * 1024;

#[test]
fn a_replay_holds_a_few_pictures_and_only_a_few_replays_run_at_once() {
    let scene = fixtures::longest_game();
    let replay = || {
        render_replay(&ReplayRequest {
            game: &scene.game,
            players: ["Ada Lovelace", "Kris"],
            theme: Theme::Light,
            byte_budget: DEFAULT_BYTE_BUDGET,
            words: &English,
            ending: None,
        })
        .expect("fits")
    };
    let one = peak_of(|| {
        replay();
    });
    // A picture is 1000 x 1200 pixels, 4.8 MB as RGBA: a replay of 37 turns held
    // every one of them (some 330 MB); now a handful.
    assert!(one < 64 * MB, "one replay: {} MB", one / MB);
    let many = 3 * MAX_REPLAYS_AT_ONCE;
    let together = peak_of(|| {
        std::thread::scope(|scope| {
            for _ in 0..many {
                scope.spawn(replay);
            }
        });
    });
    assert!(
        together < (MAX_REPLAYS_AT_ONCE + 1) * one,
        "{many} replays asked at once: {} MB, one alone {} MB",
        together / MB,
        one / MB
    );
}
