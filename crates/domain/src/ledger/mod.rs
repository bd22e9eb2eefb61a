//! The parcel ledger's moves (DESIGN §3): pieces and their weight go from stock to a waybill, from
//! a waybill to a manifest, and back. Each move takes `q` pieces out of one holding and puts them,
//! with their share of the weight, into another; nothing is created or lost.
//!
//! Every decision is taken here, without I/O: the guards on a waybill's or a manifest's state
//! (below) and the planners (`plan`) that, given the state read under the locks and the request,
//! answer the writes to make or the refusal. `db::waybills` and `db::manifests` only lock, read,
//! call them and write what they answer.

mod plan;
#[cfg(test)]
mod tests;

use std::collections::BTreeMap;

pub use plan::{
    Line, LineWrite, ManifestPlan, Parcel, Source, SourceWrite, WaybillPlan, plan_manifest,
    plan_shipped, plan_waybill, touched,
};

use super::freight::weight_of_share;
use super::workflow::Workflow;

/// Why a move was refused, found inside the locks. Indexes are positions in the request's list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveRefusal {
    /// The waybill, manifest or line does not exist.
    NotFound,
    /// The waybill or manifest is no longer in preparation.
    Locked,
    /// Its `updatedAt` is not the one the edit started from.
    Stale,
    /// A validation of a waybill or manifest holding nothing.
    Empty,
    UnknownParcel(usize),
    UnknownDetail(usize),
    /// A waybill line asked for a manifest belongs to a waybill not validated yet.
    NotValidated {
        index: usize,
        reference: String,
    },
    /// A parcel asked for a waybill is in stock at another branch than the waybill's origin.
    ElsewhereParcel {
        index: usize,
        reference: String,
    },
    /// More pieces asked for than available.
    NotEnough {
        index: usize,
        reference: String,
        available: i64,
    },
    /// The user's branch is neither the manifest's origin nor its destination.
    NotYourBranch,
    /// A row changed under what should have been a lock: never expected, refused all the same.
    Interfered,
    /// The manifest's aircraft has items past due (DESIGN §4: it is *Immobilisé*).
    Grounded {
        plane: String,
        items: Vec<(String, crate::due::Late)>,
    },
    /// The manifest's aircraft cannot take the load (its registration).
    Overloaded {
        plane: String,
        overload: crate::tickets::Overload,
    },
    /// A manifest with tickets cannot be deleted.
    HasTickets,
    /// Validating a manifest says, for each passenger still reserved, whether they boarded:
    /// these tickets (references) were not said.
    PassengersUndecided(Vec<String>),
    /// The boarding at this index names a ticket not reserved on this manifest.
    NotReservedHere(usize),
}

/// Why shipped quantities of a manifest's contents were refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ShippedRefusal {
    Move(MoveRefusal),
    /// The content line at this index is not of a parcel on the manifest.
    NotOnManifest(usize),
    /// More shipped than the content line holds.
    Above {
        index: usize,
        quantity: i64,
    },
}

/// Pieces and grams held somewhere: a parcel's bucket, a waybill detail, a manifest detail.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Held {
    pub quantity: i64,
    pub weight: i64,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// Fewer than 1 piece asked for.
    NothingToMove,
    /// More pieces asked for than the holding has.
    NotEnough { available: i64 },
}

impl Held {
    pub fn new(quantity: i64, weight: i64) -> Held {
        Held { quantity, weight }
    }

    /// What taking `quantity` pieces out of this holding moves: those pieces and their weight.
    pub fn take(&self, quantity: i64) -> Result<Held, MoveError> {
        if quantity < 1 {
            return Err(MoveError::NothingToMove);
        }
        if quantity > self.quantity {
            return Err(MoveError::NotEnough {
                available: self.quantity,
            });
        }
        Ok(Held {
            quantity,
            weight: weight_of_share(self.quantity, self.weight, quantity),
        })
    }

    pub fn minus(&self, moved: Held) -> Held {
        Held::new(self.quantity - moved.quantity, self.weight - moved.weight)
    }

    pub fn plus(&self, moved: Held) -> Held {
        Held::new(self.quantity + moved.quantity, self.weight + moved.weight)
    }

