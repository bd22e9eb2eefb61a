//! The parcel ledger's moves (DESIGN §3): pieces and their weight go from stock to a waybill, from
//! a waybill to a manifest, and back. Each move takes `q` pieces out of one holding and puts them,
//! with their share of the weight, into another; nothing is created or lost.

use std::collections::BTreeMap;

use super::freight::weight_of_share;

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
        match self {
            WaybillStatus::EnCours => WaybillStatus::EnCours,
            _ if pieces_left == 0 => WaybillStatus::Expedie,
            _ => WaybillStatus::EnAttente,
        }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::freight::{Buckets, tests::Rng};

    #[test]
    fn composition_changes_load_and_take_back() {
        let current = BTreeMap::from([(1, 3), (2, 2), (5, 1)]);
        let wanted = BTreeMap::from([(1, 3), (2, 1), (4, 6)]);
        assert_eq!(changes(&current, &wanted), vec![(2, -1), (4, 6), (5, -1)]);
        assert!(changes(&current, &current).is_empty());
        assert_eq!(
            changes(&current, &BTreeMap::new()),
            vec![(1, -3), (2, -2), (5, -1)]
        );
    }

    #[test]
    fn manifests_change_in_their_branches_or_with_admin() {
        assert!(may_change_manifest(false, Some(1), 1, 2));
        assert!(may_change_manifest(false, Some(2), 1, 2));
        assert!(!may_change_manifest(false, Some(3), 1, 2));
        assert!(!may_change_manifest(false, None, 1, 2));
        assert!(may_change_manifest(true, None, 1, 2));
        assert!(may_change_manifest(true, Some(3), 1, 2));
    }

    #[test]
    fn waybill_statuses_follow_what_is_left() {
        assert_eq!(WaybillStatus::EnCours.after_move(0), WaybillStatus::EnCours);
        assert_eq!(
            WaybillStatus::EnAttente.after_move(0),
            WaybillStatus::Expedie
        );
        assert_eq!(
            WaybillStatus::Expedie.after_move(2),
            WaybillStatus::EnAttente
        );
        assert_eq!(
            WaybillStatus::parse("Expedié"),
            Some(WaybillStatus::Expedie)
        );
        assert_eq!(
            WaybillStatus::parse("Expedie"),
            Some(WaybillStatus::Expedie)
        );
        assert_eq!(WaybillStatus::parse("Arriver"), None);
        assert_eq!(
            ManifestStatus::parse("Arriver"),
            Some(ManifestStatus::Arriver)
        );
    }

    #[test]
    fn taking_moves_pieces_with_their_share_of_weight() {
        let stock = Held::new(3, 1000);
        assert_eq!(stock.take(1), Ok(Held::new(1, 333)));
        assert_eq!(stock.take(3), Ok(Held::new(3, 1000)));
        assert_eq!(stock.take(4), Err(MoveError::NotEnough { available: 3 }));
        assert_eq!(stock.take(0), Err(MoveError::NothingToMove));
        let left = stock.minus(stock.take(2).unwrap());
        assert_eq!(left, Held::new(1, 333));
    }

    /// A model of the ledger: parcels, waybills and their details (what each still holds), manifests
    /// and their details, moved at random by the moves of DESIGN §3; the invariants are checked
    /// after every move.
    struct Model {
        entries: Vec<Held>,
        stock: Vec<Held>,
        on_waybill: Vec<Held>,
        on_manifest: Vec<Held>,
        /// (parcel, held, waybill) per waybill detail.
        waybill_details: Vec<(usize, Held, usize)>,
        /// (waybill detail, held, manifest) per manifest detail.
        manifest_details: Vec<(usize, Held, usize)>,
        waybills: usize,
        manifests: usize,
    }

    impl Model {
        fn check(&self) {
            for p in 0..self.entries.len() {
                let b = Buckets {
                    quantity_restant: self.stock[p].quantity,
                    weight_restant: self.stock[p].weight,
                    quantity_waybill: self.on_waybill[p].quantity,
                    weight_waybill: self.on_waybill[p].weight,
                    quantity_manifeste: self.on_manifest[p].quantity,
                    weight_manifeste: self.on_manifest[p].weight,
                };
                assert!(
                    b.holds(self.entries[p].quantity, self.entries[p].weight),
                    "invariant 1: {b:?}"
                );
                let waybill = self
                    .waybill_details
                    .iter()
                    .filter(|(parcel, _, _)| *parcel == p)
                    .fold(Held::default(), |sum, (_, h, _)| sum.plus(*h));
                assert_eq!(waybill, self.on_waybill[p], "invariant 2 (waybill)");
                let manifest = self
                    .manifest_details
                    .iter()
                    .filter(|(detail, _, _)| self.waybill_details[*detail].0 == p)
                    .fold(Held::default(), |sum, (_, h, _)| sum.plus(*h));
                assert_eq!(manifest, self.on_manifest[p], "invariant 2 (manifest)");
            }
        }

        /// Takes `moved` back from manifest detail `md` onto its waybill detail.
        fn unload_manifest_detail(&mut self, md: usize, moved: Held) {
            let (d, held, _) = self.manifest_details[md];
            let p = self.waybill_details[d].0;
            self.manifest_details[md].1 = held.minus(moved);
            self.on_manifest[p] = self.on_manifest[p].minus(moved);
            self.on_waybill[p] = self.on_waybill[p].plus(moved);
            self.waybill_details[d].1 = self.waybill_details[d].1.plus(moved);
        }

        /// Takes `moved` back from waybill detail `d` to stock.
        fn unload_waybill_detail(&mut self, d: usize, moved: Held) {
            let (p, held, _) = self.waybill_details[d];
            self.waybill_details[d].1 = held.minus(moved);
            self.on_waybill[p] = self.on_waybill[p].minus(moved);
            self.stock[p] = self.stock[p].plus(moved);
        }
    }

    #[test]
    fn random_moves_keep_the_ledger_whole() {
        let mut rng = Rng::new(42);
        for _ in 0..300 {
            let parcels = 1 + rng.below(4) as usize;
            let entries: Vec<Held> = (0..parcels)
                .map(|_| {
                    let q = 1 + rng.below(12);
                    Held::new(q, q * (1 + rng.below(50_000)))
                })
                .collect();
            let mut m = Model {
                stock: entries.clone(),
                on_waybill: vec![Held::default(); parcels],
                on_manifest: vec![Held::default(); parcels],
                entries,
                waybill_details: Vec::new(),
                manifest_details: Vec::new(),
                waybills: 1,
                manifests: 1,
            };
            for _ in 0..80 {
                let asked = rng.below(6);
                match rng.below(6) {
                    // stock → waybill (a new one now and then)
                    0 => {
                        let p = rng.below(parcels as i64) as usize;
                        if rng.below(4) == 0 {
                            m.waybills += 1;
                        }
                        let w = rng.below(m.waybills as i64) as usize;
                        match m.stock[p].take(asked) {
                            Ok(moved) => {
                                m.stock[p] = m.stock[p].minus(moved);
                                m.on_waybill[p] = m.on_waybill[p].plus(moved);
                                m.waybill_details.push((p, moved, w));
                            }
                            Err(_) => assert!(asked < 1 || asked > m.stock[p].quantity),
                        }
                    }
                    // waybill → stock, in part or in full
                    1 if !m.waybill_details.is_empty() => {
                        let d = rng.below(m.waybill_details.len() as i64) as usize;
                        if let Ok(moved) = m.waybill_details[d].1.take(asked) {
                            m.unload_waybill_detail(d, moved);
                        }
                    }
                    // waybill → manifest (a new one now and then)
                    2 if !m.waybill_details.is_empty() => {
                        let d = rng.below(m.waybill_details.len() as i64) as usize;
                        let (p, held, _) = m.waybill_details[d];
                        if rng.below(4) == 0 {
                            m.manifests += 1;
                        }
                        let man = rng.below(m.manifests as i64) as usize;
                        match held.take(asked) {
                            Ok(moved) => {
                                m.waybill_details[d].1 = held.minus(moved);
                                m.on_waybill[p] = m.on_waybill[p].minus(moved);
                                m.on_manifest[p] = m.on_manifest[p].plus(moved);
                                m.manifest_details.push((d, moved, man));
                            }
                            Err(_) => assert!(asked < 1 || asked > held.quantity),
                        }
                    }
                    // manifest → waybill, in part or in full
                    3 if !m.manifest_details.is_empty() => {
                        let md = rng.below(m.manifest_details.len() as i64) as usize;
                        if let Ok(moved) = m.manifest_details[md].1.take(asked) {
                            m.unload_manifest_detail(md, moved);
                        }
                    }
                    // delete a waybill none of whose lines went onto a manifest: all back to stock
                    4 => {
                        let w = rng.below(m.waybills as i64) as usize;
                        let loaded = m
                            .manifest_details
                            .iter()
                            .any(|(d, h, _)| m.waybill_details[*d].2 == w && !h.is_empty());
                        if !loaded {
                            for d in 0..m.waybill_details.len() {
                                let (_, held, of) = m.waybill_details[d];
                                if of == w && !held.is_empty() {
                                    m.unload_waybill_detail(d, held);
                                }
                            }
                        }
                    }
                    // delete a manifest: everything back onto its waybills
                    5 => {
                        let man = rng.below(m.manifests as i64) as usize;
                        for md in 0..m.manifest_details.len() {
                            let (_, held, of) = m.manifest_details[md];
                            if of == man && !held.is_empty() {
                                m.unload_manifest_detail(md, held);
                            }
                        }
                    }
                    _ => {}
                }
                m.check();
            }
        }
    }
}
