//! Money out: `/api/depenses` (commissions on manifests and their shares, standalone expenses)
//! and the result of a manifest (`/api/depenses/manifestId/{id}`); the expense types
//! (`types`) and the people money is paid to (`beneficiaries`) have modules of their own.

mod beneficiaries;
mod types;

use crate::http::error::OrRefused;
use std::collections::BTreeMap;

use axum::{Json, extract::State, http::StatusCode};
use serde::{Deserialize, Serialize};
use time::Date;
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    auth::CurrentUser,
    error::{ApiError, ErrorBody},
    freight_common::{NamedRef, PartyRef, updated_at},
    invoices::day,
    json::{ApiJson, Written},
    list::{ApiQuery, ListParams, Page, cancelled_filter, optional_int},
    path::ApiPath,
    schema,
};
use crate::{
    app::AppState,
    db::{
        depenses::{
            self, DepenseRow, Expense, NewShare, SearchColumn, ShareEdit, TypeDepense, TypeTotal,
            Writer,
        },
        extensions, manifests, users,
    },
    domain::{
        bounds,
        depenses::{ManifestResult, Refusal},
        permissions::Permission,
        units,
        validation::{FieldErrors, Scalar},
    },
    messages::Msg,
};

const DESCRIPTION_MAX: usize = 500;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .merge(types::router())
        .merge(beneficiaries::router())
        .routes(routes!(list_depenses, create_depense))
        .routes(routes!(manifest_depenses))
        .routes(routes!(get_depense, update_depense, delete_depense))
}

// ---- views ----

/// An expense type; `ismanifeste` types are recorded on manifests (commissions).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TypedepenseView {
    pub id: i64,
    #[serde(rename = "type")]
    pub type_name: String,
    pub ismanifeste: bool,
    /// An expense has this type: it cannot be deleted, nor change kind.
    pub used: bool,
    pub created_at: String,
    pub updated_at: String,
}

