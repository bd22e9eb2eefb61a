//! Aircraft and components: `/api/planecomposants` (category 1 aircraft, 2 components).

use axum::{Json, extract::State, http::StatusCode};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    auth::CurrentUser,
    error::{ApiError, ErrorBody, on_foreign_key, on_unique},
    files,
    form::{self, FormInput},
    installs,
    json::Written,
    list::{ApiQuery, ListParams, Page, int_param, optional_int},
    path::ApiPath,
};
use super::{
    documents::DocumentView,
    due::{DueItemView, plane_status},
    inspections::InspectionView,
    installs::{InstallationView, OverhaulView, RemoveForm},
    json::ApiJson,
    logbooks::{EntryView, LogbookView},
    pieces::PieceView,
};
use crate::{
    app::AppState,
    db::{
        WriteError,
        counters::Item,
        documents, due, inspections, installs as installs_db, logbooks, pieces,
        planes::{self, AIRCRAFT, COMPONENT, Fields, PlaneComposant, SearchColumn},
    },
    domain::bounds,
    domain::{
        permissions::{COMPONENT_READERS, PLANE_READERS, Permission},
        validation::{FieldErrors, Scalar},
    },
    messages::Msg,
};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_planes, create_plane))
        .routes(routes!(get_plane, update_plane, delete_plane))
        .routes(routes!(install_component))
        .routes(routes!(remove_component))
        .routes(routes!(overhaul_plane))
        .routes(routes!(plane_installations))
        .routes(routes!(plane_overhauls))
        .layer(form::body_limit())
}

/// What reading and changing one category needs.
fn readers(category: i64) -> &'static [Permission] {
    if category == AIRCRAFT {
        PLANE_READERS
    } else {
        COMPONENT_READERS
    }
}

