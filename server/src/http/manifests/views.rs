//! What the API shows of a manifest: its card and list row, and its sheets, one per destination.

use std::collections::BTreeMap;

use serde::Serialize;
use utoipa::ToSchema;

use crate::{
    app::AppState,
    db::{
        billets::{self, Passengers},
        expeditions,
        extensions::{self, Extension},
        manifests::{self, DetailRow, ManifestRow},
    },
    domain::{
        ledger::{self, Current, ManifestPermissions, ManifestStatus},
        permissions::Permission,
        units,
    },
    http::{
        auth::CurrentUser,
        depenses::{self, ManifestResultView},
        error::ApiError,
        extensions::view as branch_view,
        freight_common::{ContentView, LineExpedition, LineParcel, PartyRef, PlaceRef, line_parts},
    },
};

#[derive(Debug, Serialize, ToSchema)]
pub struct PlaneRef {
    pub id: i64,
    /// The registration (immatriculation).
    #[serde(rename = "ref")]
    pub reference: String,
    pub description: Option<String>,
}

/// A manifest as its list and cards show it. Weights in kg.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ManifestView {
    pub id: i64,
    #[serde(rename = "ref_manifest")]
    pub ref_manifest: String,
    /// EnCours or Arriver.
    pub status: String,
    pub plane_id: i64,
    pub pilot_id: Option<i64>,
    pub origin_id: i64,
    pub destination_id: i64,
    pub departure_date: Option<String>,
    pub departure_time: Option<String>,
    /// Pieces and kg on it, and how many parcels.
    pub quantity: i64,
    #[serde(serialize_with = "units::serialize_grams")]
    #[schema(value_type = f64)]
    pub weight: i64,
    pub parcels: i64,
    pub created_at: String,
    pub updated_at: String,
    pub plane: PlaneRef,
    pub pilot: Option<PartyRef>,
    /// The origin branch in full (the card's and sheet's header).
    #[serde(rename = "manifest_origin")]
    pub origin: Option<Extension>,
    #[serde(rename = "manifest_destination")]
    pub destination: PlaceRef,
    #[serde(rename = "manifest_user")]
    pub creator: PartyRef,
    /// What it brings in, what went out on it, and what is left (DESIGN §3).
    pub result: ManifestResultView,
    /// Tickets that fly (reserved or boarded), infants among them.
    pub passengers: i64,
    pub infants: i64,
    /// Kg of the passengers, of their baggage (and its pieces), of the cargo.
    #[serde(serialize_with = "units::serialize_grams")]
    #[schema(value_type = f64)]
    pub passenger_kg: i64,
    #[serde(serialize_with = "units::serialize_grams")]
    #[schema(value_type = f64)]
    pub baggage_kg: i64,
    pub baggage_pieces: i64,
    #[serde(serialize_with = "units::serialize_grams")]
    #[schema(value_type = f64)]
    pub cargo_kg: i64,
    /// Cargo + passengers + baggage, kg.
    #[serde(serialize_with = "units::serialize_grams")]
    #[schema(value_type = f64)]
    pub payload_kg: i64,
    /// The aircraft's maximum payload (kg) and seats; null when not set.
    #[serde(serialize_with = "units::serialize_opt_grams")]
    #[schema(value_type = Option<f64>)]
    pub max_payload: Option<i64>,
    pub seats: Option<i64>,
    /// Seats left (infants take none) and kg left; null when not set; negative when over.
    pub seats_left: Option<i64>,
    #[serde(serialize_with = "units::serialize_opt_grams")]
    #[schema(value_type = Option<f64>)]
    pub payload_left: Option<i64>,
    /// The passenger list (a manifest's detail only; null on list rows): tickets not cancelled,
    /// by seat then name.
    pub billets: Option<Vec<PassengerLine>>,
    /// What the signed-in person may do to it now, by the rules its writes apply.
    pub actions: ManifestActions,
    /// Tickets sold on it, cancelled ones too.
    #[serde(skip)]
    pub tickets: i64,
}

/// What the signed-in person may do to a manifest (`ledger::manifest_offer`): the screens offer
/// these and nothing else.
#[derive(Debug, Default, Serialize, ToSchema)]
pub struct ManifestActions {
    /// Change its lines, aircraft, pilot: of their branches, in preparation.
    pub edit: bool,
    /// As `edit`, and no ticket sold on it.
    pub delete: bool,
    /// Validate it (holding lines), or reopen it once arrived (`admin`).
    pub validate: bool,
    /// Record the shipped quantities of its parcels' contents.
    pub ship: bool,
}

