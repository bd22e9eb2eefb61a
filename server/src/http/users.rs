//! People: `/api/users` (staff and clients, by profile) and how the API shows a person.

use axum::{Json, extract::State, http::StatusCode};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    auth::CurrentUser,
    error::{ApiError, ErrorBody, on_unique_field},
    json::{ApiJson, Written},
    list::{ApiQuery, ListParams, Page, optional_int},
    path::ApiPath,
};
use crate::{
    app::AppState,
    db::{
        extensions,
        profiles::{self, Profile},
        users::{self, Access, NewUser, Removal, Scope, SearchColumn, User},
    },
    domain::{
        access::{
            self, Action, Edit, EditRefusal, GrantRefusal, Kind, Listing, Refusal, Seen, Standing,
            Touches,
        },
        passwords,
        people::{Person, PersonFields},
        permissions,
        validation::FieldErrors,
    },
    messages::Msg,
};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_users, create_user))
        .routes(routes!(user_counts))
        .routes(routes!(get_user, update_user, delete_user))
        .routes(routes!(list_drivers))
        .routes(routes!(list_pilots))
}

/// Active people of a fixed profile, for the pickers of forms that need them.
async fn people_of(
    state: &AppState,
    code: &'static str,
    params: &ListParams,
) -> Result<Page<UserView>, ApiError> {
    let mut errors = FieldErrors::new();
    let page = params.page_request(&mut errors);
    errors.into_result()?;
    let search = params.query().map(|q| (SearchColumn::Name, q));
    let found = users::list(&state.db, Scope::Code(code), search, page).await?;
    Ok(Page::new(
        found.items.into_iter().map(UserView::from).collect(),
        found.total,
        page,
    ))
}

/// Drivers (Chauffeur profile), for the waybill form; `q` searches names.
#[utoipa::path(
    get,
    path = "/api/drivers",
    tag = "people",
    params(ListParams),
    responses((status = 200, body = Page<UserView>), (status = 400, body = ErrorBody), (status = 403, body = ErrorBody))
)]
async fn list_drivers(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiQuery(params): ApiQuery<ListParams>,
) -> Result<Json<Page<UserView>>, ApiError> {
    current.require_any(permissions::DRIVER_READERS)?;
    Ok(Json(people_of(&state, users::DRIVER_CODE, &params).await?))
}

/// Pilots (Pilote profile), for the manifest form; `q` searches names.
#[utoipa::path(
    get,
    path = "/api/pilots",
    tag = "people",
    params(ListParams),
    responses((status = 200, body = Page<UserView>), (status = 400, body = ErrorBody), (status = 403, body = ErrorBody))
)]
async fn list_pilots(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiQuery(params): ApiQuery<ListParams>,
) -> Result<Json<Page<UserView>>, ApiError> {
    current.require_any(permissions::PILOT_READERS)?;
    Ok(Json(people_of(&state, users::PILOT_CODE, &params).await?))
}

/// A person, with the spec's field names; the password is never shown.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UserView {
    pub id: i64,
    pub name: String,
    pub login: Option<String>,
    pub email: Option<String>,
    pub tel: Option<String>,
    pub adress: Option<String>,
    pub gender: Option<String>,
    /// Address of the photo (served to signed-in people only).
    pub avatar: Option<String>,
    /// 1 actif, 0 non actif.
    pub status: i64,
    pub profile_id: i64,
    pub extension_id: Option<i64>,
    pub country: Option<String>,
    pub country_data: Option<String>,
    pub country_code: Option<String>,
    pub region: Option<String>,
    pub city: Option<String>,
    pub created_at: String,
    pub updated_at: String,
    pub userprofile: UserProfile,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct UserProfile {
    pub profile: ProfileRef,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ProfileRef {
    pub id: i64,
    pub name: String,
    /// Set for the fixed profiles: superuser, client, chauffeur, pilote, externe.
    pub code: Option<String>,
}

impl From<User> for UserView {
    fn from(u: User) -> Self {
        UserView {
            id: u.id,
            name: u.name,
            login: u.login,
            email: u.email,
            tel: u.tel,
            adress: u.adress,
            gender: u.gender,
            avatar: u.avatar.as_deref().map(super::files::url),
            status: u.status,
            profile_id: u.profile_id,
            extension_id: u.extension_id,
            country: u.country,
            country_data: u.country_data,
            country_code: u.country_code,
            region: u.region,
            city: u.city,
            created_at: u.created_at,
            updated_at: u.updated_at,
            userprofile: UserProfile {
                profile: ProfileRef {
                    id: u.profile_id,
                    name: u.profile_name,
                    code: u.profile_code,
                },
            },
        }
    }
}

#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct UserListParams {
    /// Only people holding this profile.
    #[serde(rename = "profileId")]
    #[param(value_type = Option<crate::http::schema::QueryId>, inline)]
    pub profile_id: Option<String>,
    /// Documented as `ListParams` next to this type (IntoParams does not flatten).
    #[serde(flatten)]
    #[param(ignore)]
    pub list: ListParams,
}

