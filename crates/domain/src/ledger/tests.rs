use std::collections::BTreeMap;

use super::*;
use crate::freight::{Buckets, tests::Rng};

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

fn current<S: Stage>(status: S, allowed: bool) -> Option<Current<'static, S>> {
    Some(Current {
        status,
        updated_at: "v1",
        allowed,
    })
}

#[test]
fn only_what_is_in_preparation_changes_and_only_from_its_version() {
    use MoveRefusal::*;
    let none: Option<Current<'_, WaybillStatus>> = None;
    assert_eq!(may_change(none, None), Err(NotFound));
    assert_eq!(
        may_change(current(WaybillStatus::EnCours, true), None),
        Ok(())
    );
    assert_eq!(
        may_change(current(WaybillStatus::EnCours, true), Some("v1")),
        Ok(())
    );
    assert_eq!(
        may_change(current(WaybillStatus::EnCours, true), Some("v0")),
        Err(Stale)
    );
    for locked in [WaybillStatus::EnAttente, WaybillStatus::Expedie] {
        assert_eq!(may_change(current(locked, true), Some("v0")), Err(Locked));
    }
    assert_eq!(
        may_change(current(ManifestStatus::Arriver, true), None),
        Err(Locked)
    );
    // The branch is checked before the state, so another branch learns nothing of it.
    assert_eq!(
        may_change(current(ManifestStatus::Arriver, false), Some("v0")),
        Err(NotYourBranch)
    );
    assert!(may_reach(current(ManifestStatus::Arriver, true)).is_ok());
}

#[test]
fn validations_need_something_to_carry() {
    use MoveRefusal::*;
    assert_eq!(
        may_validate_waybill(current(WaybillStatus::EnCours, true), 0),
        Err(Empty)
    );
    assert_eq!(
        may_validate_waybill(current(WaybillStatus::EnCours, true), 2),
        Ok(())
    );
    assert_eq!(
        may_validate_waybill(current(WaybillStatus::EnAttente, true), 2),
        Err(Locked)
    );
    use ManifestStatus::{Arriver, EnCours};
    let set =
        |from, to, reopen, lines| may_set_manifest_status(current(from, true), to, reopen, lines);
    assert_eq!(set(EnCours, Arriver, false, 0), Err(Empty));
    assert_eq!(set(EnCours, Arriver, false, 1), Ok(()));
    assert_eq!(set(Arriver, EnCours, false, 1), Err(Locked));
    assert_eq!(set(Arriver, EnCours, true, 1), Ok(()));
    assert_eq!(
        may_set_manifest_status(current(EnCours, false), Arriver, true, 1),
        Err(NotYourBranch)
    );
}

/// Every parcel of `parcels` in stock at branch 1, where the tests' waybills leave from.
fn at_branch_one(parcels: &BTreeMap<i64, Parcel>) -> BTreeMap<i64, (i64, String)> {
    parcels
        .values()
        .map(|p| (p.id, (1, p.reference.clone())))
        .collect()
}

fn parcel(id: i64, quantity: i64, weight: i64) -> Parcel {
    Parcel {
        id,
        expedition_id: 100 + id,
        reference: format!("COLI-{id}"),
        buckets: Buckets::in_stock(quantity, weight),
    }
}

#[test]
fn a_waybill_plan_loads_stock_and_gives_back_what_it_drops() {
    let parcels = BTreeMap::from([(1, parcel(1, 3, 900)), (2, parcel(2, 2, 500))]);
    let stocked_at = at_branch_one(&parcels);
    let plan = plan_waybill(1, &[], &[(2, 1), (1, 3)], &stocked_at, &parcels).unwrap();
    assert_eq!(
        plan.lines,
        vec![
            LineWrite::Insert {
                key: 1,
                held: Held::new(3, 900)
            },
            LineWrite::Insert {
                key: 2,
                held: Held::new(1, 250)
            },
        ]
    );
    assert_eq!(plan.parcels[&1].on_waybill(), Held::new(3, 900));
    assert_eq!(plan.parcels[&2].stock(), Held::new(1, 250));

    // Then: one piece of parcel 1 back, parcel 2 dropped.
    let lines = [
        Line {
            id: 10,
            key: 1,
            held: Held::new(3, 900),
        },
        Line {
            id: 11,
            key: 2,
            held: Held::new(1, 250),
        },
    ];
    let plan = plan_waybill(1, &lines, &[(1, 2)], &stocked_at, &plan.parcels).unwrap();
    assert_eq!(
        plan.lines,
        vec![
            LineWrite::Set {
                id: 10,
                held: Held::new(2, 600)
            },
            LineWrite::Delete { id: 11 },
        ]
    );
    assert_eq!(plan.parcels[&2].buckets, Buckets::in_stock(2, 500));
}

