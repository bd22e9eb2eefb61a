//! Money and tonnage over a period: the dashboard (`/api/dashboard`) and the reports
//! (`/api/reports/{name}`, as JSON, CSV or XLSX). Every figure comes from the summaries kept
//! with the writes (db::reports); DESIGN §3 "Money in and out" defines them.

mod build;
pub(crate) mod table;

use axum::{
    Json,
    extract::State,
    http::header,
    response::{IntoResponse, Response},
};
use serde::{Deserialize, Serialize};
use time::Date;
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    auth::CurrentUser,
    error::{ApiError, ErrorBody},
    invoices::day,
    lang,
    list::{ApiQuery, int_param, optional_int},
    path::ApiPath,
};
use crate::{
    app::AppState,
    db::{extensions, reports::Scope},
    domain::{
        bounds,
        period::{GroupBy, Period, PeriodError, iso},
        permissions::Permission,
        units,
        validation::FieldErrors,
    },
    messages::Msg,
};

pub use build::Report;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(dashboard))
        .routes(routes!(report))
        .routes(routes!(today_at))
}

/// Reads `from` and `to` (`YYYY-MM-DD`, today when absent): `to` not before `from`, five years
/// at most.
fn period(errors: &mut FieldErrors, from: Option<&str>, to: Option<&str>, today: Date) -> Period {
    let from_day = day(errors, "from", from);
    let to_day = day(errors, "to", to);
    let (f, t) = (from_day.unwrap_or(today), to_day.unwrap_or(today));
    match Period::new(f, t) {
        Ok(p) => p,
        Err(e) => {
            let msg = match e {
                PeriodError::Reversed => Msg::PeriodReversed,
                PeriodError::TooLong => Msg::PeriodTooLong,
            };
            // Name the end the client sent (`to` when both, or neither, were sent).
            let field = if to_day.is_none() && from_day.is_some() {
                "from"
            } else {
                "to"
            };
            errors.add(field, msg);
            Period { from: f, to: f }
        }
    }
}

/// The branch whose figures are shown: someone bound to a branch sees theirs unless they hold
/// `admin`; others see the one they ask for, or all.
fn branch(current: &CurrentUser, asked: Option<i64>) -> Result<Option<i64>, ApiError> {
    match current.user.extension_id {
        Some(own) if !current.can(Permission::Admin) => match asked {
            Some(b) if b != own => Err(ApiError::OtherBranchFigures),
            _ => Ok(Some(own)),
        },
        _ => Ok(asked),
    }
}

/// The branch asked for (`brancheId`), today there, and the period asked (today by default).
async fn asked_period(
    state: &AppState,
    current: &CurrentUser,
    errors: &mut FieldErrors,
    branche_id: Option<&str>,
    (from, to): (Option<&str>, Option<&str>),
) -> Result<(Option<i64>, Date, Period), ApiError> {
    let asked = optional_int(
        errors,
        "brancheId",
        branche_id,
        bounds::ID_MIN,
        bounds::ID_MAX,
    );
    let today = today(state, current, asked).await?;
    Ok((asked, today, period(errors, from, to, today)))
}

/// Today at the branch whose figures are asked for, else the user's, else the agency's first
/// (days belong to branches: DESIGN §2).
async fn today(
    state: &AppState,
    current: &CurrentUser,
    asked: Option<i64>,
) -> Result<Date, ApiError> {
    let day = extensions::today(&state.db, asked.or(current.user.extension_id)).await?;
    let format = time::macros::format_description!("[year]-[month]-[day]");
    Ok(Date::parse(&day, format).expect("a local day is a date"))
}

#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct TodayParams {
    /// The branch; the user's when absent (the agency's first for someone bound to none).
    #[serde(rename = "brancheId")]
    #[param(value_type = Option<crate::http::schema::QueryId>, inline)]
    pub branche_id: Option<String>,
}

/// Today's date at a branch.
#[derive(Debug, Serialize, ToSchema)]
pub struct Today {
    /// `YYYY-MM-DD` in the branch's time zone.
    pub today: String,
}

/// Today at a branch: the day the period presets of the dashboard and the reports count from
/// (days belong to branches, not to the browser's calendar).
#[utoipa::path(
    get,
    path = "/api/today",
    tag = "reports",
    params(TodayParams),
    responses((status = 200, body = Today), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody))
)]
async fn today_at(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiQuery(params): ApiQuery<TodayParams>,
) -> Result<Json<Today>, ApiError> {
    let mut errors = FieldErrors::new();
    let asked = optional_int(
        &mut errors,
        "brancheId",
        params.branche_id.as_deref(),
        bounds::ID_MIN,
        bounds::ID_MAX,
    );
    errors.into_result()?;
    let today = today(&state, &current, asked).await?;
    Ok(Json(Today {
        today: today.to_string(),
    }))
}

