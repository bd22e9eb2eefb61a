//! Agency branches: `/api/extensions`, and the public contact page `/api/contacts`.

use axum::{Json, extract::State, http::StatusCode};
use serde::Deserialize;
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    auth::CurrentUser,
    error::{ApiError, ErrorBody, on_unique},
    files,
    form::{self, FormInput},
    json::Written,
    list::{ApiQuery, ListParams, Page, optional_int},
    path::ApiPath,
};
use crate::{
    app::AppState,
    db::extensions::{self, Branch, Extension, Filter, Removal, SearchColumn},
    domain::{
        days, geography, people,
        permissions::{BRANCH_READERS, Permission},
        validation::{FieldErrors, NAME_MAX, Scalar},
    },
    messages::Msg,
};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_extensions, create_extension))
        .routes(routes!(get_extension, update_extension, delete_extension))
        .layer(form::body_limit())
}

/// A branch as the API shows it: the logo as the address it is served at.
pub fn view(e: Extension) -> Extension {
    Extension {
        logo: e.logo.as_deref().map(files::url),
        ..e
    }
}

#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ExtensionListParams {
    /// 1 active, 0 inactive.
    #[param(value_type = Option<crate::http::schema::QueryZeroOrOne>, inline)]
    pub status: Option<String>,
    /// 1: usable as a route end.
    #[serde(rename = "type")]
    #[param(value_type = Option<crate::http::schema::QueryZeroOrOne>, inline)]
    pub kind: Option<String>,
    /// Documented as `ListParams` next to this type (IntoParams does not flatten).
    #[serde(flatten)]
    #[param(ignore)]
    pub list: ListParams,
}

/// Branches by name, searchable by `name`, `city` or `country`.
#[utoipa::path(
    get,
    path = "/api/extensions",
    tag = "agency",
    params(ExtensionListParams, ListParams),
    responses((status = 200, body = Page<Extension>), (status = 400, body = ErrorBody), (status = 403, body = ErrorBody))
)]
async fn list_extensions(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiQuery(params): ApiQuery<ExtensionListParams>,
) -> Result<Json<Page<Extension>>, ApiError> {
    current.require_any(BRANCH_READERS)?;
    let mut errors = FieldErrors::new();
    let page = params.list.page_request(&mut errors);
    let search = params.list.search(&mut errors, SearchColumn::parse);
    let filter = Filter {
        status: optional_int(&mut errors, "status", params.status.as_deref(), 0, 1),
        kind: optional_int(&mut errors, "type", params.kind.as_deref(), 0, 1),
    };
    errors.into_result()?;
    let found = extensions::list(&state.db, filter, search, page).await?;
    Ok(Json(Page::new(
        found.items.into_iter().map(view).collect(),
        found.total,
        page,
    )))
}

#[utoipa::path(
    get,
    path = "/api/extensions/{id}",
    tag = "agency",
    params(("id" = i64, Path)),
    responses((status = 200, body = Extension), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody))
)]
async fn get_extension(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
) -> Result<Json<Extension>, ApiError> {
    current.require_any(BRANCH_READERS)?;
    Ok(Json(view(visible(&state, id).await?)))
}

async fn visible(state: &AppState, id: i64) -> Result<Extension, ApiError> {
    extensions::find(&state.db, id)
        .await?
        .filter(|e| e.archived == 0)
        .ok_or(ApiError::NotFound)
}