impl From<TypeDepense> for TypedepenseView {
    fn from(t: TypeDepense) -> Self {
        TypedepenseView {
            id: t.id,
            type_name: t.type_name,
            ismanifeste: t.ismanifeste != 0,
            used: t.used != 0,
            created_at: t.created_at,
            updated_at: t.updated_at,
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct TypedepenseRef {
    pub id: i64,
    #[serde(rename = "type")]
    pub type_name: String,
    pub ismanifeste: bool,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ManifestRef {
    pub id: i64,
    pub ref_manifest: String,
    pub status: String,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CommissionRef {
    pub id: i64,
    #[serde(rename = "ref_depense")]
    pub ref_depense: String,
    /// The commission's total, dollars.
    #[serde(serialize_with = "units::serialize_cents")]
    #[schema(value_type = f64)]
    pub mount_t: i64,
}

/// A commission (`kind` commission), a beneficiary's share of one (`share`) or a standalone
/// expense (`expense`). Amounts in dollars.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DepenseView {
    pub id: i64,
    #[serde(rename = "ref_depense")]
    pub ref_depense: String,
    /// commission, share or expense.
    pub kind: String,
    /// The share's or expense's amount; a commission's total.
    #[serde(serialize_with = "units::serialize_cents")]
    #[schema(value_type = f64)]
    pub mount: i64,
    /// The commission's total (commissions and shares).
    #[serde(serialize_with = "units::serialize_optional_cents")]
    #[schema(value_type = Option<f64>)]
    pub mount_t: Option<i64>,
    /// What its shares in force add up to (commissions).
    #[serde(serialize_with = "units::serialize_optional_cents")]
    #[schema(value_type = Option<f64>)]
    pub allotted: Option<i64>,
    /// What is left to share (commissions).
    #[serde(serialize_with = "units::serialize_optional_cents")]
    #[schema(value_type = Option<f64>)]
    pub remaining: Option<i64>,
    pub description: Option<String>,
    /// The day it went out (`YYYY-MM-DD`).
    pub date: String,
    pub created_at: String,
    pub updated_at: String,
    pub cancelled_at: Option<String>,
    pub typedepense_id: i64,
    pub typedepense: TypedepenseRef,
    pub beneficer_id: Option<i64>,
    pub beneficer: Option<PartyRef>,
    pub manifeste_id: Option<i64>,
    pub manifeste: Option<ManifestRef>,
    pub branche_id: i64,
    pub branche: NamedRef,
    /// A share's commission.
    pub depense_id: Option<i64>,
    pub depense: Option<CommissionRef>,
    /// Who recorded it.
    pub user: PartyRef,
}

impl From<DepenseRow> for DepenseView {
    fn from(d: DepenseRow) -> Self {
        let commission = d.kind == "commission";
        DepenseView {
            id: d.id,
            ref_depense: d.ref_depense,
            mount: d.mount,
            mount_t: if commission {
                d.mount_t
            } else {
                d.parent_mount_t
            },
            allotted: commission.then_some(d.allotted),
            remaining: commission.then(|| d.mount_t.unwrap_or(d.mount) - d.allotted),
            description: d.description,
            date: d.day,
            created_at: d.created_at,
            updated_at: d.updated_at,
            cancelled_at: d.cancelled_at,
            typedepense_id: d.typedepense_id,
            typedepense: TypedepenseRef {
                id: d.typedepense_id,
                type_name: d.type_name,
                ismanifeste: d.ismanifeste != 0,
            },
            beneficer_id: d.beneficer_id,
            beneficer: d.beneficer_id.map(|id| PartyRef {
                id,
                name: d.beneficer_name.unwrap_or_default(),
                tel: d.beneficer_tel,
            }),
            manifeste_id: d.manifeste_id,
            manifeste: d.manifeste_id.map(|id| ManifestRef {
                id,
                ref_manifest: d.ref_manifest.unwrap_or_default(),
                status: d.manifest_status.unwrap_or_default(),
            }),
            branche_id: d.branche_id,
            branche: NamedRef {
                id: d.branche_id,
                name: d.branch_name,
            },
            depense_id: d.parent_id,
            depense: d.parent_id.map(|id| CommissionRef {
                id,
                ref_depense: d.parent_ref.unwrap_or_default(),
                mount_t: d.parent_mount_t.unwrap_or_default(),
            }),
            user: PartyRef {
                id: d.created_by,
                name: d.creator_name,
                tel: d.creator_tel,
            },
            kind: d.kind,
        }
    }
}

/// What one destination of a manifest's parcels brings in.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DestinationRevenueView {
    pub destination_id: i64,
    pub name: String,
    #[serde(serialize_with = "units::serialize_cents")]
    #[schema(value_type = f64)]
    pub revenue: i64,
}

/// What went out for one type.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TypeTotalView {
    pub typedepense_id: i64,
    #[serde(rename = "type")]
    pub type_name: String,
    #[serde(serialize_with = "units::serialize_cents")]
    #[schema(value_type = f64)]
    pub amount: i64,
    pub count: i64,
}

impl From<TypeTotal> for TypeTotalView {
    fn from(t: TypeTotal) -> Self {
        TypeTotalView {
            typedepense_id: t.typedepense_id,
            type_name: t.type_name,
            amount: t.amount,
            count: t.count,
        }
    }
}

/// A manifest's result: what its parcels bring in (each line's share of its parcel's amount),
/// the commission shares and the expenses in force on it, and what is left. Dollars.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ManifestResultView {
    /// Cargo and tickets.
    #[serde(serialize_with = "units::serialize_cents")]
    #[schema(value_type = f64)]
    pub revenue: i64,
    /// Of which the tickets' fares.
    #[serde(serialize_with = "units::serialize_cents")]
    #[schema(value_type = f64)]
    pub fares: i64,
    #[serde(serialize_with = "units::serialize_cents")]
    #[schema(value_type = f64)]
    pub commissions: i64,
    #[serde(serialize_with = "units::serialize_cents")]
    #[schema(value_type = f64)]
    pub expenses: i64,
    #[serde(serialize_with = "units::serialize_cents")]
    #[schema(value_type = f64)]
    pub margin: i64,
    /// The margin in % of the revenue, one decimal; none without revenue.
    pub margin_percent: Option<f64>,
    /// Revenue per destination (a manifest's detail only; null on list rows).
    pub by_destination: Option<Vec<DestinationRevenueView>>,
    /// Commissions and expenses per type (a manifest's detail only; null on list rows).
    pub by_type: Option<Vec<TypeTotalView>>,
}

impl From<ManifestResult> for ManifestResultView {
    fn from(r: ManifestResult) -> Self {
        ManifestResultView {
            revenue: r.revenue,
            fares: r.fares,
            commissions: r.commissions,
            expenses: r.expenses,
            margin: r.margin,
            margin_percent: r.margin_permille.map(|p| p as f64 / 10.0),
            by_destination: None,
            by_type: None,
        }
    }
}

/// The results of these manifests (two queries whatever their number).
pub async fn results_of(
    state: &AppState,
    ids: &[i64],
) -> Result<BTreeMap<i64, ManifestResultView>, ApiError> {
    Ok(depenses::results(&state.db, ids)
        .await?
        .into_iter()
        .map(|(id, r)| (id, r.into()))
        .collect())
}

/// A manifest's result with its split by destination and by type.
pub async fn full_result(state: &AppState, id: i64) -> Result<ManifestResultView, ApiError> {
    let mut result: ManifestResultView = depenses::results(&state.db, &[id])
        .await?
        .remove(&id)
        .unwrap_or_default()
        .into();
    result.by_destination = Some(
        depenses::revenue_by_destination(&state.db, id)
            .await?
            .into_iter()
            .map(|d| DestinationRevenueView {
                destination_id: d.destination_id,
                name: d.name,
                revenue: d.revenue,
            })
            .collect(),
    );
    result.by_type = Some(
        depenses::costs_by_type(&state.db, id)
            .await?
            .into_iter()
            .map(Into::into)
            .collect(),
    );
    Ok(result)
}

// ---- lists ----

#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct DepenseListParams {
    /// First day (`YYYY-MM-DD`), included.
    #[param(value_type = Option<crate::http::schema::QueryDate>, inline)]
    pub from: Option<String>,
    /// Last day (`YYYY-MM-DD`), included.
    #[param(value_type = Option<crate::http::schema::QueryDate>, inline)]
    pub to: Option<String>,
    #[serde(rename = "brancheId")]
    #[param(value_type = Option<crate::http::schema::QueryId>, inline)]
    pub branche_id: Option<String>,
    #[serde(rename = "typedepenseId")]
    #[param(value_type = Option<crate::http::schema::QueryId>, inline)]
    pub typedepense_id: Option<String>,
    #[serde(rename = "manifesteId")]
    #[param(value_type = Option<crate::http::schema::QueryId>, inline)]
    pub manifeste_id: Option<String>,
    #[serde(rename = "beneficerId")]
    #[param(value_type = Option<crate::http::schema::QueryId>, inline)]
    pub beneficer_id: Option<String>,
    /// `0`: only those in force; `1`: only cancelled ones; absent: both (cancelled ones marked).
    #[param(value_type = Option<crate::http::schema::QueryCancelled>, inline)]
    pub cancelled: Option<String>,
    #[serde(flatten)]
    #[param(ignore)]
    pub list: ListParams,
}

