//! The planners: what composing a waybill or a manifest writes, decided from the state read under
//! the locks. A plan is all or nothing: the first refusal met stops it and nothing is written.

use std::collections::{BTreeMap, BTreeSet};

use super::{Held, MoveRefusal, ShippedRefusal, WaybillStatus, changes, take};
use crate::freight::Buckets;

/// A parcel as read under its lock: where its pieces are.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Parcel {
    pub id: i64,
    pub expedition_id: i64,
    pub reference: String,
    pub buckets: Buckets,
}

impl Parcel {
    pub fn stock(&self) -> Held {
        Held::new(self.buckets.quantity_restant, self.buckets.weight_restant)
    }

    pub fn on_waybill(&self) -> Held {
        Held::new(self.buckets.quantity_waybill, self.buckets.weight_waybill)
    }

    pub fn on_manifest(&self) -> Held {
        Held::new(
            self.buckets.quantity_manifeste,
            self.buckets.weight_manifeste,
        )
    }

    fn set(&mut self, stock: Held, on_waybill: Held, on_manifest: Held) {
        self.buckets = Buckets {
            quantity_restant: stock.quantity,
            weight_restant: stock.weight,
            quantity_waybill: on_waybill.quantity,
            weight_waybill: on_waybill.weight,
            quantity_manifeste: on_manifest.quantity,
            weight_manifeste: on_manifest.weight,
        };
    }

    /// `moved` goes from stock onto a waybill.
    fn load_waybill(&mut self, moved: Held) {
        self.set(
            self.stock().minus(moved),
            self.on_waybill().plus(moved),
            self.on_manifest(),
        );
    }

    /// `moved` goes from a waybill back to stock.
    fn unload_waybill(&mut self, moved: Held) {
        self.set(
            self.stock().plus(moved),
            self.on_waybill().minus(moved),
            self.on_manifest(),
        );
    }

    /// `moved` goes from a waybill onto a manifest.
    fn load_manifest(&mut self, moved: Held) {
        self.set(
            self.stock(),
            self.on_waybill().minus(moved),
            self.on_manifest().plus(moved),
        );
    }

    /// `moved` goes from a manifest back onto its waybill.
    fn unload_manifest(&mut self, moved: Held) {
        self.set(
            self.stock(),
            self.on_waybill().plus(moved),
            self.on_manifest().minus(moved),
        );
    }
}

/// A line of the waybill or manifest being composed: what one key (a parcel on a waybill, a
/// waybill line on a manifest) holds on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Line {
    pub id: i64,
    pub key: i64,
    pub held: Held,
}

/// A write to the lines of the waybill or manifest being composed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LineWrite {
    /// A new line for `key`, holding `held`.
    Insert { key: i64, held: Held },
    /// Line `id` now holds `held`.
    Set { id: i64, held: Held },
    /// Line `id` holds nothing any more.
    Delete { id: i64 },
}

/// The keys whose pieces change when a container goes from its `lines` to `wanted` (key, pieces):
/// the rows to lock before planning.
pub fn touched(lines: &[Line], wanted: &[(i64, i64)]) -> BTreeSet<i64> {
    Composition::new(lines, wanted)
        .changes
        .iter()
        .map(|(k, _)| *k)
        .collect()
}

/// What a request to make a container hold `wanted` changes, and where each key stands in it.
struct Composition<'a> {
    lines: &'a [Line],
    /// Per key, pieces to load (> 0) or to take back (< 0), keys in increasing order.
    changes: Vec<(i64, i64)>,
    index_of: BTreeMap<i64, usize>,
}

