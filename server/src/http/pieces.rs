//! Pieces (parts): `/api/pieces`, their installation on aircraft or components, their overhauls.

use crate::http::error::OrRefused;
use axum::{Json, extract::State, http::StatusCode};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    auth::CurrentUser,
    error::{ApiError, ErrorBody},
    form::{self, FormInput},
    installs::{self, InstallationView, OverhaulView, RemoveForm},
    json::{ApiJson, Written},
    list::{ApiQuery, ListParams, Page, optional_int},
    path::ApiPath,
};
use crate::{
    app::AppState,
    db::{
        counters::Item,
        installs::Place,
        pieces::{self, Fields, Piece, SearchColumn},
        planes,
    },
    domain::{
        bounds,
        permissions::Permission,
        validation::{FieldErrors, Scalar},
    },
    messages::Msg,
};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_pieces, create_piece))
        .routes(routes!(get_piece, update_piece, delete_piece))
        .routes(routes!(install_piece))
        .routes(routes!(remove_piece))
        .routes(routes!(overhaul_piece))
        .routes(routes!(piece_installations))
        .routes(routes!(piece_overhauls))
        .layer(form::body_limit())
}

/// A piece with its limits, where it is, and its counters (flight time in minutes).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PieceView {
    pub id: i64,
    pub libele: String,
    pub serie: String,
    pub number_part: Option<String>,
    pub constructeur: String,
    pub date_fabrication: String,
    /// The day its life limits count from.
    pub date_instatallation_life: String,
    /// The reference of its certificate of release to service.
    pub crs: String,
    /// Limits: whole hours, cycles, days.
    pub hour_life: Option<i64>,
    pub cycle_life: Option<i64>,
    pub hour_revision: Option<i64>,
    pub day_revision: Option<i64>,
    pub cycle_revision: Option<i64>,
    pub hour_service: Option<i64>,
    pub day_service: Option<i64>,
    pub cycle_service: Option<i64>,
    pub description: Option<String>,
    /// Where it is installed now: an aircraft or a component (null: removed).
    pub planecomposant_id: Option<i64>,
    pub host_immatriculation: Option<String>,
    /// 1 aircraft, 2 component.
    pub host_category: Option<i64>,
    /// The aircraft it flies on, directly or through its component.
    pub plane_id: Option<i64>,
    pub plane_immatriculation: Option<String>,
    pub base_date: String,
    pub base_ttsn: i64,
    pub base_ttso: i64,
    pub base_tcsn: i64,
    pub base_tcso: i64,
    /// Flight time since new / since overhaul (minutes), cycles since new / since overhaul, now.
    pub ttsn: i64,
    pub ttso: i64,
    pub tcsn: i64,
    pub tcso: i64,
    pub overhauled_on: Option<String>,
    pub created_at: String,
    pub updated_at: String,
}

impl From<Piece> for PieceView {
    fn from(p: Piece) -> Self {
        PieceView {
            id: p.id,
            libele: p.libele,
            serie: p.serie,
            number_part: p.number_part,
            constructeur: p.constructeur,
            date_fabrication: p.date_fabrication,
            date_instatallation_life: p.date_installation_life,
            crs: p.crs,
            hour_life: p.hour_life,
            cycle_life: p.cycle_life,
            hour_revision: p.hour_revision,
            day_revision: p.day_revision,
            cycle_revision: p.cycle_revision,
            hour_service: p.hour_service,
            day_service: p.day_service,
            cycle_service: p.cycle_service,
            description: p.description,
            planecomposant_id: p.host_id,
            host_immatriculation: p.host_immatriculation,
            host_category: p.host_category,
            plane_id: p.plane_id,
            plane_immatriculation: p.plane_immatriculation,
            base_date: p.base_date,
            base_ttsn: p.base_ttsn,
            base_ttso: p.base_ttso,
            base_tcsn: p.base_tcsn,
            base_tcso: p.base_tcso,
            ttsn: p.ttsn,
            ttso: p.ttso,
            tcsn: p.tcsn,
            tcso: p.tcso,
            overhauled_on: p.overhauled_on,
            created_at: p.created_at,
            updated_at: p.updated_at,
        }
    }
}

