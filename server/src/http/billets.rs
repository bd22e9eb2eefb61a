//! Passenger tickets: `/api/billets` (list, counts, detail, sale, edit, status, delete, payments)
//! and clients' `/api/my/billets`. The rules are `domain::tickets`'s; the writes and the payload
//! check, in one transaction, `db::billets`'.

use crate::http::error::OrRefused;
use axum::{Json, extract::State, http::StatusCode};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    auth::CurrentUser,
    error::{ApiError, ErrorBody},
    freight_common::{InvoiceView, PartyRef, StatusCount, overloaded},
    json::{ApiJson, Written},
    list::{ApiQuery, ListParams, Page, SearchParams, optional_int},
    path::ApiPath,
    schema,
};
use crate::http::invoices::{PaymentForm, take_payment};
use crate::{
    app::AppState,
    db::{
        billets::{self, BilletFields, BilletRow, Refusal, Scope, SearchColumn},
        list::TabCount,
        payments::{self, Pays},
    },
    domain::{
        bounds, freight, people,
        permissions::Permission,
        tickets::{self, Kind, Settle, Status},
        units,
        validation::{FieldErrors, Scalar},
    },
    messages::Msg,
};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_billets, create_billet))
        .routes(routes!(billet_counts))
        .routes(routes!(get_billet, update_billet, delete_billet))
        .routes(routes!(set_billet_status))
        .routes(routes!(add_billet_payment))
        .routes(routes!(list_my_billets))
        .routes(routes!(get_my_billet))
}

// ---- views ----

/// The flight a ticket is on.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BilletFlight {
    pub id: i64,
    #[serde(rename = "ref_manifest")]
    pub ref_manifest: String,
    /// EnCours or Arriver.
    pub status: String,
    pub plane_id: i64,
    pub plane_ref: String,
    pub origin: Place,
    pub destination: Place,
    pub departure_date: Option<String>,
    pub departure_time: Option<String>,
    pub created_at: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct Place {
    pub id: i64,
    pub name: String,
    pub city: Option<String>,
}

/// A ticket. Weights in kg, money in dollars.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BilletView {
    pub id: i64,
    #[serde(rename = "ref_billet")]
    pub ref_billet: String,
    pub manifest_id: i64,
    /// reserve, embarque, absent or annule.
    pub status: String,
    pub name: String,
    pub tel: String,
    pub document: String,
    /// adulte, enfant or bebe.
    #[serde(rename = "type")]
    pub kind: String,
    pub seat: Option<String>,
    /// Kg counted on the payload (declared, or the standard mass of the type).
    #[serde(serialize_with = "units::serialize_grams")]
    #[schema(value_type = f64)]
    pub weight: i64,
    /// Kg as declared; null: the standard mass was counted.
    #[serde(serialize_with = "units::serialize_opt_grams")]
    #[schema(value_type = Option<f64>)]
    pub weight_declared: Option<i64>,
    pub baggage_pieces: i64,
    #[serde(serialize_with = "units::serialize_grams")]
    #[schema(value_type = f64)]
    pub baggage_weight: i64,
    #[serde(serialize_with = "units::serialize_cents")]
    #[schema(value_type = f64)]
    pub fare: i64,
    #[serde(serialize_with = "units::serialize_cents")]
    #[schema(value_type = f64)]
    pub paid: i64,
    /// What it still owes (nothing once cancelled).
    #[serde(serialize_with = "units::serialize_cents")]
    #[schema(value_type = f64)]
    pub due: i64,
    /// Cancelled with its money kept: the no-show fee it bills (what was paid); else 0.
    #[serde(serialize_with = "units::serialize_cents")]
    #[schema(value_type = f64)]
    pub no_show_fee: i64,
    /// Who owes it: the person with this phone.
    pub customer_id: i64,
    pub manifest: BilletFlight,
    pub created_at: String,
    pub updated_at: String,
    pub creator: PartyRef,
    /// Its payments (a ticket's detail only; null in lists).
    pub invoices: Option<Vec<InvoiceView>>,
    /// What the signed-in person may do to it now, by the rules its writes apply.
    pub actions: BilletActions,
}

