//! Expeditions: `/api/expeditions` (registration, list, detail, edit, delete, payments) and the
//! clients' own `/api/my/expeditions`. What they show is in `views`, what requests carry and
//! their checks in `form`.

mod form;
mod views;

use crate::http::error::OrRefused;
use std::collections::BTreeMap;

use axum::{Json, extract::State, http::StatusCode};
use utoipa_axum::{router::OpenApiRouter, routes};

use self::{
    form::{Checked, ExpeditionForm, ExpeditionListParams, check},
    views::{ExpeditionCore, ExpeditionDetail, ExpeditionView, assemble, branches, detail},
};
use super::{
    auth::CurrentUser,
    error::{ApiError, ErrorBody},
    freight_common::{InvoiceView, StatusCount, updated_at},
    json::{ApiJson, Written},
    list::{ApiQuery, ListParams, Page, SearchParams},
    path::ApiPath,
};
use crate::http::invoices::{PaymentForm, take_payment};
use crate::{
    app::AppState,
    db::{
        expeditions::{self, Refusal, Scope, SearchColumn},
        extensions::Extension,
        list::TabCount,
        payments::Pays,
    },
    domain::{freight::ExpeditionStatus, permissions::Permission},
    messages::Msg,
};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_expeditions, create_expedition))
        .routes(routes!(expedition_counts))
        .routes(routes!(
            get_expedition,
            update_expedition,
            delete_expedition
        ))
        .routes(routes!(add_payment))
        .routes(routes!(list_my_expeditions))
        .routes(routes!(get_my_expedition))
}

// ---- lists ----

async fn list_in(
    state: &AppState,
    current: &CurrentUser,
    scope: Scope,
    params: &ExpeditionListParams,
) -> Result<Page<ExpeditionView>, ApiError> {
    let (page, search, status) = params.list.tabbed(
        SearchColumn::parse,
        "status",
        params.status.as_deref(),
        ExpeditionStatus::parse,
        Msg::InvalidStatus,
    )?;
    let found = expeditions::list(&state.db, scope, status, search, page).await?;
    let mut listed: Page<ExpeditionView> = Page::of(found, page);
    listed.items = listed
        .items
        .into_iter()
        .map(|x| x.for_user(current))
        .collect();
    Ok(listed)
}

/// Expeditions newest first, by status; searchable by `ref_expedition`, `sender.name`, `recipient.name`.
#[utoipa::path(
    get,
    path = "/api/expeditions",
    tag = "freight",
    params(ExpeditionListParams, ListParams),
    responses((status = 200, body = Page<ExpeditionView>), (status = 400, body = ErrorBody), (status = 403, body = ErrorBody))
)]
async fn list_expeditions(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiQuery(params): ApiQuery<ExpeditionListParams>,
) -> Result<Json<Page<ExpeditionView>>, ApiError> {
    current.require(Permission::ShowExpedition)?;
    Ok(Json(list_in(&state, &current, Scope::All, &params).await?))
}

/// The expeditions one sends or receives (`afficher mes expeditions`).
#[utoipa::path(
    get,
    path = "/api/my/expeditions",
    tag = "freight",
    params(ExpeditionListParams, ListParams),
    responses((status = 200, body = Page<ExpeditionView>), (status = 400, body = ErrorBody), (status = 403, body = ErrorBody))
)]
async fn list_my_expeditions(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiQuery(params): ApiQuery<ExpeditionListParams>,
) -> Result<Json<Page<ExpeditionView>>, ApiError> {
    current.require(Permission::ShowMyExpeditions)?;
    Ok(Json(
        list_in(&state, &current, Scope::Party(current.user.id), &params).await?,
    ))
}

