//! The people a commission or an expense is paid to: `/api/depenses/beneficiaries`.

use axum::{Json, extract::State};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::http::{
    auth::CurrentUser,
    error::{ApiError, ErrorBody, on_unique_field},
    json::{ApiJson, Written},
    list::{ApiQuery, ListParams, Page},
};
use crate::{
    app::AppState,
    db::{profiles, users},
    domain::{people::PersonFields, permissions::Permission, validation::FieldErrors},
    messages::Msg,
};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(list_beneficiaries, create_beneficiary))
}

/// Someone a commission or an expense may be paid to.
#[derive(Debug, Serialize, ToSchema)]
pub struct BeneficiaryView {
    pub id: i64,
    pub name: String,
    pub tel: Option<String>,
    /// The name of their profile (Externe, Client, Chauffeur…).
    pub profile: String,
}

impl From<users::User> for BeneficiaryView {
    fn from(u: users::User) -> Self {
        BeneficiaryView {
            id: u.id,
            name: u.name,
            tel: u.tel,
            profile: u.profile_name,
        }
    }
}

const EXPENSE_PEOPLE: &[Permission] = &[
    Permission::ShowExpense,
    Permission::AddExpense,
    Permission::EditExpense,
];

/// Beneficiaries for the commission and expense forms: without `q`, the external persons (the
/// usual brokers and porters); with `q`, anyone but a super user whose name contains it.
#[utoipa::path(
    get,
    path = "/api/beneficiaries",
    tag = "freight",
    params(ListParams),
    responses((status = 200, body = Page<BeneficiaryView>), (status = 400, body = ErrorBody), (status = 403, body = ErrorBody))
)]
async fn list_beneficiaries(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiQuery(params): ApiQuery<ListParams>,
) -> Result<Json<Page<BeneficiaryView>>, ApiError> {
    current.require_any(EXPENSE_PEOPLE)?;
    let mut errors = FieldErrors::new();
    let page = params.page_request(&mut errors);
    errors.into_result()?;
    let found = match params.query() {
        Some(q) => {
            users::list(
                &state.db,
                users::Scope::Active,
                Some((users::SearchColumn::Name, q)),
                page,
            )
            .await?
        }
        None => users::list(&state.db, users::Scope::Code(EXTERNE_CODE), None, page).await?,
    };
    Ok(Json(Page::new(
        found.items.into_iter().map(Into::into).collect(),
        found.total,
        page,
    )))
}

const EXTERNE_CODE: &str = "externe";

/// A new beneficiary: a name and, if known, a phone.
#[derive(Debug, Default, Deserialize, ToSchema)]
pub struct BeneficiaryForm {
    #[schema(required = true, schema_with = crate::http::schema::person_name)]
    pub name: Option<String>,
    #[schema(schema_with = crate::http::schema::phone)]
    pub tel: Option<String>,
}

/// Records a new beneficiary ('Nouveau bénéficiaire') as an external person: no permission, no
/// password, at the recorder's branch (`ajouter depense`; nobody is raised by it).
#[utoipa::path(
    post,
    path = "/api/beneficiaries",
    tag = "freight",
    request_body = BeneficiaryForm,
    responses(
        (status = 201, body = Written<BeneficiaryView>),
        (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 409, description = "The phone is someone else's", body = ErrorBody),
    )
)]
async fn create_beneficiary(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiJson(form): ApiJson<BeneficiaryForm>,
) -> Result<Written<BeneficiaryView>, ApiError> {
    current.require(Permission::AddExpense)?;
    let mut errors = FieldErrors::new();
    let person = PersonFields {
        name: form.name,
        tel: form.tel,
        ..PersonFields::default()
    }
    .check(&mut errors);
    errors.into_result()?;
    let externe = profiles::find_by_code(&state.db, EXTERNE_CODE).await?;
    let id = users::create(
        &state.db,
        users::NewUser {
            person: &person,
            profile_id: externe.id,
            extension_id: current.user.extension_id,
            status: 1,
            password_hash: None,
            created_by: Some(current.user.id),
        },
    )
    .await
    .map_err(on_unique_field("tel", Msg::TelTaken))?;
    crate::http::users::created(state, id).await
}