#[test]
fn a_waybill_plan_refuses_unknown_parcels_and_missing_pieces() {
    let parcels = BTreeMap::from([(1, parcel(1, 3, 900))]);
    let stocked_at = at_branch_one(&parcels);
    assert_eq!(
        plan_waybill(1, &[], &[(1, 1), (7, 1)], &stocked_at, &parcels),
        Err(MoveRefusal::UnknownParcel(1))
    );
    assert_eq!(
        plan_waybill(2, &[], &[(1, 1)], &stocked_at, &parcels),
        Err(MoveRefusal::ElsewhereParcel {
            index: 0,
            reference: "COLI-1".into()
        }),
        "a waybill from branch 2 carries nothing in stock at branch 1"
    );
    assert_eq!(
        plan_waybill(1, &[], &[(1, 4)], &stocked_at, &parcels),
        Err(MoveRefusal::NotEnough {
            index: 0,
            reference: "COLI-1".into(),
            available: 3
        })
    );
}

#[test]
fn a_manifest_plan_loads_only_validated_waybills() {
    let mut p = parcel(1, 3, 900);
    p.buckets = Buckets {
        quantity_waybill: 3,
        weight_waybill: 900,
        ..Buckets::default()
    };
    let parcels = BTreeMap::from([(1, p)]);
    let source = |status| Source {
        id: 5,
        waybill_id: 9,
        waybill_reference: "COL-000009".into(),
        waybill_status: status,
        packag_id: 1,
        remaining: Held::new(3, 900),
    };
    let sources = BTreeMap::from([(5, source(WaybillStatus::EnCours))]);
    assert_eq!(
        plan_manifest(&[], &[(5, 1)], &sources, &parcels),
        Err(MoveRefusal::NotValidated {
            index: 0,
            reference: "COL-000009".into()
        })
    );
    assert_eq!(
        plan_manifest(&[], &[(6, 1)], &sources, &parcels),
        Err(MoveRefusal::UnknownDetail(0))
    );
    let sources = BTreeMap::from([(5, source(WaybillStatus::EnAttente))]);
    let plan = plan_manifest(&[], &[(5, 2)], &sources, &parcels).unwrap();
    assert_eq!(
        plan.sources,
        vec![SourceWrite {
            id: 5,
            before: Held::new(3, 900),
            after: Held::new(1, 300)
        }]
    );
    assert_eq!(plan.parcels[&1].on_manifest(), Held::new(2, 600));
}

#[test]
fn shipped_quantities_stay_within_the_manifest_contents() {
    let on_manifest = BTreeMap::from([(1, 4), (2, 1)]);
    assert_eq!(
        plan_shipped(&[(1, 4), (2, 0)], &on_manifest),
        Ok(vec![(1, 4), (2, 0)])
    );
    assert_eq!(
        plan_shipped(&[(1, 4), (3, 0)], &on_manifest),
        Err(ShippedRefusal::NotOnManifest(1))
    );
    assert_eq!(
        plan_shipped(&[(2, 2)], &on_manifest),
        Err(ShippedRefusal::Above {
            index: 0,
            quantity: 1
        })
    );
}

