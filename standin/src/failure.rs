//! The failures the stand-in can plan or draw for a request.

/// How a faulty route answers.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Failure {
    /// 500 Internal Server Error.
    ServerError,
    /// 429 Too Many Requests, with `retry-after` (seconds) in the header and the body.
    RateLimited { retry_after: f64 },
    /// The request is carried out, then the connection closes without an answer: the
    /// client cannot know whether it went through.
    CutAfterHandling,
    /// The connection closes before the request is carried out: nothing happened, and
    /// the client cannot know that either.
    CutBeforeHandling,
}