    pub fn is_empty(&self) -> bool {
        self.quantity == 0
    }
}

/// What changing a container's composition (parcels on a waybill, waybill lines on a manifest)
/// from `current` to `wanted` pieces per key means: per key, pieces to load (> 0) or to take back
/// (< 0), keys in increasing order; a key absent from `wanted` is taken back entirely.
pub fn changes(current: &BTreeMap<i64, i64>, wanted: &BTreeMap<i64, i64>) -> Vec<(i64, i64)> {
    let mut keys: Vec<i64> = current.keys().chain(wanted.keys()).copied().collect();
    keys.sort_unstable();
    keys.dedup();
    keys.into_iter()
        .filter_map(|k| {
            let delta =
                wanted.get(&k).copied().unwrap_or(0) - current.get(&k).copied().unwrap_or(0);
            (delta != 0).then_some((k, delta))
        })
        .collect()
}

/// A waybill's state (DESIGN §3).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WaybillStatus {
    /// In preparation: parcels can be added and removed, it can be deleted.
    EnCours,
    /// Validated with a departure date; waiting to be loaded on manifests.
    EnAttente,
    /// Everything on it is on manifests.
    Expedie,
}

impl WaybillStatus {
    pub const ALL: [WaybillStatus; 3] = [
        WaybillStatus::EnCours,
        WaybillStatus::EnAttente,
        WaybillStatus::Expedie,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            WaybillStatus::EnCours => "EnCours",
            WaybillStatus::EnAttente => "EnAttente",
            WaybillStatus::Expedie => "Expedié",
        }
    }

    pub fn parse(text: &str) -> Option<WaybillStatus> {
        WaybillStatus::ALL
            .into_iter()
            .find(|s| s.as_str() == text || (*s == WaybillStatus::Expedie && text == "Expedie"))
    }

    /// The status of a validated waybill once its lines have moved: `Expedié` when none of its
    /// pieces are left off manifests, `EnAttente` otherwise. A waybill in preparation stays so.
    pub fn after_move(self, pieces_left: i64) -> WaybillStatus {
        let next = match self {
            WaybillStatus::EnCours => WaybillStatus::EnCours,
            _ if pieces_left == 0 => WaybillStatus::Expedie,
            _ => WaybillStatus::EnAttente,
        };
        debug_assert!(self.may_derive(next), "{self:?} → {next:?} is not declared");
        next
    }
}

/// A manifest's state: in preparation, then validated as arrived with a departure date.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ManifestStatus {
    EnCours,
    Arriver,
}

impl ManifestStatus {
    pub const ALL: [ManifestStatus; 2] = [ManifestStatus::EnCours, ManifestStatus::Arriver];

    pub fn as_str(self) -> &'static str {
        match self {
            ManifestStatus::EnCours => "EnCours",
            ManifestStatus::Arriver => "Arriver",
        }
    }

    pub fn parse(text: &str) -> Option<ManifestStatus> {
        ManifestStatus::ALL.into_iter().find(|s| s.as_str() == text)
    }

    /// Whether what hangs on a manifest (its tickets, its commissions) may still change: while
    /// it is in preparation, or for someone holding `admin`. The one place this rule is written.
    pub fn may_change(self, admin: bool) -> bool {
        self == ManifestStatus::EnCours || admin
    }
}

/// The stage of a waybill or a manifest: only one in preparation may change what it holds.
pub trait Stage: Copy + PartialEq {
    const IN_PREPARATION: Self;
}

impl Stage for WaybillStatus {
    const IN_PREPARATION: Self = WaybillStatus::EnCours;
}

impl Stage for ManifestStatus {
    const IN_PREPARATION: Self = ManifestStatus::EnCours;
}

/// A waybill or a manifest as read under its lock, and whether the person asking may change it
/// (a manifest's branches, `may_change_manifest`; always for a waybill).
#[derive(Clone, Copy, Debug)]
pub struct Current<'a, S> {
    pub status: S,
    pub updated_at: &'a str,
    pub allowed: bool,
}