/// A branch as the four-tab form sends it, as JSON or multipart (with the logo as `file`).
#[derive(Debug, Default, Deserialize, ToSchema)]
pub struct BranchForm {
    #[schema(required = true, schema_with = super::schema::text::<NAME_MAX>)]
    pub name: Option<Scalar>,
    #[schema(schema_with = super::schema::text::<FIELD_MAX>)]
    pub short_name: Option<Scalar>,
    #[schema(schema_with = super::schema::text::<FIELD_MAX>)]
    pub social_reason: Option<Scalar>,
    #[schema(schema_with = super::schema::text::<FIELD_MAX>)]
    pub nif: Option<Scalar>,
    #[schema(schema_with = super::schema::text::<FIELD_MAX>)]
    pub trade_registry: Option<Scalar>,
    #[schema(required = true, schema_with = super::schema::scalar_phone)]
    pub tel: Option<Scalar>,
    #[schema(schema_with = super::schema::scalar_phone)]
    pub tel1: Option<Scalar>,
    #[schema(schema_with = super::schema::scalar_phone)]
    pub tel2: Option<Scalar>,
    #[schema(schema_with = super::schema::email)]
    pub email: Option<Scalar>,
    #[schema(schema_with = super::schema::text::<FIELD_MAX>)]
    pub mailbox: Option<Scalar>,
    /// Filled from `countryCode` when absent.
    #[schema(schema_with = super::schema::text::<FIELD_MAX>)]
    pub country: Option<Scalar>,
    /// One of the agency's countries (SOUTE_COUNTRIES).
    #[serde(rename = "countryCode")]
    #[schema(required = true, schema_with = super::schema::short_code)]
    pub country_code: Option<Scalar>,
    #[schema(required = true, schema_with = super::schema::text::<100>)]
    pub region: Option<Scalar>,
    #[schema(required = true, schema_with = super::schema::text::<100>)]
    pub city: Option<Scalar>,
    #[schema(schema_with = super::schema::text::<FIELD_MAX>)]
    pub municipality: Option<Scalar>,
    #[schema(schema_with = super::schema::text::<FIELD_MAX>)]
    pub neighborhood: Option<Scalar>,
    #[schema(schema_with = super::schema::text::<FIELD_MAX>)]
    pub avenue: Option<Scalar>,
    #[schema(schema_with = super::schema::text::<FIELD_MAX>)]
    pub other_adress: Option<Scalar>,
    #[schema(schema_with = super::schema::text::<FIELD_MAX>)]
    pub tax_center: Option<Scalar>,
    #[schema(schema_with = super::schema::text::<FIELD_MAX>)]
    pub activity_sector: Option<Scalar>,
    #[schema(schema_with = super::schema::text::<FIELD_MAX>)]
    pub legal_status: Option<Scalar>,
    /// 1 or 0.
    #[schema(schema_with = super::schema::flag)]
    pub liable_vat: Option<Scalar>,
    /// 1 active (default), 0 inactive.
    #[schema(schema_with = super::schema::flag)]
    pub status: Option<Scalar>,
    /// 1 (default): usable as a route end.
    #[serde(rename = "type")]
    #[schema(schema_with = super::schema::zero_or_one)]
    pub kind: Option<Scalar>,
    /// The IANA time zone of the branch's days (`Africa/Dar_es_Salaam`); when absent, the zone
    /// of its country and province.
    #[schema(schema_with = super::schema::text::<FIELD_MAX>)]
    pub timezone: Option<Scalar>,
    /// For edits: the `updatedAt` the edit started from.
    #[serde(rename = "updatedAt")]
    pub updated_at: Option<Scalar>,
}

const FIELD_MAX: usize = 200;

fn check_branch(state: &AppState, f: &BranchForm, errors: &mut FieldErrors) -> Branch {
    let text = |errors: &mut FieldErrors, field: &str, v: &Option<Scalar>| {
        errors.scalar_text(field, v.as_ref(), FIELD_MAX)
    };
    let phone = |errors: &mut FieldErrors, field: &str, v: &Option<Scalar>| {
        let raw = errors.scalar_text(field, v.as_ref(), 40);
        people::phone(errors, field, raw.as_deref())
    };
    let code = errors
        .scalar_text("countryCode", f.country_code.as_ref(), 2)
        .map(|c| geography::normalise_code(&c));
    let country_name = text(errors, "country", &f.country);
    let country = match &code {
        // Stored under its French name, whatever the language of the form.
        Some(c) if state.config.countries.contains(c) => geography::country(c)
            .map(|known| known.fr.clone())
            .or(country_name)
            .unwrap_or_default(),
        Some(_) => {
            errors.add("countryCode", Msg::CountryNotServed);
            String::new()
        }
        None => {
            errors.add("countryCode", Msg::Required);
            String::new()
        }
    };
    let tel = phone(errors, "tel", &f.tel);
    if tel.is_none() && !errors.iter().any(|(field, _)| field == "tel") {
        errors.add("tel", Msg::Required);
    }
    let email_raw = text(errors, "email", &f.email);
    let region = errors.required_scalar_text("region", f.region.as_ref(), 100);
    let city = errors.required_scalar_text("city", f.city.as_ref(), 100);
    let timezone = match text(errors, "timezone", &f.timezone) {
        Some(zone) if days::is_time_zone(&zone) => zone,
        Some(_) => {
            errors.add("timezone", Msg::UnknownTimeZone);
            String::new()
        }
        None => days::zone_for(code.as_deref(), Some(&region), Some(&city)).to_string(),
    };
    Branch {
        name: errors.required_scalar_text("name", f.name.as_ref(), NAME_MAX),
        short_name: text(errors, "short_name", &f.short_name),
        social_reason: text(errors, "social_reason", &f.social_reason),
        nif: text(errors, "nif", &f.nif),
        trade_registry: text(errors, "trade_registry", &f.trade_registry),
        tel: tel.unwrap_or_default(),
        tel1: phone(errors, "tel1", &f.tel1),
        tel2: phone(errors, "tel2", &f.tel2),
        email: people::email(errors, "email", email_raw.as_deref()),
        mailbox: text(errors, "mailbox", &f.mailbox),
        country,
        country_code: code,
        region,
        city,
        timezone,
        municipality: text(errors, "municipality", &f.municipality),
        neighborhood: text(errors, "neighborhood", &f.neighborhood),
        avenue: text(errors, "avenue", &f.avenue),
        other_adress: text(errors, "other_adress", &f.other_adress),
        tax_center: text(errors, "tax_center", &f.tax_center),
        activity_sector: text(errors, "activity_sector", &f.activity_sector),
        legal_status: text(errors, "legal_status", &f.legal_status),
        liable_vat: errors
            .flag("liable_vat", f.liable_vat.as_ref())
            .unwrap_or(0),
        status: errors.flag("status", f.status.as_ref()).unwrap_or(1),
        kind: errors.int("type", f.kind.as_ref(), 0, 1).unwrap_or(1),
    }
}

