//! What the freight resources (expeditions, parcels, payments, waybills, manifests) share: how
//! they show people, places, buckets, contents, lines and payments, their status counts, and the
//! load, branch and time fields of the waybill and manifest forms. Each resource imports from
//! here, never from a sibling resource.

use std::collections::BTreeSet;

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::{auth::CurrentUser, error::ApiError};
use crate::{
    app::AppState,
    db::{
        expeditions::DetailRow as ContentRow, extensions, list::TabCount, movements::MoveRefusal,
        payments,
    },
    domain::{
        bounds, units,
        validation::{FieldErrors, Scalar},
    },
    messages::Msg,
};

// ---- views ----

/// A person as lists show them.
#[derive(Debug, Serialize, ToSchema)]
pub struct PartyRef {
    pub id: i64,
    pub name: String,
    pub tel: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct NamedRef {
    pub id: i64,
    pub name: String,
}

/// A branch as route ends and manifest destinations show it: its name and where it is.
#[derive(Debug, Serialize, ToSchema)]
pub struct PlaceRef {
    pub id: i64,
    pub name: String,
    pub city: Option<String>,
    pub region: Option<String>,
}

/// How many records a list tab holds (with a search: how many of its matches).
#[derive(Debug, Serialize, ToSchema)]
pub struct StatusCount {
    pub status: String,
    /// At most 100 with a search: `capped` says there are more.
    pub count: i64,
    /// The tab holds more matches than `count` (a search's counts stop at 100).
    pub capped: bool,
}

impl StatusCount {
    /// One count per status, in the order given (every status listed, zeros included).
    pub fn list<'a>(counts: impl IntoIterator<Item = (&'a str, TabCount)>) -> Vec<StatusCount> {
        counts
            .into_iter()
            .map(|(status, found)| StatusCount {
                status: status.to_string(),
                count: found.count,
                capped: found.capped,
            })
            .collect()
    }
}

/// Pieces and weights (kg) entered and where they are now: in stock, on waybills, on manifests.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BucketsView {
    pub quantity_entry: i64,
    pub quantity_restant: i64,
    pub quantity_waybill: i64,
    pub quantity_manifeste: i64,
    /// kg.
    #[serde(serialize_with = "units::serialize_grams")]
    #[schema(value_type = f64)]
    pub weight_entry: i64,
    #[serde(serialize_with = "units::serialize_grams")]
    #[schema(value_type = f64)]
    pub weight_restant: i64,
    #[serde(serialize_with = "units::serialize_grams")]
    #[schema(value_type = f64)]
    pub weight_waybill: i64,
    #[serde(serialize_with = "units::serialize_grams")]
    #[schema(value_type = f64)]
    pub weight_manifeste: i64,
}

/// The buckets of a row that has the ledger's eight columns.
macro_rules! buckets_of {
    ($row:expr) => {
        $crate::http::freight_common::BucketsView {
            quantity_entry: $row.quantity_entry,
            quantity_restant: $row.quantity_restant,
            quantity_waybill: $row.quantity_waybill,
            quantity_manifeste: $row.quantity_manifeste,
            weight_entry: $row.weight_entry,
            weight_restant: $row.weight_restant,
            weight_waybill: $row.weight_waybill,
            weight_manifeste: $row.weight_manifeste,
        }
    };
}
pub(crate) use buckets_of;

/// An article of a parcel's contents, with how many pieces are still in stock and shipped.
#[derive(Debug, Serialize, ToSchema)]
pub struct ContentView {
    pub id: i64,
    #[serde(rename = "articleId")]
    pub article_id: i64,
    pub article: NamedRef,
    pub typearticle: Option<NamedRef>,
    /// Pieces of this article in the parcel.
    pub unite: i64,
    pub stock: i64,
    pub expedie: i64,
}

