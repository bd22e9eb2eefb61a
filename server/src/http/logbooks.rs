//! Logbooks (`/api/logbooks`, one per aircraft) and their entries (`/api/logbooks/{id}/entries`,
//! `/api/logbookentries/{id}`). Every entry write corrects the counters of the aircraft and of
//! everything installed on it that day, in its transaction.

use axum::{Json, extract::State, http::StatusCode};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    auth::CurrentUser,
    error::{ApiError, ErrorBody, OrRefused, on_unique},
    json::{ApiJson, Written},
    list::{ApiQuery, ListParams, Page},
    path::ApiPath,
    pieces::PlaneFilter,
};
use crate::{
    app::AppState,
    db::{
        list::PageRequest,
        logbooks::{self, Entry, EntryFields, EntryRefusal, Fields, Logbook, SearchColumn, Totals},
        manifests, users,
    },
    domain::{
        airworthiness, bounds,
        permissions::Permission,
        validation::{FieldErrors, Scalar},
    },
    messages::Msg,
};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_logbooks, create_logbook))
        .routes(routes!(get_logbook, update_logbook, delete_logbook))
        .routes(routes!(list_entries, create_entry))
        .routes(routes!(update_entry, delete_entry))
}

/// An aircraft's logbook, with its number of entries and the aircraft's counters now.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LogbookView {
    pub id: i64,
    pub planecomposant_id: i64,
    /// The aircraft's registration.
    pub plaque: String,
    pub serie: Option<String>,
    pub description: Option<String>,
    pub entries: i64,
    /// The aircraft's flight time since new / since overhaul (minutes), cycles.
    pub ttsn: i64,
    pub ttso: i64,
    pub tcsn: i64,
    pub tcso: i64,
    pub created_at: String,
    pub updated_at: String,
}

impl From<Logbook> for LogbookView {
    fn from(l: Logbook) -> Self {
        LogbookView {
            id: l.id,
            planecomposant_id: l.plane_id,
            plaque: l.plaque,
            serie: l.serie,
            description: l.description,
            entries: l.entries,
            ttsn: l.ttsn,
            ttso: l.ttso,
            tcsn: l.tcsn,
            tcso: l.tcso,
            created_at: l.created_at,
            updated_at: l.updated_at,
        }
    }
}

/// A flight of the logbook.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EntryView {
    pub id: i64,
    pub logbook_id: i64,
    pub plane_id: i64,
    pub date: String,
    pub from: String,
    pub to: String,
    /// Minutes.
    pub flight_time: i64,
    pub cycles: i64,
    pub pilot_id: i64,
    pub pilot: String,
    pub manifest_id: Option<i64>,
    pub manifest_ref: Option<String>,
    pub remarks: Option<String>,
    /// Why it flew while Immobilisé (a ferry flight); null otherwise.
    pub ferry_reason: Option<String>,
    pub created_at: String,
    pub updated_at: String,
}

impl From<Entry> for EntryView {
    fn from(e: Entry) -> Self {
        EntryView {
            id: e.id,
            logbook_id: e.logbook_id,
            plane_id: e.plane_id,
            date: e.date,
            from: e.origin,
            to: e.destination,
            flight_time: e.minutes,
            cycles: e.cycles,
            pilot_id: e.pilot_id,
            pilot: e.pilot,
            manifest_id: e.manifest_id,
            manifest_ref: e.manifest_ref,
            remarks: e.remarks,
            ferry_reason: e.ferry_reason,
            created_at: e.created_at,
            updated_at: e.updated_at,
        }
    }
}