/// A page of shares and expenses, the total of those in force the filters keep, and its split by
/// type.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DepensePage {
    #[serde(flatten)]
    pub page: Page<DepenseView>,
    /// Dollars.
    #[serde(serialize_with = "units::serialize_cents")]
    #[schema(value_type = f64)]
    pub amount: i64,
    pub by_type: Vec<TypeTotalView>,
}

fn id_param(errors: &mut FieldErrors, field: &str, value: Option<&str>) -> Option<i64> {
    optional_int(errors, field, value, bounds::ID_MIN, bounds::ID_MAX)
}

/// Shares of commissions and standalone expenses, newest day first; filters by days, branch,
/// type, manifest and beneficiary; searchable by `ref_depense` (its start), `beneficer.name`,
/// `description`.
#[utoipa::path(
    get,
    path = "/api/depenses",
    tag = "freight",
    params(DepenseListParams, ListParams),
    responses((status = 200, body = DepensePage), (status = 400, body = ErrorBody), (status = 403, body = ErrorBody))
)]
async fn list_depenses(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiQuery(params): ApiQuery<DepenseListParams>,
) -> Result<Json<DepensePage>, ApiError> {
    current.require(Permission::ShowExpense)?;
    let mut errors = FieldErrors::new();
    let page = params.list.page_request(&mut errors);
    let search = params.list.search(&mut errors, SearchColumn::parse);
    let from = day(&mut errors, "from", params.from.as_deref());
    let to = day(&mut errors, "to", params.to.as_deref());
    if let (Some(f), Some(t)) = (from, to)
        && f > t
    {
        errors.add("to", Msg::PeriodReversed);
    }
    let filter = depenses::Filter {
        from: from.map(iso),
        to: to.map(iso),
        branche_id: id_param(&mut errors, "brancheId", params.branche_id.as_deref()),
        typedepense_id: id_param(
            &mut errors,
            "typedepenseId",
            params.typedepense_id.as_deref(),
        ),
        manifeste_id: id_param(&mut errors, "manifesteId", params.manifeste_id.as_deref()),
        beneficer_id: id_param(&mut errors, "beneficerId", params.beneficer_id.as_deref()),
        cancelled: cancelled_filter(&mut errors, params.cancelled.as_deref()),
    };
    errors.into_result()?;
    let (found, amount, by_type) = depenses::list(&state.db, &filter, search, page).await?;
    Ok(Json(DepensePage {
        page: Page::new(
            found.items.into_iter().map(Into::into).collect(),
            found.total,
            page,
        ),
        amount,
        by_type: by_type.into_iter().map(Into::into).collect(),
    }))
}

