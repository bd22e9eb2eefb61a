//! The fleet's due list: `GET /api/due` (DESIGN §4 "Due list", issue 17), as JSON or CSV; and
//! the views of an aircraft's state that every aircraft the API returns carries.

use axum::{
    Json,
    extract::State,
    http::header,
    response::{IntoResponse, Response},
};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    auth::CurrentUser,
    error::{ApiError, ErrorBody},
    freight_common::StatusCount,
    lang,
    list::{ApiQuery, int_param, optional_int},
    reports::table::{Cell, Column, Kind, Table, col},
};
use crate::{
    app::AppState,
    db::due::{self, DueItem, PlaneDue},
    domain::{
        airworthiness::hours_minutes,
        bounds,
        due::{Dimension, LimitKind, Status},
        period::iso,
        permissions::Permission,
        validation::FieldErrors,
    },
    messages::{Lang, Msg, day},
};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(due_list))
}

/// One limit of an item: its due point (`dueMinutes` for hours, `dueCycles`, `dueDate` for days
/// and documents), what is left in its unit (minutes, cycles, days; negative when past; null for
/// an inspection never performed, which is due now), the status and the projected date at the
/// aircraft's use over the last 90 days (null without flights; exact for a date).
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DueItemView {
    /// Unique and stable: `piece:12:life:hours`.
    pub key: String,
    /// `piece`, `inspection` or `document`.
    pub item_kind: String,
    pub item_id: i64,
    pub item: String,
    /// The aircraft it flies with (null: a piece in store).
    pub plane_id: Option<i64>,
    pub plane_immatriculation: Option<String>,
    /// The component a piece is installed on.
    pub host: Option<String>,
    /// `life`, `overhaul`, `service`, `inspection` or `expiry`.
    pub limit: String,
    /// `hours`, `cycles` or `days`.
    pub dimension: String,
    /// The limit's interval in hours, cycles or days (null for a document).
    pub interval: Option<i64>,
    pub due_minutes: Option<i64>,
    pub due_cycles: Option<i64>,
    /// `YYYY-MM-DD`.
    pub due_date: Option<String>,
    pub remaining: Option<i64>,
    /// `ok`, `bientot` or `depasse`.
    pub status: String,
    /// `YYYY-MM-DD`.
    pub projected_date: Option<String>,
}

impl From<&DueItem> for DueItemView {
    fn from(i: &DueItem) -> Self {
        use crate::domain::due::Limit;
        let a = &i.assessment;
        let (due_minutes, due_cycles, due_date) = match a.due.limit {
            Some(Limit::Minutes { due, .. }) => (Some(due), None, None),
            Some(Limit::Cycles { due, .. }) => (None, Some(due), None),
            Some(Limit::Day { due }) => (None, None, Some(iso(due))),
            None => (None, None, None),
        };
        DueItemView {
            key: i.key.clone(),
            item_kind: i.item_kind.to_string(),
            item_id: i.item_id,
            item: i.item.clone(),
            plane_id: i.plane_id,
            plane_immatriculation: i.plane.clone(),
            host: i.host.clone(),
            limit: a.due.kind.as_str().to_string(),
            dimension: a.due.dimension.as_str().to_string(),
            interval: a.due.interval,
            due_minutes,
            due_cycles,
            due_date,
            remaining: a.remaining,
            status: a.status.as_str().to_string(),
            projected_date: a.projected.map(iso),
        }
    }
}

/// `EnService`, or `Immobilise` when anything of it is past due.
pub fn plane_status(grounded: bool) -> &'static str {
    if grounded { "Immobilise" } else { "EnService" }
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DuePlaneView {
    pub id: i64,
    pub immatriculation: String,
    /// `EnService` or `Immobilise`.
    pub status: String,
    /// Its limits past due.
    pub overdue: i64,
    /// Its limits due within the thresholds.
    pub due_soon: i64,
    /// Average flight time per day over the last 90 days (minutes, rounded; null without flights).
    pub minutes_per_day: Option<i64>,
    /// Average cycles per day over the last 90 days (one decimal; null without flights).
    pub cycles_per_day: Option<f64>,
}

