//! Articles (parcel contents) and their types: `/api/articles`, `/api/typearticles`.

use axum::{Json, extract::State, http::StatusCode};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    auth::CurrentUser,
    error::{ApiError, ErrorBody, on_foreign_key, on_unique},
    json::{ApiJson, Written},
    list::{ApiQuery, ListParams, Page, optional_int},
    path::ApiPath,
};
use crate::{
    app::AppState,
    db::articles::{self, Article, TypeArticle},
    domain::bounds,
    domain::{
        permissions::{ARTICLE_READERS, Permission},
        validation::{FieldErrors, Scalar},
    },
    messages::Msg,
};

const NAME_MAX: usize = 100;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_types, create_type))
        .routes(routes!(update_type, delete_type))
        .routes(routes!(list_articles, create_article))
        .routes(routes!(update_article, delete_article))
}

#[derive(Debug, Serialize, ToSchema)]
pub struct TypeArticleView {
    pub id: i64,
    pub name: String,
    #[serde(rename = "createdAt")]
    pub created_at: String,
    #[serde(rename = "updatedAt")]
    pub updated_at: String,
}

impl From<TypeArticle> for TypeArticleView {
    fn from(t: TypeArticle) -> Self {
        TypeArticleView {
            id: t.id,
            name: t.name,
            created_at: t.created_at,
            updated_at: t.updated_at,
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct TypeRef {
    pub id: i64,
    pub name: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ArticleView {
    pub id: i64,
    pub name: String,
    #[serde(rename = "typearticleId")]
    pub typearticle_id: Option<i64>,
    pub typearticle: Option<TypeRef>,
    #[serde(rename = "createdAt")]
    pub created_at: String,
    #[serde(rename = "updatedAt")]
    pub updated_at: String,
}

impl From<Article> for ArticleView {
    fn from(a: Article) -> Self {
        ArticleView {
            typearticle: a
                .typearticle_id
                .zip(a.type_name)
                .map(|(id, name)| TypeRef { id, name }),
            id: a.id,
            name: a.name,
            typearticle_id: a.typearticle_id,
            created_at: a.created_at,
            updated_at: a.updated_at,
        }
    }
}

/// Every article type, by name (a short list: not paged).
#[utoipa::path(
    get,
    path = "/api/typearticles",
    tag = "agency",
    responses((status = 200, body = Vec<TypeArticleView>), (status = 403, body = ErrorBody))
)]
async fn list_types(
    State(state): State<AppState>,
    current: CurrentUser,
) -> Result<Json<Vec<TypeArticleView>>, ApiError> {
    current.require_any(ARTICLE_READERS)?;
    let all = articles::types(&state.db).await?;
    Ok(Json(all.into_iter().map(Into::into).collect()))
}

#[derive(Debug, Default, Deserialize, ToSchema)]
pub struct TypeForm {
    #[schema(required = true, schema_with = super::schema::text::<NAME_MAX>)]
    pub name: Option<Scalar>,
    #[serde(rename = "updatedAt")]
    pub updated_at: Option<Scalar>,
}

#[utoipa::path(
    post,
    path = "/api/typearticles",
    tag = "agency",
    request_body = TypeForm,
    responses(
        (status = 201, body = Written<TypeArticleView>),
        (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 409, body = ErrorBody),
    )
)]
async fn create_type(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiJson(form): ApiJson<TypeForm>,
) -> Result<Written<TypeArticleView>, ApiError> {
    current.require(Permission::AddArticle)?;
    let mut errors = FieldErrors::new();
    let name = errors.required_scalar_text("name", form.name.as_ref(), NAME_MAX);
    errors.into_result()?;
    let id = articles::create_type(&state.db, &name, current.user.id)
        .await
        .map_err(on_unique(Msg::TypeNameTaken))?;
    let created = articles::find_type(&state.db, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok(Written {
        msg: Msg::TypeSaved,
        data: created.into(),
        status: StatusCode::CREATED,
    })
}

#[utoipa::path(
    put,
    path = "/api/typearticles/{id}",
    tag = "agency",
    params(("id" = i64, Path)),
    request_body = TypeForm,
    responses(
        (status = 200, body = Written<TypeArticleView>),
        (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody),
    )
)]
async fn update_type(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
    ApiJson(form): ApiJson<TypeForm>,
) -> Result<Written<TypeArticleView>, ApiError> {
    current.require(Permission::EditArticle)?;
    articles::find_type(&state.db, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    let mut errors = FieldErrors::new();
    let name = errors.required_scalar_text("name", form.name.as_ref(), NAME_MAX);
    let updated_at = errors.required_scalar_text("updatedAt", form.updated_at.as_ref(), 40);
    errors.into_result()?;
    if !articles::update_type(&state.db, id, &name, &updated_at, current.user.id)
        .await
        .map_err(on_unique(Msg::TypeNameTaken))?
    {
        return Err(ApiError::Conflict(Msg::StaleEdit));
    }
    let updated = articles::find_type(&state.db, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok(Written::ok(Msg::TypeSaved, updated.into()))
}

#[utoipa::path(
    delete,
    path = "/api/typearticles/{id}",
    tag = "agency",
    params(("id" = i64, Path)),
    responses(
        (status = 200, body = Written<TypeArticleView>),
        (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "Articles have this type", body = ErrorBody),
    )
)]
async fn delete_type(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
) -> Result<Written<TypeArticleView>, ApiError> {
    current.require(Permission::DeleteArticle)?;
    let kind = articles::find_type(&state.db, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    articles::delete_type(&state.db, id, current.user.id)
        .await
        .map_err(on_foreign_key(Msg::TypeInUse))?;
    Ok(Written::ok(Msg::TypeDeleted, kind.into()))
}

#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ArticleListParams {
    /// Only articles of this type.
    #[serde(rename = "typearticleId")]
    #[param(value_type = Option<crate::http::schema::QueryId>, inline)]
    pub typearticle_id: Option<String>,
    /// Documented as `ListParams` next to this type (IntoParams does not flatten).
    #[serde(flatten)]
    #[param(ignore)]
    pub list: ListParams,
}

