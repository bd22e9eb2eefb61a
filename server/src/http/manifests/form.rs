//! What a manifest request may carry, and its checks: list and search parameters, the manifest
//! form (aircraft, pilot, branches, waybill lines), the validation form and the shipped quantities.

use serde::Deserialize;
use utoipa::{IntoParams, ToSchema};

use crate::{
    app::AppState,
    db::{manifests::ManifestFields, planes, users},
    domain::{
        bounds,
        ledger::{self, ManifestStatus},
        permissions::Permission,
        tickets::Status,
        validation::{FieldErrors, Scalar},
    },
    http::{
        auth::CurrentUser,
        error::ApiError,
        freight_common::{LoadForm, branch_ends, loads, time_field},
        list::ListParams,
        schema,
    },
    messages::Msg,
};

#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ManifestListParams {
    /// EnCours or Arriver.
    #[param(value_type = Option<crate::http::schema::QueryManifestStatus>, inline)]
    pub status: Option<String>,
    /// Documented as `ListParams` next to this type (IntoParams does not flatten).
    #[serde(flatten)]
    #[param(ignore)]
    pub list: ListParams,
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ManifestForm {
    /// An aircraft (category 1).
    #[schema(required = true, schema_with = schema::id)]
    pub plane_id: Option<Scalar>,
    /// A person with the Pilote profile (optional).
    #[schema(schema_with = schema::optional_id)]
    pub pilot_id: Option<Scalar>,
    /// Defaults to the agent's branch.
    #[schema(schema_with = schema::optional_id)]
    pub origin_id: Option<Scalar>,
    #[schema(required = true, schema_with = schema::id)]
    pub destination_id: Option<Scalar>,
    /// What the manifest carries: lines of validated waybills and how many pieces of each.
    #[serde(default)]
    #[schema(max_items = 10000)]
    pub waybilldetails: Vec<LoadForm>,
    /// For edits: the `updatedAt` the edit started from.
    pub updated_at: Option<Scalar>,
}

/// The manifest's fields and the waybill lines it must carry, each known to the database.
pub async fn check(
    state: &AppState,
    current: &CurrentUser,
    form: &ManifestForm,
) -> Result<(ManifestFields, Vec<(i64, i64)>), ApiError> {
    let mut errors = FieldErrors::new();
    let plane_id = errors.required_id("planeId", form.plane_id.as_ref());
    let pilot_id = errors.id("pilotId", form.pilot_id.as_ref());
    let (origin_id, destination_id) = branch_ends(
        state,
        &mut errors,
        current,
        form.origin_id.as_ref(),
        form.destination_id.as_ref(),
    )
    .await?;
    let lines = loads(&mut errors, "waybilldetails", &form.waybilldetails);
    if plane_id > 0
        && planes::find(&state.db, plane_id)
            .await?
            .is_none_or(|p| p.category != 1)
    {
        errors.add("planeId", Msg::UnknownPlane);
    }
    if let Some(pilot) = pilot_id
        && users::with_profile_among(&state.db, users::PILOT_CODE, &[pilot])
            .await?
            .is_empty()
    {
        errors.add("pilotId", Msg::UnknownPilot);
    }
    errors.into_result()?;
    // The route asked for is one the person works on (on an edit, the stored one must be too).
    if !ledger::may_change_manifest(
        current.can(Permission::Admin),
        current.user.extension_id,
        origin_id,
        destination_id,
    ) {
        return Err(ApiError::OtherBranch);
    }
    Ok((
        ManifestFields {
            plane_id,
            pilot_id,
            origin_id,
            destination_id,
        },
        lines,
    ))
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ValidateManifestForm {
    /// Arriver (validated) or EnCours (reopen: `admin` only).
    #[schema(required = true, schema_with = schema::manifest_status)]
    pub status: Option<Scalar>,
    /// YYYY-MM-DD, required for Arriver.
    #[schema(schema_with = schema::date)]
    pub departure_date: Option<Scalar>,
    /// HH:MM, optional.
    #[schema(schema_with = schema::time_of_day)]
    pub departure_time: Option<Scalar>,
    /// For Arriver, each passenger still reserved on the manifest: boarded (`embarque`) or
    /// `absent`. Validating is refused (409 `passengers_undecided`) while one is not said.
    #[serde(default)]
    #[schema(max_items = 10000)]
    pub passengers: Vec<Boarding>,
}

/// A reserved passenger's fate when the flight left.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Boarding {
    #[schema(required = true, schema_with = schema::id)]
    pub billet_id: Option<Scalar>,
    /// embarque or absent.
    #[schema(required = true, schema_with = schema::boarding_status)]
    pub status: Option<Scalar>,
}