/// The permission to add, change or delete one of the category: aircraft, or components.
fn permission(category: i64, aircraft: Permission, component: Permission) -> Permission {
    if category == AIRCRAFT {
        aircraft
    } else {
        component
    }
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PlaneView {
    pub id: i64,
    /// 1 aircraft, 2 component.
    pub category: i64,
    pub immatriculation: String,
    pub serie: String,
    pub constructeur: String,
    /// `YYYY-MM-DD`.
    pub date_fabrication: String,
    pub date_revision: String,
    /// Flight time since new, in minutes.
    pub ttsn: i64,
    /// Flight time since overhaul, in minutes.
    pub ttso: i64,
    /// Cycles since new.
    pub tcsn: i64,
    /// Cycles since overhaul.
    pub tcso: i64,
    /// Engines (aircraft).
    pub count_composant: Option<i64>,
    /// 1 Centre, 2 Gauche, 3 Droite (components).
    pub disposition: Option<i64>,
    pub number: Option<i64>,
    /// The aircraft a component is mounted on.
    pub plane_id: Option<i64>,
    pub city: Option<String>,
    pub description: Option<String>,
    /// Address of the picture.
    pub image: Option<String>,
    /// Address of the certificate of release to service (PDF or image).
    pub crs: Option<String>,
    /// The counters as entered, as they were at the start of `baseDate`; `ttsn`… above are now's.
    pub base_date: String,
    pub base_ttsn: i64,
    pub base_ttso: i64,
    pub base_tcsn: i64,
    pub base_tcso: i64,
    /// The last overhaul: since-overhaul counters count from it.
    pub overhauled_on: Option<String>,
    /// Passenger seats (aircraft).
    pub seats: Option<i64>,
    /// Maximum payload, kg (aircraft): cargo + passengers + baggage.
    #[serde(serialize_with = "crate::domain::units::serialize_opt_grams")]
    #[schema(value_type = Option<f64>)]
    pub max_payload: Option<i64>,
    /// The registration of the aircraft a component is installed on (null: not installed).
    pub plane_immatriculation: Option<String>,
    pub created_at: String,
    pub updated_at: String,
    /// Aircraft: `EnService`, or `Immobilise` when anything of it is past due (null for a
    /// component).
    pub status: Option<String>,
    /// Aircraft: its first three items of the due list (null for a component, or without
    /// `afficher inspection`).
    pub next_due: Option<Vec<DueItemView>>,
}

/// How many due items an aircraft's view carries.
const NEXT_DUE: usize = 3;

/// Gives the aircraft among `views` their status and next due items, from one reading of the
/// fleet's due list (none when there is no aircraft among them).
async fn dress(
    state: &AppState,
    current: &CurrentUser,
    mut views: Vec<PlaneView>,
) -> Result<Vec<PlaneView>, ApiError> {
    let aircraft: Vec<i64> = views
        .iter()
        .filter(|v| v.category == AIRCRAFT)
        .map(|v| v.id)
        .collect();
    if aircraft.is_empty() {
        return Ok(views);
    }
    let fleet = due::fleet_now(&state.db, state.db.clock().today_date(), state.config.due).await?;
    let may_read = current.can(Permission::ShowInspection);
    for v in views.iter_mut().filter(|v| v.category == AIRCRAFT) {
        let grounded = fleet.plane(v.id).is_some_and(|p| p.grounded());
        v.status = Some(plane_status(grounded).to_string());
        v.next_due = may_read.then(|| {
            fleet
                .next_of(v.id, NEXT_DUE)
                .iter()
                .map(DueItemView::from)
                .collect()
        });
    }
    Ok(views)
}

async fn dress_one(
    state: &AppState,
    current: &CurrentUser,
    view: PlaneView,
) -> Result<PlaneView, ApiError> {
    Ok(dress(state, current, vec![view])
        .await?
        .pop()
        .expect("one view in, one out"))
}

impl From<PlaneComposant> for PlaneView {
    fn from(p: PlaneComposant) -> Self {
        PlaneView {
            id: p.id,
            category: p.category,
            immatriculation: p.immatriculation,
            serie: p.serie,
            constructeur: p.constructeur,
            date_fabrication: p.date_fabrication,
            date_revision: p.date_revision,
            ttsn: p.ttsn,
            ttso: p.ttso,
            tcsn: p.tcsn,
            tcso: p.tcso,
            count_composant: p.count_composant,
            disposition: p.disposition,
            number: p.number,
            plane_id: p.plane_id,
            city: p.city,
            description: p.description,
            image: p.image.as_deref().map(files::url),
            crs: p.crs.as_deref().map(files::url),
            base_date: p.base_date,
            base_ttsn: p.base_ttsn,
            base_ttso: p.base_ttso,
            base_tcsn: p.base_tcsn,
            base_tcso: p.base_tcso,
            overhauled_on: p.overhauled_on,
            seats: p.seats,
            max_payload: p.max_payload,
            plane_immatriculation: p.plane_immatriculation,
            created_at: p.created_at,
            updated_at: p.updated_at,
            status: None,
            next_due: None,
        }
    }
}

#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PlaneListParams {
    /// 1 aircraft, 2 components (required).
    #[param(required = true, value_type = crate::http::schema::QueryCategory, inline)]
    pub category: Option<String>,
    /// Components mounted on this aircraft.
    #[serde(rename = "planeId")]
    #[param(value_type = Option<crate::http::schema::QueryId>, inline)]
    pub plane_id: Option<String>,
    /// Documented as `ListParams` next to this type (IntoParams does not flatten).
    #[serde(flatten)]
    #[param(ignore)]
    pub list: ListParams,
}

/// Aircraft or components, by registration; searchable by `immatriculation`, `serie`, `constructeur`.
#[utoipa::path(
    get,
    path = "/api/planecomposants",
    tag = "airworthiness",
    params(PlaneListParams, ListParams),
    responses((status = 200, body = Page<PlaneView>), (status = 400, body = ErrorBody), (status = 403, body = ErrorBody))
)]
async fn list_planes(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiQuery(params): ApiQuery<PlaneListParams>,
) -> Result<Json<Page<PlaneView>>, ApiError> {
    let mut errors = FieldErrors::new();
    let category = match params.category.as_deref() {
        Some(c) => int_param(
            &mut errors,
            "category",
            Some(c),
            AIRCRAFT,
            AIRCRAFT,
            COMPONENT,
        ),
        None => {
            errors.add("category", Msg::Required);
            AIRCRAFT
        }
    };
    current.require_any(readers(category))?;
    let page = params.list.page_request(&mut errors);
    let search = params.list.search(&mut errors, SearchColumn::parse);
    let plane_id = optional_int(
        &mut errors,
        "planeId",
        params.plane_id.as_deref(),
        bounds::ID_MIN,
        bounds::ID_MAX,
    );
    errors.into_result()?;
    let found = planes::list(&state.db, category, plane_id, search, page).await?;
    let views = dress(
        &state,
        &current,
        found.items.into_iter().map(Into::into).collect(),
    )
    .await?;
    Ok(Json(Page::new(views, found.total, page)))
}