/// The tables the ledger touches, in memory, written the way `db::waybills` and `db::manifests`
/// write what the planners answer.
#[derive(Clone, Debug, PartialEq)]
struct Store {
    entries: BTreeMap<i64, Held>,
    /// Where each parcel's stock is (the waybills all leave from branch 1).
    branches: BTreeMap<i64, i64>,
    parcels: BTreeMap<i64, Parcel>,
    waybills: BTreeMap<i64, WaybillStatus>,
    /// id → (waybill, parcel, loaded, not yet on a manifest)
    waybill_lines: BTreeMap<i64, (i64, i64, Held, Held)>,
    manifests: BTreeMap<i64, ManifestStatus>,
    /// id → (manifest, waybill line, parcel, held)
    manifest_lines: BTreeMap<i64, (i64, i64, i64, Held)>,
    next_id: i64,
}

impl Store {
    fn id(&mut self) -> i64 {
        self.next_id += 1;
        self.next_id
    }

    fn waybill(&self, id: i64) -> Option<Current<'static, WaybillStatus>> {
        self.waybills.get(&id).map(|s| Current {
            status: *s,
            updated_at: "",
            allowed: true,
        })
    }

    fn manifest(&self, id: i64) -> Option<Current<'static, ManifestStatus>> {
        self.manifests.get(&id).map(|s| Current {
            status: *s,
            updated_at: "",
            allowed: true,
        })
    }

    fn waybill_lines_of(&self, waybill: i64) -> Vec<Line> {
        self.waybill_lines
            .iter()
            .filter(|(_, (w, ..))| *w == waybill)
            .map(|(id, (_, packag, held, _))| Line {
                id: *id,
                key: *packag,
                held: *held,
            })
            .collect()
    }

    fn manifest_lines_of(&self, manifest: i64) -> Vec<Line> {
        self.manifest_lines
            .iter()
            .filter(|(_, (m, ..))| *m == manifest)
            .map(|(id, (_, detail, _, held))| Line {
                id: *id,
                key: *detail,
                held: *held,
            })
            .collect()
    }

    fn compose_waybill(&mut self, waybill: i64, wanted: &[(i64, i64)]) -> Result<(), MoveRefusal> {
        may_change(self.waybill(waybill), None)?;
        let lines = self.waybill_lines_of(waybill);
        let locked: BTreeMap<i64, Parcel> = touched(&lines, wanted)
            .into_iter()
            .filter_map(|p| self.parcels.get(&p).map(|parcel| (p, parcel.clone())))
            .collect();
        let stocked_at: BTreeMap<i64, (i64, String)> = wanted
            .iter()
            .filter_map(|(p, _)| {
                self.branches
                    .get(p)
                    .map(|b| (*p, (*b, format!("COLI-{p}"))))
            })
            .collect();
        let plan = plan_waybill(1, &lines, wanted, &stocked_at, &locked)?;
        for write in plan.lines {
            match write {
                LineWrite::Insert { key, held } => {
                    let id = self.id();
                    self.waybill_lines.insert(id, (waybill, key, held, held));
                }
                LineWrite::Set { id, held } => {
                    let line = self.waybill_lines.get_mut(&id).unwrap();
                    (line.2, line.3) = (held, held);
                }
                LineWrite::Delete { id } => {
                    self.waybill_lines.remove(&id);
                }
            }
        }
        self.parcels.extend(plan.parcels);
        self.refresh_waybill(waybill);
        Ok(())
    }

    fn refresh_waybill(&mut self, waybill: i64) {
        let left: i64 = self
            .waybill_lines
            .values()
            .filter(|(w, ..)| *w == waybill)
            .map(|(.., remaining)| remaining.quantity)
            .sum();
        let status = self.waybills[&waybill].after_move(left);
        self.waybills.insert(waybill, status);
    }

    fn validate_waybill(&mut self, waybill: i64) -> Result<(), MoveRefusal> {
        let lines = self.waybill_lines_of(waybill).len() as i64;
        may_validate_waybill(self.waybill(waybill), lines)?;
        self.waybills.insert(waybill, WaybillStatus::EnAttente);
        Ok(())
    }

    fn delete_waybill(&mut self, waybill: i64) -> Result<(), MoveRefusal> {
        may_change(self.waybill(waybill), None)?;
        self.compose_waybill(waybill, &[])?;
        self.waybills.remove(&waybill);
        Ok(())
    }

    fn compose_manifest(
        &mut self,
        manifest: i64,
        wanted: &[(i64, i64)],
    ) -> Result<(), MoveRefusal> {
        may_change(self.manifest(manifest), None)?;
        let lines = self.manifest_lines_of(manifest);
        let sources: BTreeMap<i64, Source> = touched(&lines, wanted)
            .into_iter()
            .filter_map(|d| {
                let (waybill, packag, _, remaining) = *self.waybill_lines.get(&d)?;
                Some((
                    d,
                    Source {
                        id: d,
                        waybill_id: waybill,
                        waybill_reference: format!("COL-{waybill}"),
                        waybill_status: self.waybills[&waybill],
                        packag_id: packag,
                        remaining,
                    },
                ))
            })
            .collect();
        let locked: BTreeMap<i64, Parcel> = sources
            .values()
            .map(|s| (s.packag_id, self.parcels[&s.packag_id].clone()))
            .collect();
        let plan = plan_manifest(&lines, wanted, &sources, &locked)?;
        for write in plan.lines {
            match write {
                LineWrite::Insert { key, held } => {
                    let id = self.id();
                    let packag = sources[&key].packag_id;
                    self.manifest_lines
                        .insert(id, (manifest, key, packag, held));
                }
                LineWrite::Set { id, held } => self.manifest_lines.get_mut(&id).unwrap().3 = held,
                LineWrite::Delete { id } => {
                    self.manifest_lines.remove(&id);
                }
            }
        }
        for write in plan.sources {
            let line = self.waybill_lines.get_mut(&write.id).unwrap();
            assert_eq!(
                line.3, write.before,
                "a source is written from what was read"
            );
            line.3 = write.after;
        }
        self.parcels.extend(plan.parcels);
        for source in sources.values() {
            self.refresh_waybill(source.waybill_id);
        }
        Ok(())
    }

    fn delete_manifest(&mut self, manifest: i64) -> Result<(), MoveRefusal> {
        may_change(self.manifest(manifest), None)?;
        self.compose_manifest(manifest, &[])?;
        self.manifests.remove(&manifest);
        Ok(())
    }

    fn validate_manifest(&mut self, manifest: i64) -> Result<(), MoveRefusal> {
        let lines = self.manifest_lines_of(manifest).len() as i64;
        may_set_manifest_status(
            self.manifest(manifest),
            ManifestStatus::Arriver,
            false,
            lines,
        )?;
        self.manifests.insert(manifest, ManifestStatus::Arriver);
        Ok(())
    }

    /// Invariants 1 and 2 (DESIGN §3), and what the statuses say of the waybills.
    fn check(&self) {
        for (id, parcel) in &self.parcels {
            let entry = self.entries[id];
            assert!(
                parcel.buckets.holds(entry.quantity, entry.weight),
                "invariant 1: {parcel:?}"
            );
            let on_waybills = self
                .waybill_lines
                .values()
                .filter(|(_, p, ..)| p == id)
                .fold(Held::default(), |sum, (.., remaining)| sum.plus(*remaining));
            assert_eq!(on_waybills, parcel.on_waybill(), "invariant 2 (waybills)");
            let on_manifests = self
                .manifest_lines
                .values()
                .filter(|(_, _, p, _)| p == id)
                .fold(Held::default(), |sum, (.., held)| sum.plus(*held));
            assert_eq!(
                on_manifests,
                parcel.on_manifest(),
                "invariant 2 (manifests)"
            );
        }
        for (id, (waybill, _, loaded, remaining)) in &self.waybill_lines {
            let shipped = self
                .manifest_lines
                .values()
                .filter(|(_, d, ..)| d == id)
                .fold(Held::default(), |sum, (.., held)| sum.plus(*held));
            assert_eq!(loaded.minus(shipped), *remaining, "a waybill line's rest");
            assert!(!loaded.is_empty(), "an empty waybill line is deleted");
            let packag = self.waybill_lines[id].1;
            assert_eq!(
                self.branches[&packag], 1,
                "only parcels stocked at the origin"
            );
            if self.waybills[waybill] == WaybillStatus::EnCours {
                assert!(
                    shipped.is_empty(),
                    "nothing leaves a waybill in preparation"
                );
            }
        }
    }
}