/// Logbooks by registration; `column` = `plaque`, `serie` or `description` with `q`.
#[utoipa::path(
    get,
    path = "/api/logbooks",
    tag = "airworthiness",
    params(PlaneFilter, ListParams),
    responses((status = 200, body = Page<LogbookView>), (status = 400, body = ErrorBody), (status = 403, body = ErrorBody))
)]
async fn list_logbooks(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiQuery(params): ApiQuery<PlaneFilter>,
) -> Result<Json<Page<LogbookView>>, ApiError> {
    current.require(Permission::ShowLogbook)?;
    let mut errors = FieldErrors::new();
    let page = params.list.page_request(&mut errors);
    let search = params.list.search(&mut errors, SearchColumn::parse);
    let plane = params.plane(&mut errors);
    errors.into_result()?;
    let found = logbooks::list(&state.db, plane, search, page).await?;
    Ok(Json(Page::new(
        found.items.into_iter().map(Into::into).collect(),
        found.total,
        page,
    )))
}

async fn find(state: &AppState, id: i64) -> Result<Logbook, ApiError> {
    logbooks::find(&state.db, id)
        .await?
        .ok_or(ApiError::NotFound)
}

#[utoipa::path(
    get,
    path = "/api/logbooks/{id}",
    tag = "airworthiness",
    params(("id" = i64, Path)),
    responses((status = 200, body = LogbookView), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody))
)]
async fn get_logbook(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
) -> Result<Json<LogbookView>, ApiError> {
    current.require(Permission::ShowLogbook)?;
    Ok(Json(find(&state, id).await?.into()))
}

/// A logbook: `plaque` is the registration of its aircraft.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LogbookForm {
    #[schema(required = true, schema_with = super::schema::text::<40>)]
    pub plaque: Option<Scalar>,
    #[schema(schema_with = super::schema::text::<2000>)]
    pub description: Option<Scalar>,
    /// The logbook's own number.
    #[schema(schema_with = super::schema::text::<100>)]
    pub serie: Option<Scalar>,
    pub updated_at: Option<Scalar>,
}

async fn check(
    state: &AppState,
    f: &LogbookForm,
    errors: &mut FieldErrors,
) -> Result<Fields, ApiError> {
    let plaque = errors.required_scalar_text("plaque", f.plaque.as_ref(), 40);
    let mut plane_id = 0;
    if !plaque.is_empty() {
        match crate::db::planes::aircraft_registered(&state.db, &plaque).await? {
            Some(id) => plane_id = id,
            None => errors.add("plaque", Msg::NoAircraftWithRegistration),
        }
    }
    Ok(Fields {
        plane_id,
        serie: errors.scalar_text("serie", f.serie.as_ref(), 100),
        description: errors.scalar_text("description", f.description.as_ref(), 2000),
    })
}

/// Opens an aircraft's logbook (`ajouter logbook`); one per aircraft.
#[utoipa::path(
    post,
    path = "/api/logbooks",
    tag = "airworthiness",
    request_body = LogbookForm,
    responses(
        (status = 201, body = Written<LogbookView>),
        (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 409, description = "The aircraft already has one", body = ErrorBody),
    )
)]
async fn create_logbook(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiJson(form): ApiJson<LogbookForm>,
) -> Result<Written<LogbookView>, ApiError> {
    current.require(Permission::AddLogbook)?;
    let mut errors = FieldErrors::new();
    let fields = check(&state, &form, &mut errors).await?;
    errors.into_result()?;
    let id = logbooks::create(&state.db, &fields, current.user.id)
        .await
        .map_err(on_unique(Msg::LogbookExists))?;
    Ok(Written {
        msg: Msg::PlaneSaved,
        data: find(&state, id).await?.into(),
        status: StatusCode::CREATED,
    })
}