/// How many rows each block of an aircraft's page holds at most.
const DETAIL_MAX: i64 = 200;
/// The last logbook entries an aircraft's page shows.
const DETAIL_ENTRIES: i64 = 10;

/// An aircraft or a component with its records; each block is null when the person may not read it
/// (or it does not apply: a component has no inspections, documents or logbook).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PlaneDetail {
    #[serde(flatten)]
    pub plane: PlaneView,
    /// Components installed on the aircraft now, by position.
    pub components: Option<Vec<PlaneView>>,
    /// Pieces installed now: on the aircraft directly or on its components; on the component.
    pub pieces: Option<Vec<PieceView>>,
    /// The aircraft's inspection programme with each item's last performance.
    pub inspections: Option<Vec<InspectionView>>,
    pub documents: Option<Vec<DocumentView>>,
    pub logbook: Option<LogbookView>,
    /// The aircraft's last 10 logbook entries, newest first.
    pub entries: Option<Vec<EntryView>>,
}

/// An aircraft or component with its records, in a fixed number of queries.
#[utoipa::path(
    get,
    path = "/api/planecomposants/{id}",
    tag = "airworthiness",
    params(("id" = i64, Path)),
    responses((status = 200, body = PlaneDetail), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody))
)]
async fn get_plane(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
) -> Result<Json<PlaneDetail>, ApiError> {
    let with_logbook = planes::find_with_logbook(&state.db, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    current.require_any(readers(with_logbook.plane.category))?;
    let found = with_logbook.plane.clone();
    let aircraft = found.category == AIRCRAFT;
    let may = |p: Permission| current.can(p);
    let db = &state.db;
    let today = state.db.clock().today();
    let components = if aircraft && may(Permission::ShowComponent) {
        Some(planes::components_on(db, id, DETAIL_MAX).await?)
    } else {
        None
    };
    let pieces = match (may(Permission::ShowPart), aircraft) {
        (false, _) => None,
        (true, true) => Some(pieces::on_plane(db, id, DETAIL_MAX).await?),
        (true, false) => Some(pieces::on_host(db, id, DETAIL_MAX).await?),
    };
    let inspections = if aircraft && may(Permission::ShowInspection) {
        Some(inspections::of_plane(db, id, DETAIL_MAX).await?)
    } else {
        None
    };
    let documents = if aircraft && may(Permission::ShowDocument) {
        Some(documents::of_plane(db, id, DETAIL_MAX).await?)
    } else {
        None
    };
    let (logbook, entries) = if aircraft && may(Permission::ShowLogbook) {
        (
            with_logbook.logbook(),
            Some(logbooks::last_entries(db, id, DETAIL_ENTRIES).await?),
        )
    } else {
        (None, None)
    };
    Ok(Json(PlaneDetail {
        plane: dress_one(&state, &current, found.into()).await?,
        components: components.map(|c| c.into_iter().map(Into::into).collect()),
        pieces: pieces.map(|p| p.into_iter().map(Into::into).collect()),
        inspections: inspections.map(|i| {
            i.into_iter()
                .map(|i| InspectionView::new(i, &today))
                .collect()
        }),
        documents: documents.map(|d| d.into_iter().map(Into::into).collect()),
        logbook: logbook.map(Into::into),
        entries: entries.map(|e| e.into_iter().map(Into::into).collect()),
    }))
}

/// An aircraft or component as its form sends it: JSON, or multipart with `image` and `crs` files.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PlaneForm {
    /// 1 aircraft, 2 component (on creation).
    #[schema(schema_with = super::schema::category)]
    pub category: Option<Scalar>,
    #[schema(required = true, schema_with = super::schema::text::<40>)]
    pub immatriculation: Option<Scalar>,
    #[schema(required = true, schema_with = super::schema::text::<100>)]
    pub serie: Option<Scalar>,
    #[schema(required = true, schema_with = super::schema::text::<100>)]
    pub constructeur: Option<Scalar>,
    #[schema(required = true, schema_with = super::schema::date)]
    pub date_fabrication: Option<Scalar>,
    #[schema(required = true, schema_with = super::schema::date)]
    pub date_revision: Option<Scalar>,
    /// The day the counters below hold at (its start); today when absent.
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
    #[schema(schema_with = super::schema::component_count)]
    pub count_composant: Option<Scalar>,
    #[schema(schema_with = super::schema::disposition)]
    pub disposition: Option<Scalar>,
    #[schema(schema_with = super::schema::position_number)]
    pub number: Option<Scalar>,
    #[schema(schema_with = super::schema::optional_id)]
    pub plane_id: Option<Scalar>,
    #[schema(schema_with = super::schema::text::<100>)]
    pub city: Option<Scalar>,
    #[schema(schema_with = super::schema::text::<2000>)]
    pub description: Option<Scalar>,
    /// Passenger seats of an aircraft (1–200; empty: not set).
    #[schema(schema_with = super::schema::seats)]
    pub seats: Option<Scalar>,
    /// Maximum payload of an aircraft, kg (above 0, at most 100 000; empty: not set).
    #[schema(schema_with = super::schema::max_payload)]
    pub max_payload: Option<Scalar>,
    pub updated_at: Option<Scalar>,
}