impl<'a> Composition<'a> {
    fn new(lines: &'a [Line], wanted: &[(i64, i64)]) -> Composition<'a> {
        let current: BTreeMap<i64, i64> = lines.iter().map(|l| (l.key, l.held.quantity)).collect();
        let wanted_map: BTreeMap<i64, i64> = wanted.iter().copied().collect();
        Composition {
            lines,
            changes: changes(&current, &wanted_map),
            index_of: wanted
                .iter()
                .enumerate()
                .map(|(i, (k, _))| (*k, i))
                .collect(),
        }
    }

    /// The position of `key` in the request (0 for a key taken off, which it does not list).
    fn index(&self, key: i64) -> usize {
        self.index_of.get(&key).copied().unwrap_or(0)
    }

    fn line(&self, key: i64) -> Option<&'a Line> {
        self.lines.iter().find(|l| l.key == key)
    }

    /// The position of the first changed key that `known` does not know.
    fn first_unknown(&self, known: impl Fn(i64) -> bool) -> Option<usize> {
        self.changes
            .iter()
            .find(|(k, _)| !known(*k))
            .map(|(k, _)| self.index(*k))
    }

    /// The write that loads `moved` more onto the line of `key` (a new line if it has none).
    fn load(&self, key: i64, moved: Held) -> LineWrite {
        match self.line(key) {
            Some(line) => LineWrite::Set {
                id: line.id,
                held: line.held.plus(moved),
            },
            None => LineWrite::Insert { key, held: moved },
        }
    }

    /// Takes `pieces` back off the line of `key`: what moves, and the write that leaves the rest.
    fn unload(
        &self,
        key: i64,
        pieces: i64,
        reference: &str,
    ) -> Result<(Held, LineWrite), MoveRefusal> {
        // A key taken back is one the container holds: `changes` only answers such keys.
        let line = self.line(key).ok_or(MoveRefusal::Interfered)?;
        let moved = take(line.held, pieces, self.index(key), reference)?;
        let left = line.held.minus(moved);
        let write = if left.is_empty() {
            LineWrite::Delete { id: line.id }
        } else {
            LineWrite::Set {
                id: line.id,
                held: left,
            }
        };
        Ok((moved, write))
    }
}

/// What composing a waybill writes: its lines, and the parcels whose buckets change.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WaybillPlan {
    pub lines: Vec<LineWrite>,
    /// Every locked parcel, as it must be after the move (unchanged ones included).
    pub parcels: BTreeMap<i64, Parcel>,
}

/// Makes a waybill in preparation that leaves from `origin` hold exactly `wanted` (parcel, pieces),
/// each parcel listed once: the differences go between the parcels' stock and the waybill. `lines`
/// are the waybill's lines (keyed by parcel; in preparation none is on a manifest, so each holds
/// all it loaded); `parcels` the touched parcels, locked; `stocked_at` the branch and reference of
/// every wanted parcel, for it carries only parcels in stock at its origin (DESIGN §3).
pub fn plan_waybill(
    origin: i64,
    lines: &[Line],
    wanted: &[(i64, i64)],
    stocked_at: &BTreeMap<i64, (i64, String)>,
    parcels: &BTreeMap<i64, Parcel>,
) -> Result<WaybillPlan, MoveRefusal> {
    let composition = Composition::new(lines, wanted);
    if let Some(index) = composition.first_unknown(|p| parcels.contains_key(&p)) {
        return Err(MoveRefusal::UnknownParcel(index));
    }
    for (index, (packag, _)) in wanted.iter().enumerate() {
        match stocked_at.get(packag) {
            Some((branch, reference)) if *branch != origin => {
                return Err(MoveRefusal::ElsewhereParcel {
                    index,
                    reference: reference.clone(),
                });
            }
            _ => {}
        }
    }
    let mut after = parcels.clone();
    let mut writes = Vec::with_capacity(composition.changes.len());
    for &(packag, delta) in &composition.changes {
        let parcel = after.get_mut(&packag).ok_or(MoveRefusal::Interfered)?;
        if delta > 0 {
            let moved = take(
                parcel.stock(),
                delta,
                composition.index(packag),
                &parcel.reference,
            )?;
            parcel.load_waybill(moved);
            writes.push(composition.load(packag, moved));
        } else {
            let (moved, write) = composition.unload(packag, -delta, &parcel.reference)?;
            parcel.unload_waybill(moved);
            writes.push(write);
        }
    }
    Ok(WaybillPlan {
        lines: writes,
        parcels: after,
    })
}