/// What the signed-in person may do to a ticket (`tickets::offer`): the screens offer these and
/// nothing else. Whether the aircraft has room is only known with the change asked.
#[derive(Debug, Default, Serialize, ToSchema)]
pub struct BilletActions {
    /// Change it: not cancelled, its flight in preparation (or `admin`).
    pub edit: bool,
    /// The statuses it may be moved to (reserve, embarque, absent, annule).
    pub statuses: Vec<String>,
    /// Delete it: reserved or cancelled, its flight in preparation, no payment in force.
    pub delete: bool,
    /// Record a payment: something is owed.
    pub pay: bool,
}

fn actions(row: &BilletRow, current: &CurrentUser) -> BilletActions {
    let offer = tickets::offer(
        &row.ticket(),
        tickets::Held {
            edit: current.can(Permission::EditTicket),
            delete: current.can(Permission::DeleteTicket),
            admin: current.can(Permission::Admin),
        },
    );
    BilletActions {
        edit: offer.edit,
        statuses: offer
            .statuses
            .into_iter()
            .map(|s| s.as_str().to_string())
            .collect(),
        delete: offer.delete,
        pay: current.can(Permission::AddInvoice)
            && tickets::owed(row.status(), row.fare, row.paid) > 0,
    }
}

/// A ticket as `current` sees it (with what they may do to it).
pub fn view(b: BilletRow, current: &CurrentUser) -> BilletView {
    let status = b.status();
    let actions = actions(&b, current);
    BilletView {
        actions,
        id: b.id,
        ref_billet: b.ref_billet,
        manifest_id: b.manifest_id,
        status: b.status,
        name: b.name,
        tel: b.tel,
        document: b.document,
        kind: b.kind,
        seat: b.seat,
        weight: b.weight,
        weight_declared: b.weight_declared,
        baggage_pieces: b.baggage_pieces,
        baggage_weight: b.baggage_weight,
        fare: b.fare,
        paid: b.paid,
        due: tickets::owed(status, b.fare, b.paid),
        no_show_fee: if status == Status::Annule { b.paid } else { 0 },
        customer_id: b.customer_id,
        manifest: BilletFlight {
            id: b.manifest_id,
            ref_manifest: b.ref_manifest,
            status: b.manifest_status,
            plane_id: b.plane_id,
            plane_ref: b.plane_ref,
            origin: Place {
                id: b.origin_id,
                name: b.origin_name,
                city: b.origin_city,
            },
            destination: Place {
                id: b.destination_id,
                name: b.destination_name,
                city: b.destination_city,
            },
            departure_date: b.departure_date,
            departure_time: b.departure_time,
            created_at: b.manifest_created_at,
        },
        created_at: b.created_at,
        updated_at: b.updated_at,
        creator: PartyRef {
            id: b.created_by,
            name: b.creator_name,
            tel: b.creator_tel,
        },
        invoices: None,
    }
}

async fn detail(
    state: &AppState,
    current: &CurrentUser,
    row: BilletRow,
) -> Result<BilletView, ApiError> {
    let invoices = payments::of_billet(&state.db, row.id).await?;
    let mut v = view(row, current);
    v.invoices = Some(invoices.into_iter().map(Into::into).collect());
    Ok(v)
}

// ---- lists ----

#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct BilletListParams {
    /// reserve, embarque, absent or annule.
    #[param(value_type = Option<crate::http::schema::QueryTicketStatus>, inline)]
    pub status: Option<String>,
    /// The tickets of one manifest.
    #[serde(rename = "manifestId")]
    #[param(value_type = Option<crate::http::schema::QueryId>, inline)]
    pub manifest_id: Option<String>,
    #[serde(flatten)]
    #[param(ignore)]
    pub list: ListParams,
}

async fn list_in(
    state: &AppState,
    current: &CurrentUser,
    scope: Scope,
    params: &BilletListParams,
) -> Result<Page<BilletView>, ApiError> {
    let (page, search, status) = params.list.tabbed(
        SearchColumn::parse,
        "status",
        params.status.as_deref(),
        Status::parse,
        Msg::InvalidTicketStatus,
    )?;
    let mut errors = FieldErrors::new();
    let manifest = optional_int(
        &mut errors,
        "manifestId",
        params.manifest_id.as_deref(),
        bounds::ID_MIN,
        bounds::ID_MAX,
    );
    errors.into_result()?;
    let found = billets::list(&state.db, scope, status, manifest, search, page).await?;
    let items = found
        .items
        .into_iter()
        .map(|row| view(row, current))
        .collect();
    Ok(Page::new(items, found.total, page))
}