#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PlaneFilter {
    /// Only those of this aircraft (for pieces: on it directly or on its components).
    #[serde(rename = "planeId")]
    #[param(value_type = Option<crate::http::schema::QueryId>, inline)]
    pub plane_id: Option<String>,
    /// Documented as `ListParams` next to this type (IntoParams does not flatten).
    #[serde(flatten)]
    #[param(ignore)]
    pub list: ListParams,
}

impl PlaneFilter {
    pub fn plane(&self, errors: &mut FieldErrors) -> Option<i64> {
        optional_int(
            errors,
            "planeId",
            self.plane_id.as_deref(),
            bounds::ID_MIN,
            bounds::ID_MAX,
        )
    }
}

/// Pieces by label; `column` = `libele`, `serie` or `numberPart` with `q` searches.
#[utoipa::path(
    get,
    path = "/api/pieces",
    tag = "airworthiness",
    params(PlaneFilter, ListParams),
    responses((status = 200, body = Page<PieceView>), (status = 400, body = ErrorBody), (status = 403, body = ErrorBody))
)]
async fn list_pieces(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiQuery(params): ApiQuery<PlaneFilter>,
) -> Result<Json<Page<PieceView>>, ApiError> {
    current.require(Permission::ShowPart)?;
    let mut errors = FieldErrors::new();
    let page = params.list.page_request(&mut errors);
    let search = params.list.search(&mut errors, SearchColumn::parse);
    let plane = params.plane(&mut errors);
    errors.into_result()?;
    let found = pieces::list(&state.db, plane, search, page).await?;
    Ok(Json(Page::new(
        found.items.into_iter().map(Into::into).collect(),
        found.total,
        page,
    )))
}

async fn find(state: &AppState, id: i64) -> Result<Piece, ApiError> {
    pieces::find(&state.db, id).await?.ok_or(ApiError::NotFound)
}

#[utoipa::path(
    get,
    path = "/api/pieces/{id}",
    tag = "airworthiness",
    params(("id" = i64, Path)),
    responses((status = 200, body = PieceView), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody))
)]
async fn get_piece(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
) -> Result<Json<PieceView>, ApiError> {
    current.require(Permission::ShowPart)?;
    Ok(Json(find(&state, id).await?.into()))
}

/// A piece as its form sends it. Required as the spec says: `planecomposantId` (on creation),
/// `libele`, `serie`, `constructeur`, `dateFabrication`, `dateInstatallationLife`, the four
/// counters and `crs`.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PieceForm {
    /// The aircraft or component it is installed on (on creation; then install/remove).
    #[schema(required = true, schema_with = super::schema::id)]
    pub planecomposant_id: Option<Scalar>,
    #[schema(required = true, schema_with = super::schema::text::<200>)]
    pub libele: Option<Scalar>,
    #[schema(required = true, schema_with = super::schema::text::<100>)]
    pub serie: Option<Scalar>,
    #[schema(schema_with = super::schema::text::<100>)]
    pub number_part: Option<Scalar>,
    #[schema(required = true, schema_with = super::schema::text::<100>)]
    pub constructeur: Option<Scalar>,
    /// `YYYY-MM-DD`.
    #[schema(required = true, schema_with = super::schema::date)]
    pub date_fabrication: Option<Scalar>,
    /// `YYYY-MM-DD`: the day its life limits count from.
    #[schema(required = true, schema_with = super::schema::date)]
    pub date_instatallation_life: Option<Scalar>,
    #[schema(required = true, schema_with = super::schema::text::<100>)]
    pub crs: Option<Scalar>,
    /// The day the counters below hold at (its start), and the day it is installed on creation;
    /// today when absent.
    #[schema(schema_with = super::schema::date)]
    pub base_date: Option<Scalar>,
    #[schema(required = true, schema_with = super::schema::aircraft_minutes)]
    pub ttsn: Option<Scalar>,
    #[schema(required = true, schema_with = super::schema::aircraft_minutes)]
    pub ttso: Option<Scalar>,
    #[schema(required = true, schema_with = super::schema::aircraft_cycles)]
    pub tcsn: Option<Scalar>,
    #[schema(required = true, schema_with = super::schema::aircraft_cycles)]
    pub tcso: Option<Scalar>,
    #[schema(schema_with = super::schema::limit_hours)]
    pub hour_life: Option<Scalar>,
    #[schema(schema_with = super::schema::limit_cycles)]
    pub cycle_life: Option<Scalar>,
    #[schema(schema_with = super::schema::limit_hours)]
    pub hour_revision: Option<Scalar>,
    #[schema(schema_with = super::schema::limit_days)]
    pub day_revision: Option<Scalar>,
    #[schema(schema_with = super::schema::limit_cycles)]
    pub cycle_revision: Option<Scalar>,
    #[schema(schema_with = super::schema::limit_hours)]
    pub hour_service: Option<Scalar>,
    #[schema(schema_with = super::schema::limit_days)]
    pub day_service: Option<Scalar>,
    #[schema(schema_with = super::schema::limit_cycles)]
    pub cycle_service: Option<Scalar>,
    #[schema(schema_with = super::schema::text::<2000>)]
    pub description: Option<Scalar>,
    pub updated_at: Option<Scalar>,
}