/// People by profile, paged, searchable by `name`, `tel`, `country`, `city` or `adress`.
/// Clients need `afficher client`, everyone else `afficher personnel`.
#[utoipa::path(
    get,
    path = "/api/users",
    tag = "people",
    params(UserListParams, ListParams),
    responses(
        (status = 200, body = Page<UserView>),
        (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody),
    )
)]
async fn list_users(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiQuery(params): ApiQuery<UserListParams>,
) -> Result<Json<Page<UserView>>, ApiError> {
    access::may_see_people(&current.permissions).map_err(ApiError::missing)?;
    let mut errors = FieldErrors::new();
    let page = params.list.page_request(&mut errors);
    let search = params.list.search(&mut errors, SearchColumn::parse);
    let profile_id = optional_int(
        &mut errors,
        "profileId",
        params.profile_id.as_deref(),
        crate::domain::bounds::ID_MIN,
        crate::domain::bounds::ID_MAX,
    );
    let profile = match profile_id {
        Some(id) => profiles::find(&state.db, id).await?,
        None => None,
    };
    if profile_id.is_some() && profile.is_none() {
        errors.add("profileId", Msg::UnknownProfile);
    }
    errors.into_result()?;

    let kind = profile
        .as_ref()
        .map(|p| Kind::of_profile(p.code.as_deref()));
    let listing = access::people_listing(&current.permissions, kind).map_err(ApiError::missing)?;
    let scope = match (&profile, listing) {
        (Some(p), _) => Scope::Profile(p.id),
        (None, Listing::Everyone) => Scope::Everyone,
        (None, Listing::Staff) => Scope::Staff,
        (None, Listing::Clients | Listing::OneProfile) => Scope::Clients,
    };
    let found = users::list(&state.db, scope, search, page).await?;
    Ok(Json(Page::new(
        found.items.into_iter().map(UserView::from).collect(),
        found.total,
        page,
    )))
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProfileCount {
    pub profile_id: i64,
    pub name: String,
    pub code: Option<String>,
    pub count: i64,
}

/// How many people hold each profile (the super user's excepted), for the staff tabs.
#[utoipa::path(
    get,
    path = "/api/users/counts",
    tag = "people",
    responses((status = 200, body = Vec<ProfileCount>), (status = 403, body = ErrorBody))
)]
async fn user_counts(
    State(state): State<AppState>,
    current: CurrentUser,
) -> Result<Json<Vec<ProfileCount>>, ApiError> {
    access::may_see_people(&current.permissions).map_err(ApiError::missing)?;
    let counts = users::counts(&state.db).await?;
    Ok(Json(
        counts
            .into_iter()
            .map(|c| ProfileCount {
                profile_id: c.profile_id,
                name: c.name,
                code: c.code,
                count: c.count,
            })
            .collect(),
    ))
}

