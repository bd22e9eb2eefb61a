//! Money out (DESIGN §3 "Commissions and expenses"): the rules of a commission's shares, who may
//! change them, and a manifest's result. No I/O; amounts in cents.

use super::{ledger::ManifestStatus, units::div_round_half_up};

/// Why a commission or an expense cannot change as asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    NotFound,
    /// The manifest is validated and the person lacks `admin`.
    ManifestLocked,
    /// The person's branch is neither the manifest's origin nor its destination (nor `admin`).
    NotYourBranch,
    /// The shares would add up to more than the commission's total; what is left to share.
    AboveTotal {
        remaining: i64,
    },
    /// A commission's total lowered below what its shares add up to.
    TotalBelowShares {
        allotted: i64,
    },
    /// A commission's first share needs its total.
    TotalRequired,
    /// Only the last share in force of a commission can be cancelled.
    NotLastShare,
    /// A commission still has shares in force.
    HasShares,
    AlreadyCancelled,
    /// The edit started from another version.
    Stale,
}

/// Whether a person may change the commissions of a manifest: staff of its origin or destination
/// (or `admin`), while it is in preparation (or `admin`).
pub fn may_change_commission(
    admin: bool,
    branch: Option<i64>,
    status: ManifestStatus,
    origin: i64,
    destination: i64,
) -> Result<(), Refusal> {
    if !(admin || branch.is_some_and(|b| b == origin || b == destination)) {
        return Err(Refusal::NotYourBranch);
    }
    if !status.may_change(admin) {
        return Err(Refusal::ManifestLocked);
    }
    Ok(())
}

/// Whether a person may record or change an expense of `branch`: their own branch's, or `admin`.
pub fn may_change_expense(
    admin: bool,
    own_branch: Option<i64>,
    branch: i64,
) -> Result<(), Refusal> {
    if admin || own_branch == Some(branch) {
        Ok(())
    } else {
        Err(Refusal::NotYourBranch)
    }
}

/// The shares of a commission after one changes from `before` to `after` cents (0 for a new one):
/// the new sum, if it stays within the `total`; else what was left for this share.
pub fn allot(total: i64, allotted: i64, before: i64, after: i64) -> Result<i64, Refusal> {
    let others = allotted - before;
    let remaining = total.saturating_sub(others).max(0);
    match others.checked_add(after) {
        Some(sum) if sum <= total && after >= 0 && others >= 0 => Ok(sum),
        _ => Err(Refusal::AboveTotal { remaining }),
    }
}

/// What a manifest line brings in: the parcel's line amount × the weight on the line ÷ the
/// parcel's entry weight, half up (the whole amount when the whole parcel is on it).
pub fn line_revenue(amount: i64, weight: i64, entry_weight: i64) -> i64 {
    if weight >= entry_weight || entry_weight <= 0 {
        return amount;
    }
    div_round_half_up(
        i128::from(amount) * i128::from(weight),
        i128::from(entry_weight),
    )
    .and_then(|v| i64::try_from(v).ok())
    .unwrap_or(amount)
}

/// A manifest's result: what it brought in, what went out on it, and what is left.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ManifestResult {
    /// What it brings in: its cargo's share of the parcels' amounts, and its tickets' fares.
    pub revenue: i64,
    /// Of which the tickets' fares.
    pub fares: i64,
    pub commissions: i64,
    pub expenses: i64,
    pub margin: i64,
    /// Margin in tenths of a percent of the revenue, half away from zero; none without revenue.
    pub margin_permille: Option<i64>,
}