impl From<&PlaneDue> for DuePlaneView {
    fn from(p: &PlaneDue) -> Self {
        let r = p.recent;
        DuePlaneView {
            id: p.id,
            immatriculation: p.immatriculation.clone(),
            status: plane_status(p.grounded()).to_string(),
            overdue: p.overdue,
            due_soon: p.due_soon,
            minutes_per_day: (r.minutes > 0).then(|| (r.minutes + r.days / 2) / r.days),
            cycles_per_day: (r.cycles > 0)
                .then(|| ((r.cycles * 10 + r.days / 2) / r.days) as f64 / 10.0),
        }
    }
}

/// What the list calls soon.
#[derive(Debug, Serialize, ToSchema)]
pub struct ThresholdsView {
    pub days: i64,
    pub hours: i64,
    pub cycles: i64,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DueListView {
    /// `YYYY-MM-DD`: the day the list was computed for.
    pub today: String,
    pub thresholds: ThresholdsView,
    /// Items per status (`depasse`, `bientot`, `ok`) with the aircraft and horizon filters,
    /// before the status filter.
    pub counts: Vec<StatusCount>,
    /// The fleet, or the aircraft asked for, with its status.
    pub planes: Vec<DuePlaneView>,
    /// Sorted by projected date (unknown last), the worst status first.
    pub items: Vec<DueItemView>,
    pub total: i64,
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct DueParams {
    /// Only this aircraft's items.
    #[serde(rename = "planeId")]
    #[param(value_type = Option<crate::http::schema::QueryId>, inline)]
    pub plane_id: Option<String>,
    /// `ok`, `bientot` or `depasse`.
    #[param(value_type = Option<crate::http::schema::QueryDueStatus>, inline)]
    pub status: Option<String>,
    /// Only what is past due, due soon, or projected within this many days (1–3650).
    #[serde(rename = "horizonDays")]
    #[param(value_type = Option<crate::http::schema::QueryHorizon>, inline)]
    pub horizon_days: Option<String>,
    /// `json` (default) or `csv`.
    #[param(value_type = Option<crate::http::schema::QueryListFormat>, inline)]
    pub format: Option<String>,
}

const HORIZON_MAX: i64 = 3650;

/// The fleet's due list: one row per limit of every piece, inspection item and document (life,
/// overhaul, service, interval, expiry; in hours, cycles or days), whichever comes first
/// deciding the aircraft's status (`afficher inspection`). With `format=csv`, a file of the same
/// rows.
#[utoipa::path(
    get,
    path = "/api/due",
    tag = "airworthiness",
    params(DueParams),
    responses(
        (status = 200, body = DueListView, description = "JSON; with `format=csv` a text/csv file"),
        (status = 400, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)
    )
)]
async fn due_list(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiQuery(params): ApiQuery<DueParams>,
) -> Result<Response, ApiError> {
    current.require(Permission::ShowInspection)?;
    let mut errors = FieldErrors::new();
    let plane = optional_int(
        &mut errors,
        "planeId",
        params.plane_id.as_deref(),
        bounds::ID_MIN,
        bounds::ID_MAX,
    );
    let status = match params.status.as_deref() {
        None => None,
        Some(s) => match [Status::Depasse, Status::Bientot, Status::Ok]
            .into_iter()
            .find(|x| x.as_str() == s)
        {
            Some(x) => Some(x),
            None => {
                errors.add("status", Msg::InvalidDueStatus);
                None
            }
        },
    };
    let horizon = params
        .horizon_days
        .as_deref()
        .map(|h| int_param(&mut errors, "horizonDays", Some(h), 0, 1, HORIZON_MAX));
    let csv = match params.format.as_deref() {
        None | Some("json") => false,
        Some("csv") => true,
        Some(_) => {
            errors.add("format", Msg::InvalidType);
            false
        }
    };
    errors.into_result()?;
    let today = state.db.clock().today_date();
    let thresholds = state.config.due;
    let fleet = due::fleet_now(&state.db, today, thresholds).await?;
    let fleet = match plane {
        Some(id) => {
            let one = fleet.only(id);
            if one.planes.is_empty() {
                return Err(ApiError::NotFound);
            }
            std::sync::Arc::new(one)
        }
        None => fleet,
    };
    let kept: Vec<&DueItem> = fleet
        .items
        .iter()
        .filter(|i| horizon.is_none_or(|days| i.assessment.within(today, days)))
        .collect();
    let counts = [Status::Depasse, Status::Bientot, Status::Ok]
        .into_iter()
        .map(|s| StatusCount {
            status: s.as_str().to_string(),
            count: kept.iter().filter(|i| i.assessment.status == s).count() as i64,
            capped: false,
        })
        .collect();
    let items: Vec<&DueItem> = kept
        .into_iter()
        .filter(|i| status.is_none_or(|s| i.assessment.status == s))
        .collect();
    if csv {
        let lang = lang::current();
        let file = format!(
            "echeancier-{}{}.csv",
            iso(today),
            plane
                .and_then(|p| fleet.plane(p))
                .map(|p| format!("-{}", p.immatriculation))
                .unwrap_or_default()
        );
        return Ok((
            [
                (header::CONTENT_TYPE, "text/csv; charset=utf-8".to_string()),
                (
                    header::CONTENT_DISPOSITION,
                    format!("attachment; filename=\"{file}\""),
                ),
            ],
            table(&items, lang).csv_without_totals(lang),
        )
            .into_response());
    }
    Ok(Json(DueListView {
        today: iso(today),
        thresholds: ThresholdsView {
            days: thresholds.days,
            hours: thresholds.minutes / 60,
            cycles: thresholds.cycles,
        },
        counts,
        planes: fleet.planes.iter().map(DuePlaneView::from).collect(),
        total: items.len() as i64,
        items: items.into_iter().map(DueItemView::from).collect(),
    })
    .into_response())
}

