//! The formats a season's division is played as, for the divisions' own code: that code
//! is called by the divisions format, so it may not reach back through the dispatch
//! ([`super::of`]) that names the divisions format too.

use super::interface::Format;
use super::round_robin::RoundRobinFormat;
use super::swiss::Swiss;
use anyhow::anyhow;
use lyngk_domain::event::EventFormat;

/// The format a division played as `format` follows: a Swiss or a round robin.
pub(in super::super::super) fn division_played_as(
    format: EventFormat,
) -> anyhow::Result<&'static dyn Format> {
    match format {
        EventFormat::Swiss => Ok(&Swiss),
        EventFormat::RoundRobin => Ok(&RoundRobinFormat),
        other => Err(anyhow!("a division is never played as {}", other.as_str())),
    }
}
