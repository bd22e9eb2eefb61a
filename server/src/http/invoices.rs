//! Payments (invoices): `/api/invoices` with filters, one payment, its cancellation, a later
//! payment of an expedition or a ticket, and who owes what.

use crate::http::error::OrRefused;
use axum::{Json, extract::State, http::StatusCode};
use serde::{Deserialize, Serialize};
use time::{Date, macros::format_description};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    auth::CurrentUser,
    error::{ApiError, ErrorBody},
    freight_common::{InvoiceView, NamedRef},
    json::{ApiJson, Written},
    list::{ApiQuery, ListParams, Page, cancelled_filter, optional_int},
    path::ApiPath,
};
use crate::{
    app::AppState,
    db::payments::{self, Filter, Pays, SearchColumn},
    domain::{
        bounds,
        payments::Refusal as PaymentRefusal,
        permissions::Permission,
        units,
        validation::{FieldErrors, Scalar},
    },
    messages::Msg,
};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_invoices))
        .routes(routes!(list_receivables))
        .routes(routes!(get_invoice))
        .routes(routes!(cancel_invoice))
}

#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct InvoiceListParams {
    /// First day (`YYYY-MM-DD`, UTC), included.
    #[param(value_type = Option<crate::http::schema::QueryDate>, inline)]
    pub from: Option<String>,
    /// Last day (`YYYY-MM-DD`, UTC), included.
    #[param(value_type = Option<crate::http::schema::QueryDate>, inline)]
    pub to: Option<String>,
    /// Only payments taken at this branch.
    #[serde(rename = "extensionId")]
    #[param(value_type = Option<crate::http::schema::QueryId>, inline)]
    pub extension_id: Option<String>,
    /// `0`: only payments in force; `1`: only cancelled ones; absent: both (cancelled ones marked).
    #[param(value_type = Option<crate::http::schema::QueryCancelled>, inline)]
    pub cancelled: Option<String>,
    #[serde(flatten)]
    #[param(ignore)]
    pub list: ListParams,
}

/// A page of payments and the total of the payments in force the filters keep.
#[derive(Debug, Serialize, ToSchema)]
pub struct InvoicePage {
    #[serde(flatten)]
    pub page: Page<InvoiceView>,
    /// Dollars.
    #[serde(serialize_with = "units::serialize_cents")]
    #[schema(value_type = f64)]
    pub amount: i64,
}

/// A day of a query (`YYYY-MM-DD`), read as sent: an empty one is no more a day than `x`.
pub(crate) fn day(errors: &mut FieldErrors, field: &str, value: Option<&str>) -> Option<Date> {
    let v = value?;
    match Date::parse(v, format_description!("[year]-[month]-[day]")) {
        Ok(d) => Some(d),
        Err(_) => {
            errors.add(field, Msg::NotADate);
            None
        }
    }
}

pub(crate) fn start_of(d: Date) -> String {
    crate::clock::stamp(d.midnight().assume_utc())
}

/// Payments newest first; filters by days and branch; searchable by `ref_invoice`,
/// `expedition.ref_expedition`, `billet.ref_billet`, `customer.name`.
#[utoipa::path(
    get,
    path = "/api/invoices",
    tag = "freight",
    params(InvoiceListParams, ListParams),
    responses((status = 200, body = InvoicePage), (status = 400, body = ErrorBody), (status = 403, body = ErrorBody))
)]
async fn list_invoices(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiQuery(params): ApiQuery<InvoiceListParams>,
) -> Result<Json<InvoicePage>, ApiError> {
    current.require(Permission::ShowInvoice)?;
    let mut errors = FieldErrors::new();
    let page = params.list.page_request(&mut errors);
    let search = params.list.search(&mut errors, SearchColumn::parse);
    let from = day(&mut errors, "from", params.from.as_deref());
    let to = day(&mut errors, "to", params.to.as_deref());
    let extension_id = optional_int(
        &mut errors,
        "extensionId",
        params.extension_id.as_deref(),
        bounds::ID_MIN,
        bounds::ID_MAX,
    );
    let cancelled = cancelled_filter(&mut errors, params.cancelled.as_deref());
    errors.into_result()?;
    let filter = Filter {
        from,
        until: to.and_then(|d| d.next_day()),
        extension_id,
        cancelled,
    };
    let (found, amount) = payments::list(&state.db, &filter, search, page).await?;
    Ok(Json(InvoicePage {
        page: Page::new(
            found.items.into_iter().map(Into::into).collect(),
            found.total,
            page,
        ),
        amount,
    }))
}