fn iso(d: Date) -> String {
    format!("{:04}-{:02}-{:02}", d.year(), u8::from(d.month()), d.day())
}

/// A manifest's commission of one type, with its shares in force, oldest first.
#[derive(Debug, Serialize, ToSchema)]
pub struct CommissionView {
    #[serde(flatten)]
    pub commission: DepenseView,
    pub shares: Vec<DepenseView>,
}

/// What went out on a manifest, and its result.
#[derive(Debug, Serialize, ToSchema)]
pub struct ManifestDepenses {
    pub commissions: Vec<CommissionView>,
    /// Standalone expenses recorded for this manifest, in force.
    pub expenses: Vec<DepenseView>,
    pub result: ManifestResultView,
}

/// A manifest's commissions (each with its shares in force), its expenses and its result.
#[utoipa::path(
    get,
    path = "/api/depenses/manifestId/{id}",
    tag = "freight",
    params(("id" = i64, Path, description = "The manifest")),
    responses((status = 200, body = ManifestDepenses), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody))
)]
async fn manifest_depenses(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
) -> Result<Json<ManifestDepenses>, ApiError> {
    current.require_any(&[Permission::ShowExpense, Permission::ShowManifest])?;
    manifests::find(&state.db, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    let rows = depenses::of_manifest(&state.db, id).await?;
    let mut commissions: Vec<CommissionView> = Vec::new();
    let mut shares: BTreeMap<i64, Vec<DepenseView>> = BTreeMap::new();
    let mut expenses = Vec::new();
    for row in rows {
        match (row.kind.as_str(), row.parent_id) {
            ("commission", _) => commissions.push(CommissionView {
                commission: row.into(),
                shares: Vec::new(),
            }),
            ("share", Some(parent)) => shares.entry(parent).or_default().push(row.into()),
            _ => expenses.push(row.into()),
        }
    }
    for c in &mut commissions {
        c.shares = shares.remove(&c.commission.id).unwrap_or_default();
    }
    Ok(Json(ManifestDepenses {
        commissions,
        expenses,
        result: full_result(&state, id).await?,
    }))
}

/// One row; a commission with its shares, and the result of its manifest when it has one.
#[derive(Debug, Serialize, ToSchema)]
pub struct DepenseDetail {
    #[serde(flatten)]
    pub depense: DepenseView,
    /// A commission's shares, oldest first (cancelled ones marked).
    pub shares: Option<Vec<DepenseView>>,
    pub result: Option<ManifestResultView>,
}

async fn detail(state: &AppState, row: DepenseRow) -> Result<DepenseDetail, ApiError> {
    let shares = if row.kind == "commission" {
        Some(
            depenses::shares_of(&state.db, row.id)
                .await?
                .into_iter()
                .map(Into::into)
                .collect(),
        )
    } else {
        None
    };
    let result = match row.manifeste_id {
        Some(m) => Some(full_result(state, m).await?),
        None => None,
    };
    Ok(DepenseDetail {
        depense: row.into(),
        shares,
        result,
    })
}

#[utoipa::path(
    get,
    path = "/api/depenses/{id}",
    tag = "freight",
    params(("id" = i64, Path)),
    responses((status = 200, body = DepenseDetail), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody))
)]
async fn get_depense(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
) -> Result<Json<DepenseDetail>, ApiError> {
    current.require(Permission::ShowExpense)?;
    let row = depenses::find(&state.db, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok(Json(detail(&state, row).await?))
}

// ---- writes ----

/// A commission share (type `ismanifeste`: `manifesteId`, `mountT`, `beneficerId`, `mount`,
/// `description`) or a standalone expense (other types: `brancheId`, `mount`, `date`,
/// `description`, optional `beneficerId` and `manifesteId`). Amounts in dollars.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DepenseForm {
    #[schema(required = true, schema_with = schema::id)]
    pub typedepense_id: Option<Scalar>,
    /// The manifest: required for a commission share, optional for an expense.
    #[schema(schema_with = schema::optional_id)]
    pub manifeste_id: Option<Scalar>,
    /// The commission's total: required for the first share of a type on a manifest; when
    /// given later, the commission's new total.
    #[serde(rename = "mountT")]
    #[schema(schema_with = schema::positive_amount)]
    pub mount_t: Option<Scalar>,
    /// The beneficiary: required for a share, optional for an expense. Never a super user.
    #[schema(schema_with = schema::optional_id)]
    pub beneficer_id: Option<Scalar>,
    /// The share's or expense's amount.
    #[schema(required = true, schema_with = schema::positive_amount)]
    pub mount: Option<Scalar>,
    /// At most 500 characters.
    #[schema(schema_with = schema::string_text::<DESCRIPTION_MAX>)]
    pub description: Option<String>,
    /// An expense's branch: defaults to the person's.
    #[schema(schema_with = schema::optional_id)]
    pub branche_id: Option<Scalar>,
    /// An expense's day (`YYYY-MM-DD`, from 2000-01-01 to tomorrow): required for an expense.
    #[schema(schema_with = schema::date)]
    pub date: Option<Scalar>,
    /// For edits: the `updatedAt` the edit started from.
    pub updated_at: Option<Scalar>,
}

