//! Inspection programmes: `/api/inspections` (an aircraft's items and their intervals) and their
//! performances (`/api/inspections/{id}/done`).

use axum::{Json, extract::State, http::StatusCode};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    auth::CurrentUser,
    error::{ApiError, ErrorBody, on_foreign_key},
    files,
    form::{self, FormInput},
    installs::store_file,
    json::{ApiJson, Written},
    list::{ApiQuery, ListParams, Page},
    path::ApiPath,
    pieces::PlaneFilter,
};
use crate::{
    app::AppState,
    db::{
        inspections::{self, DoneRow, Fields, Inspection, SearchColumn},
        planes::{self, AIRCRAFT},
    },
    domain::{
        airworthiness::{Done, Interval, left_before_next},
        bounds,
        permissions::Permission,
        validation::{FieldErrors, Scalar},
    },
    messages::Msg,
};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_inspections, create_inspection))
        .routes(routes!(
            get_inspection,
            update_inspection,
            delete_inspection
        ))
        .routes(routes!(record_done, list_done))
        .layer(form::body_limit())
}

/// An item of an aircraft's inspection programme, with its last performance and what remains
/// before the next. The spec's fields: `description` (the item), `time` / `cycle` / `day` (the
/// interval in hours, cycles, days), `dateInspection`, `serie` and `crs` (the last performance's
/// date, CRS number and file), `timeBef` / `cycleBef` (the aircraft's minutes and cycles then),
/// `timeAvantRevision` / `cycleAvant` / `dayAvant` (minutes, cycles, days left before the next;
/// negative when overdue; null for an interval not set or an item never done).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct InspectionView {
    pub id: i64,
    pub planecomposant_id: i64,
    pub plane_immatriculation: String,
    pub description: String,
    pub time: Option<i64>,
    pub cycle: Option<i64>,
    pub day: Option<i64>,
    pub date_inspection: Option<String>,
    pub serie: Option<String>,
    pub crs: Option<String>,
    pub time_bef: Option<i64>,
    pub cycle_bef: Option<i64>,
    pub time_avant_revision: Option<i64>,
    pub cycle_avant: Option<i64>,
    pub day_avant: Option<i64>,
    pub created_at: String,
    pub updated_at: String,
}

impl InspectionView {
    pub fn new(i: Inspection, today: &str) -> Self {
        let done = i.done_date.as_deref().and_then(|date| {
            Some(Done {
                minutes: i.done_minutes?,
                cycles: i.done_cycles?,
                date,
            })
        });
        let interval = Interval {
            hours: i.interval_hours,
            cycles: i.interval_cycles,
            days: i.interval_days,
        };
        let (time_avant_revision, cycle_avant, day_avant) =
            left_before_next(interval, done, (i.plane_ttsn, i.plane_tcsn), today);
        InspectionView {
            id: i.id,
            planecomposant_id: i.plane_id,
            plane_immatriculation: i.plane_immatriculation,
            description: i.description,
            time: i.interval_hours,
            cycle: i.interval_cycles,
            day: i.interval_days,
            date_inspection: i.done_date,
            serie: i.done_serie,
            crs: i.done_crs.as_deref().map(files::url),
            time_bef: i.done_minutes,
            cycle_bef: i.done_cycles,
            time_avant_revision,
            cycle_avant,
            day_avant,
            created_at: i.created_at,
            updated_at: i.updated_at,
        }
    }
}

/// An aircraft's programme items; `column` = `description` or `serie` (the last CRS) with `q`.
#[utoipa::path(
    get,
    path = "/api/inspections",
    tag = "airworthiness",
    params(PlaneFilter, ListParams),
    responses((status = 200, body = Page<InspectionView>), (status = 400, body = ErrorBody), (status = 403, body = ErrorBody))
)]
async fn list_inspections(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiQuery(params): ApiQuery<PlaneFilter>,
) -> Result<Json<Page<InspectionView>>, ApiError> {
    current.require(Permission::ShowInspection)?;
    let mut errors = FieldErrors::new();
    let page = params.list.page_request(&mut errors);
    let search = params.list.search(&mut errors, SearchColumn::parse);
    let plane = params.plane(&mut errors);
    errors.into_result()?;
    let found = inspections::list(&state.db, plane, search, page).await?;
    let today = state.db.clock().today();
    Ok(Json(Page::new(
        found
            .items
            .into_iter()
            .map(|i| InspectionView::new(i, &today))
            .collect(),
        found.total,
        page,
    )))
}

async fn find(state: &AppState, id: i64) -> Result<Inspection, ApiError> {
    inspections::find(&state.db, id)
        .await?
        .ok_or(ApiError::NotFound)
}