impl From<ContentRow> for ContentView {
    fn from(d: ContentRow) -> Self {
        ContentView {
            id: d.id,
            article_id: d.article_id,
            article: NamedRef {
                id: d.article_id,
                name: d.article_name,
            },
            typearticle: d
                .typearticle_id
                .zip(d.type_name)
                .map(|(id, name)| NamedRef { id, name }),
            unite: d.quantity,
            stock: d.stock,
            expedie: d.expedie,
        }
    }
}

/// The parcel of a waybill or manifest line.
#[derive(Debug, Serialize, ToSchema)]
pub struct LineParcel {
    pub id: i64,
    pub ref_packag: String,
    pub description: Option<String>,
    pub recipient: PartyRef,
    /// The route's name.
    pub route: String,
    /// The branch the parcel goes to (its route's destination).
    #[serde(rename = "destinationId")]
    pub destination_id: i64,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct LineExpedition {
    pub id: i64,
    pub ref_expedition: String,
    pub sender: PartyRef,
}

/// The parcel and expedition of a waybill or manifest line row, which both have the columns
/// `packag_id`, `ref_packag`, `description`, `recipient_*`, `route_*`, `expedition_id`,
/// `ref_expedition` and `sender_*`.
macro_rules! line_parts {
    ($row:ident) => {
        (
            $crate::http::freight_common::LineParcel {
                id: $row.packag_id,
                ref_packag: $row.ref_packag,
                description: $row.description,
                recipient: $crate::http::freight_common::PartyRef {
                    id: $row.recipient_id,
                    name: $row.recipient_name,
                    tel: $row.recipient_tel,
                },
                route: $row.route_name,
                destination_id: $row.route_destination_id,
            },
            $crate::http::freight_common::LineExpedition {
                id: $row.expedition_id,
                ref_expedition: $row.ref_expedition,
                sender: $crate::http::freight_common::PartyRef {
                    id: $row.sender_id,
                    name: $row.sender_name,
                    tel: $row.sender_tel,
                },
            },
        )
    };
}
pub(crate) use line_parts;

/// A payment of an expedition (FAC-…).
#[derive(Debug, Serialize, ToSchema)]
pub struct InvoiceView {
    pub id: i64,
    pub ref_invoice: String,
    /// Dollars paid.
    #[serde(serialize_with = "units::serialize_cents")]
    #[schema(value_type = f64)]
    pub price: i64,
    /// The expedition it pays, or null for a ticket's payment.
    #[serde(rename = "expeditionId")]
    pub expedition_id: Option<i64>,
    pub expedition: Option<ExpeditionRef>,
    /// The ticket it pays, or null for an expedition's payment.
    #[serde(rename = "billetId")]
    pub billet_id: Option<i64>,
    pub billet: Option<BilletRef>,
    /// The reference of what it paid (`EXP-…` or `BIL-…`), still there once a cancelled
    /// payment's expedition or ticket was deleted (both ids are then null).
    pub subject: String,
    pub customer: NamedRef,
    /// The branch where it was paid.
    pub extension: NamedRef,
    pub invoice_user: NamedRef,
    #[serde(rename = "createdAt")]
    pub created_at: String,
    /// When the payment was cancelled (RFC 3339); null while it is in force.
    #[serde(rename = "cancelledAt")]
    pub cancelled_at: Option<String>,
    /// Who cancelled it.
    #[serde(rename = "cancelledBy")]
    pub cancelled_by: Option<NamedRef>,
    /// Why it was cancelled.
    #[serde(rename = "cancelReason")]
    pub cancel_reason: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct BilletRef {
    pub id: i64,
    pub ref_billet: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ExpeditionRef {
    pub id: i64,
    pub ref_expedition: String,
}

impl From<payments::InvoiceRow> for InvoiceView {
    fn from(i: payments::InvoiceRow) -> Self {
        InvoiceView {
            id: i.id,
            ref_invoice: i.ref_invoice,
            price: i.amount,
            expedition_id: i.expedition_id,
            expedition: i.expedition_id.map(|id| ExpeditionRef {
                id,
                ref_expedition: i.ref_expedition.unwrap_or_default(),
            }),
            billet_id: i.billet_id,
            billet: i.billet_id.map(|id| BilletRef {
                id,
                ref_billet: i.ref_billet.unwrap_or_default(),
            }),
            subject: i.subject,
            customer: NamedRef {
                id: i.customer_id,
                name: i.customer_name,
            },
            extension: NamedRef {
                id: i.extension_id,
                name: i.extension_name,
            },
            invoice_user: NamedRef {
                id: i.created_by,
                name: i.creator_name,
            },
            created_at: i.created_at,
            cancelled_at: i.cancelled_at,
            cancelled_by: i.cancelled_by.map(|id| NamedRef {
                id,
                name: i.canceller_name.unwrap_or_default(),
            }),
            cancel_reason: i.cancel_reason,
        }
    }
}

// ---- the waybill and manifest forms ----

/// Pieces of a parcel (or of a waybill line, for manifests) to carry.
#[derive(Debug, Default, Deserialize, ToSchema)]
pub struct LoadForm {
    #[schema(required = true, schema_with = super::schema::id)]
    pub id: Option<Scalar>,
    /// Pieces, at least 1.
    #[schema(required = true, schema_with = super::schema::load_pieces)]
    pub quantity: Option<Scalar>,
}

/// Reads `[{id, quantity}]` under `field`: each id once, each quantity at least 1.
pub fn loads(errors: &mut FieldErrors, field: &str, items: &[LoadForm]) -> Vec<(i64, i64)> {
    let mut seen = BTreeSet::new();
    let mut out = Vec::new();
    errors.at_most(field, items, bounds::LOAD_LINES_MAX);
    for (i, item) in items.iter().enumerate().take(bounds::LOAD_LINES_MAX) {
        let id = errors.required_id(&format!("{field}.{i}.id"), item.id.as_ref());
        let quantity = errors.required_int(
            &format!("{field}.{i}.quantity"),
            item.quantity.as_ref(),
            bounds::PIECES_MIN,
            bounds::LOAD_PIECES_MAX,
        );
        if id > 0 && !seen.insert(id) {
            errors.add(format!("{field}.{i}.id"), Msg::ParcelTwice);
        }
        out.push((id, quantity));
    }
    out
}

/// The `originId` (the agent's own branch when absent) and `destinationId` of a waybill or
/// manifest form: two different branches that exist (it goes from one branch to another).
pub async fn branch_ends(
    state: &AppState,
    errors: &mut FieldErrors,
    current: &CurrentUser,
    origin: Option<&Scalar>,
    destination: Option<&Scalar>,
) -> Result<(i64, i64), ApiError> {
    let own = current.user.extension_id;
    // Blank is absent, as in every form.
    let origin = origin.filter(|v| !v.text().is_empty());
    if origin.is_none() && own.is_none() {
        // Only someone bound to no branch must name it: a rule on the agent, not the form's.
        errors.add("originId", Msg::RequiredHere);
    }
    let origin_id = branch_field(state, errors, "originId", origin, own).await?;
    let destination_id = branch_field(state, errors, "destinationId", destination, None).await?;
    if origin_id > 0 && origin_id == destination_id {
        errors.add("destinationId", Msg::SameRouteEnds);
    }
    Ok((origin_id, destination_id))
}

/// The `updatedAt` an edit started from (required: without it a stale edit could not be told).
pub fn updated_at(value: Option<&Scalar>) -> Result<String, ApiError> {
    let mut errors = FieldErrors::new();
    let updated_at = errors.required_scalar_text("updatedAt", value, 40);
    errors.into_result()?;
    Ok(updated_at)
}

/// A branch that exists, from a field (or the agent's own branch when absent and `default` is set).
async fn branch_field(
    state: &AppState,
    errors: &mut FieldErrors,
    field: &str,
    value: Option<&Scalar>,
    default: Option<i64>,
) -> Result<i64, ApiError> {
    let id = match (value, default) {
        (None, Some(own)) => own,
        _ => errors.required_id(field, value),
    };
    if id > 0 && extensions::find(&state.db, id).await?.is_none() {
        errors.add(field, Msg::UnknownBranch);
    }
    Ok(id)
}

/// `HH:MM` (seconds dropped), or None after naming the field.
pub fn time_field(errors: &mut FieldErrors, field: &str, value: Option<&Scalar>) -> Option<String> {
    let text = errors.scalar_text(field, value, 8)?;
    let mut parts = text.split(':');
    let (h, m) = (parts.next()?, parts.next());
    let valid = matches!((h.parse::<u32>(), m.map(str::parse::<u32>)), (Ok(h), Some(Ok(m))) if h < 24 && m < 60)
        && h.len() <= 2;
    if !valid {
        errors.add(field, Msg::InvalidTime);
        return None;
    }
    let m: u32 = m.and_then(|m| m.parse().ok()).unwrap_or(0);
    Some(format!("{:02}:{m:02}", h.parse::<u32>().unwrap_or(0)))
}

/// The answer to a refused move; `field` names the request's list (`packags`, `waybilldetails`).
pub fn refusal(r: MoveRefusal, field: &str, locked: Msg, empty: Msg) -> ApiError {
    match r {
        MoveRefusal::NotFound => ApiError::NotFound,
        MoveRefusal::Locked => ApiError::Conflict(locked),
        MoveRefusal::Stale => ApiError::Conflict(Msg::StaleEdit),
        MoveRefusal::Empty => ApiError::Conflict(empty),
        MoveRefusal::UnknownParcel(i) => {
            FieldErrors::single(format!("{field}.{i}.id"), Msg::UnknownParcel).into()
        }
        MoveRefusal::UnknownDetail(i) => {
            FieldErrors::single(format!("{field}.{i}.id"), Msg::UnknownWaybillDetail).into()
        }
        MoveRefusal::NotValidated { index, reference } => {
            ApiError::ConflictOn(FieldErrors::single(
                format!("{field}.{index}.id"),
                Msg::WaybillNotValidated { reference },
            ))
        }
        MoveRefusal::ElsewhereParcel { index, reference } => {
            ApiError::ConflictOn(FieldErrors::single(
                format!("{field}.{index}.id"),
                Msg::ParcelElsewhere { reference },
            ))
        }
        MoveRefusal::NotEnough {
            index,
            reference,
            available,
        } => ApiError::ConflictOn(FieldErrors::single(
            format!("{field}.{index}.quantity"),
            Msg::NotEnoughQuantity {
                reference,
                available,
            },
        )),
        MoveRefusal::NotYourBranch => ApiError::OtherBranch,
        MoveRefusal::Interfered => ApiError::Conflict(Msg::Conflict),
        MoveRefusal::Grounded { plane, items } => {
            ApiError::Grounded(Msg::AircraftGrounded { plane, items })
        }
        MoveRefusal::Overloaded { plane, overload } => overloaded(plane, overload),
        MoveRefusal::HasTickets => ApiError::Conflict(Msg::ManifestHasTickets),
        MoveRefusal::PassengersUndecided(references) => ApiError::Refused(
            "passengers_undecided",
            Msg::PassengersUndecided { references },
        ),
        MoveRefusal::NotReservedHere(i) => {
            FieldErrors::single(format!("passengers.{i}.billetId"), Msg::NotReservedHere).into()
        }
    }
}

/// The answer to a load an aircraft cannot take (`payload_exceeded`, `seats_full`).
pub fn overloaded(plane: String, overload: crate::domain::tickets::Overload) -> ApiError {
    use crate::domain::tickets::Overload;
    match overload {
        Overload::Payload { excess, load, max } => ApiError::Refused(
            "payload_exceeded",
            Msg::PayloadExceeded {
                plane,
                excess,
                load,
                max,
            },
        ),
        Overload::Seats { seats, passengers } => ApiError::Refused(
            "seats_full",
            Msg::SeatsFull {
                plane,
                seats,
                passengers,
            },
        ),
    }
}