/// The person writing, as the rules of `db::depenses` see them.
fn writer(current: &CurrentUser) -> Writer {
    Writer {
        admin: current.can(Permission::Admin),
        branch: current.user.extension_id,
        id: current.user.id,
    }
}

fn refusal(r: Refusal) -> ApiError {
    match r {
        Refusal::NotFound => ApiError::NotFound,
        Refusal::ManifestLocked => ApiError::Conflict(Msg::CommissionLocked),
        Refusal::NotYourBranch => ApiError::OtherBranch,
        Refusal::AboveTotal { remaining } => {
            FieldErrors::single("mount", Msg::CommissionBelowShares { remaining }).into()
        }
        Refusal::TotalBelowShares { allotted } => {
            FieldErrors::single("mountT", Msg::CommissionTotalBelowShares { allotted }).into()
        }
        Refusal::TotalRequired => FieldErrors::single("mountT", Msg::RequiredHere).into(),
        Refusal::NotLastShare => ApiError::Conflict(Msg::NotLastShare),
        Refusal::HasShares => ApiError::Conflict(Msg::CommissionHasShares),
        Refusal::AlreadyCancelled => ApiError::Conflict(Msg::DepenseAlreadyCancelled),
        Refusal::Stale => ApiError::Conflict(Msg::StaleEdit),
    }
}

/// An edit's fields depend on what the record is (a commission's total, a share's beneficiary and
/// amount, an expense's fields), so one it lacks is required by the record, not by the form.
fn required_by_record(e: ApiError) -> ApiError {
    match e {
        ApiError::Invalid(errors) => ApiError::Invalid(errors.required_here()),
        e => e,
    }
}

/// A beneficiary one may pay: an active person who is not a super user.
async fn beneficiary(
    state: &AppState,
    errors: &mut FieldErrors,
    id: Option<i64>,
) -> Result<(), ApiError> {
    if let Some(id) = id {
        let ok = users::find(&state.db, id)
            .await?
            .is_some_and(|u| u.is_active() && u.archived == 0 && !u.is_superuser());
        if !ok {
            errors.add("beneficerId", Msg::UnknownBeneficiary);
        }
    }
    Ok(())
}