async fn view(state: &AppState, id: i64) -> Result<InspectionView, ApiError> {
    Ok(InspectionView::new(
        find(state, id).await?,
        &state.db.clock().today(),
    ))
}

#[utoipa::path(
    get,
    path = "/api/inspections/{id}",
    tag = "airworthiness",
    params(("id" = i64, Path)),
    responses((status = 200, body = InspectionView), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody))
)]
async fn get_inspection(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
) -> Result<Json<InspectionView>, ApiError> {
    current.require(Permission::ShowInspection)?;
    Ok(Json(view(&state, id).await?))
}

/// A programme item: its aircraft, its name and at least one interval.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct InspectionForm {
    #[schema(required = true, schema_with = super::schema::id)]
    pub planecomposant_id: Option<Scalar>,
    /// The item's name ('Visite 100 h', 'Visite annuelle').
    #[schema(required = true, schema_with = super::schema::text::<200>)]
    pub description: Option<Scalar>,
    /// Interval in whole hours.
    #[schema(schema_with = super::schema::interval_hours)]
    pub time: Option<Scalar>,
    /// Interval in cycles.
    #[schema(schema_with = super::schema::interval_cycles)]
    pub cycle: Option<Scalar>,
    /// Interval in days.
    #[schema(schema_with = super::schema::interval_days)]
    pub day: Option<Scalar>,
    pub updated_at: Option<Scalar>,
}

/// An aircraft (category 1) named by `field`.
pub async fn aircraft(
    state: &AppState,
    errors: &mut FieldErrors,
    field: &str,
    value: Option<&Scalar>,
) -> Result<i64, ApiError> {
    let Some(id) = errors.id(field, value) else {
        if value.is_none() {
            errors.add(field, Msg::Required);
        }
        return Ok(0);
    };
    let is_aircraft = planes::find(&state.db, id)
        .await?
        .is_some_and(|p| p.category == AIRCRAFT);
    if !is_aircraft {
        errors.add(field, Msg::UnknownAircraft);
    }
    Ok(id)
}

async fn check(
    state: &AppState,
    f: &InspectionForm,
    errors: &mut FieldErrors,
) -> Result<Fields, ApiError> {
    let fields = Fields {
        plane_id: aircraft(
            state,
            errors,
            "planecomposantId",
            f.planecomposant_id.as_ref(),
        )
        .await?,
        description: errors.required_scalar_text("description", f.description.as_ref(), 200),
        interval_hours: errors.int("time", f.time.as_ref(), 1, bounds::LIMIT_HOURS_MAX),
        interval_cycles: errors.int("cycle", f.cycle.as_ref(), 1, bounds::LIMIT_CYCLES_MAX),
        interval_days: errors.int("day", f.day.as_ref(), 1, bounds::LIMIT_DAYS_MAX),
    };
    let given = [&f.time, &f.cycle, &f.day]
        .iter()
        .any(|v| v.as_ref().is_some_and(|s| !s.text().is_empty()));
    if !given {
        errors.add("time", Msg::IntervalRequired);
    }
    Ok(fields)
}

/// Adds an item to an aircraft's programme (`ajouter inspection`).
#[utoipa::path(
    post,
    path = "/api/inspections",
    tag = "airworthiness",
    request_body = InspectionForm,
    responses((status = 201, body = Written<InspectionView>), (status = 400, body = ErrorBody), (status = 403, body = ErrorBody))
)]
async fn create_inspection(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiJson(form): ApiJson<InspectionForm>,
) -> Result<Written<InspectionView>, ApiError> {
    current.require(Permission::AddInspection)?;
    let mut errors = FieldErrors::new();
    let fields = check(&state, &form, &mut errors).await?;
    errors.into_result()?;
    let id = inspections::create(&state.db, &fields, current.user.id).await?;
    Ok(Written {
        msg: Msg::PlaneSaved,
        data: view(&state, id).await?,
        status: StatusCode::CREATED,
    })
}

#[utoipa::path(
    put,
    path = "/api/inspections/{id}",
    tag = "airworthiness",
    params(("id" = i64, Path)),
    request_body = InspectionForm,
    responses(
        (status = 200, body = Written<InspectionView>),
        (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "Changed meanwhile", body = ErrorBody),
    )
)]
async fn update_inspection(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
    ApiJson(form): ApiJson<InspectionForm>,
) -> Result<Written<InspectionView>, ApiError> {
    current.require(Permission::EditInspection)?;
    find(&state, id).await?;
    let mut errors = FieldErrors::new();
    let fields = check(&state, &form, &mut errors).await?;
    let updated_at = errors.required_scalar_text("updatedAt", form.updated_at.as_ref(), 40);
    errors.into_result()?;
    if !inspections::update(&state.db, id, &fields, &updated_at, current.user.id).await? {
        return Err(ApiError::Conflict(Msg::StaleEdit));
    }
    Ok(Written::ok(Msg::PlaneSaved, view(&state, id).await?))
}