/// One person. Anyone may see themselves; people without any people screen get 404 for others.
#[utoipa::path(
    get,
    path = "/api/users/{id}",
    tag = "people",
    params(("id" = i64, Path)),
    responses(
        (status = 200, body = UserView),
        (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody),
    )
)]
async fn get_user(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
) -> Result<Json<UserView>, ApiError> {
    if id == current.user.id {
        return Ok(Json(current.user.into()));
    }
    let target = visible_target(&state, &current, id).await?;
    current.require(access::permission_for(Action::Show, kind(&target)))?;
    Ok(Json(target.into()))
}

/// The person `id` as the current user may know them: 404 if absent, archived, a super user
/// seen by someone else, or asked for by someone who sees no people at all.
async fn visible_target(
    state: &AppState,
    current: &CurrentUser,
    id: i64,
) -> Result<User, ApiError> {
    let target = users::find(&state.db, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    let seen = Seen {
        id: target.id,
        kind: kind(&target),
        archived: target.archived == 1,
    };
    if access::hidden_from(actor(current), seen) {
        return Err(ApiError::NotFound);
    }
    Ok(target)
}

fn kind(user: &User) -> Kind {
    Kind::of_profile(user.profile_code.as_deref())
}

/// The current user as the people-access rules weigh them.
fn actor(current: &CurrentUser) -> Standing<'_> {
    Standing {
        id: current.user.id,
        kind: kind(&current.user),
        permissions: &current.permissions,
        branch: current.user.extension_id,
    }
}

/// Refuses (403) unless the current user may act on `target` as `touches` says: the one rule of
/// `domain::access::may_act_on`, for every change to someone else.
async fn check_may_act_on(
    state: &AppState,
    current: &CurrentUser,
    target: &User,
    touches: Touches,
) -> Result<(), ApiError> {
    let held = users::permissions_held(&state.db, target).await?;
    let target = Standing {
        id: target.id,
        kind: kind(target),
        permissions: &held,
        branch: target.extension_id,
    };
    access::may_act_on(actor(current), target, touches).map_err(|refusal| {
        ApiError::Forbidden(match refusal {
            Refusal::SuperuserOnly => Msg::SuperuserOnly,
            Refusal::Outranks(permission) => Msg::OutranksYou(permission),
            Refusal::ClientCredentials => Msg::ClientCredentialsOwn,
            Refusal::OtherBranchCredentials => Msg::OtherBranchCredentials,
        })
    })
}

/// A person as the staff and client forms send them.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UserForm {
    #[serde(flatten)]
    pub person: PersonFields,
    /// The profile; a new person without one is a client.
    #[schema(minimum = 1)]
    pub profile_id: Option<i64>,
    /// The branch; a new person without one belongs to the creator's branch.
    #[schema(minimum = 1)]
    pub extension_id: Option<i64>,
    /// 1 actif (default), 0 non actif.
    #[schema(minimum = 0, maximum = 1)]
    pub status: Option<i64>,
    /// Optional: without one the person cannot sign in until a password is set.
    #[schema(schema_with = super::schema::new_password)]
    pub password: Option<String>,
    /// For edits: the `updatedAt` the edit started from.
    pub updated_at: Option<String>,
}

struct CheckedForm {
    person: Person,
    status: Option<i64>,
    password: Option<String>,
}

fn check_form(form: &UserForm, errors: &mut FieldErrors) -> CheckedForm {
    let person = form.person.check(errors);
    let status = match form.status {
        Some(s @ (0 | 1)) => Some(s),
        Some(_) => {
            errors.add("status", Msg::InvalidStatus);
            None
        }
        None => None,
    };
    let password = match form.password.as_deref().filter(|p| !p.is_empty()) {
        Some(p) => match passwords::check(p) {
            Ok(()) => Some(p.to_string()),
            Err(m) => {
                errors.add("password", m);
                None
            }
        },
        None => None,
    };
    CheckedForm {
        person,
        status,
        password,
    }
}

