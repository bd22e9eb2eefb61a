//! An aircraft's documents: `/api/documents` (multipart, with their PDF or image).

use axum::{Json, extract::State, http::StatusCode};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    auth::CurrentUser,
    error::{ApiError, ErrorBody},
    files,
    form::{self, FormInput},
    inspections::aircraft,
    json::Written,
    list::{ApiQuery, ListParams, Page},
    path::ApiPath,
    pieces::PlaneFilter,
};
use crate::{
    app::AppState,
    db::documents::{self, Document, Fields, SearchColumn, Stored},
    domain::{
        permissions::Permission,
        validation::{FieldErrors, Scalar},
    },
    messages::Msg,
};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_documents, create_document))
        .routes(routes!(get_document, update_document, delete_document))
        .layer(form::body_limit())
}

/// A document of an aircraft (certificate of airworthiness, registration, insurance…).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DocumentView {
    pub id: i64,
    pub planecomposant_id: i64,
    pub plane_immatriculation: String,
    /// Its number.
    pub serie: String,
    pub description: String,
    /// `YYYY-MM-DD`.
    pub date_emission: String,
    /// `YYYY-MM-DD`; null when it does not expire.
    pub date_expiration: Option<String>,
    /// Address of the file (for signed-in staff who may read documents).
    pub file: String,
    /// `application/pdf` or `image/jpeg`.
    pub content_type: String,
    pub created_at: String,
    pub updated_at: String,
}

impl From<Document> for DocumentView {
    fn from(d: Document) -> Self {
        DocumentView {
            id: d.id,
            planecomposant_id: d.plane_id,
            plane_immatriculation: d.plane_immatriculation,
            serie: d.serie,
            description: d.description,
            date_emission: d.date_emission,
            date_expiration: d.date_expiration,
            file: files::url(&d.file),
            content_type: d.content_type,
            created_at: d.created_at,
            updated_at: d.updated_at,
        }
    }
}

/// Documents, soonest expiry first; `column` = `serie` or `description` with `q`.
#[utoipa::path(
    get,
    path = "/api/documents",
    tag = "airworthiness",
    params(PlaneFilter, ListParams),
    responses((status = 200, body = Page<DocumentView>), (status = 400, body = ErrorBody), (status = 403, body = ErrorBody))
)]
async fn list_documents(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiQuery(params): ApiQuery<PlaneFilter>,
) -> Result<Json<Page<DocumentView>>, ApiError> {
    current.require(Permission::ShowDocument)?;
    let mut errors = FieldErrors::new();
    let page = params.list.page_request(&mut errors);
    let search = params.list.search(&mut errors, SearchColumn::parse);
    let plane = params.plane(&mut errors);
    errors.into_result()?;
    let found = documents::list(&state.db, plane, search, page).await?;
    Ok(Json(Page::new(
        found.items.into_iter().map(Into::into).collect(),
        found.total,
        page,
    )))
}

async fn find(state: &AppState, id: i64) -> Result<Document, ApiError> {
    documents::find(&state.db, id)
        .await?
        .ok_or(ApiError::NotFound)
}

#[utoipa::path(
    get,
    path = "/api/documents/{id}",
    tag = "airworthiness",
    params(("id" = i64, Path)),
    responses((status = 200, body = DocumentView), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody))
)]
async fn get_document(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
) -> Result<Json<DocumentView>, ApiError> {
    current.require(Permission::ShowDocument)?;
    Ok(Json(find(&state, id).await?.into()))
}

/// A document as its form sends it (multipart with `file`: PDF, JPEG, PNG or WebP, at most
/// 10 MB, checked by content; required on creation).
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DocumentForm {
    #[schema(required = true, schema_with = super::schema::id)]
    pub planecomposant_id: Option<Scalar>,
    #[schema(required = true, schema_with = super::schema::text::<100>)]
    pub serie: Option<Scalar>,
    #[schema(required = true, schema_with = super::schema::text::<500>)]
    pub description: Option<Scalar>,
    /// `YYYY-MM-DD`, not in the future.
    #[schema(required = true, schema_with = super::schema::date)]
    pub date_emission: Option<Scalar>,
    /// `YYYY-MM-DD`, not before the issue; empty when it does not expire.
    #[schema(schema_with = super::schema::date)]
    pub date_expiration: Option<Scalar>,
    pub updated_at: Option<Scalar>,
}