impl ManifestView {
    /// With what `current` may do to it.
    pub fn for_user(mut self, current: &CurrentUser) -> Self {
        let Some(status) = ManifestStatus::parse(&self.status) else {
            return self;
        };
        let offer = ledger::manifest_offer(
            Current {
                status,
                updated_at: &self.updated_at,
                allowed: ledger::may_change_manifest(
                    current.can(Permission::Admin),
                    current.user.extension_id,
                    self.origin_id,
                    self.destination_id,
                ),
            },
            ManifestPermissions {
                edit: current.can(Permission::EditManifest),
                delete: current.can(Permission::DeleteManifest),
                validate: current.can(Permission::ValidateManifest),
                admin: current.can(Permission::Admin),
            },
            self.parcels,
            self.tickets,
        );
        self.actions = ManifestActions {
            edit: offer.edit,
            delete: offer.delete,
            validate: offer.validate,
            ship: offer.ship,
        };
        self
    }
}

/// A passenger of a manifest, as its passenger sheet lists them. Weights in kg.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PassengerLine {
    pub id: i64,
    #[serde(rename = "ref_billet")]
    pub ref_billet: String,
    pub name: String,
    pub tel: String,
    /// adulte, enfant or bebe.
    #[serde(rename = "type")]
    pub kind: String,
    pub document: String,
    pub seat: Option<String>,
    #[serde(serialize_with = "units::serialize_grams")]
    #[schema(value_type = f64)]
    pub weight: i64,
    pub baggage_pieces: i64,
    #[serde(serialize_with = "units::serialize_grams")]
    #[schema(value_type = f64)]
    pub baggage_weight: i64,
    /// reserve, embarque or absent.
    pub status: String,
}

impl From<billets::BilletRow> for PassengerLine {
    fn from(b: billets::BilletRow) -> Self {
        PassengerLine {
            id: b.id,
            ref_billet: b.ref_billet,
            name: b.name,
            tel: b.tel,
            kind: b.kind,
            document: b.document,
            seat: b.seat,
            weight: b.weight,
            baggage_pieces: b.baggage_pieces,
            baggage_weight: b.baggage_weight,
            status: b.status,
        }
    }
}

pub fn view(
    m: ManifestRow,
    origin: Option<Extension>,
    result: ManifestResultView,
    p: Passengers,
) -> ManifestView {
    let payload = m.weight + p.weight + p.baggage_weight;
    let seated = p.passengers - p.infants;
    ManifestView {
        passengers: p.passengers,
        infants: p.infants,
        passenger_kg: p.weight,
        baggage_kg: p.baggage_weight,
        baggage_pieces: p.baggage_pieces,
        cargo_kg: m.weight,
        payload_kg: payload,
        max_payload: m.plane_max_payload,
        seats: m.plane_seats,
        seats_left: m.plane_seats.map(|s| s - seated),
        payload_left: m.plane_max_payload.map(|max| max - payload),
        billets: None,
        actions: ManifestActions::default(),
        tickets: p.tickets,
        id: m.id,
        ref_manifest: m.ref_manifest,
        status: m.status,
        plane_id: m.plane_id,
        pilot_id: m.pilot_id,
        origin_id: m.origin_id,
        destination_id: m.destination_id,
        departure_date: m.departure_date,
        departure_time: m.departure_time,
        quantity: m.quantity,
        weight: m.weight,
        parcels: m.parcels,
        created_at: m.created_at,
        updated_at: m.updated_at,
        plane: PlaneRef {
            id: m.plane_id,
            reference: m.plane_ref,
            description: m.plane_description,
        },
        pilot: m.pilot_id.map(|id| PartyRef {
            id,
            name: m.pilot_name.unwrap_or_default(),
            tel: m.pilot_tel,
        }),
        origin,
        destination: PlaceRef {
            id: m.destination_id,
            name: m.destination_name,
            city: m.destination_city,
            region: m.destination_region,
        },
        creator: PartyRef {
            id: m.created_by,
            name: m.creator_name,
            tel: m.creator_tel,
        },
        result,
    }
}

/// The branches of these ids by id, read in one query.
async fn branches_by_id(
    state: &AppState,
    ids: impl IntoIterator<Item = i64>,
) -> Result<BTreeMap<i64, Extension>, ApiError> {
    let mut ids: Vec<i64> = ids.into_iter().collect();
    ids.sort_unstable();
    ids.dedup();
    Ok(extensions::find_many(&state.db, &ids)
        .await?
        .into_iter()
        .map(|e| (e.id, e))
        .collect())
}

/// Views of manifests, their origin branches read in one query and their results in two.
pub async fn views(
    state: &AppState,
    rows: Vec<ManifestRow>,
) -> Result<Vec<ManifestView>, ApiError> {
    let branches = branches_by_id(state, rows.iter().map(|r| r.origin_id)).await?;
    let ids: Vec<i64> = rows.iter().map(|r| r.id).collect();
    let mut results = depenses::results_of(state, &ids).await?;
    let passengers: BTreeMap<i64, Passengers> = billets::passengers_of(&state.db, &ids)
        .await?
        .into_iter()
        .map(|p| (p.manifest_id, p))
        .collect();
    Ok(rows
        .into_iter()
        .map(|row| {
            let origin = branches.get(&row.origin_id).cloned().map(branch_view);
            let result = results
                .remove(&row.id)
                .unwrap_or_else(|| crate::domain::depenses::ManifestResult::default().into());
            let p = passengers.get(&row.id).copied().unwrap_or_default();
            view(row, origin, result, p)
        })
        .collect())
}

