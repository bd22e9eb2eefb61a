//! The parcel ledger's moves (DESIGN §3): pieces and their weight go from stock to a waybill, from
//! a waybill to a manifest, and back. Each move takes `q` pieces out of one holding and puts them,
//! with their share of the weight, into another; nothing is created or lost.

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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::freight::{Buckets, tests::Rng};

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

    /// A model of the ledger: parcels, waybill details (what each still holds and what it shipped)
    /// and manifest details, moved at random; the invariants are checked after every move.
    struct Model {
        entries: Vec<Held>,
        stock: Vec<Held>,
        on_waybill: Vec<Held>,
        on_manifest: Vec<Held>,
        /// (parcel, held) per waybill detail.
        waybill_details: Vec<(usize, Held)>,
        /// (waybill detail, held) per manifest detail.
        manifest_details: Vec<(usize, Held)>,
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
                    .filter(|(parcel, _)| *parcel == p)
                    .fold(Held::default(), |sum, (_, h)| sum.plus(*h));
                assert_eq!(waybill, self.on_waybill[p], "invariant 2 (waybill)");
                let manifest = self
                    .manifest_details
                    .iter()
                    .filter(|(detail, _)| self.waybill_details[*detail].0 == p)
                    .fold(Held::default(), |sum, (_, h)| sum.plus(*h));
                assert_eq!(manifest, self.on_manifest[p], "invariant 2 (manifest)");
            }
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
            };
            for _ in 0..60 {
                let asked = rng.below(6);
                match rng.below(4) {
                    // stock → waybill
                    0 => {
                        let p = rng.below(parcels as i64) as usize;
                        if let Ok(moved) = m.stock[p].take(asked) {
                            m.stock[p] = m.stock[p].minus(moved);
                            m.on_waybill[p] = m.on_waybill[p].plus(moved);
                            m.waybill_details.push((p, moved));
                        } else {
                            assert!(asked < 1 || asked > m.stock[p].quantity);
                        }
                    }
                    // waybill → stock
                    1 if !m.waybill_details.is_empty() => {
                        let d = rng.below(m.waybill_details.len() as i64) as usize;
                        let (p, held) = m.waybill_details[d];
                        if let Ok(moved) = held.take(asked) {
                            m.waybill_details[d].1 = held.minus(moved);
                            m.on_waybill[p] = m.on_waybill[p].minus(moved);
                            m.stock[p] = m.stock[p].plus(moved);
                        }
                    }
                    // waybill → manifest
                    2 if !m.waybill_details.is_empty() => {
                        let d = rng.below(m.waybill_details.len() as i64) as usize;
                        let (p, held) = m.waybill_details[d];
                        if let Ok(moved) = held.take(asked) {
                            m.waybill_details[d].1 = held.minus(moved);
                            m.on_waybill[p] = m.on_waybill[p].minus(moved);
                            m.on_manifest[p] = m.on_manifest[p].plus(moved);
                            m.manifest_details.push((d, moved));
                        }
                    }
                    // manifest → waybill
                    3 if !m.manifest_details.is_empty() => {
                        let md = rng.below(m.manifest_details.len() as i64) as usize;
                        let (d, held) = m.manifest_details[md];
                        let p = m.waybill_details[d].0;
                        if let Ok(moved) = held.take(asked) {
                            m.manifest_details[md].1 = held.minus(moved);
                            m.on_manifest[p] = m.on_manifest[p].minus(moved);
                            m.on_waybill[p] = m.on_waybill[p].plus(moved);
                            m.waybill_details[d].1 = m.waybill_details[d].1.plus(moved);
                        }
                    }
                    _ => {}
                }
                m.check();
            }
        }
    }
}