/// A form's fields, and for a new component sent with `planeId` where to install it.
async fn check_plane(
    state: &AppState,
    category: i64,
    f: &PlaneForm,
    errors: &mut FieldErrors,
) -> Result<(Fields, Option<installs_db::Place>), ApiError> {
    let today = crate::db::extensions::latest_today(&state.db).await?;
    let mut fields = Fields {
        immatriculation: errors
            .required_scalar_text("immatriculation", f.immatriculation.as_ref(), 40)
            .to_uppercase(),
        serie: errors.required_scalar_text("serie", f.serie.as_ref(), 100),
        constructeur: errors.required_scalar_text("constructeur", f.constructeur.as_ref(), 100),
        date_fabrication: errors.required_date("dateFabrication", f.date_fabrication.as_ref()),
        date_revision: errors.required_date("dateRevision", f.date_revision.as_ref()),
        base_date: errors
            .past_date("baseDate", f.base_date.as_ref(), &today)
            .unwrap_or(today),
        ttsn: errors.required_int("ttsn", f.ttsn.as_ref(), 0, bounds::AIRCRAFT_MINUTES_MAX),
        ttso: errors.required_int("ttso", f.ttso.as_ref(), 0, bounds::AIRCRAFT_MINUTES_MAX),
        tcsn: errors.required_int("tcsn", f.tcsn.as_ref(), 0, bounds::AIRCRAFT_CYCLES_MAX),
        tcso: errors.required_int("tcso", f.tcso.as_ref(), 0, bounds::AIRCRAFT_CYCLES_MAX),
        city: errors.scalar_text("city", f.city.as_ref(), 100),
        description: errors.scalar_text("description", f.description.as_ref(), 2000),
        ..Default::default()
    };
    if fields.ttso > fields.ttsn && !errors.iter().any(|(k, _)| k == "ttso") {
        errors.add("ttso", Msg::SinceOverhaulAboveSinceNew);
    }
    if fields.tcso > fields.tcsn && !errors.iter().any(|(k, _)| k == "tcso") {
        errors.add("tcso", Msg::SinceOverhaulAboveSinceNew);
    }
    let mut place = None;
    if category == AIRCRAFT {
        fields.seats = errors.int("seats", f.seats.as_ref(), bounds::SEATS.0, bounds::SEATS.1);
        fields.max_payload = errors.kg(
            "maxPayload",
            f.max_payload.as_ref(),
            true,
            bounds::MAX_PAYLOAD_MAX_G,
        );
        // Required of an aircraft only: a rule on `category`, not the form's (422).
        if present(f.count_composant.as_ref()).is_none() {
            errors.add("countComposant", Msg::RequiredHere);
        }
        fields.count_composant = Some(errors.required_int(
            "countComposant",
            f.count_composant.as_ref(),
            bounds::COMPONENT_COUNT.0,
            bounds::COMPONENT_COUNT.1,
        ));
    } else if let Some(plane) = errors.int(
        "planeId",
        f.plane_id.as_ref(),
        bounds::ID_MIN,
        bounds::ID_MAX,
    ) {
        // Required with `planeId` only (422 when missing).
        for (field, value) in [("disposition", &f.disposition), ("number", &f.number)] {
            if present(value.as_ref()).is_none() {
                errors.add(field, Msg::RequiredHere);
            }
        }
        let (disposition, number) = position(errors, f.disposition.as_ref(), f.number.as_ref());
        if !is_aircraft(state, plane).await? {
            errors.add("planeId", Msg::UnknownAircraft);
        }
        place = Some(installs_db::Place::Position {
            plane,
            disposition,
            number,
        });
    }
    Ok((fields, place))
}

