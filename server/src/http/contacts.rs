//! The public contact page: the branches' addresses, and messages left for the agency.

use axum::{Json, extract::State, http::StatusCode};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::client::ClientAddr;
use super::{
    auth::CurrentUser,
    error::{ApiError, ErrorBody},
    json::{ApiJson, Written},
    list::{ApiQuery, ListParams, Page},
};
use crate::{
    app::AppState,
    db::{contacts, extensions, throttle},
    domain::bounds,
    domain::{
        people,
        permissions::Permission,
        validation::{FieldErrors, NAME_MAX, Scalar},
    },
    messages::Msg,
};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_contacts, send_message))
        .routes(routes!(list_messages))
}

/// What the public sees of a branch.
#[derive(Debug, Serialize, ToSchema)]
pub struct BranchContact {
    pub id: i64,
    pub name: String,
    pub country: Option<String>,
    pub city: Option<String>,
    pub region: Option<String>,
    pub municipality: Option<String>,
    pub neighborhood: Option<String>,
    pub avenue: Option<String>,
    pub other_adress: Option<String>,
    pub email: Option<String>,
    pub tel: Option<String>,
    pub tel1: Option<String>,
    pub tel2: Option<String>,
}

/// The active branches with their addresses and phones (public).
#[utoipa::path(get, path = "/api/contacts", tag = "contacts", responses((status = 200, body = Vec<BranchContact>)))]
async fn list_contacts(
    State(state): State<AppState>,
) -> Result<Json<Vec<BranchContact>>, ApiError> {
    let branches = extensions::active(&state.db).await?;
    Ok(Json(
        branches
            .into_iter()
            .map(|e| BranchContact {
                id: e.id,
                name: e.name,
                country: e.country,
                city: e.city,
                region: e.region,
                municipality: e.municipality,
                neighborhood: e.neighborhood,
                avenue: e.avenue,
                other_adress: e.other_adress,
                email: e.email,
                tel: e.tel,
                tel1: e.tel1,
                tel2: e.tel2,
            })
            .collect(),
    ))
}

#[derive(Debug, Default, Deserialize, ToSchema)]
pub struct MessageForm {
    #[schema(required = true, schema_with = super::schema::text::<NAME_MAX>)]
    pub name: Option<Scalar>,
    #[schema(required = true, schema_with = super::schema::email)]
    pub email: Option<Scalar>,
    /// Objet.
    #[schema(required = true, schema_with = super::schema::text::<200>)]
    pub subject: Option<Scalar>,
    #[schema(required = true, schema_with = super::schema::text::<5000>)]
    pub message: Option<Scalar>,
    /// The branch written to, if one was chosen.
    #[serde(rename = "extensionId")]
    #[schema(schema_with = super::schema::optional_id)]
    pub extension_id: Option<Scalar>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct MessageView {
    pub id: i64,
    pub name: String,
    pub email: String,
    pub subject: String,
    pub message: String,
    #[serde(rename = "extensionId")]
    pub extension_id: Option<i64>,
    #[serde(rename = "extensionName")]
    pub extension_name: Option<String>,
    #[serde(rename = "createdAt")]
    pub created_at: String,
}

impl From<contacts::ContactMessage> for MessageView {
    fn from(m: contacts::ContactMessage) -> Self {
        MessageView {
            id: m.id,
            name: m.name,
            email: m.email,
            subject: m.subject,
            message: m.message,
            extension_id: m.extension_id,
            extension_name: m.extension_name,
            created_at: m.created_at,
        }
    }
}

/// Leaves a message for the agency (public; a few per address every quarter of an hour).
#[utoipa::path(
    post,
    path = "/api/contacts",
    tag = "contacts",
    request_body = MessageForm,
    responses(
        (status = 201, body = Written<MessageView>),
        (status = 400, body = ErrorBody),
        (status = 429, body = ErrorBody),
    )
)]
async fn send_message(
    State(state): State<AppState>,
    ClientAddr(peer): ClientAddr,
    ApiJson(form): ApiJson<MessageForm>,
) -> Result<Written<MessageView>, ApiError> {
    let key = format!("contact:{}", peer);
    if let Some(until) = throttle::blocked_until(&state.db, &key, &key).await? {
        return Err(ApiError::TooMany {
            retry_after_secs: state.db.clock().seconds_until(&until).max(1),
        });
    }
    let mut errors = FieldErrors::new();
    let name = errors.required_scalar_text("name", form.name.as_ref(), NAME_MAX);
    let email_text = errors.scalar_text("email", form.email.as_ref(), 254);
    let email = people::email(&mut errors, "email", email_text.as_deref());
    if email_text.is_none() {
        errors.add("email", Msg::Required);
    }
    let subject = errors.required_scalar_text("subject", form.subject.as_ref(), 200);
    let message = errors.required_scalar_text("message", form.message.as_ref(), 5000);
    let extension_id = errors.int(
        "extensionId",
        form.extension_id.as_ref(),
        bounds::ID_MIN,
        bounds::ID_MAX,
    );
    if let Some(id) = extension_id
        && !extensions::find(&state.db, id)
            .await?
            .is_some_and(|e| e.archived == 0 && e.status == 1)
    {
        errors.add("extensionId", Msg::UnknownExtension);
    }
    errors.into_result()?;
    let email = email.unwrap_or_default();
    let id = contacts::create(
        &state.db,
        contacts::NewMessage {
            name: &name,
            email: &email,
            subject: &subject,
            message: &message,
            extension_id,
            ip: &peer.to_string(),
        },
    )
    .await?;
    throttle::record_attempt(&state.db, &key).await?;
    tracing::info!(message_id = id, "contact message received");
    Ok(Written {
        msg: Msg::MessageSent,
        data: MessageView {
            id,
            name,
            email,
            subject,
            message,
            extension_id,
            extension_name: None,
            created_at: state.db.now(),
        },
        status: StatusCode::CREATED,
    })
}

/// Messages left on the contact page, newest first (`afficher client`).
#[utoipa::path(
    get,
    path = "/api/contacts/messages",
    tag = "contacts",
    params(ListParams),
    responses((status = 200, body = Page<MessageView>), (status = 403, body = ErrorBody))
)]
async fn list_messages(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiQuery(params): ApiQuery<ListParams>,
) -> Result<Json<Page<MessageView>>, ApiError> {
    current.require(Permission::ShowClient)?;
    let mut errors = FieldErrors::new();
    let page = params.page_request(&mut errors);
    errors.into_result()?;
    let found = contacts::list(&state.db, page).await?;
    Ok(Json(Page::new(
        found.items.into_iter().map(Into::into).collect(),
        found.total,
        page,
    )))
}
