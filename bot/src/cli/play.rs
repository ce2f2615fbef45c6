//! `lyngk play`: the game service in the terminal (see `lyngk_bot::terminal`).

use super::record::{self, NotScriptable};
use anyhow::{bail, Context};
use lyngk_bot::i18n::{Locale, Msg, Style};
use lyngk_bot::service::{GameService, Options, SystemTimeSource, TimeSource};
use lyngk_bot::terminal::Terminal;
use std::io::{BufRead, IsTerminal};
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

#[derive(clap::Args)]
pub struct PlayArgs {
    /// The SQLite database; a fresh one in a temporary folder when absent (`LYNGK_DB`
    /// is the bot's setting and is not read here).
    #[arg(long)]
    db: Option<PathBuf>,
    /// Where board images and game records are written.
    #[arg(long, default_value = "./lyngk-images")]
    images: PathBuf,
    /// Seed of the first game (then seed+1, …), to replay a known game; random otherwise.
    #[arg(long)]
    seed: Option<u64>,
    /// The language the bot speaks: en, de, fr, it, nl, es, pl or hu.
    #[arg(long, default_value = "en")]
    locale: Locale,
    /// A player who manages the server and may use `/lyngk-admin` (repeat for more);
    /// without it, everyone at the table may.
    #[arg(long = "admin", value_name = "NAME")]
    admins: Vec<String>,
    /// Play a game record (docs/record.md, as `/lyngk history` attaches it) again, with
    /// the seed its tags give, then go on reading commands. A record piped in on
    /// standard input is played the same way. A game against the AI is replayed through
    /// the rules and its result printed. A bad record exits non-zero at once.
    #[arg(long, value_name = "FILE", conflicts_with = "seed")]
    record: Option<PathBuf>,
    /// Start the table's clock at this moment (RFC 3339, `2026-12-05T12:00:00Z`, or a
    /// date, midnight UTC) instead of now; it then runs on at the system's pace. The
    /// background job (round deadlines, ladder expiry, season pauses) runs on this clock,
    /// at the start and after every line.
    #[arg(long, value_name = "MOMENT", value_parser = moment)]
    now: Option<i64>,
    /// The address `lyngk web` is reached at (`http://127.0.0.1:8080`): posts of a server
    /// that publishes its pages print their page's address, as the bot's link them.
    #[arg(long, env = "LYNGK_WEB_BASE_URL")]
    web_base_url: Option<String>,
}

/// What a record given to `lyngk play` asks for.
struct Replay {
    /// The commands that play the game again.
    script: String,
    /// The seed its game was drawn from.
    seed: u64,
}

/// A moment typed for `--now`, as Unix seconds.
fn moment(text: &str) -> Result<i64, String> {
    if let Ok(moment) = chrono::DateTime::parse_from_rfc3339(text) {
        return Ok(moment.timestamp());
    }
    chrono::NaiveDate::parse_from_str(text, "%Y-%m-%d")
        .map(|date| date.and_time(chrono::NaiveTime::MIN).and_utc().timestamp())
        .map_err(|_| format!("'{text}' is not a moment like 2026-12-05T12:00:00Z or 2026-12-05"))
}

/// The system's clock moved by a fixed offset: `--now` sets where it starts.
struct OffsetClock {
    offset: i64,
}

impl TimeSource for OffsetClock {
    fn now(&self) -> i64 {
        SystemTimeSource.now() + self.offset
    }
}