/// Whether a form field holds something (not absent, null or blank).
fn present(value: Option<&Scalar>) -> Option<String> {
    value.map(Scalar::text).filter(|t| !t.is_empty())
}

/// A position on an aircraft: disposition (1 Centre, 2 Gauche, 3 Droite) and number, both required.
fn position(
    errors: &mut FieldErrors,
    disposition: Option<&Scalar>,
    number: Option<&Scalar>,
) -> (i64, i64) {
    (
        errors.required_int(
            "disposition",
            disposition,
            bounds::DISPOSITION.0,
            bounds::DISPOSITION.1,
        ),
        errors.required_int(
            "number",
            number,
            bounds::POSITION_NUMBER.0,
            bounds::POSITION_NUMBER.1,
        ),
    )
}

async fn is_aircraft(state: &AppState, id: i64) -> Result<bool, ApiError> {
    Ok(planes::find(&state.db, id)
        .await?
        .is_some_and(|p| p.category == AIRCRAFT))
}

/// Stores the `image` and `crs` files of a form, checked by content.
async fn store_files(
    state: &AppState,
    input: &FormInput,
    by: form::Uploader,
) -> Result<(Option<String>, Option<String>), ApiError> {
    let mut stored = (None, None);
    if let Some(bytes) = input.file("image") {
        let image = form::prepare(state, by, "image", bytes.clone(), form::Upload::Photo).await?;
        stored.0 = Some(files::store(state, &image, by.id).await?);
    }
    if let Some(bytes) = input.file("crs") {
        let crs = form::prepare(state, by, "crs", bytes.clone(), form::Upload::Paper).await?;
        stored.1 = Some(files::store(state, &crs, by.id).await?);
    }
    Ok(stored)
}