/// Refuses (403) unless the current user may give `profile` to someone: the rule of
/// `domain::access::may_grant`.
async fn check_may_assign(
    state: &AppState,
    current: &CurrentUser,
    profile: &Profile,
) -> Result<(), ApiError> {
    let granted = profiles::permissions_granted(&state.db, profile).await?;
    let kind = Kind::of_profile(profile.code.as_deref());
    access::may_grant(actor(current), kind, &granted).map_err(|refusal| match refusal {
        GrantRefusal::SuperuserOnly => ApiError::Forbidden(Msg::SuperuserOnly),
        GrantRefusal::Lacks(permission) => ApiError::missing(permission),
    })
}

async fn known_profile(state: &AppState, id: i64) -> Result<Profile, ApiError> {
    profiles::find(&state.db, id)
        .await?
        .ok_or_else(|| FieldErrors::single("profileId", Msg::UnknownProfile).into())
}

async fn check_extension(state: &AppState, id: Option<i64>) -> Result<(), ApiError> {
    if let Some(id) = id
        && extensions::find(&state.db, id)
            .await?
            .is_none_or(|e| e.archived != 0)
    {
        return Err(FieldErrors::single("extensionId", Msg::UnknownExtension).into());
    }
    Ok(())
}

/// 409 on `tel` or `email` when someone other than `except` has that phone or e-mail.
pub(crate) async fn check_unique(
    state: &AppState,
    person: &Person,
    except: Option<i64>,
) -> Result<(), ApiError> {
    let (email_taken, tel_taken) = users::taken(
        &state.db,
        person.email.as_deref(),
        person.tel.as_deref(),
        except,
    )
    .await?;
    if tel_taken {
        return Err(ApiError::ConflictOn(FieldErrors::single(
            "tel",
            Msg::TelTaken,
        )));
    }
    if email_taken {
        return Err(ApiError::ConflictOn(FieldErrors::single(
            "email",
            Msg::EmailTaken,
        )));
    }
    Ok(())
}

/// Adds a person. Clients need `ajouter client`; every other profile `ajouter personnel`.
#[utoipa::path(
    post,
    path = "/api/users",
    tag = "people",
    request_body = UserForm,
    responses(
        (status = 201, body = Written<UserView>),
        (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 409, description = "Phone or e-mail already used", body = ErrorBody),
    )
)]
async fn create_user(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiJson(form): ApiJson<UserForm>,
) -> Result<Written<UserView>, ApiError> {
    access::may_add_people(&current.permissions).map_err(ApiError::missing)?;
    let mut errors = FieldErrors::new();
    let checked = check_form(&form, &mut errors);
    errors.into_result()?;

    let profile = match form.profile_id {
        Some(id) => known_profile(&state, id).await?,
        None => profiles::find_by_code(&state.db, users::CLIENT_CODE).await?,
    };
    current.require(access::permission_for(
        Action::Add,
        Kind::of_profile(profile.code.as_deref()),
    ))?;
    check_may_assign(&state, &current, &profile).await?;
    let own = current.user.extension_id;
    if access::adding_manages_access(checked.status, form.extension_id, own) {
        current.require(access::MANAGE_ACCESS)?;
    }
    let extension_id = form.extension_id.or(current.user.extension_id);
    check_extension(&state, extension_id).await?;
    check_unique(&state, &checked.person, None).await?;

    let hash = match &checked.password {
        Some(p) => Some(state.passwords.hash(p).await),
        None => None,
    };
    let id = users::create(
        &state.db,
        NewUser {
            person: &checked.person,
            profile_id: profile.id,
            extension_id,
            status: checked.status.unwrap_or(1),
            password_hash: hash.as_deref(),
            created_by: Some(current.user.id),
        },
    )
    .await
    .map_err(on_unique_field("tel", Msg::TelTaken))?;
    created(state, id).await
}

