//! The visitor's language, from the request's `Accept-Language`, for the pages of no
//! server: the front page, and the 404, which must not tell by its language which
//! server a missing page concerns.

use axum::extract::Request;
use axum::http::{header, HeaderValue};
use axum::middleware::Next;
use axum::response::Response;
use lyngk_i18n::Locale;

tokio::task_local! {
    static VISITOR: Locale;
}

/// Notes the visitor's language for the handler of `request`.
pub(crate) async fn remember(request: Request, next: Next) -> Response {
    let locale = request
        .headers()
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|value| value.to_str().ok())
        .and_then(Locale::from_accept_language)
        .unwrap_or_default();
    VISITOR.scope(locale, next.run(request)).await
}

/// The language of the request being answered; English outside one.
pub(crate) fn locale() -> Locale {
    VISITOR.try_with(|locale| *locale).unwrap_or_default()
}

/// Marks `response` as chosen by the visitor's language, for caches.
pub(crate) fn vary(mut response: Response) -> Response {
    response
        .headers_mut()
        .append(header::VARY, HeaderValue::from_static("accept-language"));
    response
}