// ---- dashboard ----

#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct DashboardParams {
    /// First day (`YYYY-MM-DD`, each branch's local date), included; today when absent.
    #[param(value_type = Option<crate::http::schema::QueryDate>, inline)]
    pub from: Option<String>,
    /// Last day (`YYYY-MM-DD`), included; today when absent. At most five years after `from`.
    #[param(value_type = Option<crate::http::schema::QueryDate>, inline)]
    pub to: Option<String>,
    /// One branch; all when absent (someone bound to a branch without `admin` sees theirs).
    #[serde(rename = "brancheId")]
    #[param(value_type = Option<crate::http::schema::QueryId>, inline)]
    pub branche_id: Option<String>,
}

/// A route's figures over the period: of the expeditions registered in it, how many pieces and
/// kg there are now in stock, on waybills and shipped; the tickets sold on it. Tickets count on
/// the first route from their manifest's origin to its destination; when no route joins them,
/// they have a block of their own (`routeId` 0, named 'origin → destination').
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DashboardRoute {
    pub route_id: i64,
    pub route: String,
    pub origin_id: i64,
    pub destination_id: i64,
    pub expeditions: i64,
    pub pieces: i64,
    /// Kg.
    #[serde(serialize_with = "units::serialize_grams")]
    #[schema(value_type = f64)]
    pub kg: i64,
    pub stock_pieces: i64,
    #[serde(serialize_with = "units::serialize_grams")]
    #[schema(value_type = f64)]
    pub stock_kg: i64,
    pub waybill_pieces: i64,
    #[serde(serialize_with = "units::serialize_grams")]
    #[schema(value_type = f64)]
    pub waybill_kg: i64,
    pub shipped_pieces: i64,
    #[serde(serialize_with = "units::serialize_grams")]
    #[schema(value_type = f64)]
    pub shipped_kg: i64,
    /// Passenger tickets sold in the period and not cancelled.
    pub tickets: i64,
    /// Dollars billed on the route in the period: expeditions' prices and tickets' fares.
    #[serde(serialize_with = "units::serialize_cents")]
    #[schema(value_type = f64)]
    pub income: i64,
}

/// One bucket of the period (a day, a week from Monday, a month).
#[derive(Debug, Serialize, ToSchema)]
pub struct DashboardPoint {
    /// The bucket's first day.
    pub date: String,
    #[serde(serialize_with = "units::serialize_cents")]
    #[schema(value_type = f64)]
    pub billed: i64,
    #[serde(serialize_with = "units::serialize_cents")]
    #[schema(value_type = f64)]
    pub collected: i64,
    #[serde(serialize_with = "units::serialize_cents")]
    #[schema(value_type = f64)]
    pub spent: i64,
}

/// 'Situation actuelle': money in and out over the period, and each route's tonnage. Dollars.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Dashboard {
    pub from: String,
    pub to: String,
    /// Today at the branch shown (the user's, or the agency's first for all branches): the day
    /// the period presets count from.
    pub today: String,
    pub branche_id: Option<i64>,
    /// The cut of `series`: `day` up to 62 days, `week` up to 190, `month` beyond.
    pub group_by: String,
    /// Facturé: prices of the expeditions registered and fares of the tickets sold in the period.
    #[serde(serialize_with = "units::serialize_cents")]
    #[schema(value_type = f64)]
    pub billed: i64,
    /// Encaissé: payments received in the period, cancelled ones excluded.
    #[serde(serialize_with = "units::serialize_cents")]
    #[schema(value_type = f64)]
    pub collected: i64,
    /// Dépense: expenses and commission shares dated in the period, in force.
    #[serde(serialize_with = "units::serialize_cents")]
    #[schema(value_type = f64)]
    pub spent: i64,
    /// Caisse = Encaissé − Dépense.
    #[serde(serialize_with = "units::serialize_cents")]
    #[schema(value_type = f64)]
    pub cash: i64,
    /// Dette: still owed on the expeditions registered and the tickets sold in the period.
    #[serde(serialize_with = "units::serialize_cents")]
    #[schema(value_type = f64)]
    pub debt: i64,
    /// Dette in total, all expeditions and tickets (of the branch).
    #[serde(serialize_with = "units::serialize_cents")]
    #[schema(value_type = f64)]
    pub debt_total: i64,
    pub expeditions: i64,
    /// Tickets sold in the period and not cancelled.
    pub tickets: i64,
    pub routes: Vec<DashboardRoute>,
    pub series: Vec<DashboardPoint>,
}