/// Tickets newest first, by status; searchable by `ref_billet` (BIL-… or its number), `name`
/// (its start), `tel` (its start) and `manifest.ref_manifest`.
#[utoipa::path(
    get,
    path = "/api/billets",
    tag = "billets",
    params(BilletListParams, ListParams),
    responses((status = 200, body = Page<BilletView>), (status = 400, body = ErrorBody), (status = 403, body = ErrorBody))
)]
async fn list_billets(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiQuery(params): ApiQuery<BilletListParams>,
) -> Result<Json<Page<BilletView>>, ApiError> {
    current.require(Permission::ShowTicket)?;
    Ok(Json(list_in(&state, &current, Scope::All, &params).await?))
}

/// A client's own tickets: those they are the customer of, whatever phone they have now
/// (`afficher mes expeditions`).
#[utoipa::path(
    get,
    path = "/api/my/billets",
    tag = "billets",
    params(BilletListParams, ListParams),
    responses((status = 200, body = Page<BilletView>), (status = 400, body = ErrorBody), (status = 403, body = ErrorBody))
)]
async fn list_my_billets(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiQuery(params): ApiQuery<BilletListParams>,
) -> Result<Json<Page<BilletView>>, ApiError> {
    current.require(Permission::ShowMyExpeditions)?;
    Ok(Json(
        list_in(&state, &current, Scope::Customer(current.user.id), &params).await?,
    ))
}

/// How many tickets are in each status (reserve, embarque, absent, annule); with a search, how
/// many of its matches.
#[utoipa::path(
    get,
    path = "/api/billets/counts",
    tag = "billets",
    params(SearchParams),
    responses((status = 200, body = Vec<StatusCount>), (status = 400, body = ErrorBody), (status = 403, body = ErrorBody))
)]
async fn billet_counts(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiQuery(params): ApiQuery<SearchParams>,
) -> Result<Json<Vec<StatusCount>>, ApiError> {
    current.require(Permission::ShowTicket)?;
    let counts = match params.search(SearchColumn::parse)? {
        Some(search) => billets::search_counts(&state.db, search).await?,
        None => billets::counts(&state.db)
            .await?
            .into_iter()
            .map(TabCount::exact)
            .collect(),
    };
    Ok(Json(StatusCount::list(
        Status::ALL.iter().map(|s| s.as_str()).zip(counts),
    )))
}

#[utoipa::path(
    get,
    path = "/api/billets/{id}",
    tag = "billets",
    params(("id" = i64, Path)),
    responses((status = 200, body = BilletView), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody))
)]
async fn get_billet(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
) -> Result<Json<BilletView>, ApiError> {
    current.require(Permission::ShowTicket)?;
    let row = billets::find(&state.db, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok(Json(detail(&state, &current, row).await?))
}

/// One of one's own tickets; anyone else's is 404.
#[utoipa::path(
    get,
    path = "/api/my/billets/{id}",
    tag = "billets",
    params(("id" = i64, Path)),
    responses((status = 200, body = BilletView), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody))
)]
async fn get_my_billet(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
) -> Result<Json<BilletView>, ApiError> {
    current.require(Permission::ShowMyExpeditions)?;
    let row = billets::find(&state.db, id)
        .await?
        .filter(|b| b.customer_id == current.user.id)
        .ok_or(ApiError::NotFound)?;
    Ok(Json(detail(&state, &current, row).await?))
}

// ---- writes ----