pub fn play(args: PlayArgs) -> anyhow::Result<()> {
    let interactive = std::io::stdin().is_terminal();
    let mut stdin = std::io::stdin().lock();
    let given = match &args.record {
        Some(file) => Some((record::read_file(file)?, file.display().to_string())),
        // A record is not a script of commands: played as one, its tag pairs and turns
        // would each be refused, and its seed ignored.
        None if !interactive && record::looks_like_record(stdin.fill_buf()?) => {
            let text = std::io::read_to_string(&mut stdin).context("reading standard input")?;
            Some((text, "standard input".to_string()))
        }
        None => None,
    };
    let replay = match given {
        Some((text, source)) => match prepare(&text, &source, args.locale)? {
            Some(replay) => Some(replay),
            // Replayed through the rules and printed: nothing to play.
            None => return Ok(()),
        },
        None => None,
    };
    // The script older `/lyngk history` replies attached names its seed in a comment.
    let script_seed = match interactive {
        false => older_script_seed(stdin.fill_buf()?),
        true => None,
    };
    let temp = tempfile::tempdir()?;
    if let Some(db) = args
        .db
        .as_deref()
        .filter(|db| lyngk_bot::store::is_empty_file(db))
    {
        // Named loudly (a failed copy or a full disk looks like this), then used as new.
        eprintln!(
            "warning: the database {} exists but is empty (0 bytes): lyngk play takes it as a \
             new database",
            db.display()
        );
    }
    let db = args.db.unwrap_or_else(|| temp.path().join("lyngk.db"));
    let mut options = Options::default();
    if let Some(start) = args.now {
        let offset = start - SystemTimeSource.now();
        options.time = Arc::new(OffsetClock { offset });
    }
    if let Some(seed) = replay
        .as_ref()
        .map(|r| r.seed)
        .or(args.seed)
        .or(script_seed)
    {
        let next = Arc::new(AtomicU64::new(seed));
        options.seeds = Box::new(move || next.fetch_add(1, Ordering::Relaxed));
    }
    let service = GameService::open_with(&db, options)?.with_web_base_url(args.web_base_url);
    let mut terminal = Terminal::new(service, &args.images)?.with_locale(args.locale);
    if !args.admins.is_empty() {
        terminal = terminal.with_admins(&args.admins);
    }
    if let Some(replay) = &replay {
        terminal.run(
            replay.script.as_bytes(),
            &mut std::io::stdout().lock(),
            false,
        )?;
        if terminal.refusals > 0 || terminal.faults > 0 {
            bail!("the record's game could not be played again in the terminal");
        }
    }
    if interactive {
        let intro = Msg::new("terminal-intro").text("folder", args.images.display().to_string());
        println!("{}", intro.format(args.locale, Style::Plain));
    }
    terminal.run(stdin, &mut std::io::stdout().lock(), interactive)?;
    // Each fault was reported where it happened; the exit status still tells scripts.
    if terminal.faults > 0 {
        let faults = Msg::new("terminal-faults").number("count", terminal.faults);
        anyhow::bail!("{}", faults.format(args.locale, Style::Plain));
    }
    Ok(())
}

/// Reads a record (refusing a bad one at once) and returns the commands that play it
/// again; a game the terminal cannot play again is replayed through the rules, printed,
/// and `None` returned.
fn prepare(text: &str, source: &str, locale: Locale) -> anyhow::Result<Option<Replay>> {
    let replayed = lyngk_rules::record::read(text)
        .with_context(|| format!("{source} is not a valid game record"))?;
    match record::terminal_script(&replayed) {
        Ok((script, seed)) => Ok(Some(Replay { script, seed })),
        Err(NotScriptable::AgainstTheAi | NotScriptable::NoSeed) => {
            let summary = lyngk_bot::service::replayed_summary(&replayed);
            println!("{}", summary.format(locale, Style::Plain));
            Ok(None)
        }
    }
}

/// The seed in the header of the script older `/lyngk history` replies attached
/// (`# LYNGK game N: …` then `# seed: S`), read from the start of standard input.
fn older_script_seed(start: &[u8]) -> Option<u64> {
    let text = String::from_utf8_lossy(start);
    let mut lines = text.lines();
    lines.next()?.strip_prefix("# LYNGK game ")?;
    lines
        .take_while(|line| line.starts_with('#'))
        .find_map(|line| line.strip_prefix("# seed: "))
        .and_then(|seed| seed.trim().parse().ok())
}