/// It exists and the person may change it: enough for a manifest's shipped quantities.
pub fn may_reach<S: Stage>(current: Option<Current<'_, S>>) -> Result<Current<'_, S>, MoveRefusal> {
    match current {
        None => Err(MoveRefusal::NotFound),
        Some(c) if !c.allowed => Err(MoveRefusal::NotYourBranch),
        Some(c) => Ok(c),
    }
}

/// The one guard on changing what a waybill or a manifest holds (edit, delete, a line taken off):
/// it exists, the person may change it, it is still in preparation, and an edit (`version`, the
/// `updatedAt` it started from) is of the state it was made on.
pub fn may_change<S: Stage>(
    current: Option<Current<'_, S>>,
    version: Option<&str>,
) -> Result<(), MoveRefusal> {
    let current = may_reach(current)?;
    if current.status != S::IN_PREPARATION {
        return Err(MoveRefusal::Locked);
    }
    match version {
        Some(v) if v != current.updated_at => Err(MoveRefusal::Stale),
        _ => Ok(()),
    }
}

/// Validating a waybill: in preparation, and holding at least one line.
pub fn may_validate_waybill(
    current: Option<Current<'_, WaybillStatus>>,
    lines: i64,
) -> Result<(), MoveRefusal> {
    may_change(current, None)?;
    if lines == 0 {
        return Err(MoveRefusal::Empty);
    }
    Ok(())
}

/// Setting a manifest's status to `to`: `Arriver` when it holds at least one line; back to
/// `EnCours` from `Arriver` only when `reopen` allows it (administrators).
pub fn may_set_manifest_status(
    current: Option<Current<'_, ManifestStatus>>,
    to: ManifestStatus,
    reopen: bool,
    lines: i64,
) -> Result<(), MoveRefusal> {
    let current = may_reach(current)?;
    Workflow::change(current.status, to, reopen).map_err(|_| MoveRefusal::Locked)?;
    if to == ManifestStatus::Arriver && lines == 0 {
        return Err(MoveRefusal::Empty);
    }
    Ok(())
}

/// Takes `quantity` pieces out of `held`, or says why not (for the request line `index`, of the
/// parcel `reference`).
pub fn take(held: Held, quantity: i64, index: usize, reference: &str) -> Result<Held, MoveRefusal> {
    held.take(quantity).map_err(|e| match e {
        MoveError::NothingToMove | MoveError::NotEnough { .. } => MoveRefusal::NotEnough {
            index,
            reference: reference.to_string(),
            available: held.quantity,
        },
    })
}

/// The permissions a manifest's writes require, as held by the person asking.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ManifestPermissions {
    pub edit: bool,
    pub delete: bool,
    pub validate: bool,
    /// `admin`: also reopens an arrived manifest.
    pub admin: bool,
}

/// What a person may do to a manifest as it stands, by the guards its writes apply (so a screen
/// offers exactly what would be accepted): `current` as read (with `allowed` from
/// `may_change_manifest`), how many lines and tickets (cancelled ones too) it holds.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ManifestOffer {
    pub edit: bool,
    pub delete: bool,
    /// Validate it (in preparation), or reopen it (arrived, `admin`).
    pub validate: bool,
    /// Record the shipped quantities of its parcels' contents.
    pub ship: bool,
}

pub fn manifest_offer(
    current: Current<'_, ManifestStatus>,
    held: ManifestPermissions,
    lines: i64,
    tickets: i64,
) -> ManifestOffer {
    let changes = may_change(Some(current), None).is_ok();
    let next = match current.status {
        ManifestStatus::EnCours => ManifestStatus::Arriver,
        ManifestStatus::Arriver => ManifestStatus::EnCours,
    };
    ManifestOffer {
        edit: held.edit && changes,
        delete: held.delete && changes && tickets == 0,
        validate: held.validate
            && may_set_manifest_status(Some(current), next, held.admin, lines).is_ok(),
        ship: held.edit && may_reach(Some(current)).is_ok(),
    }
}

/// Who may change a manifest (edit, delete, validate, shipped quantities): staff of its origin or
/// destination branch, or whoever holds `admin` (the super user, who has no branch, among them).
pub fn may_change_manifest(
    admin: bool,
    branch: Option<i64>,
    origin: i64,
    destination: i64,
) -> bool {
    admin || branch.is_some_and(|b| b == origin || b == destination)
}
