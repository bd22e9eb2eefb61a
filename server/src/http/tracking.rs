//! Public tracking for recipients: `GET /api/track/{ref}?tel=LAST4`, what the `/suivi` page and the
//! parcel label's QR code show to someone who is not signed in.
//!
//! It tells where the pieces are and since when — never names, phones, amounts or contents. The
//! last four digits of the sender's or the recipient's phone unlock it; a wrong pair answers the
//! same 404 as an unknown reference, and each of them counts against the caller's address, which
//! waits, doubling, after a few (domain/throttle.rs): four digits cannot be guessed from one place.

use axum::{Json, extract::State, http::header, response::IntoResponse};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use super::client::ClientAddr;
use super::{
    error::{ApiError, ErrorBody, OrRefused},
    list::ApiQuery,
    path::ApiPath,
};
use crate::{
    app::AppState,
    db::{list::reference_prefix, throttle, tracking},
    domain::validation::FieldErrors,
    messages::Msg,
};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(track))
}

/// The longest reference looked up (an expedition's or a parcel's).
const REFERENCE_MAX: usize = 40;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct TrackParams {
    /// The last 4 digits of the sender's or the recipient's phone.
    #[param(value_type = String, required = true, pattern = "^[0-9]{4}$")]
    pub tel: Option<String>,
}

/// One stage of the journey: when it was first reached, and how many pieces have reached it.
#[derive(Debug, Serialize, ToSchema)]
pub struct TrackStage {
    /// `registered`, `waybill` (on a road waybill), `shipped` (on an air manifest), `arrived`
    /// (its manifest validated).
    pub stage: &'static str,
    /// When the stage was first reached: RFC 3339, or `YYYY-MM-DDTHH:MM` in the agency's time for
    /// `arrived` (the flight's departure); absent while not reached.
    pub at: Option<String>,
    /// Pieces that have reached this stage (or gone beyond it).
    pub pieces: i64,
}

/// What a visitor may know of an expedition.
#[derive(Debug, Serialize, ToSchema)]
pub struct TrackView {
    pub reference: String,
    /// `EnStock`, `EnCours` or `Expedié`.
    pub status: String,
    /// The branch it was registered at and the one it goes to.
    pub origin: String,
    pub destination: String,
    /// Parcel lines (colis) and their pieces (pièces).
    pub parcels: i64,
    pub pieces: i64,
    pub stages: Vec<TrackStage>,
}

/// Where an expedition's pieces are (public). `ref` is an expedition's reference (`EXP-000301`,
/// or its number `301`) or one of its parcels' (`EXP-000301-2`).
#[utoipa::path(
    get,
    path = "/api/track/{ref}",
    tag = "freight",
    params(("ref" = String, Path, description = "Expedition or parcel reference"), TrackParams),
    responses(
        (status = 200, body = TrackView),
        (status = 400, body = ErrorBody),
        (status = 404, description = "Unknown reference, or phones that do not end so", body = ErrorBody),
        (status = 429, body = ErrorBody),
    )
)]
async fn track(
    State(state): State<AppState>,
    ClientAddr(peer): ClientAddr,
    ApiPath(reference): ApiPath<String>,
    ApiQuery(params): ApiQuery<TrackParams>,
) -> Result<impl IntoResponse, ApiError> {
    let last4 = params.tel.as_deref().unwrap_or_default();
    if last4.len() != 4 || !last4.bytes().all(|b| b.is_ascii_digit()) {
        let mut errors = FieldErrors::new();
        errors.add("tel", Msg::TrackingTel);
        return Err(ApiError::Invalid(errors));
    }
    let reference = reference_prefix("EXP", &reference);
    let reference: String = reference.chars().take(REFERENCE_MAX + 1).collect();
    // Counted as a wrong guess before the lookup, in one write: guesses sent at once see each
    // other; a right phone gives it back.
    let address = peer.to_string();
    throttle::begin_tracking(&state.db, &address, &reference)
        .await
        .or_refused(|until| ApiError::TooMany {
            retry_after_secs: state.db.clock().seconds_until(&until).max(1),
        })?;
    let found = if reference.len() <= REFERENCE_MAX {
        tracking::find(&state.db, &reference).await?
    } else {
        None
    };
    let Some(found) = found.filter(|x| {
        ends_with(x.sender_tel.as_deref(), last4) || ends_with(x.recipient_tel.as_deref(), last4)
    }) else {
        return Err(ApiError::Missing(Msg::TrackingNotFound));
    };
    throttle::tracking_found(&state.db, &address, &reference).await?;
    let stages = tracking::stages(&state.db, found.id).await?;
    let view = TrackView {
        reference: found.ref_expedition,
        status: found.status,
        origin: found.origin,
        destination: found.destination,
        parcels: found.parcels,
        pieces: found.quantity_entry,
        stages: vec![
            TrackStage {
                stage: "registered",
                at: Some(found.created_at),
                pieces: found.quantity_entry,
            },
            TrackStage {
                stage: "waybill",
                at: stages.on_waybill_at,
                pieces: found.quantity_waybill + found.quantity_manifeste,
            },
            TrackStage {
                stage: "shipped",
                at: stages.on_manifest_at,
                pieces: found.quantity_manifeste,
            },
            TrackStage {
                stage: "arrived",
                at: stages.arrived_at,
                pieces: stages.arrived,
            },
        ],
    };
    // A visitor's answer: no shared cache keeps it.
    Ok(([(header::CACHE_CONTROL, "no-store")], Json(view)))
}

/// Whether the digits of `tel` end with `last4` (spaces, `+` and dashes are not digits).
fn ends_with(tel: Option<&str>, last4: &str) -> bool {
    let digits: String = tel
        .unwrap_or_default()
        .chars()
        .filter(char::is_ascii_digit)
        .collect();
    digits.len() >= 4 && digits.ends_with(last4)
}

#[cfg(test)]
mod tests {
    use super::ends_with;

    #[test]
    fn a_phone_is_told_by_its_last_four_digits_whatever_its_punctuation() {
        assert!(ends_with(Some("+257 79 12-34 56"), "3456"));
        assert!(ends_with(Some("0991234567"), "4567"));
        assert!(!ends_with(Some("0991234567"), "4566"));
        assert!(!ends_with(Some("567"), "0567"));
        assert!(!ends_with(None, "0000"));
    }
}
