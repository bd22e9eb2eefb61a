//! The freight rules (DESIGN §3): line pricing, what the cash at registration means, the parcel
//! buckets and the statuses they imply. Pure functions, so they are tested here on their own.

use super::units::div_round_half_up;

/// Line amount in cents: route price (cents per kg) × quantity × unit weight (grams),
/// rounded half up to the cent once for the line; `None` when it does not fit in an `i64`
/// (or an operand is negative), never a wrapped number.
pub fn line_amount(cents_per_kg: i64, quantity: i64, unit_weight_g: i64) -> Option<i64> {
    let exact_times_1000 = i128::from(cents_per_kg)
        .checked_mul(i128::from(quantity))?
        .checked_mul(i128::from(unit_weight_g))?;
    i64::try_from(div_round_half_up(exact_times_1000, 1000)?).ok()
}

/// Weight of a line in grams: quantity × unit weight, `None` on overflow.
pub fn line_weight(quantity: i64, unit_weight_g: i64) -> Option<i64> {
    quantity.checked_mul(unit_weight_g)
}

/// What the cash typed at registration means.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cash {
    /// Empty, or `-1` as the old client sent it: paid in full.
    Full,
    /// An amount in cents: 0 means on credit.
    Amount(i64),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CashError {
    /// More than the price.
    AbovePrice,
    /// Negative (other than the old client's -1).
    Negative,
}

/// The amount paid at registration for an expedition of `price` cents.
pub fn paid_at_registration(cash: Cash, price: i64) -> Result<i64, CashError> {
    match cash {
        Cash::Full => Ok(price),
        Cash::Amount(a) if a < 0 => Err(CashError::Negative),
        Cash::Amount(a) if a > price => Err(CashError::AbovePrice),
        Cash::Amount(a) => Ok(a),
    }
}

/// What is still owed.
pub fn debt(price: i64, paid: i64) -> i64 {
    (price - paid).max(0)
}

/// Quantities (pieces) and weights (grams) of a parcel or an expedition, by where they are.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Buckets {
    pub quantity_restant: i64,
    pub weight_restant: i64,
    pub quantity_waybill: i64,
    pub weight_waybill: i64,
    pub quantity_manifeste: i64,
    pub weight_manifeste: i64,
}

impl Buckets {
    /// A parcel as registered: everything in stock.
    pub fn in_stock(quantity: i64, weight: i64) -> Buckets {
        Buckets {
            quantity_restant: quantity,
            weight_restant: weight,
            ..Default::default()
        }
    }

    pub fn quantity(&self) -> i64 {
        self.quantity_restant + self.quantity_waybill + self.quantity_manifeste
    }

    pub fn weight(&self) -> i64 {
        self.weight_restant + self.weight_waybill + self.weight_manifeste
    }

    pub fn add(&self, other: &Buckets) -> Buckets {
        Buckets {
            quantity_restant: self.quantity_restant + other.quantity_restant,
            weight_restant: self.weight_restant + other.weight_restant,
            quantity_waybill: self.quantity_waybill + other.quantity_waybill,
            weight_waybill: self.weight_waybill + other.weight_waybill,
            quantity_manifeste: self.quantity_manifeste + other.quantity_manifeste,
            weight_manifeste: self.weight_manifeste + other.weight_manifeste,
        }
    }

    /// Invariant 1: the buckets add up to the entry and none is negative.
    pub fn holds(&self, quantity_entry: i64, weight_entry: i64) -> bool {
        [
            self.quantity_restant,
            self.weight_restant,
            self.quantity_waybill,
            self.weight_waybill,
            self.quantity_manifeste,
            self.weight_manifeste,
        ]
        .iter()
        .all(|v| *v >= 0)
            && self.quantity() == quantity_entry
            && self.weight() == weight_entry
    }

    /// Nothing has left stock: the expedition may still be edited or deleted.
    pub fn untouched(&self) -> bool {
        self.quantity_waybill == 0 && self.quantity_manifeste == 0
    }
}

/// Why a change to an expedition or its payments was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExpeditionRefusal {
    NotFound,
    /// Part of it is on a waybill or a manifest.
    Moved,
    /// Its `updatedAt` is not the one the edit started from.
    Stale,
    /// The new price would be below what was already paid (cents).
    BelowPaid(i64),
    /// Deleting it while payments of it are in force (cents paid): money is never deleted.
    PaidFor(i64),
    /// It was registered at another branch than the agent's.
    OtherBranch,
}