/// A ticket as its form sends it.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BilletForm {
    /// A manifest in preparation.
    #[schema(required = true, schema_with = schema::id)]
    pub manifest_id: Option<Scalar>,
    #[schema(required = true, schema_with = schema::text::<100>)]
    pub name: Option<Scalar>,
    /// The passenger's phone (6 to 20 digits): whoever has it owes the ticket and sees it.
    #[schema(required = true, schema_with = schema::scalar_phone)]
    pub tel: Option<Scalar>,
    /// The identity document's number.
    #[schema(required = true, schema_with = schema::text::<60>)]
    pub document: Option<Scalar>,
    /// adulte, enfant or bebe.
    #[serde(rename = "type")]
    #[schema(required = true, schema_with = schema::ticket_type)]
    pub kind: Option<Scalar>,
    /// A seat on the manifest (`3A`), once per manifest; empty: none.
    #[schema(schema_with = schema::text::<10>)]
    pub seat: Option<Scalar>,
    #[schema(schema_with = schema::passenger_weight)]
    pub weight: Option<Scalar>,
    #[schema(schema_with = schema::baggage_pieces)]
    pub baggage_pieces: Option<Scalar>,
    #[schema(schema_with = schema::baggage_weight)]
    pub baggage_weight: Option<Scalar>,
    /// Dollars.
    #[schema(required = true, schema_with = schema::amount)]
    pub fare: Option<Scalar>,
    /// Paid at the sale (a sale only): absent or empty for paid in full, 0 on credit, at most
    /// the fare.
    #[schema(schema_with = schema::sale_cash)]
    pub cash: Option<Scalar>,
    /// For edits: the `updatedAt` the edit started from.
    pub updated_at: Option<Scalar>,
}

fn check(state: &AppState, form: &BilletForm) -> Result<BilletFields, ApiError> {
    let mut errors = FieldErrors::new();
    let manifest_id = errors.required_id("manifestId", form.manifest_id.as_ref());
    let name = errors.required_scalar_text("name", form.name.as_ref(), 100);
    let tel_text = errors.required_scalar_text("tel", form.tel.as_ref(), 40);
    let tel = if tel_text.is_empty() {
        None
    } else {
        people::phone(&mut errors, "tel", Some(&tel_text))
    };
    let document = errors.required_scalar_text("document", form.document.as_ref(), 60);
    let kind_text = errors.required_scalar_text("type", form.kind.as_ref(), 20);
    let kind = if kind_text.is_empty() {
        None
    } else {
        let k = Kind::parse(&kind_text);
        if k.is_none() {
            errors.add("type", Msg::InvalidTicketType);
        }
        k
    };
    let seat = errors
        .scalar_text("seat", form.seat.as_ref(), 10)
        .and_then(|s| tickets::seat(&s));
    let weight_declared = errors.kg(
        "weight",
        form.weight.as_ref(),
        true,
        bounds::PASSENGER_WEIGHT_MAX_G,
    );
    let baggage_pieces = errors
        .int(
            "baggagePieces",
            form.baggage_pieces.as_ref(),
            bounds::BAGGAGE_PIECES.0,
            bounds::BAGGAGE_PIECES.1,
        )
        .unwrap_or(0);
    let baggage_weight = errors
        .kg(
            "baggageWeight",
            form.baggage_weight.as_ref(),
            false,
            bounds::BAGGAGE_WEIGHT_MAX_G,
        )
        .unwrap_or(0);
    let fare = match errors.dollars("fare", form.fare.as_ref()) {
        Some(f) => f,
        None => {
            if !errors.iter().any(|(f, _)| f == "fare") {
                errors.add("fare", Msg::Required);
            }
            0
        }
    };
    errors.into_result()?;
    let kind = kind.unwrap_or(Kind::Adulte);
    Ok(BilletFields {
        manifest_id,
        name,
        tel: tel.unwrap_or_default(),
        document,
        kind,
        seat,
        weight_declared,
        weight: state.config.passenger_masses.mass(kind, weight_declared),
        baggage_pieces,
        baggage_weight,
        fare,
    })
}

/// The cash at a sale: absent or empty → paid in full.
fn cash_of(value: Option<&Scalar>, fare: i64) -> Result<i64, ApiError> {
    let text = match value {
        None => return Ok(fare),
        Some(Scalar::Text(t)) if t.trim().is_empty() => return Ok(fare),
        Some(v) => v,
    };
    let mut errors = FieldErrors::new();
    let cash = errors.dollars("cash", Some(text));
    errors.into_result()?;
    let cash = cash.unwrap_or(0);
    freight::paid_at_registration(freight::Cash::Amount(cash), fare)
        .map_err(|_| FieldErrors::single("cash", Msg::CashAbovePrice { price: fare }).into())
}