/// What validating a manifest asks for: its status, for Arriver the departure date and time,
/// and the boarding of its reserved passengers.
pub type Validation = (
    ManifestStatus,
    Option<String>,
    Option<String>,
    Vec<(i64, Status)>,
);

impl ValidateManifestForm {
    /// The status asked for and, for Arriver, the departure date and time and who boarded.
    pub fn check(&self) -> Result<Validation, ApiError> {
        let mut errors = FieldErrors::new();
        let status = errors
            .scalar_text("status", self.status.as_ref(), 20)
            .map(|s| ManifestStatus::parse(&s));
        let status = match status {
            Some(Some(s)) => s,
            Some(None) => {
                errors.add("status", Msg::InvalidManifestStatus);
                ManifestStatus::EnCours
            }
            None => {
                errors.add("status", Msg::Required);
                ManifestStatus::EnCours
            }
        };
        // Read whatever the status, as the document gives their form; required by `Arriver`
        // only: a rule between fields (422), not the form's.
        let date = errors.date("departureDate", self.departure_date.as_ref());
        let time = time_field(&mut errors, "departureTime", self.departure_time.as_ref());
        let (date, time) = if status == ManifestStatus::Arriver {
            if date.is_none() {
                errors.add("departureDate", Msg::RequiredHere);
            }
            (Some(date.unwrap_or_default()), time)
        } else {
            (None, None)
        };
        if self.passengers.len() > bounds::LOAD_LINES_MAX {
            errors.add(
                "passengers",
                Msg::TooManyPassengers {
                    max: bounds::LOAD_LINES_MAX,
                },
            );
            return Err(errors.into());
        }
        let mut said = Vec::new();
        for (i, b) in self.passengers.iter().enumerate() {
            let id = errors.required_id(&format!("passengers.{i}.billetId"), b.billet_id.as_ref());
            let field = format!("passengers.{i}.status");
            let text = errors.required_scalar_text(&field, b.status.as_ref(), 20);
            match Status::parse(&text) {
                Some(s @ (Status::Embarque | Status::Absent)) => said.push((id, s)),
                _ if text.is_empty() => {}
                _ => errors.add(field, Msg::BoardedOrAbsent),
            }
        }
        errors.into_result()?;
        Ok((status, date, time, said))
    }
}

#[derive(Debug, Default, Deserialize, ToSchema)]
pub struct ShippedLine {
    /// A content line (packagdetail) of a parcel on the manifest.
    #[schema(required = true, schema_with = schema::id)]
    pub id: Option<Scalar>,
    /// How many of its articles were shipped: 0 to its quantity; the rest stays in stock.
    #[schema(required = true, schema_with = schema::shipped_pieces)]
    pub expedie: Option<Scalar>,
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ShippedForm {
    #[schema(required = true, schema_with = schema::id)]
    pub manifest_id: Option<Scalar>,
    #[serde(default)]
    #[schema(max_items = 10000)]
    pub colis: Vec<ShippedLine>,
}

impl ShippedForm {
    /// The manifest and, for each content line, how many of its articles were shipped.
    pub fn check(&self) -> Result<(i64, Vec<(i64, i64)>), ApiError> {
        let mut errors = FieldErrors::new();
        let manifest_id = errors.required_id("manifestId", self.manifest_id.as_ref());
        let mut lines = Vec::new();
        errors.at_most("colis", &self.colis, bounds::LOAD_LINES_MAX);
        for (i, line) in self.colis.iter().enumerate().take(bounds::LOAD_LINES_MAX) {
            let id = errors.required_id(&format!("colis.{i}.id"), line.id.as_ref());
            let expedie = errors.required_int(
                &format!("colis.{i}.expedie"),
                line.expedie.as_ref(),
                0,
                bounds::LOAD_PIECES_MAX,
            );
            lines.push((id, expedie));
        }
        errors.into_result()?;
        Ok((manifest_id, lines))
    }
}