fn check_piece(f: &PieceForm, errors: &mut FieldErrors, today: &str) -> Fields {
    let hours = |e: &mut FieldErrors, field: &str, v: Option<&Scalar>| {
        e.int(field, v, 0, bounds::LIMIT_HOURS_MAX)
    };
    let cycles = |e: &mut FieldErrors, field: &str, v: Option<&Scalar>| {
        e.int(field, v, 0, bounds::LIMIT_CYCLES_MAX)
    };
    let days = |e: &mut FieldErrors, field: &str, v: Option<&Scalar>| {
        e.int(field, v, 0, bounds::LIMIT_DAYS_MAX)
    };
    let fields = Fields {
        libele: errors.required_scalar_text("libele", f.libele.as_ref(), 200),
        serie: errors.required_scalar_text("serie", f.serie.as_ref(), 100),
        number_part: errors.scalar_text("numberPart", f.number_part.as_ref(), 100),
        constructeur: errors.required_scalar_text("constructeur", f.constructeur.as_ref(), 100),
        date_fabrication: errors.required_past_date(
            "dateFabrication",
            f.date_fabrication.as_ref(),
            today,
        ),
        date_installation_life: errors.required_past_date(
            "dateInstatallationLife",
            f.date_instatallation_life.as_ref(),
            today,
        ),
        crs: errors.required_scalar_text("crs", f.crs.as_ref(), 100),
        hour_life: hours(errors, "hourLife", f.hour_life.as_ref()),
        cycle_life: cycles(errors, "cycleLife", f.cycle_life.as_ref()),
        hour_revision: hours(errors, "hourRevision", f.hour_revision.as_ref()),
        day_revision: days(errors, "dayRevision", f.day_revision.as_ref()),
        cycle_revision: cycles(errors, "cycleRevision", f.cycle_revision.as_ref()),
        hour_service: hours(errors, "hourService", f.hour_service.as_ref()),
        day_service: days(errors, "dayService", f.day_service.as_ref()),
        cycle_service: cycles(errors, "cycleService", f.cycle_service.as_ref()),
        description: errors.scalar_text("description", f.description.as_ref(), 2000),
        base_date: errors
            .past_date("baseDate", f.base_date.as_ref(), today)
            .unwrap_or_else(|| today.to_string()),
        ttsn: errors.required_int("ttsn", f.ttsn.as_ref(), 0, bounds::AIRCRAFT_MINUTES_MAX),
        ttso: errors.required_int("ttso", f.ttso.as_ref(), 0, bounds::AIRCRAFT_MINUTES_MAX),
        tcsn: errors.required_int("tcsn", f.tcsn.as_ref(), 0, bounds::AIRCRAFT_CYCLES_MAX),
        tcso: errors.required_int("tcso", f.tcso.as_ref(), 0, bounds::AIRCRAFT_CYCLES_MAX),
    };
    if fields.ttso > fields.ttsn && !errors.iter().any(|(k, _)| k == "ttso") {
        errors.add("ttso", Msg::SinceOverhaulAboveSinceNew);
    }
    if fields.tcso > fields.tcsn && !errors.iter().any(|(k, _)| k == "tcso") {
        errors.add("tcso", Msg::SinceOverhaulAboveSinceNew);
    }
    fields
}