/// How many expeditions are in each status (every status listed, zeros included); with a search
/// (`column` and `q`, as the list takes them), how many of its matches, each at most 100.
#[utoipa::path(
    get,
    path = "/api/expeditions/counts",
    tag = "freight",
    params(SearchParams),
    responses((status = 200, body = Vec<StatusCount>), (status = 400, body = ErrorBody), (status = 403, body = ErrorBody))
)]
async fn expedition_counts(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiQuery(params): ApiQuery<SearchParams>,
) -> Result<Json<Vec<StatusCount>>, ApiError> {
    current.require(Permission::ShowExpedition)?;
    let statuses = ExpeditionStatus::ALL.iter().map(|s| s.as_str());
    if let Some(search) = params.search(SearchColumn::parse)? {
        let found = expeditions::search_counts(&state.db, search).await?;
        return Ok(Json(StatusCount::list(statuses.zip(found))));
    }
    let counts = expeditions::counts(&state.db, Scope::All).await?;
    Ok(Json(StatusCount::list(statuses.map(|s| {
        let count = counts
            .iter()
            .find(|(status, _)| status == s)
            .map_or(0, |(_, n)| *n);
        (s, TabCount::exact(count))
    }))))
}

#[utoipa::path(
    get,
    path = "/api/expeditions/{id}",
    tag = "freight",
    params(("id" = i64, Path)),
    responses((status = 200, body = ExpeditionDetail), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody))
)]
async fn get_expedition(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
) -> Result<Json<ExpeditionDetail>, ApiError> {
    current.require(Permission::ShowExpedition)?;
    let row = expeditions::find(&state.db, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok(Json(detail(&state, row).await?.for_user(&current)))
}

/// One of one's own expeditions; anyone else's is 404.
#[utoipa::path(
    get,
    path = "/api/my/expeditions/{id}",
    tag = "freight",
    params(("id" = i64, Path)),
    responses((status = 200, body = ExpeditionDetail), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody))
)]
async fn get_my_expedition(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
) -> Result<Json<ExpeditionDetail>, ApiError> {
    current.require(Permission::ShowMyExpeditions)?;
    let row = expeditions::find(&state.db, id)
        .await?
        .filter(|x| x.sender_id == current.user.id || x.recipient_id == current.user.id)
        .ok_or(ApiError::NotFound)?;
    Ok(Json(detail(&state, row).await?.for_user(&current)))
}

// ---- registration and edits ----

/// Registers an expedition: references, origin, prices, totals and the payment at registration.
#[utoipa::path(
    post,
    path = "/api/expeditions",
    tag = "freight",
    request_body = ExpeditionForm,
    responses(
        (status = 201, body = Written<ExpeditionDetail>),
        (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody),
    )
)]
async fn create_expedition(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiJson(form): ApiJson<ExpeditionForm>,
) -> Result<Written<ExpeditionDetail>, ApiError> {
    current.require(Permission::AddExpedition)?;
    let checked = check(&state, &current, &form).await?;
    let reg = &checked.registration;
    // The branches the answer shows are read while the registration waits for its turn.
    let (created, branches) = tokio::join!(
        expeditions::create(&state.db, reg, current.user.id),
        branches(&state, reg.extension_id, checked.route.destination_id)
    );
    Ok(Written {
        msg: Msg::ExpeditionSaved,
        data: registered(&state, &current, &checked, &created?, branches?)
            .await?
            .for_user(&current),
        status: StatusCode::CREATED,
    })
}

/// The detail of an expedition just registered, from what its checks read, its registration
/// wrote and its branches: one query (the branches) where a read costs seven. Equal to what a read answers
/// (tests::api::expeditions checks it field by field).
async fn registered(
    state: &AppState,
    current: &CurrentUser,
    checked: &Checked,
    created: &expeditions::Created,
    branches: BTreeMap<i64, Extension>,
) -> Result<ExpeditionDetail, ApiError> {
    let reg = &checked.registration;
    let origin_name = branches.get(&reg.extension_id).map(|e| e.name.as_str());
    let names = origin_name.map(|origin_name| expeditions::Names {
        people: &checked.people,
        creator: &current.user,
        origin_name,
        route_name: &checked.route.name,
        articles: &checked.articles,
    });
    let Some(rows) = names.and_then(|names| created.rows(reg, &names)) else {
        // Something the checks read is gone already: the expedition as the database has it.
        let row = expeditions::find(&state.db, created.id)
            .await?
            .ok_or(ApiError::NotFound)?;
        return detail(state, row).await;
    };
    let mut people = checked.people.clone();
    people.insert(current.user.id, current.user.clone());
    assemble(rows, checked.route.clone(), &people, branches)
}

