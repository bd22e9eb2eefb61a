//! Profiles, named sets of permissions: `/api/profiles` and the catalogue `/api/permissions`.

use axum::{Json, extract::State, http::StatusCode};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    auth::CurrentUser,
    error::{ApiError, ErrorBody, on_unique},
    json::{ApiJson, Written},
    list::{ApiQuery, ListParams, Page},
    path::ApiPath,
};
use crate::{
    app::AppState,
    db::{
        self,
        profiles::{self, CatalogueEntry, Profile},
    },
    domain::{access, permissions::Permission, validation::FieldErrors},
    messages::Msg,
};

const PROFILE_NAME_MAX: usize = 100;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_profiles, create_profile))
        .routes(routes!(update_profile, delete_profile))
        .routes(routes!(list_permissions))
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ProfileView {
    pub id: i64,
    pub name: String,
    /// Set for the fixed profiles (client, chauffeur, pilote, externe).
    pub code: Option<String>,
    /// A fixed profile cannot be renamed or deleted.
    pub fixed: bool,
    /// How many people hold it.
    pub users: i64,
    pub profilepermissions: Vec<ProfilePermission>,
    #[serde(rename = "createdAt")]
    pub created_at: String,
    #[serde(rename = "updatedAt")]
    pub updated_at: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ProfilePermission {
    #[serde(rename = "permissionId")]
    pub permission_id: i64,
}

fn view(p: Profile, permission_ids: Vec<i64>) -> ProfileView {
    ProfileView {
        fixed: p.is_fixed(),
        id: p.id,
        name: p.name,
        code: p.code,
        users: p.users,
        profilepermissions: permission_ids
            .into_iter()
            .map(|permission_id| ProfilePermission { permission_id })
            .collect(),
        created_at: p.created_at,
        updated_at: p.updated_at,
    }
}

/// The profiles (never the super user's) with their people counts and permissions.
#[utoipa::path(
    get,
    path = "/api/profiles",
    tag = "profiles",
    params(ListParams),
    responses((status = 200, body = Page<ProfileView>), (status = 403, body = ErrorBody))
)]
async fn list_profiles(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiQuery(params): ApiQuery<ListParams>,
) -> Result<Json<Page<ProfileView>>, ApiError> {
    current.require(Permission::ShowProfile)?;
    let mut errors = FieldErrors::new();
    let page = params.page_request(&mut errors);
    errors.into_result()?;
    // Profiles are few (a handful per agency): all are read, then paged here.
    let all = profiles::list(&state.db).await?;
    let grants = profiles::grants(&state.db).await?;
    let total = all.len() as i64;
    let items = all
        .into_iter()
        .skip(((page.page - 1) * page.per_page) as usize)
        .take(page.per_page as usize)
        .map(|p| {
            let ids = grants
                .iter()
                .filter(|(profile, _)| *profile == p.id)
                .map(|(_, permission)| *permission)
                .collect();
            view(p, ids)
        })
        .collect();
    Ok(Json(Page::new(items, total, page)))
}

/// One granted permission, as the old client sent it (`{permissionId}`) or as a bare id.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(untagged, deny_unknown_fields)]
pub enum PermissionRef {
    Id(i64),
    Object {
        #[serde(rename = "permissionId")]
        permission_id: i64,
    },
}

impl PermissionRef {
    fn id(&self) -> i64 {
        match self {
            PermissionRef::Id(id) => *id,
            PermissionRef::Object { permission_id } => *permission_id,
        }
    }
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct ProfileForm {
    #[schema(required = true, schema_with = super::schema::string_text::<PROFILE_NAME_MAX>)]
    pub name: Option<String>,
    /// The permissions the profile grants.
    #[serde(rename = "permissionId", default)]
    pub permission_id: Vec<PermissionRef>,
    /// For edits: the `updatedAt` the edit started from.
    #[serde(rename = "updatedAt")]
    pub updated_at: Option<String>,
}

/// The requested permission ids, all known, and not beyond what the current user holds.
async fn checked_grants(
    state: &AppState,
    current: &CurrentUser,
    form: &ProfileForm,
) -> Result<Vec<i64>, ApiError> {
    let mut ids: Vec<i64> = form.permission_id.iter().map(PermissionRef::id).collect();
    ids.sort_unstable();
    ids.dedup();
    let known = profiles::permissions_of(&state.db, &ids).await?;
    if known.len() != ids.len() {
        return Err(FieldErrors::single("permissionId", Msg::UnknownPermission).into());
    }
    if !current.user.is_superuser()
        && let Some(missing) = access::first_not_held(&current.permissions, &known)
    {
        return Err(ApiError::missing(missing));
    }
    Ok(ids)
}

async fn saved_view(state: &AppState, id: i64) -> Result<ProfileView, ApiError> {
    let profile = profiles::find(&state.db, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    let ids = profiles::permission_ids(&state.db, id).await?;
    Ok(view(profile, ids))
}

/// Creates a profile. Nobody grants a permission they do not hold.
#[utoipa::path(
    post,
    path = "/api/profiles",
    tag = "profiles",
    request_body = ProfileForm,
    responses(
        (status = 201, body = Written<ProfileView>),
        (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 409, description = "Name already used", body = ErrorBody),
    )
)]
async fn create_profile(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiJson(form): ApiJson<ProfileForm>,
) -> Result<Written<ProfileView>, ApiError> {
    current.require(Permission::AddProfile)?;
    let mut errors = FieldErrors::new();
    let name = errors.required_text("name", form.name.as_deref(), PROFILE_NAME_MAX);
    errors.into_result()?;
    let ids = checked_grants(&state, &current, &form).await?;
    let id = profiles::create(&state.db, &name, &ids, Some(current.user.id))
        .await
        .map_err(on_unique(Msg::ProfileNameTaken))?;
    Ok(Written {
        msg: Msg::ProfileCreated,
        data: saved_view(&state, id).await?,
        status: StatusCode::CREATED,
    })
}

