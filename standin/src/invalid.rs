//! A refused request body: the field and what is wrong with it (Discord answers
//! 400 / 50035 Invalid Form Body naming it).

/// Why a body was refused: the field and what is wrong with it.
#[derive(Debug, Clone, PartialEq)]
pub struct Invalid {
    pub field: String,
    pub reason: String,
}

impl Invalid {
    pub fn new(field: &str, reason: &str) -> Invalid {
        Invalid {
            field: field.to_owned(),
            reason: reason.to_owned(),
        }
    }
}

pub type Checked = Result<(), Invalid>;