impl ManifestResult {
    pub fn new(revenue: i64, commissions: i64, expenses: i64) -> ManifestResult {
        let margin = revenue - commissions - expenses;
        let margin_permille = (revenue > 0).then(|| {
            let scaled = i128::from(margin.abs()) * 1000;
            let tenths = div_round_half_up(scaled, i128::from(revenue)).unwrap_or(0) as i64;
            if margin < 0 { -tenths } else { tenths }
        });
        ManifestResult {
            revenue,
            fares: 0,
            commissions,
            expenses,
            margin,
            margin_permille,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shares_never_add_up_above_the_total() {
        assert_eq!(allot(10_000, 0, 0, 6_000), Ok(6_000));
        assert_eq!(allot(10_000, 6_000, 0, 4_000), Ok(10_000));
        assert_eq!(
            allot(10_000, 10_000, 0, 1_000),
            Err(Refusal::AboveTotal { remaining: 0 })
        );
        assert_eq!(
            allot(10_000, 6_000, 0, 4_001),
            Err(Refusal::AboveTotal { remaining: 4_000 })
        );
        // Changing a share counts the others only.
        assert_eq!(allot(10_000, 10_000, 4_000, 3_000), Ok(9_000));
        assert_eq!(
            allot(10_000, 10_000, 4_000, 5_000),
            Err(Refusal::AboveTotal { remaining: 4_000 })
        );
        // A total lowered below what is shared leaves nothing.
        assert_eq!(
            allot(5_000, 9_000, 0, 1),
            Err(Refusal::AboveTotal { remaining: 0 })
        );
        // Never an overflow.
        assert_eq!(
            allot(i64::MAX, i64::MAX, 0, i64::MAX),
            Err(Refusal::AboveTotal { remaining: 0 })
        );
    }

    #[test]
    fn commissions_change_on_their_branches_while_in_preparation() {
        assert_eq!(
            may_change_commission(false, Some(1), ManifestStatus::EnCours, 1, 2),
            Ok(())
        );
        assert_eq!(
            may_change_commission(false, Some(2), ManifestStatus::EnCours, 1, 2),
            Ok(())
        );
        assert_eq!(
            may_change_commission(false, Some(3), ManifestStatus::EnCours, 1, 2),
            Err(Refusal::NotYourBranch)
        );
        assert_eq!(
            may_change_commission(false, None, ManifestStatus::EnCours, 1, 2),
            Err(Refusal::NotYourBranch)
        );
        assert_eq!(
            may_change_commission(false, Some(1), ManifestStatus::Arriver, 1, 2),
            Err(Refusal::ManifestLocked)
        );
        assert_eq!(
            may_change_commission(true, None, ManifestStatus::Arriver, 1, 2),
            Ok(())
        );
    }

    #[test]
    fn expenses_are_a_branch_s_own_unless_admin() {
        assert_eq!(may_change_expense(false, Some(1), 1), Ok(()));
        assert_eq!(
            may_change_expense(false, Some(2), 1),
            Err(Refusal::NotYourBranch)
        );
        assert_eq!(
            may_change_expense(false, None, 1),
            Err(Refusal::NotYourBranch)
        );
        assert_eq!(may_change_expense(true, None, 1), Ok(()));
    }

    #[test]
    fn a_line_brings_its_share_of_the_parcel_amount() {
        assert_eq!(line_revenue(10_000, 5_000, 5_000), 10_000);
        assert_eq!(line_revenue(10_000, 2_500, 5_000), 5_000);
        // 100.01 $ × 1/3 = 33.336… → 33.34 $
        assert_eq!(line_revenue(10_001, 1_000, 3_000), 3_334);
        // half up: 0.05 $ × 1/2 = 0.025 → 0.03 $
        assert_eq!(line_revenue(5, 1, 2), 3);
        assert_eq!(
            line_revenue(1_000_000_000, 99_999_999, 100_000_000),
            999_999_990
        );
    }

    #[test]
    fn the_margin_is_what_is_left_in_percent_of_the_revenue() {
        let r = ManifestResult::new(100_000, 10_000, 5_000);
        assert_eq!(r.margin, 85_000);
        assert_eq!(r.margin_permille, Some(850));
        let r = ManifestResult::new(30_000, 40_000, 0);
        assert_eq!(r.margin, -10_000);
        assert_eq!(r.margin_permille, Some(-333));
        assert_eq!(ManifestResult::new(0, 1_000, 0).margin_permille, None);
        // 2/3 = 66.666…% → 66.7 %
        assert_eq!(
            ManifestResult::new(3_000, 1_000, 0).margin_permille,
            Some(667)
        );
    }
}
