//! What components and pieces share: removal and overhaul forms, their history's views, and how a
//! refused move reads.

use crate::http::error::OrRefused;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::{
    auth::CurrentUser,
    error::ApiError,
    files,
    form::{self, FormInput},
};
use crate::{
    app::AppState,
    db::{
        counters::Item,
        installs::{self, Installation, Overhaul, Refusal},
    },
    domain::validation::{FieldErrors, Scalar},
    messages::Msg,
};

/// A refused move as the API answers it; `date_field` names the date the request sent.
pub fn refused(refusal: Refusal, date_field: &str) -> ApiError {
    match refusal {
        Refusal::PositionTaken {
            disposition,
            number,
            plane,
        } => ApiError::Conflict(Msg::PositionTaken {
            disposition,
            number,
            plane,
        }),
        Refusal::AlreadyInstalled => ApiError::Conflict(Msg::AlreadyInstalled),
        Refusal::NotInstalled => ApiError::Conflict(Msg::NotInstalled),
        Refusal::NotBefore(date) => FieldErrors::single(date_field, Msg::NotBefore { date }).into(),
    }
}

/// Removing an item from where it is installed.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RemoveForm {
    /// `YYYY-MM-DD`, not in the future, not before the installation: the item stops counting the
    /// host's flights from this day.
    #[schema(required = true, schema_with = super::schema::date)]
    pub date: Option<Scalar>,
}

pub async fn remove(
    state: &AppState,
    form: &RemoveForm,
    item: Item,
    by: i64,
) -> Result<(), ApiError> {
    let mut errors = FieldErrors::new();
    let date = errors.required_past_date(
        "date",
        form.date.as_ref(),
        &crate::db::extensions::latest_today(&state.db).await?,
    );
    errors.into_result()?;
    installs::remove(&state.db, item, &date, by)
        .await
        .or_refused(|r| refused(r, "date"))
}

/// An overhaul: JSON, or multipart with the CRS as a `file` (PDF or image).
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OverhaulForm {
    /// `YYYY-MM-DD`: since-overhaul counters start from zero on this day.
    #[schema(required = true, schema_with = super::schema::date)]
    pub date: Option<Scalar>,
    /// The certificate of release to service's reference.
    #[schema(required = true, schema_with = super::schema::text::<100>)]
    pub crs: Option<Scalar>,
}

pub async fn overhaul(
    state: &AppState,
    input: &FormInput,
    form: &OverhaulForm,
    item: Item,
    current: &CurrentUser,
) -> Result<(), ApiError> {
    let by = current.user.id;
    let mut errors = FieldErrors::new();
    let date = errors.required_past_date(
        "date",
        form.date.as_ref(),
        &crate::db::extensions::latest_today(&state.db).await?,
    );
    let crs = errors.required_scalar_text("crs", form.crs.as_ref(), 100);
    errors.into_result()?;
    let file = store_file(state, input, "file", current.into()).await?;
    let done = installs::overhaul(&state.db, item, &date, &crs, file.as_deref(), by)
        .await
        .or_refused(|refusal| refused(refusal, "date"));
    if done.is_err()
        && let Some(file) = file
    {
        files::forget(state, &file).await;
    }
    done
}

/// Stores the PDF or image sent as `field`, if any, checked by content; answers its name.
pub async fn store_file(
    state: &AppState,
    input: &FormInput,
    field: &str,
    by: form::Uploader,
) -> Result<Option<String>, ApiError> {
    match input.file(field) {
        Some(bytes) => {
            let prepared =
                form::prepare(state, by, field, bytes.clone(), form::Upload::Paper).await?;
            Ok(Some(files::store(state, &prepared, by.id).await?))
        }
        None => Ok(None),
    }
}

/// Where a component or a piece was installed, and its host's counters then.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct InstallationView {
    pub id: i64,
    /// `component` or `piece`.
    pub item_kind: &'static str,
    pub item_id: i64,
    /// The aircraft (category 1) or component (2) it was on.
    pub host_id: i64,
    pub host_immatriculation: String,
    pub host_category: i64,
    /// 1 Centre, 2 Gauche, 3 Droite (components).
    pub disposition: Option<i64>,
    pub number: Option<i64>,
    pub installed_on: String,
    /// The first day it no longer counted (null: still installed).
    pub removed_on: Option<String>,
    /// The host's flight time (minutes) and cycles at the start of the installation's day.
    pub host_minutes_on: i64,
    pub host_cycles_on: i64,
    pub host_minutes_off: Option<i64>,
    pub host_cycles_off: Option<i64>,
    pub created_at: String,
}

impl From<Installation> for InstallationView {
    fn from(i: Installation) -> Self {
        let (item_kind, item_id) = match (i.component_id, i.piece_id) {
            (Some(c), _) => ("component", c),
            (None, p) => ("piece", p.unwrap_or_default()),
        };
        InstallationView {
            id: i.id,
            item_kind,
            item_id,
            host_id: i.host_id,
            host_immatriculation: i.host_immatriculation,
            host_category: i.host_category,
            disposition: i.disposition,
            number: i.number,
            installed_on: i.installed_on,
            removed_on: i.removed_on,
            host_minutes_on: i.host_minutes_on,
            host_cycles_on: i.host_cycles_on,
            host_minutes_off: i.host_minutes_off,
            host_cycles_off: i.host_cycles_off,
            created_at: i.created_at,
        }
    }
}

/// An overhaul: its date, CRS, and the item's counters since new then.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OverhaulView {
    pub id: i64,
    pub date: String,
    pub crs: String,
    /// Address of the CRS file, if one was sent.
    pub file: Option<String>,
    /// The item's flight time since new (minutes) and cycles at the start of that day.
    pub minutes: i64,
    pub cycles: i64,
    pub created_at: String,
}

impl From<Overhaul> for OverhaulView {
    fn from(o: Overhaul) -> Self {
        OverhaulView {
            id: o.id,
            date: o.date,
            crs: o.crs,
            file: o.file.as_deref().map(files::url),
            minutes: o.minutes,
            cycles: o.cycles,
            created_at: o.created_at,
        }
    }
}

/// An item's installations, newest first.
pub async fn installations(
    state: &AppState,
    item: Item,
) -> Result<Vec<InstallationView>, ApiError> {
    Ok(installs::installations(&state.db, item)
        .await?
        .into_iter()
        .map(Into::into)
        .collect())
}

/// An item's overhauls, newest first.
pub async fn overhauls(state: &AppState, item: Item) -> Result<Vec<OverhaulView>, ApiError> {
    Ok(installs::overhauls(&state.db, item)
        .await?
        .into_iter()
        .map(Into::into)
        .collect())
}