#[utoipa::path(
    put,
    path = "/api/logbooks/{id}",
    tag = "airworthiness",
    params(("id" = i64, Path)),
    request_body = LogbookForm,
    responses(
        (status = 200, body = Written<LogbookView>),
        (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "Changed meanwhile, or another aircraft for a logbook with entries", body = ErrorBody),
    )
)]
async fn update_logbook(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
    ApiJson(form): ApiJson<LogbookForm>,
) -> Result<Written<LogbookView>, ApiError> {
    current.require(Permission::EditLogbook)?;
    let before = find(&state, id).await?;
    let mut errors = FieldErrors::new();
    let fields = check(&state, &form, &mut errors).await?;
    let updated_at = errors.required_scalar_text("updatedAt", form.updated_at.as_ref(), 40);
    errors.into_result()?;
    if fields.plane_id != before.plane_id && before.entries > 0 {
        return Err(ApiError::Conflict(Msg::LogbookHasEntries));
    }
    let saved = logbooks::update(&state.db, id, &fields, &updated_at, current.user.id)
        .await
        .map_err(on_unique(Msg::LogbookExists))?;
    if !saved {
        return Err(ApiError::Conflict(Msg::StaleEdit));
    }
    Ok(Written::ok(Msg::PlaneSaved, find(&state, id).await?.into()))
}

/// Deletes a logbook without entries (409 otherwise).
#[utoipa::path(
    delete,
    path = "/api/logbooks/{id}",
    tag = "airworthiness",
    params(("id" = i64, Path)),
    responses(
        (status = 200, body = Written<LogbookView>),
        (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "It has entries", body = ErrorBody),
    )
)]
async fn delete_logbook(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
) -> Result<Written<LogbookView>, ApiError> {
    current.require(Permission::DeleteLogbook)?;
    let book = find(&state, id).await?;
    if !logbooks::delete(&state.db, id, current.user.id).await? {
        return Err(ApiError::Conflict(Msg::LogbookHasEntries));
    }
    Ok(Written::ok(Msg::PlaneDeleted, book.into()))
}

/// Flight time (minutes) and cycles.
#[derive(Debug, Serialize, ToSchema)]
pub struct TotalsView {
    pub minutes: i64,
    pub cycles: i64,
}

impl From<Totals> for TotalsView {
    fn from(t: Totals) -> Self {
        TotalsView {
            minutes: t.minutes,
            cycles: t.cycles,
        }
    }
}

/// A page of a logbook, newest first, with the aircraft's totals (its baseline and the entries from
/// its date) before the page's oldest entry (`broughtForward`) and after its newest (`carriedForward`).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EntryPageView {
    pub items: Vec<EntryView>,
    pub total: i64,
    pub page: i64,
    /// As every list spells it.
    #[serde(rename = "per_page")]
    pub per_page: i64,
    pub brought_forward: TotalsView,
    pub carried_forward: TotalsView,
}

#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct EntryParams {
    /// From 1.
    #[param(value_type = Option<crate::http::schema::QueryPage>, inline)]
    pub page: Option<String>,
    /// Entries per page: 5 by default, at most 100.
    #[param(value_type = Option<crate::http::schema::QueryPerPage>, inline)]
    pub per_page: Option<String>,
}

/// A logbook's entries, newest first.
#[utoipa::path(
    get,
    path = "/api/logbooks/{id}/entries",
    tag = "airworthiness",
    params(("id" = i64, Path), EntryParams),
    responses((status = 200, body = EntryPageView), (status = 400, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody))
)]
async fn list_entries(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
    ApiQuery(params): ApiQuery<EntryParams>,
) -> Result<Json<EntryPageView>, ApiError> {
    current.require(Permission::ShowLogbook)?;
    let list = ListParams {
        page: params.page,
        per_page: params.per_page,
        ..Default::default()
    };
    let mut errors = FieldErrors::new();
    let page: PageRequest = list.page_request(&mut errors);
    errors.into_result()?;
    let book = find(&state, id).await?;
    let found = logbooks::entries(&state.db, &book, page).await?;
    Ok(Json(EntryPageView {
        items: found.items.into_iter().map(Into::into).collect(),
        total: found.total,
        page: page.page,
        per_page: page.per_page,
        brought_forward: found.brought_forward.into(),
        carried_forward: found.carried_forward.into(),
    }))
}