/// An expedition as read under its lock: what its edit and payment rules decide on.
#[derive(Clone, Copy, Debug)]
pub struct Standing<'a> {
    /// The branch it was registered at.
    pub origin: i64,
    pub buckets: Buckets,
    pub updated_at: &'a str,
    /// Cents.
    pub price: i64,
    /// Cents paid, cancelled payments excluded.
    pub paid: i64,
}

impl Standing<'_> {
    /// An edit by an agent of `branch` (`None`: someone without one, such as the super user) to
    /// `new_price` cents, made on the state of `version` (its `updatedAt`): only at the branch
    /// it was registered at, while nothing has moved, and never below what was paid.
    pub fn may_edit(
        &self,
        branch: Option<i64>,
        version: &str,
        new_price: i64,
    ) -> Result<(), ExpeditionRefusal> {
        self.of_branch(branch)?;
        self.unmoved()?;
        if version != self.updated_at {
            return Err(ExpeditionRefusal::Stale);
        }
        if new_price < self.paid {
            return Err(ExpeditionRefusal::BelowPaid(self.paid));
        }
        Ok(())
    }

    /// Deleting it by an agent of `branch`: only at the branch it was registered at, while
    /// nothing has moved and no payment of it is in force (they are cancelled first, and stay in
    /// the journal).
    pub fn may_delete(&self, branch: Option<i64>) -> Result<(), ExpeditionRefusal> {
        self.of_branch(branch)?;
        self.unmoved()?;
        if self.paid > 0 {
            return Err(ExpeditionRefusal::PaidFor(self.paid));
        }
        Ok(())
    }

    /// Whether its edit would be allowed as it stands (what the screens offer).
    pub fn editable_by(&self, branch: Option<i64>) -> bool {
        self.may_edit(branch, self.updated_at, self.price.max(self.paid))
            .is_ok()
    }

    /// An agent changes the expeditions of their own branch: the route of an edit leaves from
    /// it (`routes::expedition_origin`), and a deletion is that branch's business.
    pub fn of_branch(&self, branch: Option<i64>) -> Result<(), ExpeditionRefusal> {
        match branch {
            Some(own) if own != self.origin => Err(ExpeditionRefusal::OtherBranch),
            _ => Ok(()),
        }
    }

    fn unmoved(&self) -> Result<(), ExpeditionRefusal> {
        if self.buckets.untouched() {
            Ok(())
        } else {
            Err(ExpeditionRefusal::Moved)
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExpeditionStatus {
    EnStock,
    EnCours,
    Expedie,
}

impl ExpeditionStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            ExpeditionStatus::EnStock => "EnStock",
            ExpeditionStatus::EnCours => "EnCours",
            ExpeditionStatus::Expedie => "Expedié",
        }
    }

    pub fn parse(text: &str) -> Option<ExpeditionStatus> {
        Some(match text {
            "EnStock" => ExpeditionStatus::EnStock,
            "EnCours" => ExpeditionStatus::EnCours,
            "Expedié" | "Expedie" | "Expédié" => ExpeditionStatus::Expedie,
            _ => return None,
        })
    }

    pub const ALL: [ExpeditionStatus; 3] = [
        ExpeditionStatus::EnStock,
        ExpeditionStatus::EnCours,
        ExpeditionStatus::Expedie,
    ];
}

/// EnStock while everything is in stock, Expedié once everything is on manifests, else EnCours.
pub fn expedition_status(b: &Buckets) -> ExpeditionStatus {
    if b.quantity_waybill == 0 && b.quantity_manifeste == 0 {
        ExpeditionStatus::EnStock
    } else if b.quantity_restant == 0 && b.quantity_waybill == 0 {
        ExpeditionStatus::Expedie
    } else {
        ExpeditionStatus::EnCours
    }
}