/// An aircraft or a component that a piece can be installed on.
async fn host(
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
    if planes::find(&state.db, id).await?.is_none() {
        errors.add(field, Msg::UnknownHost);
    }
    Ok(id)
}

/// Registers a piece (`ajouter piece`), installed on its aircraft or component from `baseDate`.
#[utoipa::path(
    post,
    path = "/api/pieces",
    tag = "airworthiness",
    request_body = PieceForm,
    responses(
        (status = 201, body = Written<PieceView>),
        (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody),
    )
)]
async fn create_piece(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiJson(form): ApiJson<PieceForm>,
) -> Result<Written<PieceView>, ApiError> {
    current.require(Permission::AddPart)?;
    let mut errors = FieldErrors::new();
    let fields = check_piece(
        &form,
        &mut errors,
        &crate::db::extensions::latest_today(&state.db).await?,
    );
    let host = host(
        &state,
        &mut errors,
        "planecomposantId",
        form.planecomposant_id.as_ref(),
    )
    .await?;
    errors.into_result()?;
    let id = pieces::create(&state.db, &fields, host, current.user.id)
        .await
        .or_refused(|r| installs::refused(r, "baseDate"))?;
    Ok(Written {
        msg: Msg::PlaneSaved,
        data: find(&state, id).await?.into(),
        status: StatusCode::CREATED,
    })
}

#[utoipa::path(
    put,
    path = "/api/pieces/{id}",
    tag = "airworthiness",
    params(("id" = i64, Path)),
    request_body = PieceForm,
    responses(
        (status = 200, body = Written<PieceView>),
        (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "Changed meanwhile", body = ErrorBody),
    )
)]
async fn update_piece(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
    ApiJson(form): ApiJson<PieceForm>,
) -> Result<Written<PieceView>, ApiError> {
    current.require(Permission::EditPart)?;
    let before = find(&state, id).await?;
    let mut errors = FieldErrors::new();
    if let Some(host) = errors.id("planecomposantId", form.planecomposant_id.as_ref())
        && Some(host) != before.host_id
    {
        errors.add("planecomposantId", Msg::UseInstallActions);
    }
    let fields = check_piece(
        &form,
        &mut errors,
        &crate::db::extensions::latest_today(&state.db).await?,
    );
    let updated_at = errors.required_scalar_text("updatedAt", form.updated_at.as_ref(), 40);
    errors.into_result()?;
    if !pieces::update(&state.db, id, &fields, &updated_at, current.user.id).await? {
        return Err(ApiError::Conflict(Msg::StaleEdit));
    }
    Ok(Written::ok(Msg::PlaneSaved, find(&state, id).await?.into()))
}

#[utoipa::path(
    delete,
    path = "/api/pieces/{id}",
    tag = "airworthiness",
    params(("id" = i64, Path)),
    responses((status = 200, body = Written<PieceView>), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody))
)]
async fn delete_piece(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
) -> Result<Written<PieceView>, ApiError> {
    current.require(Permission::DeletePart)?;
    let piece = find(&state, id).await?;
    pieces::delete(&state.db, id, current.user.id).await?;
    Ok(Written::ok(Msg::PlaneDeleted, piece.into()))
}

/// Installing a piece on an aircraft or a component.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PieceInstallForm {
    #[schema(required = true, schema_with = super::schema::id)]
    pub planecomposant_id: Option<Scalar>,
    /// `YYYY-MM-DD`, not in the future, not before its last removal.
    #[schema(required = true, schema_with = super::schema::date)]
    pub date: Option<Scalar>,
}