/// The checked form: a share or an expense, by its type.
enum Checked {
    Share(NewShare),
    Expense(Expense),
}

async fn check(
    state: &AppState,
    current: &CurrentUser,
    form: &DepenseForm,
) -> Result<Checked, ApiError> {
    let mut errors = FieldErrors::new();
    let type_id = errors.required_id("typedepenseId", form.typedepense_id.as_ref());
    let manifest = errors.id("manifesteId", form.manifeste_id.as_ref());
    let mount_t = errors.dollars("mountT", form.mount_t.as_ref());
    if mount_t == Some(0) {
        errors.add("mountT", Msg::MustBePositive);
    }
    let beneficer = errors.id("beneficerId", form.beneficer_id.as_ref());
    let mount = errors.required_positive_dollars("mount", form.mount.as_ref());
    let description = errors
        .optional_text("description", form.description.as_deref(), DESCRIPTION_MAX)
        .filter(|d| !d.is_empty());
    let branch = errors.id("brancheId", form.branche_id.as_ref());
    let date = errors.date("date", form.date.as_ref());
    let kind = if type_id > 0 {
        match depenses::find_type(&state.db, type_id).await? {
            Some(t) => Some(t.ismanifeste != 0),
            None => {
                errors.add("typedepenseId", Msg::UnknownTypedepense);
                None
            }
        }
    } else {
        None
    };
    if let Some(m) = manifest
        && manifests::find(&state.db, m).await?.is_none()
    {
        errors.add("manifesteId", Msg::UnknownManifest);
    }
    beneficiary(state, &mut errors, beneficer).await?;
    // A field sent blank is absent: required here all the same (a malformed one is already
    // named, and `add` keeps the first message).
    match kind {
        Some(true) => {
            if manifest.is_none() {
                errors.add("manifesteId", Msg::RequiredHere);
            }
            if beneficer.is_none() {
                errors.add("beneficerId", Msg::RequiredHere);
            }
            errors.into_result()?;
            Ok(Checked::Share(NewShare {
                typedepense_id: type_id,
                manifeste_id: manifest.unwrap_or_default(),
                mount_t: mount_t.filter(|t| *t > 0),
                beneficer_id: beneficer.unwrap_or_default(),
                mount,
                description,
            }))
        }
        Some(false) => {
            let branch = branch.or(current.user.extension_id);
            match branch {
                None => errors.add("brancheId", Msg::RequiredHere),
                Some(b) if extensions::find(&state.db, b).await?.is_none() => {
                    errors.add("brancheId", Msg::UnknownBranch)
                }
                _ => {}
            }
            let today = state.db.clock().today();
            match &date {
                None => errors.add("date", Msg::RequiredHere),
                Some(d) if d.as_str() > next_day(&today).as_str() => {
                    errors.add("date", Msg::DateInFuture)
                }
                Some(d) if d.as_str() < "2000-01-01" => errors.add("date", Msg::DateTooOld),
                _ => {}
            }
            errors.into_result()?;
            Ok(Checked::Expense(Expense {
                typedepense_id: type_id,
                branche_id: branch.unwrap_or_default(),
                mount,
                day: date.unwrap_or_default(),
                description,
                beneficer_id: beneficer,
                manifeste_id: manifest,
            }))
        }
        None => {
            errors.into_result()?;
            Err(ApiError::NotFound)
        }
    }
}

/// The day after `today` (`YYYY-MM-DD`): an expense may be dated tomorrow, as the agency's day
/// may already be tomorrow in UTC terms.
fn next_day(today: &str) -> String {
    let format = time::macros::format_description!("[year]-[month]-[day]");
    Date::parse(today, format)
        .ok()
        .and_then(|d| d.next_day())
        .map(iso)
        .unwrap_or_else(|| today.to_string())
}

