//! The game record reader on arbitrary bytes: no panic, and a record it accepts,
//! written again, reads back to the same tags, turns and result.
#![no_main]

use libfuzzer_sys::fuzz_target;
use lyngk_rules::record::read;

fuzz_target!(|bytes: &[u8]| {
    let Ok(text) = std::str::from_utf8(bytes) else {
        return;
    };
    if let Ok(replayed) = read(text) {
        let again = read(&replayed.record.to_string()).expect("a written record reads");
        assert_eq!(again.record.tags, replayed.record.tags);
        assert_eq!(again.record.turns, replayed.record.turns);
        assert_eq!(again.record.result, replayed.record.result);
    }
});