fn refusal(r: Refusal) -> ApiError {
    match r {
        Refusal::NotFound => ApiError::NotFound,
        Refusal::Moved => ApiError::Conflict(Msg::ExpeditionMoved),
        Refusal::Stale => ApiError::Conflict(Msg::StaleEdit),
        Refusal::BelowPaid(paid) => ApiError::Conflict(Msg::PriceBelowPaid { paid }),
        Refusal::PaidFor(paid) => ApiError::Conflict(Msg::PaymentsInForce { paid }),
        Refusal::OtherBranch => ApiError::OtherBranchExpedition,
    }
}

/// Edits an expedition while nothing of it has moved; its price may not fall below what was paid.
#[utoipa::path(
    put,
    path = "/api/expeditions/{id}",
    tag = "freight",
    params(("id" = i64, Path)),
    request_body = ExpeditionForm,
    responses(
        (status = 200, body = Written<ExpeditionDetail>),
        (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "Moved, stale, or priced below what was paid", body = ErrorBody),
    )
)]
async fn update_expedition(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
    ApiJson(form): ApiJson<ExpeditionForm>,
) -> Result<Written<ExpeditionDetail>, ApiError> {
    current.require(Permission::EditExpedition)?;
    let before = expeditions::find(&state.db, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    // Another branch's expedition is refused as such before its form is weighed against the
    // agent's routes; the write checks it again under its lock.
    ExpeditionCore::from(before.clone())
        .standing()
        .of_branch(current.user.extension_id)
        .map_err(refusal)?;
    let updated_at = updated_at(form.updated_at.as_ref())?;
    let mut registration = check(&state, &current, &form).await?.registration;
    // The origin stays where it was registered.
    registration.extension_id = before.extension_id;
    let branch = current.user.extension_id;
    expeditions::update(
        &state.db,
        id,
        &registration,
        &updated_at,
        branch,
        current.user.id,
    )
    .await
    .or_refused(refusal)?;
    let row = expeditions::find(&state.db, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok(Written::ok(
        Msg::ExpeditionSaved,
        detail(&state, row).await?.for_user(&current),
    ))
}

/// Deletes an expedition while nothing of it has moved and none of its payments is in force (they
/// are cancelled first, and stay in the payments' list).
#[utoipa::path(
    delete,
    path = "/api/expeditions/{id}",
    tag = "freight",
    params(("id" = i64, Path)),
    responses(
        (status = 200, body = Written<ExpeditionView>),
        (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "Part of it has moved, or payments of it are in force", body = ErrorBody),
    )
)]
async fn delete_expedition(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
) -> Result<Written<ExpeditionView>, ApiError> {
    current.require(Permission::DeleteExpedition)?;
    let row = expeditions::find(&state.db, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    expeditions::delete(&state.db, id, current.user.extension_id, current.user.id)
        .await
        .or_refused(refusal)?;
    Ok(Written::ok(
        Msg::ExpeditionDeleted,
        ExpeditionView::from(row).for_user(&current),
    ))
}

/// Records a payment (FAC-…) of an expedition, at most its remaining debt.
#[utoipa::path(
    post,
    path = "/api/expeditions/{id}/invoices",
    tag = "freight",
    params(("id" = i64, Path)),
    request_body = PaymentForm,
    responses(
        (status = 201, body = Written<InvoiceView>),
        (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "Above the remaining debt", body = ErrorBody),
    )
)]
async fn add_payment(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
    ApiJson(form): ApiJson<PaymentForm>,
) -> Result<Written<InvoiceView>, ApiError> {
    take_payment(&state, &current, Pays::Expedition(id), &form).await
}