/// Records a commission share on a manifest (creating its commission of that type with its total
/// when needed) or a standalone expense.
#[utoipa::path(
    post,
    path = "/api/depenses",
    tag = "freight",
    request_body = DepenseForm,
    responses(
        (status = 201, body = Written<DepenseDetail>),
        (status = 400, description = "Invalid, or the shares above the commission's total", body = ErrorBody),
        (status = 403, description = "Missing permission, or another branch's manifest or expense", body = ErrorBody),
        (status = 409, description = "The manifest is validated", body = ErrorBody),
    )
)]
async fn create_depense(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiJson(form): ApiJson<DepenseForm>,
) -> Result<Written<DepenseDetail>, ApiError> {
    current.require(Permission::AddExpense)?;
    let id = match check(&state, &current, &form).await? {
        Checked::Share(share) => depenses::add_share(&state.db, &share, writer(&current)).await,
        Checked::Expense(expense) => {
            depenses::create_expense(&state.db, &expense, writer(&current)).await
        }
    }
    .or_refused(refusal)?;
    let row = depenses::find(&state.db, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok(Written {
        msg: Msg::DepenseSaved,
        data: detail(&state, row).await?,
        status: StatusCode::CREATED,
    })
}

/// Changes a share (`mountT`, `beneficerId`, `mount`, `description`), a commission's total
/// (`mountT`) or a standalone expense (as created), with the `updatedAt` the edit started from.
#[utoipa::path(
    put,
    path = "/api/depenses/{id}",
    tag = "freight",
    params(("id" = i64, Path)),
    request_body = DepenseForm,
    responses(
        (status = 200, body = Written<DepenseDetail>),
        (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "Validated manifest, cancelled, or stale", body = ErrorBody),
    )
)]
async fn update_depense(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
    ApiJson(form): ApiJson<DepenseForm>,
) -> Result<Written<DepenseDetail>, ApiError> {
    current.require(Permission::EditExpense)?;
    let before = depenses::find(&state.db, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    let updated_at = updated_at(form.updated_at.as_ref())?;
    let who = writer(&current);
    match before.kind.as_str() {
        "commission" => {
            let mut errors = FieldErrors::new();
            let total = errors.required_positive_dollars("mountT", form.mount_t.as_ref());
            errors.into_result().map_err(FieldErrors::required_here)?;
            depenses::update_total(&state.db, id, total, &updated_at, who).await
        }
        "share" => {
            let mut errors = FieldErrors::new();
            let mount_t = errors.dollars("mountT", form.mount_t.as_ref());
            if mount_t == Some(0) {
                errors.add("mountT", Msg::MustBePositive);
            }
            let beneficer = errors.required_id("beneficerId", form.beneficer_id.as_ref());
            let mount = errors.required_positive_dollars("mount", form.mount.as_ref());
            let description = errors
                .optional_text("description", form.description.as_deref(), DESCRIPTION_MAX)
                .filter(|d| !d.is_empty());
            beneficiary(&state, &mut errors, (beneficer > 0).then_some(beneficer)).await?;
            errors.into_result().map_err(FieldErrors::required_here)?;
            let edit = ShareEdit {
                mount_t,
                beneficer_id: beneficer,
                mount,
                description,
            };
            depenses::update_share(&state.db, id, &edit, &updated_at, who).await
        }
        _ => match check(&state, &current, &form)
            .await
            .map_err(required_by_record)?
        {
            Checked::Expense(expense) => {
                depenses::update_expense(&state.db, id, &expense, &updated_at, who).await
            }
            Checked::Share(_) => {
                return Err(
                    FieldErrors::single("typedepenseId", Msg::TypedepenseIsManifest).into(),
                );
            }
        },
    }
    .or_refused(refusal)?;
    let row = depenses::find(&state.db, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok(Written::ok(Msg::DepenseSaved, detail(&state, row).await?))
}

/// Cancels a share (only the last in force of its commission), a commission without shares in
/// force, or a standalone expense. Nothing is deleted: the row stays, marked cancelled.
#[utoipa::path(
    delete,
    path = "/api/depenses/{id}",
    tag = "freight",
    params(("id" = i64, Path)),
    responses(
        (status = 200, body = Written<DepenseDetail>),
        (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "Not the last share, validated manifest, or already cancelled", body = ErrorBody),
    )
)]
async fn delete_depense(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
) -> Result<Written<DepenseDetail>, ApiError> {
    current.require(Permission::DeleteExpense)?;
    depenses::find(&state.db, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    depenses::cancel(&state.db, id, writer(&current))
        .await
        .or_refused(refusal)?;
    let row = depenses::find(&state.db, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok(Written::ok(
        Msg::DepenseCancelled,
        detail(&state, row).await?,
    ))
}