/// A manifest line: pieces of one waybill line. Weights in kg.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ManifestDetailView {
    pub id: i64,
    pub waybilldetail_id: i64,
    pub waybill_id: i64,
    #[serde(rename = "ref_waybill")]
    pub ref_waybill: String,
    pub packag_id: i64,
    pub expedition_id: i64,
    pub quantity: i64,
    #[serde(serialize_with = "units::serialize_grams")]
    #[schema(value_type = f64)]
    pub weight: i64,
    pub packag: LineParcel,
    pub expedition: LineExpedition,
    /// The parcel's contents, with their shipped quantities.
    pub packagdetails: Vec<ContentView>,
}

/// The lines going to one destination, with their subtotals.
#[derive(Debug, Serialize, ToSchema)]
pub struct DestinationGroup {
    pub destination: PlaceRef,
    pub quantity: i64,
    #[serde(serialize_with = "units::serialize_grams")]
    #[schema(value_type = f64)]
    pub weight: i64,
    pub manifestdetails: Vec<ManifestDetailView>,
}

/// A manifest with its lines grouped by the destination of their parcels.
#[derive(Debug, Serialize, ToSchema)]
pub struct ManifestDetail {
    #[serde(flatten)]
    pub manifest: ManifestView,
    pub groups: Vec<DestinationGroup>,
}

impl ManifestDetail {
    /// With what `current` may do to it.
    pub fn for_user(mut self, current: &CurrentUser) -> Self {
        self.manifest = self.manifest.for_user(current);
        self
    }
}

pub async fn detail(state: &AppState, row: ManifestRow) -> Result<ManifestDetail, ApiError> {
    let lines = manifests::details(&state.db, row.id).await?;
    let mut contents: BTreeMap<i64, Vec<_>> = BTreeMap::new();
    for content in expeditions::contents_on_manifest(&state.db, row.id).await? {
        contents.entry(content.packag_id).or_default().push(content);
    }
    // The origin and every destination in one query.
    let branches = branches_by_id(
        state,
        lines
            .iter()
            .map(|l| l.route_destination_id)
            .chain([row.origin_id]),
    )
    .await?;
    let mut groups = Vec::new();
    for (destination_id, lines) in group_by(lines, |l: &DetailRow| l.route_destination_id) {
        let branch = branches.get(&destination_id).cloned();
        let destination = PlaceRef {
            id: destination_id,
            name: branch.as_ref().map(|b| b.name.clone()).unwrap_or_default(),
            city: branch.as_ref().and_then(|b| b.city.clone()),
            region: branch.and_then(|b| b.region),
        };
        let quantity = lines.iter().map(|l| l.quantity).sum();
        let weight = lines.iter().map(|l| l.weight).sum();
        let manifestdetails = lines
            .into_iter()
            .map(|d| {
                let (packag, expedition) = line_parts!(d);
                ManifestDetailView {
                    id: d.id,
                    waybilldetail_id: d.waybilldetail_id,
                    waybill_id: d.waybill_id,
                    ref_waybill: d.ref_waybill,
                    packag_id: d.packag_id,
                    expedition_id: d.expedition_id,
                    quantity: d.quantity,
                    weight: d.weight,
                    packagdetails: contents
                        .get(&d.packag_id)
                        .cloned()
                        .unwrap_or_default()
                        .into_iter()
                        .map(Into::into)
                        .collect(),
                    packag,
                    expedition,
                }
            })
            .collect();
        groups.push(DestinationGroup {
            destination,
            quantity,
            weight,
            manifestdetails,
        });
    }
    let origin = branches.get(&row.origin_id).cloned().map(branch_view);
    let result = depenses::full_result(state, row.id).await?;
    let passengers = billets::passengers_of(&state.db, &[row.id])
        .await?
        .pop()
        .unwrap_or_default();
    let list = billets::of_manifest(&state.db, row.id).await?;
    let mut manifest = view(row, origin, result, passengers);
    manifest.billets = Some(list.into_iter().map(Into::into).collect());
    Ok(ManifestDetail { manifest, groups })
}

/// Groups items by a key, keeping their order (for sheets grouped by destination).
fn group_by<T, K: Ord + Copy>(items: Vec<T>, key: impl Fn(&T) -> K) -> BTreeMap<K, Vec<T>> {
    let mut groups: BTreeMap<K, Vec<T>> = BTreeMap::new();
    for item in items {
        groups.entry(key(&item)).or_default().push(item);
    }
    groups
}