async fn check(
    state: &AppState,
    f: &DocumentForm,
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
        serie: errors.required_scalar_text("serie", f.serie.as_ref(), 100),
        description: errors.required_scalar_text("description", f.description.as_ref(), 500),
        date_emission: errors.required_past_date(
            "dateEmission",
            f.date_emission.as_ref(),
            &crate::db::extensions::latest_today(&state.db).await?,
        ),
        date_expiration: errors.date("dateExpiration", f.date_expiration.as_ref()),
    };
    if let Some(expiry) = &fields.date_expiration
        && !fields.date_emission.is_empty()
        && *expiry < fields.date_emission
    {
        errors.add("dateExpiration", Msg::ExpiryBeforeIssue);
    }
    Ok(fields)
}

/// The `file` of a form, checked and stored.
async fn store(
    state: &AppState,
    input: &FormInput,
    by: form::Uploader,
) -> Result<Option<(String, &'static str)>, ApiError> {
    match input.file("file") {
        Some(bytes) => {
            let prepared =
                form::prepare(state, by, "file", bytes.clone(), form::Upload::Paper).await?;
            let name = files::store(state, &prepared, by.id).await?;
            Ok(Some((name, prepared.content_type())))
        }
        None => Ok(None),
    }
}

/// Adds a document to an aircraft (`ajouter document`).
#[utoipa::path(
    post,
    path = "/api/documents",
    tag = "airworthiness",
    request_body(content = DocumentForm, content_type = "multipart/form-data"),
    responses(
        (status = 201, body = Written<DocumentView>),
        (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 413, body = ErrorBody),
    )
)]
async fn create_document(
    State(state): State<AppState>,
    current: CurrentUser,
    input: FormInput,
) -> Result<Written<DocumentView>, ApiError> {
    current.require(Permission::AddDocument)?;
    let form: DocumentForm = input.parse()?;
    let mut errors = FieldErrors::new();
    let fields = check(&state, &form, &mut errors).await?;
    if input.file("file").is_none() {
        // An empty file part is no file: the document's form cannot say so (422).
        errors.add("file", Msg::FileMissing);
    }
    errors.into_result()?;
    let Some((name, content_type)) = store(&state, &input, (&current).into()).await? else {
        return Err(FieldErrors::single("file", Msg::Required).into());
    };
    let id = documents::create(
        &state.db,
        &fields,
        Stored {
            name: &name,
            content_type,
        },
        current.user.id,
    )
    .await?;
    Ok(Written {
        msg: Msg::PlaneSaved,
        data: find(&state, id).await?.into(),
        status: StatusCode::CREATED,
    })
}

#[utoipa::path(
    put,
    path = "/api/documents/{id}",
    tag = "airworthiness",
    params(("id" = i64, Path)),
    request_body(content = DocumentForm, content_type = "multipart/form-data"),
    responses(
        (status = 200, body = Written<DocumentView>),
        (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "Changed meanwhile", body = ErrorBody),
        (status = 413, body = ErrorBody),
    )
)]
async fn update_document(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
    input: FormInput,
) -> Result<Written<DocumentView>, ApiError> {
    current.require(Permission::EditDocument)?;
    let form: DocumentForm = input.parse()?;
    let before = find(&state, id).await?;
    let mut errors = FieldErrors::new();
    let fields = check(&state, &form, &mut errors).await?;
    let updated_at = errors.required_scalar_text("updatedAt", form.updated_at.as_ref(), 40);
    errors.into_result()?;
    let stored = store(&state, &input, (&current).into()).await?;
    let saved = documents::update(
        &state.db,
        id,
        &fields,
        stored
            .as_ref()
            .map(|(name, content_type)| Stored { name, content_type }),
        &updated_at,
        current.user.id,
    )
    .await?;
    match (saved, stored) {
        (false, Some((new, _))) => files::forget(&state, &new).await,
        (true, Some(_)) => files::forget(&state, &before.file).await,
        _ => {}
    }
    if !saved {
        return Err(ApiError::Conflict(Msg::StaleEdit));
    }
    Ok(Written::ok(Msg::PlaneSaved, find(&state, id).await?.into()))
}

#[utoipa::path(
    delete,
    path = "/api/documents/{id}",
    tag = "airworthiness",
    params(("id" = i64, Path)),
    responses((status = 200, body = Written<DocumentView>), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody))
)]
async fn delete_document(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
) -> Result<Written<DocumentView>, ApiError> {
    current.require(Permission::DeleteDocument)?;
    let document = find(&state, id).await?;
    documents::delete(&state.db, id, current.user.id).await?;
    files::forget(&state, &document.file).await;
    Ok(Written::ok(Msg::PlaneDeleted, document.into()))
}