/// The dashboard of a period (today by default) for one branch or all.
#[utoipa::path(
    get,
    path = "/api/dashboard",
    tag = "reports",
    params(DashboardParams),
    responses((status = 200, body = Dashboard), (status = 400, body = ErrorBody), (status = 403, body = ErrorBody))
)]
async fn dashboard(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiQuery(params): ApiQuery<DashboardParams>,
) -> Result<Json<Dashboard>, ApiError> {
    current.require(Permission::ShowDashboard)?;
    let mut errors = FieldErrors::new();
    let (asked, today, period) = asked_period(
        &state,
        &current,
        &mut errors,
        params.branche_id.as_deref(),
        (params.from.as_deref(), params.to.as_deref()),
    )
    .await?;
    errors.into_result()?;
    let branche_id = branch(&current, asked)?;
    let mut dashboard = build::dashboard(&state.db, period, branche_id).await?;
    dashboard.today = today.to_string();
    Ok(Json(dashboard))
}

// ---- reports ----

#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ReportParams {
    /// First day (`YYYY-MM-DD`, each branch's local date), included; today when absent.
    #[param(value_type = Option<crate::http::schema::QueryDate>, inline)]
    pub from: Option<String>,
    /// Last day (`YYYY-MM-DD`), included; today when absent. At most five years after `from`.
    #[param(value_type = Option<crate::http::schema::QueryDate>, inline)]
    pub to: Option<String>,
    /// One branch; all when absent (someone bound to a branch without `admin` sees theirs).
    #[serde(rename = "brancheId")]
    #[param(value_type = Option<crate::http::schema::QueryId>, inline)]
    pub branche_id: Option<String>,
    /// A route (price): revenue, tonnage and clients.
    #[serde(rename = "routeId")]
    #[param(value_type = Option<crate::http::schema::QueryId>, inline)]
    pub route_id: Option<String>,
    /// `day`, `week` (from Monday) or `month` (default): revenue.
    #[serde(rename = "groupBy")]
    #[param(value_type = Option<crate::http::schema::QueryGroupBy>, inline)]
    pub group_by: Option<String>,
    /// From 1.
    #[param(value_type = Option<crate::http::schema::QueryPage>, inline)]
    pub page: Option<String>,
    /// 50 by default, at most 100.
    #[param(value_type = Option<crate::http::schema::QueryPerPage>, inline)]
    pub per_page: Option<String>,
    /// `json` (default), `csv` or `xlsx`: the whole report as a file.
    #[param(value_type = Option<crate::http::schema::QueryReportFormat>, inline)]
    pub format: Option<String>,
}

/// A column of a report.
#[derive(Debug, Serialize, ToSchema)]
pub struct ReportColumn {
    pub key: String,
    /// In the request's language.
    pub label: String,
    /// `text`, `date`, `count`, `money` (dollars), `kg`, `percent` (12.5 is 12,5 %).
    pub kind: String,
}

/// What a chart of the report draws: `data` rows keyed by `index` and `series`.
#[derive(Debug, Serialize, ToSchema)]
pub struct ReportChart {
    /// `line`, `bar` or `stacked` (bars).
    pub kind: String,
    pub index: String,
    pub series: Vec<String>,
    #[schema(value_type = Vec<Object>)]
    pub data: Vec<serde_json::Value>,
}

/// A page of a report's rows, its totals over every row, and its chart.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReportView {
    pub name: String,
    pub from: String,
    pub to: String,
    pub group_by: Option<String>,
    pub branche_id: Option<i64>,
    pub route_id: Option<i64>,
    /// The day ages are counted to (receivables): today.
    pub as_of: String,
    pub columns: Vec<ReportColumn>,
    /// Keyed by the columns' keys; amounts in dollars, weights in kg.
    #[schema(value_type = Vec<Object>)]
    pub rows: Vec<serde_json::Value>,
    /// The numeric columns' totals over every row of the report.
    #[schema(value_type = Object)]
    pub totals: serde_json::Value,
    pub chart: Option<ReportChart>,
    pub total: i64,
    pub page: i64,
    #[serde(rename = "per_page")]
    pub per_page: i64,
}

const REPORT_PER_PAGE: i64 = 50;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Format {
    Json,
    Csv,
    Xlsx,
}