fn refusal(r: Refusal) -> ApiError {
    match r {
        Refusal::NotFound => ApiError::NotFound,
        Refusal::UnknownManifest => FieldErrors::single("manifestId", Msg::UnknownManifest).into(),
        Refusal::ManifestNotOpen(reference) => {
            ApiError::Refused("manifest_not_open", Msg::ManifestNotOpen { reference })
        }
        Refusal::NeedsAdmin => ApiError::Forbidden(Msg::TicketNeedsAdmin),
        Refusal::Stale => ApiError::Conflict(Msg::StaleEdit),
        Refusal::Overload { plane, overload } => overloaded(plane, overload),
        Refusal::SeatTaken { seat, by } => {
            ApiError::Refused("seat_taken", Msg::SeatTaken { seat, by })
        }
        Refusal::Cancelled => ApiError::Conflict(Msg::TicketCancelled),
        Refusal::StatusMove { from, to } => ApiError::Conflict(Msg::TicketStatusMove {
            from: from.as_str(),
            to: to.as_str(),
        }),
        Refusal::FareBelowPaid(paid) => {
            FieldErrors::single("fare", Msg::FareBelowPaid { paid }).into()
        }
        Refusal::CashAboveFare => ApiError::Conflict(Msg::Conflict),
        Refusal::NotDeletable => ApiError::Conflict(Msg::TicketNotDeletable),
        Refusal::PaidFor(paid) => ApiError::Conflict(Msg::PaymentsInForce { paid }),
        Refusal::Grounded { plane, items } => {
            ApiError::Grounded(Msg::AircraftGrounded { plane, items })
        }
        Refusal::SettleFirst(paid) => {
            FieldErrors::single("refund", Msg::TicketSettleFirst { paid }).into()
        }
    }
}

async fn written(state: &AppState, current: &CurrentUser, id: i64) -> Result<BilletView, ApiError> {
    let row = billets::find(&state.db, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    detail(state, current, row).await
}

/// Sells a ticket (`BIL-…`) on a manifest in preparation, with its payment at the counter. 409
/// when the aircraft cannot take it (`payload_exceeded`, `seats_full`), the seat is taken
/// (`seat_taken`) or the manifest is no longer in preparation (`manifest_not_open`).
#[utoipa::path(
    post,
    path = "/api/billets",
    tag = "billets",
    request_body = BilletForm,
    responses(
        (status = 201, body = Written<BilletView>),
        (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 409, description = "Payload, seats, seat or manifest", body = ErrorBody),
    )
)]
async fn create_billet(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiJson(form): ApiJson<BilletForm>,
) -> Result<Written<BilletView>, ApiError> {
    current.require(Permission::AddTicket)?;
    let fields = check(&state, &form)?;
    let paid = cash_of(form.cash.as_ref(), fields.fare)?;
    let id = billets::create(
        &state.db,
        &fields,
        paid,
        current.user.extension_id,
        current.user.id,
    )
    .await
    .or_refused(refusal)?;
    Ok(Written {
        msg: Msg::TicketSaved,
        data: written(&state, &current, id).await?,
        status: StatusCode::CREATED,
    })
}

/// Changes a ticket (onto another manifest in preparation too). A ticket on a validated
/// manifest changes only with `admin`; the fare never below what was paid.
#[utoipa::path(
    put,
    path = "/api/billets/{id}",
    tag = "billets",
    params(("id" = i64, Path)),
    request_body = BilletForm,
    responses(
        (status = 200, body = Written<BilletView>),
        (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "Stale, payload, seats, seat, manifest or cancelled", body = ErrorBody),
    )
)]
async fn update_billet(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
    ApiJson(form): ApiJson<BilletForm>,
) -> Result<Written<BilletView>, ApiError> {
    current.require(Permission::EditTicket)?;
    let fields = check(&state, &form)?;
    let mut errors = FieldErrors::new();
    let updated_at = errors.required_scalar_text("updatedAt", form.updated_at.as_ref(), 64);
    errors.into_result()?;
    billets::update(
        &state.db,
        id,
        &fields,
        &updated_at,
        current.can(Permission::Admin),
        current.user.id,
    )
    .await
    .or_refused(refusal)?;
    Ok(Written::ok(
        Msg::TicketSaved,
        written(&state, &current, id).await?,
    ))
}

