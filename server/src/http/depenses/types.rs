//! Expense types: `/api/typedepenses` (Commission, Manutention, Carburant…; whether expenses of
//! a type belong to a manifest).

use axum::{Json, extract::State, http::StatusCode};
use serde::Deserialize;
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::TypedepenseView;
use crate::http::{
    auth::CurrentUser,
    error::{ApiError, ErrorBody, on_unique},
    json::{ApiJson, Written},
    path::ApiPath,
};
use crate::{
    app::AppState,
    db::depenses::{self},
    domain::{
        permissions::Permission,
        validation::{FieldErrors, Scalar},
    },
    messages::Msg,
};

const TYPE_MAX: usize = 100;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_typedepenses, create_typedepense))
        .routes(routes!(update_typedepense, delete_typedepense))
}

/// Every expense type, by name (a short list: not paged).
#[utoipa::path(
    get,
    path = "/api/typedepenses",
    tag = "freight",
    responses((status = 200, body = Vec<TypedepenseView>), (status = 403, body = ErrorBody))
)]
async fn list_typedepenses(
    State(state): State<AppState>,
    current: CurrentUser,
) -> Result<Json<Vec<TypedepenseView>>, ApiError> {
    current.require_any(&[
        Permission::ShowExpense,
        Permission::AddExpense,
        Permission::EditExpense,
    ])?;
    let all = depenses::types(&state.db).await?;
    Ok(Json(all.into_iter().map(Into::into).collect()))
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TypedepenseForm {
    /// The type's name, 1 to 100 characters, unique.
    #[serde(rename = "type")]
    #[schema(required = true, schema_with = crate::http::schema::text::<TYPE_MAX>)]
    pub type_name: Option<Scalar>,
    /// Whether expenses of this type belong to a manifest (commissions). Default false.
    #[schema(schema_with = crate::http::schema::flag)]
    pub ismanifeste: Option<Scalar>,
    /// For edits: the `updatedAt` the edit started from.
    pub updated_at: Option<Scalar>,
}

fn type_fields(form: &TypedepenseForm, errors: &mut FieldErrors) -> (String, bool) {
    let name = errors.required_scalar_text("type", form.type_name.as_ref(), TYPE_MAX);
    let ismanifeste = errors
        .flag("ismanifeste", form.ismanifeste.as_ref())
        .unwrap_or(0)
        != 0;
    (name, ismanifeste)
}

#[utoipa::path(
    post,
    path = "/api/typedepenses",
    tag = "freight",
    request_body = TypedepenseForm,
    responses(
        (status = 201, body = Written<TypedepenseView>),
        (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 409, description = "Name taken", body = ErrorBody),
    )
)]
async fn create_typedepense(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiJson(form): ApiJson<TypedepenseForm>,
) -> Result<Written<TypedepenseView>, ApiError> {
    current.require(Permission::AddExpense)?;
    let mut errors = FieldErrors::new();
    let (name, ismanifeste) = type_fields(&form, &mut errors);
    errors.into_result()?;
    let id = depenses::create_type(&state.db, &name, ismanifeste, current.user.id)
        .await
        .map_err(on_unique(Msg::TypedepenseTaken))?;
    let created = depenses::find_type(&state.db, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok(Written {
        msg: Msg::TypedepenseSaved,
        data: created.into(),
        status: StatusCode::CREATED,
    })
}

/// Renames a type; a type in use keeps whether it belongs to manifests (409).
#[utoipa::path(
    put,
    path = "/api/typedepenses/{id}",
    tag = "freight",
    params(("id" = i64, Path)),
    request_body = TypedepenseForm,
    responses(
        (status = 200, body = Written<TypedepenseView>),
        (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "Name taken, stale, or a type in use changing kind", body = ErrorBody),
    )
)]
async fn update_typedepense(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
    ApiJson(form): ApiJson<TypedepenseForm>,
) -> Result<Written<TypedepenseView>, ApiError> {
    current.require(Permission::EditExpense)?;
    let before = depenses::find_type(&state.db, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    let mut errors = FieldErrors::new();
    let (name, ismanifeste) = type_fields(&form, &mut errors);
    let updated_at = errors.required_scalar_text("updatedAt", form.updated_at.as_ref(), 40);
    errors.into_result()?;
    if before.used != 0 && (before.ismanifeste != 0) != ismanifeste {
        return Err(ApiError::ConflictOn(FieldErrors::single(
            "ismanifeste",
            Msg::TypedepenseInUse,
        )));
    }
    if !depenses::update_type(
        &state.db,
        id,
        &name,
        ismanifeste,
        &updated_at,
        current.user.id,
    )
    .await
    .map_err(on_unique(Msg::TypedepenseTaken))?
    {
        return Err(ApiError::Conflict(Msg::StaleEdit));
    }
    let updated = depenses::find_type(&state.db, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok(Written::ok(Msg::TypedepenseSaved, updated.into()))
}

#[utoipa::path(
    delete,
    path = "/api/typedepenses/{id}",
    tag = "freight",
    params(("id" = i64, Path)),
    responses(
        (status = 200, body = Written<TypedepenseView>),
        (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "An expense has this type", body = ErrorBody),
    )
)]
async fn delete_typedepense(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
) -> Result<Written<TypedepenseView>, ApiError> {
    current.require(Permission::DeleteExpense)?;
    let before = depenses::find_type(&state.db, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    if !depenses::delete_type(&state.db, id, current.user.id).await? {
        return Err(ApiError::Conflict(Msg::TypedepenseInUse));
    }
    Ok(Written::ok(Msg::TypedepenseDeleted, before.into()))
}