/// A flight as the entry form sends it.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EntryForm {
    /// `YYYY-MM-DD`, not in the future.
    #[schema(required = true, schema_with = super::schema::date)]
    pub date: Option<Scalar>,
    #[schema(required = true, schema_with = super::schema::text::<100>)]
    pub from: Option<Scalar>,
    #[schema(required = true, schema_with = super::schema::text::<100>)]
    pub to: Option<Scalar>,
    #[schema(required = true, schema_with = super::schema::entry_minutes)]
    pub flight_time: Option<Scalar>,
    #[schema(required = true, schema_with = super::schema::entry_cycles)]
    pub cycles: Option<Scalar>,
    /// A person with the Pilote profile.
    #[schema(required = true, schema_with = super::schema::id)]
    pub pilot_id: Option<Scalar>,
    /// A manifest of this aircraft.
    #[schema(schema_with = super::schema::optional_id)]
    pub manifest_id: Option<Scalar>,
    #[schema(schema_with = super::schema::text::<2000>)]
    pub remarks: Option<Scalar>,
    /// Why an aircraft Immobilisé that day flies (a ferry flight, 1–500 characters): without it
    /// such a flight is refused (409 `aircraft_grounded`, naming the items past due).
    #[schema(schema_with = super::schema::text::<500>)]
    pub ferry_reason: Option<Scalar>,
    pub updated_at: Option<Scalar>,
}

async fn check_entry(
    state: &AppState,
    plane: i64,
    f: &EntryForm,
    errors: &mut FieldErrors,
) -> Result<EntryFields, ApiError> {
    let fields = EntryFields {
        date: errors.required_past_date(
            "date",
            f.date.as_ref(),
            &crate::db::extensions::latest_today(&state.db).await?,
        ),
        origin: errors.required_scalar_text("from", f.from.as_ref(), 100),
        destination: errors.required_scalar_text("to", f.to.as_ref(), 100),
        minutes: errors.required_int(
            "flightTime",
            f.flight_time.as_ref(),
            bounds::ENTRY_MINUTES.0,
            bounds::ENTRY_MINUTES.1,
        ),
        cycles: errors.required_int(
            "cycles",
            f.cycles.as_ref(),
            bounds::ENTRY_CYCLES.0,
            bounds::ENTRY_CYCLES.1,
        ),
        pilot_id: errors.id("pilotId", f.pilot_id.as_ref()).unwrap_or(0),
        manifest_id: errors.id("manifestId", f.manifest_id.as_ref()),
        remarks: errors.scalar_text("remarks", f.remarks.as_ref(), 2000),
        ferry_reason: errors.scalar_text("ferryReason", f.ferry_reason.as_ref(), 500),
    };
    if fields.pilot_id == 0 {
        if f.pilot_id.is_none() {
            errors.add("pilotId", Msg::Required);
        }
    } else if users::with_profile_among(&state.db, users::PILOT_CODE, &[fields.pilot_id])
        .await?
        .is_empty()
    {
        errors.add("pilotId", Msg::UnknownPilot);
    }
    if let Some(manifest) = fields.manifest_id {
        match manifests::find(&state.db, manifest).await? {
            None => errors.add("manifestId", Msg::UnknownManifest),
            Some(m) if m.plane_id != plane => {
                errors.add("manifestId", Msg::ManifestOfAnotherAircraft)
            }
            Some(_) => {}
        }
    }
    Ok(fields)
}