/// Installs a removed piece (`modifier piece`).
#[utoipa::path(
    post,
    path = "/api/pieces/{id}/install",
    tag = "airworthiness",
    params(("id" = i64, Path)),
    request_body = PieceInstallForm,
    responses(
        (status = 200, body = Written<PieceView>),
        (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "Already installed", body = ErrorBody),
    )
)]
async fn install_piece(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
    ApiJson(form): ApiJson<PieceInstallForm>,
) -> Result<Written<PieceView>, ApiError> {
    current.require(Permission::EditPart)?;
    find(&state, id).await?;
    let mut errors = FieldErrors::new();
    let host = host(
        &state,
        &mut errors,
        "planecomposantId",
        form.planecomposant_id.as_ref(),
    )
    .await?;
    let date = errors.required_past_date(
        "date",
        form.date.as_ref(),
        &crate::db::extensions::latest_today(&state.db).await?,
    );
    errors.into_result()?;
    crate::db::installs::install(
        &state.db,
        Item::Piece(id),
        Place::Host(host),
        &date,
        current.user.id,
    )
    .await
    .or_refused(|r| installs::refused(r, "date"))?;
    Ok(Written::ok(Msg::Installed, find(&state, id).await?.into()))
}

/// Removes a piece from where it is installed (`modifier piece`).
#[utoipa::path(
    post,
    path = "/api/pieces/{id}/remove",
    tag = "airworthiness",
    params(("id" = i64, Path)),
    request_body = RemoveForm,
    responses(
        (status = 200, body = Written<PieceView>),
        (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "Not installed", body = ErrorBody),
    )
)]
async fn remove_piece(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
    ApiJson(form): ApiJson<RemoveForm>,
) -> Result<Written<PieceView>, ApiError> {
    current.require(Permission::EditPart)?;
    find(&state, id).await?;
    installs::remove(&state, &form, Item::Piece(id), current.user.id).await?;
    Ok(Written::ok(Msg::Removed, find(&state, id).await?.into()))
}

/// Records an overhaul of a piece (`modifier piece`): JSON, or multipart with the CRS `file`.
#[utoipa::path(
    post,
    path = "/api/pieces/{id}/overhaul",
    tag = "airworthiness",
    params(("id" = i64, Path)),
    request_body(content = installs::OverhaulForm, content_type = "multipart/form-data"),
    responses(
        (status = 200, body = Written<PieceView>),
        (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 413, body = ErrorBody),
    )
)]
async fn overhaul_piece(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
    input: FormInput,
) -> Result<Written<PieceView>, ApiError> {
    current.require(Permission::EditPart)?;
    let form: installs::OverhaulForm = input.parse()?;
    find(&state, id).await?;
    installs::overhaul(&state, &input, &form, Item::Piece(id), &current).await?;
    Ok(Written::ok(Msg::Overhauled, find(&state, id).await?.into()))
}

/// Where a piece was installed, newest first (at most 200).
#[utoipa::path(
    get,
    path = "/api/pieces/{id}/installations",
    tag = "airworthiness",
    params(("id" = i64, Path)),
    responses((status = 200, body = Vec<InstallationView>), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody))
)]
async fn piece_installations(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
) -> Result<Json<Vec<InstallationView>>, ApiError> {
    current.require(Permission::ShowPart)?;
    find(&state, id).await?;
    Ok(Json(
        installs::installations(&state, Item::Piece(id)).await?,
    ))
}

/// A piece's overhauls, newest first (at most 200).
#[utoipa::path(
    get,
    path = "/api/pieces/{id}/overhauls",
    tag = "airworthiness",
    params(("id" = i64, Path)),
    responses((status = 200, body = Vec<OverhaulView>), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody))
)]
async fn piece_overhauls(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
) -> Result<Json<Vec<OverhaulView>>, ApiError> {
    current.require(Permission::ShowPart)?;
    find(&state, id).await?;
    Ok(Json(installs::overhauls(&state, Item::Piece(id)).await?))
}