/// Creates a branch (JSON, or multipart with the logo as `file`).
#[utoipa::path(
    post,
    path = "/api/extensions",
    tag = "agency",
    request_body(content = BranchForm, content_type = "multipart/form-data"),
    responses(
        (status = 201, body = Written<Extension>),
        (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 409, description = "Name already used", body = ErrorBody),
        (status = 413, body = ErrorBody),
    )
)]
async fn create_extension(
    State(state): State<AppState>,
    current: CurrentUser,
    input: FormInput,
) -> Result<Written<Extension>, ApiError> {
    current.require(Permission::AddBranch)?;
    let form: BranchForm = input.parse()?;
    let mut errors = FieldErrors::new();
    let branch = check_branch(&state, &form, &mut errors);
    errors.into_result()?;
    let logo = stored_logo(&state, &current, &input).await?;
    let id = extensions::create(&state.db, &branch, logo.as_deref(), current.user.id)
        .await
        .map_err(on_unique(Msg::BranchNameTaken))?;
    let created = extensions::find(&state.db, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok(Written {
        msg: Msg::BranchSaved,
        data: view(created),
        status: StatusCode::CREATED,
    })
}

/// The logo sent with a branch's form (`file`), checked as a picture and stored; none when
/// the form holds no file.
async fn stored_logo(
    state: &AppState,
    current: &CurrentUser,
    input: &FormInput,
) -> Result<Option<String>, ApiError> {
    let Some(bytes) = input.file("file") else {
        return Ok(None);
    };
    let image = form::prepare(
        state,
        current.into(),
        "file",
        bytes.clone(),
        form::Upload::Picture,
    )
    .await?;
    Ok(Some(files::store(state, &image, current.user.id).await?))
}

/// Saves a branch; a new logo (`file`) replaces the old one.
#[utoipa::path(
    put,
    path = "/api/extensions/{id}",
    tag = "agency",
    params(("id" = i64, Path)),
    request_body(content = BranchForm, content_type = "multipart/form-data"),
    responses(
        (status = 200, body = Written<Extension>),
        (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "Stale edit or name already used", body = ErrorBody),
    )
)]
async fn update_extension(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
    input: FormInput,
) -> Result<Written<Extension>, ApiError> {
    current.require(Permission::EditBranch)?;
    let before = visible(&state, id).await?;
    let form: BranchForm = input.parse()?;
    let mut errors = FieldErrors::new();
    let branch = check_branch(&state, &form, &mut errors);
    let updated_at = errors.required_scalar_text("updatedAt", form.updated_at.as_ref(), 40);
    errors.into_result()?;
    let logo = stored_logo(&state, &current, &input).await?;
    let saved = extensions::update(
        &state.db,
        id,
        &branch,
        logo.as_deref(),
        &updated_at,
        current.user.id,
    )
    .await
    .map_err(on_unique(Msg::BranchNameTaken))?;
    if !saved {
        if let Some(new) = &logo {
            files::forget(&state, new).await;
        }
        return Err(ApiError::Conflict(Msg::StaleEdit));
    }
    if let (Some(_), Some(old)) = (&logo, &before.logo) {
        files::forget(&state, old).await;
    }
    let updated = extensions::find(&state.db, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok(Written::ok(Msg::BranchSaved, view(updated)))
}

/// Deletes a branch, or deactivates and hides it when people or prices refer to it.
#[utoipa::path(
    delete,
    path = "/api/extensions/{id}",
    tag = "agency",
    params(("id" = i64, Path)),
    responses(
        (status = 200, body = Written<Extension>),
        (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody),
    )
)]
async fn delete_extension(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
) -> Result<Written<Extension>, ApiError> {
    current.require(Permission::DeleteBranch)?;
    let branch = visible(&state, id).await?;
    let msg = match extensions::remove(&state.db, id, current.user.id).await? {
        Removal::Deleted => {
            if let Some(logo) = &branch.logo {
                files::forget(&state, logo).await;
            }
            Msg::BranchDeleted
        }
        Removal::Archived => Msg::BranchArchived,
    };
    Ok(Written::ok(msg, view(branch)))
}