/// Articles by name; `q` searches the name.
#[utoipa::path(
    get,
    path = "/api/articles",
    tag = "agency",
    params(ArticleListParams, ListParams),
    responses((status = 200, body = Page<ArticleView>), (status = 400, body = ErrorBody), (status = 403, body = ErrorBody))
)]
async fn list_articles(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiQuery(params): ApiQuery<ArticleListParams>,
) -> Result<Json<Page<ArticleView>>, ApiError> {
    current.require_any(ARTICLE_READERS)?;
    let mut errors = FieldErrors::new();
    let page = params.list.page_request(&mut errors);
    let typearticle = optional_int(
        &mut errors,
        "typearticleId",
        params.typearticle_id.as_deref(),
        bounds::ID_MIN,
        bounds::ID_MAX,
    );
    errors.into_result()?;
    let found = articles::list(&state.db, typearticle, params.list.query(), page).await?;
    Ok(Json(Page::new(
        found.items.into_iter().map(Into::into).collect(),
        found.total,
        page,
    )))
}

#[derive(Debug, Default, Deserialize, ToSchema)]
pub struct ArticleForm {
    #[schema(required = true, schema_with = super::schema::text::<NAME_MAX>)]
    pub name: Option<Scalar>,
    #[serde(rename = "typearticleId")]
    #[schema(schema_with = super::schema::optional_id)]
    pub typearticle_id: Option<Scalar>,
    #[serde(rename = "updatedAt")]
    pub updated_at: Option<Scalar>,
}

async fn check_article(
    state: &AppState,
    form: &ArticleForm,
    errors: &mut FieldErrors,
) -> Result<(String, Option<i64>), ApiError> {
    let name = errors.required_scalar_text("name", form.name.as_ref(), NAME_MAX);
    let kind = errors.int(
        "typearticleId",
        form.typearticle_id.as_ref(),
        bounds::ID_MIN,
        bounds::ID_MAX,
    );
    if let Some(id) = kind
        && articles::find_type(&state.db, id).await?.is_none()
    {
        errors.add("typearticleId", Msg::UnknownType);
    }
    Ok((name, kind))
}

#[utoipa::path(
    post,
    path = "/api/articles",
    tag = "agency",
    request_body = ArticleForm,
    responses(
        (status = 201, body = Written<ArticleView>),
        (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 409, description = "Same name in the same type", body = ErrorBody),
    )
)]
async fn create_article(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiJson(form): ApiJson<ArticleForm>,
) -> Result<Written<ArticleView>, ApiError> {
    current.require(Permission::AddArticle)?;
    let mut errors = FieldErrors::new();
    let (name, kind) = check_article(&state, &form, &mut errors).await?;
    errors.into_result()?;
    let id = articles::create(&state.db, &name, kind, current.user.id)
        .await
        .map_err(on_unique(Msg::ArticleNameTaken))?;
    let created = articles::find(&state.db, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok(Written {
        msg: Msg::ArticleSaved,
        data: created.into(),
        status: StatusCode::CREATED,
    })
}

#[utoipa::path(
    put,
    path = "/api/articles/{id}",
    tag = "agency",
    params(("id" = i64, Path)),
    request_body = ArticleForm,
    responses(
        (status = 200, body = Written<ArticleView>),
        (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody),
    )
)]
async fn update_article(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
    ApiJson(form): ApiJson<ArticleForm>,
) -> Result<Written<ArticleView>, ApiError> {
    current.require(Permission::EditArticle)?;
    articles::find(&state.db, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    let mut errors = FieldErrors::new();
    let (name, kind) = check_article(&state, &form, &mut errors).await?;
    let updated_at = errors.required_scalar_text("updatedAt", form.updated_at.as_ref(), 40);
    errors.into_result()?;
    if !articles::update(&state.db, id, &name, kind, &updated_at, current.user.id)
        .await
        .map_err(on_unique(Msg::ArticleNameTaken))?
    {
        return Err(ApiError::Conflict(Msg::StaleEdit));
    }
    let updated = articles::find(&state.db, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok(Written::ok(Msg::ArticleSaved, updated.into()))
}

#[utoipa::path(
    delete,
    path = "/api/articles/{id}",
    tag = "agency",
    params(("id" = i64, Path)),
    responses(
        (status = 200, body = Written<ArticleView>),
        (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "Parcels contain it", body = ErrorBody),
    )
)]
async fn delete_article(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
) -> Result<Written<ArticleView>, ApiError> {
    current.require(Permission::DeleteArticle)?;
    let article = articles::find(&state.db, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    articles::delete(&state.db, id, current.user.id)
        .await
        .map_err(on_foreign_key(Msg::ArticleInUse))?;
    Ok(Written::ok(Msg::ArticleDeleted, article.into()))
}