#[utoipa::path(
    get,
    path = "/api/invoices/{id}",
    tag = "freight",
    params(("id" = i64, Path)),
    responses((status = 200, body = InvoiceView), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody))
)]
async fn get_invoice(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
) -> Result<Json<InvoiceView>, ApiError> {
    current.require(Permission::ShowInvoice)?;
    let row = payments::find(&state.db, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok(Json(row.into()))
}

#[derive(Debug, Default, Deserialize, ToSchema)]
pub struct CancelForm {
    /// Why the payment is cancelled: 3 to 500 characters.
    #[schema(required = true, schema_with = super::schema::string_between::<REASON_MIN, REASON_MAX>)]
    pub reason: Option<String>,
}

const REASON_MIN: usize = 3;
const REASON_MAX: usize = 500;

/// Cancels a payment (`supprimer facture`): it stays, marked with who, when and why, and the
/// expedition's debt is restored. A cancelled payment cannot be cancelled again (409).
#[utoipa::path(
    post,
    path = "/api/invoices/{id}/cancel",
    tag = "freight",
    params(("id" = i64, Path)),
    request_body = CancelForm,
    responses(
        (status = 200, body = Written<InvoiceView>),
        (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "Already cancelled", body = ErrorBody),
    )
)]
async fn cancel_invoice(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
    ApiJson(form): ApiJson<CancelForm>,
) -> Result<Written<InvoiceView>, ApiError> {
    current.require(Permission::DeleteInvoice)?;
    let mut errors = FieldErrors::new();
    let reason = errors.required_text("reason", form.reason.as_deref(), REASON_MAX);
    if !reason.is_empty() && reason.chars().count() < REASON_MIN {
        errors.add("reason", Msg::TooShort { min: REASON_MIN });
    }
    errors.into_result()?;
    payments::cancel(&state.db, id, &reason, current.user.id)
        .await
        .or_refused(payment_refusal)?;
    let row = payments::find(&state.db, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok(Written::ok(Msg::PaymentCancelled, row.into()))
}

/// A later payment, of an expedition or a ticket alike.
#[derive(Debug, Default, Deserialize, ToSchema)]
pub struct PaymentForm {
    /// Dollars, more than 0 and at most what is still owed.
    #[schema(required = true, schema_with = super::schema::positive_amount)]
    pub amount: Option<Scalar>,
}

/// Records a later payment (`FAC-…`) of an expedition or a ticket at the branch of the person
/// taking it: `POST /api/expeditions/{id}/invoices` and `POST /api/billets/{id}/invoices`.
pub async fn take_payment(
    state: &AppState,
    current: &CurrentUser,
    of: Pays,
    form: &PaymentForm,
) -> Result<Written<InvoiceView>, ApiError> {
    current.require(Permission::AddInvoice)?;
    let mut errors = FieldErrors::new();
    let amount = errors.required_positive_dollars("amount", form.amount.as_ref());
    errors.into_result()?;
    let invoice = payments::pay(
        &state.db,
        of,
        amount,
        current.user.extension_id,
        current.user.id,
    )
    .await
    .or_refused(payment_refusal)?;
    let row = payments::find(&state.db, invoice)
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok(Written {
        msg: Msg::PaymentSaved,
        data: row.into(),
        status: StatusCode::CREATED,
    })
}

/// What a refused payment or cancellation answers (expeditions and tickets alike).
pub fn payment_refusal(r: PaymentRefusal) -> ApiError {
    match r {
        PaymentRefusal::NotFound => ApiError::NotFound,
        PaymentRefusal::SubjectCancelled => ApiError::Conflict(Msg::TicketCancelled),
        PaymentRefusal::AboveDue(debt) => ApiError::Conflict(Msg::PaymentAboveDebt { debt }),
        PaymentRefusal::AlreadyCancelled => ApiError::Conflict(Msg::PaymentAlreadyCancelled),
    }
}

/// What one client owes.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReceivableView {
    pub customer: NamedRef,
    pub tel: Option<String>,
    /// Expeditions not fully paid.
    pub expeditions: i64,
    /// Dollars owed.
    #[serde(serialize_with = "units::serialize_cents")]
    #[schema(value_type = f64)]
    pub debt: i64,
    /// When the oldest unpaid expedition was registered.
    pub oldest: String,
}

/// Clients with a debt, the one owing for the longest first.
#[utoipa::path(
    get,
    path = "/api/invoices/receivables",
    tag = "freight",
    params(ListParams),
    responses((status = 200, body = Page<ReceivableView>), (status = 403, body = ErrorBody))
)]
async fn list_receivables(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiQuery(params): ApiQuery<ListParams>,
) -> Result<Json<Page<ReceivableView>>, ApiError> {
    current.require(Permission::ShowInvoice)?;
    let mut errors = FieldErrors::new();
    let page = params.page_request(&mut errors);
    errors.into_result()?;
    let found = payments::receivables(&state.db, page).await?;
    Ok(Json(Page::new(
        found
            .items
            .into_iter()
            .map(|r| ReceivableView {
                customer: NamedRef {
                    id: r.customer_id,
                    name: r.name,
                },
                tel: r.tel,
                expeditions: r.expeditions,
                debt: r.debt,
                oldest: r.oldest,
            })
            .collect(),
        found.total,
        page,
    )))
}