/// A request for `current` changed at random: pieces changed, lines dropped, keys added among
/// `keys` (some of which may not exist).
fn wanted_from(rng: &mut Rng, current: &[Line], keys: &[i64]) -> Vec<(i64, i64)> {
    let mut wanted = BTreeMap::new();
    for line in current {
        match rng.below(5) {
            0 => {} // dropped
            1 | 2 => {
                wanted.insert(line.key, line.held.quantity);
            }
            _ => {
                wanted.insert(line.key, 1 + rng.below(line.held.quantity + 3));
            }
        }
    }
    for _ in 0..rng.below(3) {
        let key = keys[rng.below(keys.len() as i64) as usize];
        wanted.insert(key, 1 + rng.below(6));
    }
    wanted.into_iter().collect()
}

/// Random sequences of the moves of DESIGN §3, made through the planners production runs: after
/// each one the ledger holds invariants 1–2, a container holds exactly what an accepted request
/// asked for, and a refused request changes nothing.
#[test]
fn random_moves_through_the_planners_keep_the_ledger_whole() {
    let mut rng = Rng::new(42);
    let mut seen: BTreeMap<&'static str, usize> = BTreeMap::new();
    for _ in 0..300 {
        let mut store = Store {
            entries: BTreeMap::new(),
            branches: BTreeMap::new(),
            parcels: BTreeMap::new(),
            waybills: BTreeMap::new(),
            waybill_lines: BTreeMap::new(),
            manifests: BTreeMap::new(),
            manifest_lines: BTreeMap::new(),
            next_id: 1000,
        };
        for id in 1..=1 + rng.below(4) {
            let q = 1 + rng.below(12);
            let w = q * (1 + rng.below(50_000));
            store.entries.insert(id, Held::new(q, w));
            // One parcel in ten is in stock at another branch.
            store
                .branches
                .insert(id, if rng.below(10) == 0 { 2 } else { 1 });
            store.parcels.insert(id, parcel(id, q, w));
        }
        let mut parcel_keys: Vec<i64> = store.parcels.keys().copied().collect();
        parcel_keys.push(99); // a parcel that does not exist
        for _ in 0..80 {
            // What the store was before the request (a new waybill or manifest made first).
            let mut before = store.clone();
            let (result, asked) = match rng.below(7) {
                0 => {
                    let w = if store.waybills.is_empty() || rng.below(4) == 0 {
                        let id = store.id();
                        store.waybills.insert(id, WaybillStatus::EnCours);
                        id
                    } else {
                        let ids: Vec<i64> = store.waybills.keys().copied().collect();
                        ids[rng.below(ids.len() as i64) as usize]
                    };
                    let wanted = wanted_from(&mut rng, &store.waybill_lines_of(w), &parcel_keys);
                    before = store.clone();
                    (store.compose_waybill(w, &wanted), Some((true, w, wanted)))
                }
                1 => {
                    let ids: Vec<i64> = store.waybills.keys().copied().collect();
                    let w = ids.get(rng.below(ids.len() as i64 + 1) as usize).copied();
                    (store.validate_waybill(w.unwrap_or(-1)), None)
                }
                2 => {
                    let ids: Vec<i64> = store.waybills.keys().copied().collect();
                    let w = ids.get(rng.below(ids.len() as i64 + 1) as usize).copied();
                    (store.delete_waybill(w.unwrap_or(-1)), None)
                }
                3 | 4 => {
                    let m = if store.manifests.is_empty() || rng.below(4) == 0 {
                        let id = store.id();
                        store.manifests.insert(id, ManifestStatus::EnCours);
                        id
                    } else {
                        let ids: Vec<i64> = store.manifests.keys().copied().collect();
                        ids[rng.below(ids.len() as i64) as usize]
                    };
                    let mut keys: Vec<i64> = store.waybill_lines.keys().copied().collect();
                    keys.push(-7); // a waybill line that does not exist
                    let wanted = wanted_from(&mut rng, &store.manifest_lines_of(m), &keys);
                    before = store.clone();
                    (store.compose_manifest(m, &wanted), Some((false, m, wanted)))
                }
                5 => {
                    let ids: Vec<i64> = store.manifests.keys().copied().collect();
                    let m = ids.get(rng.below(ids.len() as i64 + 1) as usize).copied();
                    (store.delete_manifest(m.unwrap_or(-1)), None)
                }
                _ => {
                    let ids: Vec<i64> = store.manifests.keys().copied().collect();
                    let m = ids.get(rng.below(ids.len() as i64 + 1) as usize).copied();
                    (store.validate_manifest(m.unwrap_or(-1)), None)
                }
            };
            let kind = match &result {
                Ok(()) => "accepted",
                Err(MoveRefusal::NotFound) => "not found",
                Err(MoveRefusal::Locked) => "locked",
                Err(MoveRefusal::Empty) => "empty",
                Err(MoveRefusal::UnknownParcel(_)) => "unknown parcel",
                Err(MoveRefusal::UnknownDetail(_)) => "unknown line",
                Err(MoveRefusal::NotValidated { .. }) => "not validated",
                Err(MoveRefusal::NotEnough { .. }) => "not enough",
                Err(MoveRefusal::ElsewhereParcel { .. }) => "elsewhere",
                Err(other) => panic!("unexpected refusal {other:?}"),
            };
            *seen.entry(kind).or_default() += 1;
            match (&result, asked) {
                (Ok(()), Some((waybill, id, wanted))) => {
                    let lines = if waybill {
                        store.waybill_lines_of(id)
                    } else {
                        store.manifest_lines_of(id)
                    };
                    let held: BTreeMap<i64, i64> =
                        lines.iter().map(|l| (l.key, l.held.quantity)).collect();
                    assert_eq!(held, wanted.into_iter().collect(), "holds what was asked");
                }
                (Err(_), _) => assert_eq!(store, before, "a refusal writes nothing"),
                _ => {}
            }
            store.check();
        }
    }
    // Every kind of answer came up, accepted moves most of all.
    assert_eq!(seen.len(), 9, "{seen:?}");
    assert!(seen["accepted"] > 5_000, "{seen:?}");
}