/// A waybill line a manifest takes pieces from or gives them back to, read under its waybill's
/// lock: its waybill (reference and status), its parcel, and the pieces not on a manifest.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Source {
    pub id: i64,
    pub waybill_id: i64,
    pub waybill_reference: String,
    pub waybill_status: WaybillStatus,
    pub packag_id: i64,
    pub remaining: Held,
}

/// What a waybill line keeps off manifests after a move, written only if it still holds `before`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SourceWrite {
    pub id: i64,
    pub before: Held,
    pub after: Held,
}

/// What composing a manifest writes: its lines, the waybill lines they come from, the parcels.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ManifestPlan {
    pub lines: Vec<LineWrite>,
    pub sources: Vec<SourceWrite>,
    /// Every locked parcel, as it must be after the move (unchanged ones included).
    pub parcels: BTreeMap<i64, Parcel>,
}

/// Makes a manifest in preparation hold exactly `wanted` (waybill line, pieces), each line listed
/// once: the differences go between the waybill lines and the manifest. `lines` are the
/// manifest's lines (keyed by waybill line); `sources` the touched waybill lines and `parcels`
/// their parcels, locked. Only lines of validated waybills can be loaded.
pub fn plan_manifest(
    lines: &[Line],
    wanted: &[(i64, i64)],
    sources: &BTreeMap<i64, Source>,
    parcels: &BTreeMap<i64, Parcel>,
) -> Result<ManifestPlan, MoveRefusal> {
    let composition = Composition::new(lines, wanted);
    if let Some(index) = composition.first_unknown(|d| sources.contains_key(&d)) {
        return Err(MoveRefusal::UnknownDetail(index));
    }
    let mut after = parcels.clone();
    let mut writes = Vec::with_capacity(composition.changes.len());
    let mut source_writes = Vec::with_capacity(composition.changes.len());
    for &(detail, delta) in &composition.changes {
        let source = &sources[&detail];
        let parcel = after
            .get_mut(&source.packag_id)
            .ok_or(MoveRefusal::Interfered)?;
        let remaining = if delta > 0 {
            let index = composition.index(detail);
            if source.waybill_status == WaybillStatus::EnCours {
                return Err(MoveRefusal::NotValidated {
                    index,
                    reference: source.waybill_reference.clone(),
                });
            }
            let moved = take(source.remaining, delta, index, &parcel.reference)?;
            parcel.load_manifest(moved);
            writes.push(composition.load(detail, moved));
            source.remaining.minus(moved)
        } else {
            let (moved, write) = composition.unload(detail, -delta, &parcel.reference)?;
            parcel.unload_manifest(moved);
            writes.push(write);
            source.remaining.plus(moved)
        };
        source_writes.push(SourceWrite {
            id: detail,
            before: source.remaining,
            after: remaining,
        });
    }
    Ok(ManifestPlan {
        lines: writes,
        sources: source_writes,
        parcels: after,
    })
}

/// Shipped pieces per content line of a manifest's parcels (`requests`: content line, shipped),
/// checked against `on_manifest`, the pieces of each requested content line whose parcel is on the
/// manifest. Answers the (content line, shipped) to write, in the request's order.
pub fn plan_shipped(
    requests: &[(i64, i64)],
    on_manifest: &BTreeMap<i64, i64>,
) -> Result<Vec<(i64, i64)>, ShippedRefusal> {
    for (index, (content, shipped)) in requests.iter().enumerate() {
        let Some(&quantity) = on_manifest.get(content) else {
            return Err(ShippedRefusal::NotOnManifest(index));
        };
        if *shipped > quantity {
            return Err(ShippedRefusal::Above { index, quantity });
        }
    }
    Ok(requests.to_vec())
}