/// Deletes a ticket reserved or cancelled on a manifest in preparation, with its payments.
#[utoipa::path(
    delete,
    path = "/api/billets/{id}",
    tag = "billets",
    params(("id" = i64, Path)),
    responses(
        (status = 200, body = Written<BilletView>),
        (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "Boarded, absent, or its manifest validated", body = ErrorBody),
    )
)]
async fn delete_billet(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
) -> Result<Written<BilletView>, ApiError> {
    current.require(Permission::DeleteTicket)?;
    let row = billets::find(&state.db, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    billets::delete(&state.db, id, current.user.id)
        .await
        .or_refused(refusal)?;
    // Gone: nothing more to do to it.
    let gone = BilletView {
        actions: BilletActions::default(),
        ..view(row, &current)
    };
    Ok(Written::ok(Msg::TicketDeleted, gone))
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BilletStatusForm {
    /// reserve, embarque, absent or annule.
    #[schema(required = true, schema_with = schema::ticket_status)]
    pub status: Option<Scalar>,
    /// The `updatedAt` the change started from (optional).
    pub updated_at: Option<Scalar>,
    /// Cancelling a ticket with payments in force: `true` cancels them (a refund, with a
    /// `reason`), `false` keeps the money as a no-show fee. Required then; ignored otherwise.
    #[schema(schema_with = schema::flag)]
    pub refund: Option<Scalar>,
    /// Why the payments are cancelled (a refund): 1–255 characters, required then.
    #[schema(schema_with = schema::text::<255>)]
    pub reason: Option<Scalar>,
}

/// Boards a ticket, marks it absent, cancels it or puts it back to reserved (a cancelled ticket
/// stays cancelled). On a validated manifest only with `admin`. Cancelling a paid ticket says
/// whether its payments are refunded (cancelled, with a reason) or kept as a no-show fee
/// (`refund`): without it, 422 on `refund`.
#[utoipa::path(
    post,
    path = "/api/billets/{id}/status",
    tag = "billets",
    params(("id" = i64, Path)),
    request_body = BilletStatusForm,
    responses(
        (status = 200, body = Written<BilletView>),
        (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "Not an allowed move, stale, or no room to board again", body = ErrorBody),
    )
)]
async fn set_billet_status(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
    ApiJson(form): ApiJson<BilletStatusForm>,
) -> Result<Written<BilletView>, ApiError> {
    current.require(Permission::EditTicket)?;
    let mut errors = FieldErrors::new();
    let text = errors.required_scalar_text("status", form.status.as_ref(), 20);
    let status = Status::parse(&text);
    if status.is_none() && !text.is_empty() {
        errors.add("status", Msg::InvalidTicketStatus);
    }
    let updated_at = errors.scalar_text("updatedAt", form.updated_at.as_ref(), 64);
    let refund = errors.flag("refund", form.refund.as_ref()).map(|f| f == 1);
    let reason = match refund {
        // Required by `refund` (a rule between fields, 422), not by the form.
        Some(true) => {
            let reason = errors.scalar_text("reason", form.reason.as_ref(), 255);
            if reason.is_none() {
                errors.add("reason", Msg::RequiredHere);
            }
            reason.unwrap_or_default()
        }
        _ => String::new(),
    };
    errors.into_result()?;
    let Some(status) = status else {
        return Err(FieldErrors::single("status", Msg::InvalidTicketStatus).into());
    };
    let settle = refund.map(|refund| match refund {
        true => (Settle::Refund, reason.as_str()),
        false => (Settle::Keep, ""),
    });
    billets::set_status(
        &state.db,
        id,
        status,
        updated_at.as_deref(),
        settle,
        current.can(Permission::Admin),
        current.user.id,
    )
    .await
    .or_refused(refusal)?;
    Ok(Written::ok(
        Msg::TicketStatusSet,
        written(&state, &current, id).await?,
    ))
}

/// Records a later payment (`FAC-…`) of a ticket, at most what it still owes.
#[utoipa::path(
    post,
    path = "/api/billets/{id}/invoices",
    tag = "billets",
    params(("id" = i64, Path)),
    request_body = PaymentForm,
    responses(
        (status = 201, body = Written<InvoiceView>),
        (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "Above what it owes, or cancelled", body = ErrorBody),
    )
)]
async fn add_billet_payment(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
    ApiJson(form): ApiJson<PaymentForm>,
) -> Result<Written<InvoiceView>, ApiError> {
    take_payment(&state, &current, Pays::Ticket(id), &form).await
}