/// A report (`revenue`, `tonnage`, `receivables`, `commissions`, `expenses`, `manifests`,
/// `clients`) over a period: a page of rows as JSON, or every row as a CSV or XLSX download
/// (headers in the request's language, a totals row last).
#[utoipa::path(
    get,
    path = "/api/reports/{name}",
    tag = "reports",
    params(("name" = String, Path, description = "revenue, tonnage, receivables, commissions, expenses, manifests or clients"), ReportParams),
    responses(
        (status = 200, body = ReportView, description = "JSON; with `format=csv` a text/csv file, with `format=xlsx` an Excel workbook"),
        (status = 400, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)
    )
)]
async fn report(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(name): ApiPath<String>,
    ApiQuery(params): ApiQuery<ReportParams>,
) -> Result<Response, ApiError> {
    current.require(Permission::ShowReport)?;
    let report = Report::parse(&name).ok_or(ApiError::Missing(Msg::UnknownReport))?;
    let mut errors = FieldErrors::new();
    let (asked, today, period) = asked_period(
        &state,
        &current,
        &mut errors,
        params.branche_id.as_deref(),
        (params.from.as_deref(), params.to.as_deref()),
    )
    .await?;
    let route_id = optional_int(
        &mut errors,
        "routeId",
        params.route_id.as_deref(),
        bounds::ID_MIN,
        bounds::ID_MAX,
    );
    let group_by = match params.group_by.as_deref() {
        None => GroupBy::Month,
        Some(g) => GroupBy::parse(g).unwrap_or_else(|| {
            errors.add("groupBy", Msg::InvalidType);
            GroupBy::Month
        }),
    };
    let page = int_param(
        &mut errors,
        "page",
        params.page.as_deref(),
        1,
        bounds::PAGE_MIN,
        bounds::PAGE_MAX,
    );
    let per_page = int_param(
        &mut errors,
        "per_page",
        params.per_page.as_deref(),
        REPORT_PER_PAGE,
        bounds::PER_PAGE_MIN,
        bounds::PER_PAGE_MAX,
    );
    let format = match params.format.as_deref() {
        None | Some("json") => Format::Json,
        Some("csv") => Format::Csv,
        Some("xlsx") => Format::Xlsx,
        Some(_) => {
            errors.add("format", Msg::InvalidType);
            Format::Json
        }
    };
    errors.into_result()?;
    let branche_id = branch(&current, asked)?;
    let scope = Scope {
        from: iso(period.from),
        to: iso(period.to),
        branche_id,
        route_id,
    };
    let lang = lang::current();
    let paging = (format == Format::Json).then_some((per_page, (page - 1) * per_page));
    let built = build::report(&state.db, report, &scope, group_by, today, paging, lang).await?;
    if format != Format::Json {
        let file = format!(
            "rapport-{}-{}-{}.{}",
            report.slug(),
            scope.from,
            scope.to,
            if format == Format::Csv { "csv" } else { "xlsx" }
        );
        let (content_type, body) = match format {
            Format::Csv => ("text/csv; charset=utf-8", built.table.csv(lang)),
            _ => (
                "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
                built
                    .table
                    .xlsx(report.sheet(lang), lang)
                    .map_err(|e| ApiError::Internal(e.to_string()))?,
            ),
        };
        return Ok((
            [
                (header::CONTENT_TYPE, content_type.to_string()),
                (
                    header::CONTENT_DISPOSITION,
                    format!("attachment; filename=\"{file}\""),
                ),
            ],
            body,
        )
            .into_response());
    }
    let table = &built.table;
    Ok(Json(ReportView {
        name: report.as_str().to_string(),
        from: scope.from.clone(),
        to: scope.to.clone(),
        group_by: (report == Report::Revenue).then(|| group_by.as_str().to_string()),
        branche_id,
        route_id,
        as_of: iso(today),
        columns: table
            .columns
            .iter()
            .map(|c| ReportColumn {
                key: c.key.to_string(),
                label: c.label(lang).to_string(),
                kind: c.kind.as_str().to_string(),
            })
            .collect(),
        rows: table.rows.iter().map(|r| table.row_json(r)).collect(),
        totals: table.totals_json(),
        chart: built.chart,
        total: built.total,
        page,
        per_page,
    })
    .into_response())
}

/// Keeps the page of rows asked for of a report built whole.
fn page_of<T>(rows: Vec<T>, paging: Option<(i64, i64)>) -> Vec<T> {
    match paging {
        None => rows,
        Some((limit, offset)) => rows
            .into_iter()
            .skip(usize::try_from(offset).unwrap_or(usize::MAX))
            .take(usize::try_from(limit).unwrap_or(0))
            .collect(),
    }
}