/// Renames a profile and sets its permissions; fixed profiles keep their name.
#[utoipa::path(
    put,
    path = "/api/profiles/{id}",
    tag = "profiles",
    params(("id" = i64, Path)),
    request_body = ProfileForm,
    responses(
        (status = 200, body = Written<ProfileView>),
        (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "Stale edit, name taken, or a fixed profile renamed", body = ErrorBody),
    )
)]
async fn update_profile(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
    ApiJson(form): ApiJson<ProfileForm>,
) -> Result<Written<ProfileView>, ApiError> {
    current.require(Permission::EditProfile)?;
    let profile = profiles::find(&state.db, id)
        .await?
        .filter(|p| !p.is_superuser())
        .ok_or(ApiError::NotFound)?;
    let mut errors = FieldErrors::new();
    let name = errors.required_text("name", form.name.as_deref(), PROFILE_NAME_MAX);
    let updated_at = errors.required_text("updatedAt", form.updated_at.as_deref(), 40);
    errors.into_result()?;
    if profile.is_fixed() && name != profile.name {
        return Err(ApiError::Conflict(Msg::ProfileFixed));
    }
    let ids = checked_grants(&state, &current, &form).await?;
    let now = profiles::permissions_of(&state.db, &profiles::permission_ids(&state.db, id).await?)
        .await?;
    let wanted = profiles::permissions_of(&state.db, &ids).await?;
    access::may_edit_profile(
        &current.permissions,
        current.user.is_superuser(),
        profile.code.as_deref() == Some(db::users::CLIENT_CODE),
        &now,
        &wanted,
    )
    .map_err(|r| match r {
        access::ProfileRefusal::Lacks(missing) => ApiError::missing(missing),
        access::ProfileRefusal::ClientFixed => ApiError::Conflict(Msg::ClientProfileFixed),
    })?;
    let saved = profiles::update(
        &state.db,
        id,
        Some(&name),
        &ids,
        &updated_at,
        current.user.id,
    )
    .await
    .map_err(on_unique(Msg::ProfileNameTaken))?;
    if !saved {
        return Err(ApiError::Conflict(Msg::StaleEdit));
    }
    Ok(Written::ok(
        Msg::ProfileSaved,
        saved_view(&state, id).await?,
    ))
}

/// Deletes a profile nobody holds; fixed profiles stay.
#[utoipa::path(
    delete,
    path = "/api/profiles/{id}",
    tag = "profiles",
    params(("id" = i64, Path)),
    responses(
        (status = 200, body = Written<ProfileView>),
        (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "Fixed, or held by people", body = ErrorBody),
    )
)]
async fn delete_profile(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
) -> Result<Written<ProfileView>, ApiError> {
    current.require(Permission::DeleteProfile)?;
    let profile = profiles::find(&state.db, id)
        .await?
        .filter(|p| !p.is_superuser())
        .ok_or(ApiError::NotFound)?;
    if profile.is_fixed() {
        return Err(ApiError::Conflict(Msg::ProfileFixed));
    }
    let held_by = db::users::count_with_profile(&state.db, id).await?;
    if held_by > 0 {
        return Err(ApiError::Conflict(Msg::ProfileInUse { count: held_by }));
    }
    let ids = profiles::permission_ids(&state.db, id).await?;
    profiles::delete(&state.db, id, current.user.id)
        .await
        .map_err(|e| {
            if db::is_foreign_key_violation(&e) {
                // Archived people still hold it.
                ApiError::Conflict(Msg::ProfileInUse { count: 0 })
            } else {
                e.into()
            }
        })?;
    Ok(Written::ok(Msg::ProfileDeleted, view(profile, ids)))
}

/// The permission catalogue.
#[utoipa::path(
    get,
    path = "/api/permissions",
    tag = "profiles",
    responses((status = 200, body = Page<CatalogueEntry>), (status = 403, body = ErrorBody))
)]
async fn list_permissions(
    State(state): State<AppState>,
    current: CurrentUser,
) -> Result<Json<Page<CatalogueEntry>>, ApiError> {
    current.require(Permission::ShowProfile)?;
    let all = profiles::permissions(&state.db).await?;
    let total = all.len() as i64;
    Ok(Json(Page {
        items: all,
        total,
        page: 1,
        per_page: total,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `{permissionId}` takes no other key, as the document says (the body's other objects are
    /// checked by `json::typed`).
    #[test]
    fn a_permission_ref_takes_no_other_key() {
        let read = |v| {
            serde_json::from_value::<PermissionRef>(v)
                .map(|p| p.id())
                .ok()
        };
        assert_eq!(read(serde_json::json!(3)), Some(3));
        assert_eq!(read(serde_json::json!({"permissionId": 4})), Some(4));
        assert_eq!(read(serde_json::json!({"permissionId": 4, "x": 1})), None);
    }
}