/// Deletes an item never performed (409 once it was).
#[utoipa::path(
    delete,
    path = "/api/inspections/{id}",
    tag = "airworthiness",
    params(("id" = i64, Path)),
    responses(
        (status = 200, body = Written<InspectionView>),
        (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "Already performed", body = ErrorBody),
    )
)]
async fn delete_inspection(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
) -> Result<Written<InspectionView>, ApiError> {
    current.require(Permission::DeleteInspection)?;
    let before = view(&state, id).await?;
    inspections::delete(&state.db, id, current.user.id)
        .await
        .map_err(on_foreign_key(Msg::InspectionPerformed))?;
    Ok(Written::ok(Msg::PlaneDeleted, before))
}

/// A performance: JSON, or multipart with the CRS as `file` (PDF or image).
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DoneForm {
    /// `YYYY-MM-DD`, not in the future.
    #[schema(required = true, schema_with = super::schema::date)]
    pub date: Option<Scalar>,
    /// The CRS number.
    #[schema(required = true, schema_with = super::schema::text::<100>)]
    pub serie: Option<Scalar>,
    /// The aircraft's flight time then (minutes); its counter at the end of `date` when absent.
    #[schema(schema_with = super::schema::optional_minutes)]
    pub minutes: Option<Scalar>,
    /// The aircraft's cycles then; its counter at the end of `date` when absent.
    #[schema(schema_with = super::schema::optional_cycles)]
    pub cycles: Option<Scalar>,
}

/// Records that an item was done (`modifier inspection`).
#[utoipa::path(
    post,
    path = "/api/inspections/{id}/done",
    tag = "airworthiness",
    params(("id" = i64, Path)),
    request_body(content = DoneForm, content_type = "multipart/form-data"),
    responses(
        (status = 200, body = Written<InspectionView>),
        (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 413, body = ErrorBody),
    )
)]
async fn record_done(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
    input: FormInput,
) -> Result<Written<InspectionView>, ApiError> {
    current.require(Permission::EditInspection)?;
    let form: DoneForm = input.parse()?;
    let item = find(&state, id).await?;
    let mut errors = FieldErrors::new();
    let done = inspections::Done {
        date: errors.required_past_date(
            "date",
            form.date.as_ref(),
            &crate::db::extensions::latest_today(&state.db).await?,
        ),
        serie: errors.required_scalar_text("serie", form.serie.as_ref(), 100),
        crs: None,
        minutes: errors.int(
            "minutes",
            form.minutes.as_ref(),
            0,
            bounds::AIRCRAFT_MINUTES_MAX,
        ),
        cycles: errors.int(
            "cycles",
            form.cycles.as_ref(),
            0,
            bounds::AIRCRAFT_CYCLES_MAX,
        ),
    };
    errors.into_result()?;
    let crs = store_file(&state, &input, "file", (&current).into()).await?;
    let done = inspections::Done { crs, ..done };
    inspections::record_done(&state.db, id, item.plane_id, &done, current.user.id).await?;
    Ok(Written::ok(
        Msg::InspectionRecorded,
        view(&state, id).await?,
    ))
}

/// A time an item was done.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DoneView {
    pub id: i64,
    pub date: String,
    /// The CRS number.
    pub serie: String,
    /// Address of the CRS file.
    pub crs: Option<String>,
    /// The aircraft's flight time (minutes) and cycles then.
    pub minutes: i64,
    pub cycles: i64,
    pub created_at: String,
}

impl From<DoneRow> for DoneView {
    fn from(d: DoneRow) -> Self {
        DoneView {
            id: d.id,
            date: d.date,
            serie: d.serie,
            crs: d.crs.as_deref().map(files::url),
            minutes: d.minutes,
            cycles: d.cycles,
            created_at: d.created_at,
        }
    }
}

/// The times an item was done, newest first (at most 200).
#[utoipa::path(
    get,
    path = "/api/inspections/{id}/done",
    tag = "airworthiness",
    params(("id" = i64, Path)),
    responses((status = 200, body = Vec<DoneView>), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody))
)]
async fn list_done(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
) -> Result<Json<Vec<DoneView>>, ApiError> {
    current.require(Permission::ShowInspection)?;
    find(&state, id).await?;
    Ok(Json(
        inspections::done_of(&state.db, id)
            .await?
            .into_iter()
            .map(Into::into)
            .collect(),
    ))
}