/// Adds a flight (`ajouter logbook`): the aircraft and everything installed on it that day count it.
/// An aircraft Immobilisé that day flies only with a `ferryReason` (a ferry flight), kept and
/// journaled with the entry.
#[utoipa::path(
    post,
    path = "/api/logbooks/{id}/entries",
    tag = "airworthiness",
    params(("id" = i64, Path)),
    request_body = EntryForm,
    responses(
        (status = 201, body = Written<EntryView>),
        (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "More than 24 h that day (`flightTime`), or the aircraft Immobilisé without a ferry reason (`aircraft_grounded`)", body = ErrorBody),
    )
)]
async fn create_entry(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
    ApiJson(form): ApiJson<EntryForm>,
) -> Result<Written<EntryView>, ApiError> {
    current.require(Permission::AddLogbook)?;
    let book = find(&state, id).await?;
    let mut errors = FieldErrors::new();
    let fields = check_entry(&state, book.plane_id, &form, &mut errors).await?;
    errors.into_result()?;
    let entry = logbooks::add_entry(&state.db, &book, &fields, current.user.id)
        .await
        .or_refused(|refusal| entry_refusal(&fields.date, refusal))?;
    Ok(Written {
        msg: Msg::EntrySaved,
        data: find_entry(&state, entry).await?.into(),
        status: StatusCode::CREATED,
    })
}

fn entry_refusal(date: &str, refusal: EntryRefusal) -> ApiError {
    match refusal {
        EntryRefusal::Stale => ApiError::Conflict(Msg::StaleEdit),
        EntryRefusal::DayFull(left) => day_full(date, left),
        EntryRefusal::Grounded(refusal) => {
            super::freight_common::refusal(refusal, "", Msg::Conflict, Msg::Conflict)
        }
    }
}

/// 409 on `flightTime`: the aircraft would fly more than 24 h on `date`.
fn day_full(date: &str, left: i64) -> ApiError {
    ApiError::ConflictOn(FieldErrors::single(
        "flightTime",
        Msg::DayFull {
            date: date.to_string(),
            left: airworthiness::hours_minutes(left),
        },
    ))
}

async fn find_entry(state: &AppState, id: i64) -> Result<Entry, ApiError> {
    logbooks::find_entry(&state.db, id)
        .await?
        .ok_or(ApiError::NotFound)
}

/// Corrects a flight (`modifier logbook`): the counters lose the old figures and gain the new ones.
#[utoipa::path(
    put,
    path = "/api/logbookentries/{id}",
    tag = "airworthiness",
    params(("id" = i64, Path)),
    request_body = EntryForm,
    responses(
        (status = 200, body = Written<EntryView>),
        (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "Changed meanwhile", body = ErrorBody),
    )
)]
async fn update_entry(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
    ApiJson(form): ApiJson<EntryForm>,
) -> Result<Written<EntryView>, ApiError> {
    current.require(Permission::EditLogbook)?;
    let before = find_entry(&state, id).await?;
    let mut errors = FieldErrors::new();
    let fields = check_entry(&state, before.plane_id, &form, &mut errors).await?;
    let updated_at = errors.required_scalar_text("updatedAt", form.updated_at.as_ref(), 40);
    errors.into_result()?;
    logbooks::update_entry(&state.db, &before, &fields, &updated_at, current.user.id)
        .await
        .or_refused(|r| match r {
            EntryRefusal::Stale => ApiError::Conflict(Msg::StaleEdit),
            other => entry_refusal(&fields.date, other),
        })?;
    Ok(Written::ok(
        Msg::EntrySaved,
        find_entry(&state, id).await?.into(),
    ))
}

/// Deletes a flight (`supprimer logbook`): the counters lose it.
#[utoipa::path(
    delete,
    path = "/api/logbookentries/{id}",
    tag = "airworthiness",
    params(("id" = i64, Path)),
    responses(
        (status = 200, body = Written<EntryView>),
        (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "Changed meanwhile", body = ErrorBody),
    )
)]
async fn delete_entry(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
) -> Result<Written<EntryView>, ApiError> {
    current.require(Permission::DeleteLogbook)?;
    let before = find_entry(&state, id).await?;
    if !logbooks::delete_entry(&state.db, &before, current.user.id).await? {
        return Err(ApiError::Conflict(Msg::StaleEdit));
    }
    Ok(Written::ok(Msg::EntryDeleted, before.into()))
}