const COLUMNS: &[Column] = &[
    col("plane", "Avion", "Aircraft", Kind::Text),
    col("item", "Élément", "Item", Kind::Text),
    col("host", "Monté sur", "Installed on", Kind::Text),
    col("limit", "Limite", "Limit", Kind::Text),
    col("unit", "Unité", "Unit", Kind::Text),
    col("interval", "Intervalle", "Interval", Kind::Count),
    col("due", "Échéance", "Due at", Kind::Text),
    col("remaining", "Reste", "Remaining", Kind::Text),
    col("status", "Statut", "Status", Kind::Text),
    col("projected", "Date prévue", "Projected date", Kind::Text),
];

fn words(lang: Lang, fr: &'static str, en: &'static str) -> &'static str {
    match lang {
        Lang::Fr => fr,
        Lang::En => en,
    }
}

/// The rows as a table the CSV writer reads: dates as the language writes them, flight time as
/// `H:MM`.
fn table(items: &[&DueItem], lang: Lang) -> Table {
    use crate::domain::due::Limit;
    let date = |d: time::Date| match lang {
        Lang::Fr => day(&iso(d)),
        Lang::En => iso(d),
    };
    let rows = items
        .iter()
        .map(|i| {
            let a = &i.assessment;
            let limit = match a.due.kind {
                LimitKind::Life => words(lang, "Vie", "Life"),
                LimitKind::Overhaul => words(lang, "Révision", "Overhaul"),
                LimitKind::Service => words(lang, "Service", "Service"),
                LimitKind::Inspection => words(lang, "Inspection", "Inspection"),
                LimitKind::Expiry => words(lang, "Expiration", "Expiry"),
            };
            let unit = match a.due.dimension {
                Dimension::Hours => words(lang, "heures", "hours"),
                Dimension::Cycles => words(lang, "cycles", "cycles"),
                Dimension::Days => words(lang, "jours", "days"),
            };
            let due = match a.due.limit {
                Some(Limit::Minutes { due, .. }) => Some(hours_minutes(due)),
                Some(Limit::Cycles { due, .. }) => Some(due.to_string()),
                Some(Limit::Day { due }) => Some(date(due)),
                None => None,
            };
            // Flight time as `H:MM` text; days and cycles as numbers.
            let remaining = match (a.remaining, a.due.dimension) {
                (Some(r), Dimension::Hours) => Cell::text(hours_minutes(r)),
                (r, _) => Cell::Number(r),
            };
            let status = match a.status {
                Status::Ok => words(lang, "OK", "OK"),
                Status::Bientot => words(lang, "Bientôt dû", "Due soon"),
                Status::Depasse => words(lang, "Dépassé", "Overdue"),
            };
            vec![
                Cell::Text(i.plane.clone()),
                Cell::text(i.item.clone()),
                Cell::Text(i.host.clone()),
                Cell::text(limit),
                Cell::text(unit),
                Cell::Number(a.due.interval),
                Cell::Text(due),
                remaining,
                Cell::text(status),
                Cell::Text(a.projected.map(date)),
            ]
        })
        .collect();
    Table {
        columns: COLUMNS,
        rows,
        totals: Vec::new(),
    }
}