/// 201 with the person just added.
pub(crate) async fn created<V: From<users::User>>(
    state: AppState,
    id: i64,
) -> Result<Written<V>, ApiError> {
    let created = users::find(&state.db, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok(Written {
        msg: Msg::PersonCreated,
        data: created.into(),
        status: StatusCode::CREATED,
    })
}

/// Edits a person (`modifier client` or `modifier personnel`); changing their profile, branch or
/// status needs `modifier personnel`, and nobody changes their own. Nobody but a super user acts
/// on a person holding a permission they lack, nor on a client's password, e-mail or phone.
#[utoipa::path(
    put,
    path = "/api/users/{id}",
    tag = "people",
    params(("id" = i64, Path)),
    request_body = UserForm,
    responses(
        (status = 200, body = Written<UserView>),
        (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "Stale edit, or phone or e-mail already used", body = ErrorBody),
    )
)]
async fn update_user(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
    ApiJson(form): ApiJson<UserForm>,
) -> Result<Written<UserView>, ApiError> {
    let target = visible_target(&state, &current, id).await?;
    current.require(access::permission_for(Action::Edit, kind(&target)))?;
    check_may_act_on(&state, &current, &target, Touches::default()).await?;
    let mut errors = FieldErrors::new();
    let checked = check_form(&form, &mut errors);
    let updated_at = errors.required_text("updatedAt", form.updated_at.as_deref(), 40);
    errors.into_result()?;
    let touches = Touches {
        credentials: checked.password.is_some()
            || checked.person.email != target.email
            || checked.person.tel != target.tel,
    };
    if touches.credentials {
        check_may_act_on(&state, &current, &target, touches).await?;
    }
    let new_profile = form.profile_id.filter(|p| *p != target.profile_id);
    let new_extension = form
        .extension_id
        .filter(|e| Some(*e) != target.extension_id);
    let new_status = checked.status.filter(|s| *s != target.status);
    let edit = Edit {
        password: checked.password.is_some(),
        access: new_profile.is_some() || new_extension.is_some() || new_status.is_some(),
    };
    access::may_edit(actor(&current), target.id, edit).map_err(|refusal| match refusal {
        EditRefusal::OwnPassword => ApiError::Conflict(Msg::OwnPasswordOnProfile),
        EditRefusal::Lacks(permission) => ApiError::missing(permission),
        EditRefusal::OwnAccess => ApiError::Conflict(Msg::CannotChangeOwnAccess),
    })?;
    if let Some(profile_id) = new_profile {
        let profile = known_profile(&state, profile_id).await?;
        check_may_assign(&state, &current, &profile).await?;
    }
    check_extension(&state, new_extension).await?;
    check_unique(&state, &checked.person, Some(id)).await?;
    let hash = match &checked.password {
        Some(p) => Some(state.passwords.hash(p).await),
        None => None,
    };
    let saved = users::update(
        &state.db,
        id,
        &checked.person,
        Access {
            profile_id: new_profile,
            extension_id: new_extension.map(Some),
            status: new_status,
            password_hash: hash.as_deref(),
        },
        &updated_at,
        Some(current.session_id),
    )
    .await
    .map_err(on_unique_field("tel", Msg::TelTaken))?;
    if !saved {
        return Err(ApiError::Conflict(Msg::StaleEdit));
    }
    let updated = users::find(&state.db, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok(Written::ok(Msg::PersonSaved, updated.into()))
}

/// Deletes a person, or deactivates and hides them when history refers to them; never a person
/// holding a permission the current user lacks.
#[utoipa::path(
    delete,
    path = "/api/users/{id}",
    tag = "people",
    params(("id" = i64, Path)),
    responses(
        (status = 200, body = Written<UserView>),
        (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody),
    )
)]
async fn delete_user(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
) -> Result<Written<UserView>, ApiError> {
    let target = visible_target(&state, &current, id).await?;
    current.require(access::permission_for(Action::Delete, kind(&target)))?;
    if target.id == current.user.id {
        return Err(ApiError::Conflict(Msg::CannotDeleteSelf));
    }
    check_may_act_on(&state, &current, &target, Touches::default()).await?;
    let msg = match users::remove(&state.db, id, current.user.id).await? {
        Removal::Deleted => {
            if let Some(avatar) = &target.avatar {
                super::files::forget(&state, avatar).await;
            }
            Msg::PersonDeleted
        }
        Removal::Archived => Msg::PersonArchived,
    };
    Ok(Written::ok(msg, target.into()))
}