/// The weight that goes with `quantity` pieces taken from a bucket holding `(held_q, held_w)`:
/// all of it when the whole bucket moves, else its share rounded half up, so weights are conserved.
pub fn weight_of_share(held_q: i64, held_w: i64, quantity: i64) -> i64 {
    if quantity >= held_q {
        held_w
    } else {
        // quantity < held_q, so the share is below held_w and always fits back in an i64.
        i128::from(held_w)
            .checked_mul(i128::from(quantity))
            .and_then(|n| div_round_half_up(n, i128::from(held_q)))
            .and_then(|share| i64::try_from(share).ok())
            .unwrap_or(held_w)
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    #[test]
    fn an_expedition_changes_only_while_nothing_of_it_moved() {
        let standing = |buckets: Buckets| Standing {
            origin: 1,
            buckets,
            updated_at: "v1",
            price: 10_000,
            paid: 4_000,
        };
        let here = Some(1);
        let still = standing(Buckets::in_stock(3, 3_000));
        assert_eq!(still.may_edit(here, "v1", 4_000), Ok(()));
        assert_eq!(still.may_edit(None, "v1", 4_000), Ok(()));
        assert!(still.editable_by(here));
        assert_eq!(
            still.may_edit(here, "v0", 4_000),
            Err(ExpeditionRefusal::Stale)
        );
        assert_eq!(
            still.may_edit(here, "v1", 3_999),
            Err(ExpeditionRefusal::BelowPaid(4_000))
        );
        assert_eq!(
            still.may_delete(here),
            Err(ExpeditionRefusal::PaidFor(4_000)),
            "money is never deleted: its payments are cancelled first"
        );
        let unpaid = Standing { paid: 0, ..still };
        assert_eq!(unpaid.may_delete(here), Ok(()));
        let moved = standing(Buckets {
            quantity_restant: 2,
            weight_restant: 2_000,
            quantity_manifeste: 1,
            weight_manifeste: 1_000,
            ..Buckets::default()
        });
        assert_eq!(
            moved.may_edit(here, "v1", 10_000),
            Err(ExpeditionRefusal::Moved)
        );
        assert_eq!(moved.may_delete(here), Err(ExpeditionRefusal::Moved));
        assert!(!moved.editable_by(here));
    }

    #[test]
    fn an_expedition_is_changed_at_the_branch_it_was_registered_at() {
        let unpaid = Standing {
            origin: 1,
            buckets: Buckets::in_stock(3, 3_000),
            updated_at: "v1",
            price: 10_000,
            paid: 0,
        };
        let elsewhere = Some(2);
        assert_eq!(
            unpaid.may_edit(elsewhere, "v1", 10_000),
            Err(ExpeditionRefusal::OtherBranch)
        );
        assert_eq!(
            unpaid.may_delete(elsewhere),
            Err(ExpeditionRefusal::OtherBranch)
        );
        assert!(!unpaid.editable_by(elsewhere));
        assert_eq!(unpaid.may_delete(None), Ok(()));
    }

    #[test]
    fn lines_are_priced_per_kg_and_rounded_once_half_up() {
        // $3.50/kg × 2 pieces × 1.5 kg = $10.50
        assert_eq!(line_amount(350, 2, 1500), Some(1050));
        // $1.99/kg × 1 × 0.333 kg = 66.267 cents → 66
        assert_eq!(line_amount(199, 1, 333), Some(66));
        // $0.10/kg × 0.005 kg = 0.05 cent → 0; $1/kg × 0.005 kg = 0.5 cent → 1
        assert_eq!(line_amount(10, 1, 5), Some(0));
        assert_eq!(line_amount(100, 1, 5), Some(1), "0.5 cent rounds half up");
        assert_eq!(line_amount(100, 1, 4), Some(0));
    }

    #[test]
    fn line_amounts_overflow_to_none_never_wrap() {
        // Finding 1: 100000 pieces × 9999999999999.999 kg at $3.50/kg.
        assert_eq!(line_amount(350, 100_000, 9_999_999_999_999_999), None);
        assert_eq!(line_amount(i64::MAX, i64::MAX, i64::MAX), None);
        assert_eq!(line_amount(-350, 1, 1000), None);
        assert_eq!(line_weight(100_000, 9_999_999_999_999_999), None);
        assert_eq!(line_weight(2, 1500), Some(3000));
        assert_eq!(
            weight_of_share(i64::MAX, i64::MAX, i64::MAX - 1),
            i64::MAX - 1
        );
    }

    #[test]
    fn cash_rules() {
        assert_eq!(paid_at_registration(Cash::Full, 5000), Ok(5000));
        assert_eq!(paid_at_registration(Cash::Amount(0), 5000), Ok(0));
        assert_eq!(paid_at_registration(Cash::Amount(2000), 5000), Ok(2000));
        assert_eq!(paid_at_registration(Cash::Amount(5000), 5000), Ok(5000));
        assert_eq!(
            paid_at_registration(Cash::Amount(5001), 5000),
            Err(CashError::AbovePrice)
        );
        assert_eq!(
            paid_at_registration(Cash::Amount(-5), 5000),
            Err(CashError::Negative)
        );
        assert_eq!(debt(5000, 2000), 3000);
        assert_eq!(debt(5000, 5000), 0);
    }

    #[test]
    fn statuses_follow_the_buckets() {
        let stock = Buckets::in_stock(3, 3000);
        assert_eq!(expedition_status(&stock), ExpeditionStatus::EnStock);
        let partly = Buckets {
            quantity_restant: 2,
            weight_restant: 2000,
            quantity_waybill: 1,
            weight_waybill: 1000,
            ..Default::default()
        };
        assert_eq!(expedition_status(&partly), ExpeditionStatus::EnCours);
        let shipped = Buckets {
            quantity_manifeste: 3,
            weight_manifeste: 3000,
            ..Default::default()
        };
        assert_eq!(expedition_status(&shipped), ExpeditionStatus::Expedie);
        let all_on_waybill = Buckets {
            quantity_waybill: 3,
            weight_waybill: 3000,
            ..Default::default()
        };
        assert_eq!(
            expedition_status(&all_on_waybill),
            ExpeditionStatus::EnCours
        );
        for s in ExpeditionStatus::ALL {
            assert_eq!(ExpeditionStatus::parse(s.as_str()), Some(s));
        }
    }

    #[test]
    fn weight_shares_conserve_the_total() {
        assert_eq!(weight_of_share(3, 1000, 1), 333);
        assert_eq!(weight_of_share(3, 1000, 2), 667);
        assert_eq!(weight_of_share(3, 1000, 3), 1000);
        // Taking one piece at a time always empties the bucket exactly.
        let (mut q, mut w) = (7, 1001);
        let mut taken = 0;
        while q > 0 {
            let share = weight_of_share(q, w, 1);
            taken += share;
            q -= 1;
            w -= share;
        }
        assert_eq!((taken, w), (1001, 0));
    }

    /// A small deterministic generator for the property tests (here and in `ledger`).
    pub struct Rng(u64);

    impl Rng {
        pub fn new(seed: u64) -> Rng {
            Rng(seed)
        }

        pub fn below(&mut self, n: i64) -> i64 {
            self.0 = self
                .0
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            ((self.0 >> 33) % n.max(1) as u64) as i64
        }
    }

    /// Invariants 1, 3 and 4 for random expeditions: each line's buckets add up, the expedition's
    /// totals are the sums of its lines, and the debt is the price less what was paid, never negative.
    #[test]
    fn random_expeditions_satisfy_the_invariants() {
        let mut rng = Rng::new(7);
        for _ in 0..5_000 {
            let cents_per_kg = 1 + rng.below(10_000);
            let lines = 1 + rng.below(8);
            let mut total = Buckets::default();
            let (mut price, mut quantity, mut weight) = (0, 0, 0);
            for _ in 0..lines {
                let q = 1 + rng.below(50);
                let unit = 1 + rng.below(80_000);
                let line = Buckets::in_stock(q, q * unit);
                assert!(line.holds(q, q * unit));
                let amount = line_amount(cents_per_kg, q, unit).unwrap();
                assert!(amount >= 0);
                price += amount;
                quantity += q;
                weight += q * unit;
                total = total.add(&line);
            }
            assert!(total.holds(quantity, weight), "invariant 3");
            assert_eq!(expedition_status(&total), ExpeditionStatus::EnStock);
            let cash = match rng.below(3) {
                0 => Cash::Full,
                1 => Cash::Amount(0),
                _ => Cash::Amount(rng.below(price + 1)),
            };
            let paid = paid_at_registration(cash, price).unwrap();
            assert!((0..=price).contains(&paid));
            assert_eq!(debt(price, paid), price - paid, "invariant 4");
            assert_eq!(
                paid_at_registration(Cash::Amount(price + 1 + rng.below(100)), price),
                Err(CashError::AbovePrice)
            );
        }
    }
}
