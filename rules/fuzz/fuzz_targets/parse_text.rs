//! The LPN, turn and cell parsers on arbitrary bytes: no panic, and whatever parses
//! prints back to text that parses to the same value.
#![no_main]

use libfuzzer_sys::fuzz_target;
use lyngk_rules::{Cell, Lpn, Position, Turn};

fuzz_target!(|bytes: &[u8]| {
    if let Ok(lpn) = Lpn::from_ascii(bytes) {
        assert_eq!(lpn.to_string().parse::<Lpn>(), Ok(lpn));
        if let Ok(position) = lpn.into_position() {
            assert_eq!(position.to_string().parse::<Position>(), Ok(position));
        }
    }
    if let Ok(turn) = Turn::from_ascii(bytes) {
        assert_eq!(turn.to_string().parse::<Turn>(), Ok(turn));
    }
    if let Ok(text) = std::str::from_utf8(bytes) {
        if let Ok(cell) = text.parse::<Cell>() {
            assert_eq!(cell.to_string().parse::<Cell>(), Ok(cell));
        }
    }
});