#[test]
fn a_manifest_offers_what_its_writes_would_accept() {
    let held = ManifestPermissions {
        edit: true,
        delete: true,
        validate: true,
        admin: false,
    };
    let preparing = Current {
        status: ManifestStatus::EnCours,
        updated_at: "v1",
        allowed: true,
    };
    assert_eq!(
        manifest_offer(preparing, held, 2, 0),
        ManifestOffer {
            edit: true,
            delete: true,
            validate: true,
            ship: true
        }
    );
    // Empty: nothing to validate; with tickets (even cancelled): not deleted.
    assert!(!manifest_offer(preparing, held, 0, 0).validate);
    assert!(!manifest_offer(preparing, held, 2, 1).delete);
    // Another branch's: nothing.
    let elsewhere = Current {
        allowed: false,
        ..preparing
    };
    assert_eq!(
        manifest_offer(elsewhere, held, 2, 0),
        ManifestOffer::default()
    );
    // Arrived: shipped quantities still; reopening for `admin` only.
    let arrived = Current {
        status: ManifestStatus::Arriver,
        ..preparing
    };
    assert_eq!(
        manifest_offer(arrived, held, 2, 0),
        ManifestOffer {
            ship: true,
            ..ManifestOffer::default()
        }
    );
    let admin = ManifestPermissions {
        admin: true,
        ..held
    };
    assert!(manifest_offer(arrived, admin, 2, 0).validate);
    // Without the permissions: nothing.
    assert_eq!(
        manifest_offer(preparing, ManifestPermissions::default(), 2, 0),
        ManifestOffer::default()
    );
}