/// Registers an aircraft (`ajouter avion`) or a component (`ajouter composant`).
#[utoipa::path(
    post,
    path = "/api/planecomposants",
    tag = "airworthiness",
    request_body(content = PlaneForm, content_type = "multipart/form-data"),
    responses(
        (status = 201, body = Written<PlaneView>),
        (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 409, description = "Registration already used", body = ErrorBody),
        (status = 413, body = ErrorBody),
    )
)]
async fn create_plane(
    State(state): State<AppState>,
    current: CurrentUser,
    input: FormInput,
) -> Result<Written<PlaneView>, ApiError> {
    let form: PlaneForm = input.parse()?;
    let mut errors = FieldErrors::new();
    let category = errors
        .int("category", form.category.as_ref(), AIRCRAFT, COMPONENT)
        .unwrap_or(AIRCRAFT);
    current.require(permission(
        category,
        Permission::AddAircraft,
        Permission::AddComponent,
    ))?;
    let (fields, place) = check_plane(&state, category, &form, &mut errors).await?;
    errors.into_result()?;
    let (image, crs) = store_files(&state, &input, (&current).into()).await?;
    let created = planes::create(
        &state.db,
        category,
        &fields,
        planes::Files {
            image: image.as_deref(),
            crs: crs.as_deref(),
        },
        place,
        current.user.id,
    )
    .await
    .map_err(|e| match e {
        WriteError::Refused(refusal) => installs::refused(refusal, "baseDate"),
        WriteError::Database(e) => on_unique(Msg::RegistrationTaken)(e),
    });
    let id = match created {
        Ok(id) => id,
        Err(e) => {
            for file in [image, crs].into_iter().flatten() {
                files::forget(&state, &file).await;
            }
            return Err(e);
        }
    };
    let created = planes::find(&state.db, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok(Written {
        msg: Msg::PlaneSaved,
        data: dress_one(&state, &current, created.into()).await?,
        status: StatusCode::CREATED,
    })
}

#[utoipa::path(
    put,
    path = "/api/planecomposants/{id}",
    tag = "airworthiness",
    params(("id" = i64, Path)),
    request_body(content = PlaneForm, content_type = "multipart/form-data"),
    responses(
        (status = 200, body = Written<PlaneView>),
        (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "Stale edit or registration already used", body = ErrorBody),
    )
)]
async fn update_plane(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
    input: FormInput,
) -> Result<Written<PlaneView>, ApiError> {
    let before = planes::find(&state.db, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    current.require(permission(
        before.category,
        Permission::EditAircraft,
        Permission::EditComponent,
    ))?;
    let mut form: PlaneForm = input.parse()?;
    let mut errors = FieldErrors::new();
    // Where a component is changes through install and remove only: sent unchanged, or not at all.
    let placement = [
        ("planeId", form.plane_id.take(), before.plane_id),
        ("disposition", form.disposition.take(), before.disposition),
        ("number", form.number.take(), before.number),
    ];
    for (field, sent, now) in placement {
        if let Some(value) = errors.int(field, sent.as_ref(), 0, bounds::ID_MAX)
            && Some(value) != now
        {
            errors.add("planeId", Msg::UseInstallActions);
            break;
        }
    }
    // The category is the record's; one sent is still read as the form says (1 or 2).
    errors.int("category", form.category.as_ref(), AIRCRAFT, COMPONENT);
    let (fields, _) = check_plane(&state, before.category, &form, &mut errors).await?;
    let updated_at = errors.required_scalar_text("updatedAt", form.updated_at.as_ref(), 40);
    errors.into_result()?;
    let (image, crs) = store_files(&state, &input, (&current).into()).await?;
    let saved = planes::update(
        &state.db,
        id,
        &fields,
        planes::Files {
            image: image.as_deref(),
            crs: crs.as_deref(),
        },
        &updated_at,
        current.user.id,
    )
    .await
    .map_err(on_unique(Msg::RegistrationTaken))?;
    let replaced = [(image, before.image), (crs, before.crs)];
    for (new, old) in replaced {
        // A stale save keeps nothing new; a good one drops what it replaced.
        match (saved, new, old) {
            (false, Some(new), _) => files::forget(&state, &new).await,
            (true, Some(_), Some(old)) => files::forget(&state, &old).await,
            _ => {}
        }
    }
    if !saved {
        return Err(ApiError::Conflict(Msg::StaleEdit));
    }
    let updated = planes::find(&state.db, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok(Written::ok(
        Msg::PlaneSaved,
        dress_one(&state, &current, updated.into()).await?,
    ))
}

#[utoipa::path(
    delete,
    path = "/api/planecomposants/{id}",
    tag = "airworthiness",
    params(("id" = i64, Path)),
    responses(
        (status = 200, body = Written<PlaneView>),
        (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "Components or records refer to it", body = ErrorBody),
    )
)]
async fn delete_plane(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
) -> Result<Written<PlaneView>, ApiError> {
    let plane = planes::find(&state.db, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    current.require(permission(
        plane.category,
        Permission::DeleteAircraft,
        Permission::DeleteComponent,
    ))?;
    planes::delete(&state.db, id, current.user.id)
        .await
        .map_err(on_foreign_key(Msg::PlaneInUse))?;
    for file in [&plane.image, &plane.crs].into_iter().flatten() {
        files::forget(&state, file).await;
    }
    Ok(Written::ok(Msg::PlaneDeleted, plane.into()))
}

/// Installing a component on an aircraft at a position.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct InstallForm {
    /// The aircraft.
    #[schema(required = true, schema_with = super::schema::id)]
    pub plane_id: Option<Scalar>,
    #[schema(required = true, schema_with = super::schema::disposition)]
    pub disposition: Option<Scalar>,
    #[schema(required = true, schema_with = super::schema::position_number)]
    pub number: Option<Scalar>,
    /// `YYYY-MM-DD`, not in the future, not before its last removal.
    #[schema(required = true, schema_with = super::schema::date)]
    pub date: Option<Scalar>,
}

async fn component(state: &AppState, id: i64) -> Result<PlaneComposant, ApiError> {
    planes::find(&state.db, id)
        .await?
        .filter(|p| p.category == COMPONENT)
        .ok_or(ApiError::NotFound)
}

async fn view(state: &AppState, id: i64) -> Result<PlaneView, ApiError> {
    Ok(planes::find(&state.db, id)
        .await?
        .ok_or(ApiError::NotFound)?
        .into())
}

/// Installs a removed component on an aircraft at a free position (`modifier composant`).
#[utoipa::path(
    post,
    path = "/api/planecomposants/{id}/install",
    tag = "airworthiness",
    params(("id" = i64, Path)),
    request_body = InstallForm,
    responses(
        (status = 200, body = Written<PlaneView>),
        (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 404, description = "No such component", body = ErrorBody),
        (status = 409, description = "Position taken, or already installed", body = ErrorBody),
    )
)]
async fn install_component(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
    ApiJson(form): ApiJson<InstallForm>,
) -> Result<Written<PlaneView>, ApiError> {
    current.require(Permission::EditComponent)?;
    component(&state, id).await?;
    let mut errors = FieldErrors::new();
    let plane = errors.id("planeId", form.plane_id.as_ref());
    if form.plane_id.is_none() {
        errors.add("planeId", Msg::Required);
    }
    let (disposition, number) =
        position(&mut errors, form.disposition.as_ref(), form.number.as_ref());
    let date = errors.required_past_date(
        "date",
        form.date.as_ref(),
        &crate::db::extensions::latest_today(&state.db).await?,
    );
    if let Some(plane) = plane
        && !is_aircraft(&state, plane).await?
    {
        errors.add("planeId", Msg::UnknownAircraft);
    }
    errors.into_result()?;
    let place = installs_db::Place::Position {
        plane: plane.unwrap_or_default(),
        disposition,
        number,
    };
    installs_db::install(&state.db, Item::Plane(id), place, &date, current.user.id)
        .await
        .map_err(|e| match e {
            WriteError::Refused(refusal) => installs::refused(refusal, "date"),
            WriteError::Database(e) => on_unique(Msg::AlreadyInstalled)(e),
        })?;
    Ok(Written::ok(Msg::Installed, view(&state, id).await?))
}

/// Removes a component from its aircraft (`modifier composant`).
#[utoipa::path(
    post,
    path = "/api/planecomposants/{id}/remove",
    tag = "airworthiness",
    params(("id" = i64, Path)),
    request_body = RemoveForm,
    responses(
        (status = 200, body = Written<PlaneView>),
        (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 404, description = "No such component", body = ErrorBody),
        (status = 409, description = "Not installed", body = ErrorBody),
    )
)]
async fn remove_component(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
    ApiJson(form): ApiJson<RemoveForm>,
) -> Result<Written<PlaneView>, ApiError> {
    current.require(Permission::EditComponent)?;
    component(&state, id).await?;
    installs::remove(&state, &form, Item::Plane(id), current.user.id).await?;
    Ok(Written::ok(Msg::Removed, view(&state, id).await?))
}

/// Records an overhaul (`modifier avion` for an aircraft, `modifier composant` for a component):
/// JSON, or multipart with the CRS `file`.
#[utoipa::path(
    post,
    path = "/api/planecomposants/{id}/overhaul",
    tag = "airworthiness",
    params(("id" = i64, Path)),
    request_body(content = installs::OverhaulForm, content_type = "multipart/form-data"),
    responses(
        (status = 200, body = Written<PlaneView>),
        (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 413, body = ErrorBody),
    )
)]
async fn overhaul_plane(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
    input: FormInput,
) -> Result<Written<PlaneView>, ApiError> {
    let form: installs::OverhaulForm = input.parse()?;
    let plane = planes::find(&state.db, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    current.require(permission(
        plane.category,
        Permission::EditAircraft,
        Permission::EditComponent,
    ))?;
    installs::overhaul(&state, &input, &form, Item::Plane(id), &current).await?;
    Ok(Written::ok(Msg::Overhauled, view(&state, id).await?))
}

/// Where a component was installed, newest first (at most 200).
#[utoipa::path(
    get,
    path = "/api/planecomposants/{id}/installations",
    tag = "airworthiness",
    params(("id" = i64, Path)),
    responses((status = 200, body = Vec<InstallationView>), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody))
)]
async fn plane_installations(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
) -> Result<Json<Vec<InstallationView>>, ApiError> {
    current.require(Permission::ShowComponent)?;
    component(&state, id).await?;
    Ok(Json(
        installs::installations(&state, Item::Plane(id)).await?,
    ))
}

/// An aircraft's or component's overhauls, newest first (at most 200).
#[utoipa::path(
    get,
    path = "/api/planecomposants/{id}/overhauls",
    tag = "airworthiness",
    params(("id" = i64, Path)),
    responses((status = 200, body = Vec<OverhaulView>), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody))
)]
async fn plane_overhauls(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
) -> Result<Json<Vec<OverhaulView>>, ApiError> {
    let plane = planes::find(&state.db, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    if plane.category == AIRCRAFT {
        current.require_any(PLANE_READERS)?;
    } else {
        current.require(Permission::ShowComponent)?;
    }
    Ok(Json(installs::overhauls(&state, Item::Plane(id)).await?))
}
