//! Money out (DESIGN §3 "Commissions and expenses"): the rules of a commission's shares, who may
//! change them, and a manifest's result. No I/O; amounts in cents.

use super::{ledger::ManifestStatus, units::div_round_half_up, workflow::Workflow};

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

/// Who writes: whether they hold `admin`, and their branch.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Actor {
    pub admin: bool,
    pub branch: Option<i64>,
}

/// A manifest, as its commissions see it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Manifest {
    pub status: ManifestStatus,
    pub origin: i64,
    pub destination: i64,
}

/// What a row of money out is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A standalone expense of a branch (`DEP-…`).
    Expense,
    /// A manifest's commission of one type: a total, shared out.
    Commission,
    /// A beneficiary's share of a commission (`DEP-…-n`).
    Share,
}

impl Kind {
    /// The value stored in `depenses.kind`.
    pub fn as_str(self) -> &'static str {
        match self {
            Kind::Expense => "expense",
            Kind::Commission => "commission",
            Kind::Share => "share",
        }
    }

    pub fn parse(text: &str) -> Option<Kind> {
        [Kind::Expense, Kind::Commission, Kind::Share]
            .into_iter()
            .find(|k| k.as_str() == text)
    }
}

/// A row of money out as a write finds it, locked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    pub id: i64,
    pub kind: Kind,
    /// The branch the money goes out at.
    pub branch: i64,
    /// Cents: an expense's or a share's amount, a commission's total.
    pub mount: i64,
    /// A commission's shares in force, summed (0 for the others).
    pub allotted: i64,
    pub cancelled: bool,
    /// The version (`updatedAt`) the row is at.
    pub version: String,
}

/// Where a row of money out stands; its changes are declared in `workflow`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Standing {
    InForce,
    Cancelled,
}

impl Row {
    pub fn standing(&self) -> Standing {
        if self.cancelled {
            Standing::Cancelled
        } else {
            Standing::InForce
        }
    }
}

/// The row, if it is of `kind` and may become `to` (edited: stay in force; or cancelled).
fn may_become(row: Option<&Row>, kind: Kind, to: Standing) -> Result<&Row, Refusal> {
    let row = row.filter(|r| r.kind == kind).ok_or(Refusal::NotFound)?;
    row.standing()
        .change(to, false)
        .map_err(|_| Refusal::AlreadyCancelled)?;
    Ok(row)
}

/// The manifest, if `actor` may change its commissions.
fn commissions_of(actor: Actor, manifest: Option<Manifest>) -> Result<Manifest, Refusal> {
    let m = manifest.ok_or(Refusal::NotFound)?;
    may_change_commission(actor.admin, actor.branch, m.status, m.origin, m.destination)?;
    Ok(m)
}

/// A commission as a share finds it: its total, what its shares in force add up to, and how many
/// shares it ever had (their numbers are never reused).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Commission {
    pub total: i64,
    pub allotted: i64,
    pub shares: i64,
}

/// What adding a share writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NewShare {
    /// The branch the money goes out at: the writer's when it is one of the manifest's, else
    /// the manifest's origin.
    pub branch: i64,
    /// Whether the commission is created with this share (the manifest had none of its type).
    pub creates_commission: bool,
    /// The commission after the share.
    pub commission: Commission,
}

/// Adding a share of `mount` cents to a manifest's commission of one type (`existing`, if the
/// manifest has one), with the commission's new total if given — required for a first share.
pub fn plan_share(
    actor: Actor,
    manifest: Option<Manifest>,
    existing: Option<Commission>,
    total: Option<i64>,
    mount: i64,
) -> Result<NewShare, Refusal> {
    let m = commissions_of(actor, manifest)?;
    let branch = actor
        .branch
        .filter(|b| *b == m.origin || *b == m.destination)
        .unwrap_or(m.origin);
    let before = match (existing, total) {
        (Some(c), total) => Commission {
            total: total.unwrap_or(c.total),
            ..c
        },
        (None, Some(total)) => Commission {
            total,
            allotted: 0,
            shares: 0,
        },
        (None, None) => return Err(Refusal::TotalRequired),
    };
    let allotted = allot(before.total, before.allotted, 0, mount)?;
    Ok(NewShare {
        branch,
        creates_commission: existing.is_none(),
        commission: Commission {
            total: before.total,
            allotted,
            shares: before.shares + 1,
        },
    })
}

/// Changing a share to `mount` cents (and its commission's total, if given), from the version
/// `from`: answers the commission after it.
pub fn plan_share_edit(
    actor: Actor,
    share: Option<&Row>,
    manifest: Option<Manifest>,
    commission: Option<Commission>,
    (total, mount): (Option<i64>, i64),
    from: &str,
) -> Result<Commission, Refusal> {
    let share = may_become(share, Kind::Share, Standing::InForce)?;
    commissions_of(actor, manifest)?;
    if share.version != from {
        return Err(Refusal::Stale);
    }
    let c = commission.ok_or(Refusal::NotFound)?;
    let total = total.unwrap_or(c.total);
    let allotted = allot(total, c.allotted, share.mount, mount)?;
    Ok(Commission {
        total,
        allotted,
        ..c
    })
}

/// Changing a commission's total to `total` cents, from the version `from`: never below what its
/// shares add up to.
pub fn plan_total(
    actor: Actor,
    commission: Option<&Row>,
    manifest: Option<Manifest>,
    total: i64,
    from: &str,
) -> Result<(), Refusal> {
    let c = may_become(commission, Kind::Commission, Standing::InForce)?;
    commissions_of(actor, manifest)?;
    if c.version != from {
        return Err(Refusal::Stale);
    }
    if total < c.allotted {
        return Err(Refusal::TotalBelowShares {
            allotted: c.allotted,
        });
    }
    Ok(())
}

/// Changing a standalone expense, possibly to another branch (the writer needs both), from the
/// version `from`.
pub fn plan_expense_edit(
    actor: Actor,
    expense: Option<&Row>,
    to_branch: i64,
    from: &str,
) -> Result<(), Refusal> {
    let e = may_become(expense, Kind::Expense, Standing::InForce)?;
    may_change_expense(actor.admin, actor.branch, e.branch)?;
    may_change_expense(actor.admin, actor.branch, to_branch)?;
    if e.version != from {
        return Err(Refusal::Stale);
    }
    Ok(())
}

/// What cancelling a row changes beside marking it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cancellation {
    /// A share gives its amount back to its commission's `allotted`.
    pub releases_share: bool,
    /// Expenses and shares leave the day's totals (a commission's total was never counted).
    pub leaves_day_totals: bool,
}

/// Cancelling a row: a share only when it is the last in force of its commission (`last_share`,
/// the id of that one), a commission only without shares in force, an expense by its branch.
/// A commission's or a share's `manifest` decides who may.
pub fn plan_cancel(
    actor: Actor,
    row: Option<&Row>,
    manifest: Option<Manifest>,
    last_share: Option<i64>,
) -> Result<Cancellation, Refusal> {
    let row = may_become(
        row,
        row.map_or(Kind::Expense, |r| r.kind),
        Standing::Cancelled,
    )?;
    match row.kind {
        Kind::Share | Kind::Commission => {
            commissions_of(actor, manifest)?;
        }
        Kind::Expense => may_change_expense(actor.admin, actor.branch, row.branch)?,
    }
    match row.kind {
        Kind::Share if last_share != Some(row.id) => Err(Refusal::NotLastShare),
        Kind::Commission if row.allotted > 0 => Err(Refusal::HasShares),
        kind => Ok(Cancellation {
            releases_share: kind == Kind::Share,
            leaves_day_totals: kind != Kind::Commission,
        }),
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

    const OPEN: Manifest = Manifest {
        status: ManifestStatus::EnCours,
        origin: 1,
        destination: 2,
    };
    const AGENT: Actor = Actor {
        admin: false,
        branch: Some(1),
    };

    fn row(id: i64, kind: Kind, mount: i64) -> Row {
        Row {
            id,
            kind,
            branch: 1,
            mount,
            allotted: 0,
            cancelled: false,
            version: "v1".into(),
        }
    }

    #[test]
    fn a_first_share_needs_the_commission_s_total() {
        assert_eq!(
            plan_share(AGENT, Some(OPEN), None, None, 100),
            Err(Refusal::TotalRequired)
        );
        let first = plan_share(AGENT, Some(OPEN), None, Some(1_000), 400).unwrap();
        assert!(first.creates_commission);
        assert_eq!(
            first.commission,
            Commission {
                total: 1_000,
                allotted: 400,
                shares: 1
            }
        );
        // The destination's staff write at their branch; admin elsewhere at the origin's.
        let dest = Actor {
            admin: false,
            branch: Some(2),
        };
        assert_eq!(
            plan_share(dest, Some(OPEN), None, Some(1_000), 1)
                .unwrap()
                .branch,
            2
        );
        let admin = Actor {
            admin: true,
            branch: Some(9),
        };
        assert_eq!(
            plan_share(admin, Some(OPEN), None, Some(1_000), 1)
                .unwrap()
                .branch,
            1
        );
        assert_eq!(
            plan_share(AGENT, None, None, Some(1_000), 1),
            Err(Refusal::NotFound)
        );
        let left = Manifest {
            status: ManifestStatus::Arriver,
            ..OPEN
        };
        assert_eq!(
            plan_share(AGENT, Some(left), None, Some(1_000), 1),
            Err(Refusal::ManifestLocked)
        );
    }

    #[test]
    fn edits_check_kind_state_rights_then_version() {
        let share = row(5, Kind::Share, 300);
        let c = Commission {
            total: 1_000,
            allotted: 300,
            shares: 1,
        };
        let edit = |r: &Row, from: &str| {
            plan_share_edit(AGENT, Some(r), Some(OPEN), Some(c), (None, 500), from)
        };
        assert_eq!(edit(&share, "v1"), Ok(Commission { allotted: 500, ..c }));
        assert_eq!(edit(&share, "v0"), Err(Refusal::Stale));
        assert_eq!(
            edit(&row(5, Kind::Expense, 300), "v1"),
            Err(Refusal::NotFound)
        );
        let cancelled = Row {
            cancelled: true,
            ..share.clone()
        };
        assert_eq!(edit(&cancelled, "v0"), Err(Refusal::AlreadyCancelled));
        let stranger = Actor {
            admin: false,
            branch: Some(3),
        };
        assert_eq!(
            plan_share_edit(stranger, Some(&share), Some(OPEN), Some(c), (None, 1), "v0"),
            Err(Refusal::NotYourBranch)
        );

        let commission = Row {
            allotted: 300,
            ..row(4, Kind::Commission, 1_000)
        };
        assert_eq!(
            plan_total(AGENT, Some(&commission), Some(OPEN), 300, "v1"),
            Ok(())
        );
        assert_eq!(
            plan_total(AGENT, Some(&commission), Some(OPEN), 299, "v1"),
            Err(Refusal::TotalBelowShares { allotted: 300 })
        );
        assert_eq!(
            plan_total(AGENT, Some(&share), Some(OPEN), 300, "v1"),
            Err(Refusal::NotFound)
        );

        let expense = row(7, Kind::Expense, 50);
        assert_eq!(plan_expense_edit(AGENT, Some(&expense), 1, "v1"), Ok(()));
        assert_eq!(
            plan_expense_edit(AGENT, Some(&expense), 2, "v1"),
            Err(Refusal::NotYourBranch)
        );
        assert_eq!(
            plan_expense_edit(AGENT, Some(&expense), 1, "v2"),
            Err(Refusal::Stale)
        );
    }

    #[test]
    fn only_the_last_share_and_an_empty_commission_are_cancelled() {
        let share = row(5, Kind::Share, 300);
        assert_eq!(
            plan_cancel(AGENT, Some(&share), Some(OPEN), Some(6)),
            Err(Refusal::NotLastShare)
        );
        assert_eq!(
            plan_cancel(AGENT, Some(&share), Some(OPEN), Some(5)),
            Ok(Cancellation {
                releases_share: true,
                leaves_day_totals: true
            })
        );
        let commission = Row {
            allotted: 1,
            ..row(4, Kind::Commission, 1_000)
        };
        assert_eq!(
            plan_cancel(AGENT, Some(&commission), Some(OPEN), None),
            Err(Refusal::HasShares)
        );
        let empty = Row {
            allotted: 0,
            ..commission
        };
        assert_eq!(
            plan_cancel(AGENT, Some(&empty), Some(OPEN), None),
            Ok(Cancellation {
                releases_share: false,
                leaves_day_totals: false
            })
        );
        let other = Actor {
            admin: false,
            branch: Some(2),
        };
        let expense = row(7, Kind::Expense, 50);
        assert_eq!(
            plan_cancel(other, Some(&expense), None, None),
            Err(Refusal::NotYourBranch)
        );
        assert_eq!(
            plan_cancel(AGENT, Some(&expense), None, None).map(|c| c.leaves_day_totals),
            Ok(true)
        );
        let gone = Row {
            cancelled: true,
            ..expense
        };
        assert_eq!(
            plan_cancel(AGENT, Some(&gone), None, None),
            Err(Refusal::AlreadyCancelled)
        );
    }

    /// A model of one manifest's commission driven by random adds, edits, total changes and
    /// cancellations through the plans, as `db::depenses` applies them: its shares in force always
    /// add up to `allotted`, never above the total, and share numbers are never reused.
    #[test]
    fn random_commissions_never_share_out_more_than_their_total() {
        let mut rng = crate::freight::tests::Rng::new(11);
        // How often each outcome happened: the run must reach them all.
        let mut seen = [0u32; 6];
        for _ in 0..300 {
            let mut commission: Option<(Row, Commission)> = None;
            let mut shares: Vec<Row> = Vec::new();
            let mut next_id = 10;
            let mut numbers_seen = 0;
            for step in 0..60 {
                let version = format!("v{step}");
                let amount = rng.below(600);
                match rng.below(5) {
                    0 | 1 => {
                        let total = (rng.below(3) == 0).then(|| 200 + rng.below(2_000));
                        // A cancelled commission is not found again: a share starts a new one.
                        let existing = commission
                            .as_ref()
                            .filter(|(head, _)| !head.cancelled)
                            .map(|(_, c)| *c);
                        match plan_share(AGENT, Some(OPEN), existing, total, amount) {
                            Ok(plan) => {
                                seen[0] += 1;
                                if plan.creates_commission {
                                    seen[1] += 1;
                                    assert!(shares.iter().all(|s| s.cancelled));
                                    shares.clear();
                                    numbers_seen = 0;
                                    commission = None;
                                }
                                assert!(plan.commission.shares > numbers_seen);
                                numbers_seen = plan.commission.shares;
                                let (mut head, _) = commission.take().unwrap_or_else(|| {
                                    next_id += 1;
                                    (row(next_id, Kind::Commission, 0), plan.commission)
                                });
                                head.mount = plan.commission.total;
                                head.allotted = plan.commission.allotted;
                                head.version = version.clone();
                                commission = Some((head, plan.commission));
                                next_id += 1;
                                shares.push(Row {
                                    version,
                                    ..row(next_id, Kind::Share, amount)
                                });
                            }
                            Err(Refusal::TotalRequired) => {
                                assert!(existing.is_none() && total.is_none())
                            }
                            Err(Refusal::AboveTotal { remaining }) => {
                                let c = existing.unwrap_or(Commission {
                                    total: 0,
                                    allotted: 0,
                                    shares: 0,
                                });
                                let t = total.unwrap_or(c.total);
                                assert_eq!(remaining, (t - c.allotted).max(0));
                                assert!(amount > remaining);
                                seen[2] += 1;
                            }
                            Err(other) => panic!("{other:?}"),
                        }
                    }
                    2 => {
                        let Some(i) =
                            (!shares.is_empty()).then(|| rng.below(shares.len() as i64) as usize)
                        else {
                            continue;
                        };
                        let (head, c) = commission.as_mut().unwrap();
                        let from = shares[i].version.clone();
                        match plan_share_edit(
                            AGENT,
                            Some(&shares[i]),
                            Some(OPEN),
                            Some(*c),
                            (None, amount),
                            &from,
                        ) {
                            Ok(after) => {
                                *c = after;
                                head.allotted = after.allotted;
                                shares[i].mount = amount;
                                shares[i].version = version;
                            }
                            Err(Refusal::AlreadyCancelled) => assert!(shares[i].cancelled),
                            Err(Refusal::AboveTotal { .. }) => {}
                            Err(other) => panic!("{other:?}"),
                        }
                    }
                    3 => {
                        let Some((head, c)) = commission.as_mut() else {
                            continue;
                        };
                        let total = 100 + rng.below(2_000);
                        let from = head.version.clone();
                        match plan_total(AGENT, Some(head), Some(OPEN), total, &from) {
                            Ok(()) => {
                                c.total = total;
                                head.mount = total;
                                head.version = version;
                            }
                            Err(Refusal::TotalBelowShares { allotted }) => {
                                seen[5] += 1;
                                assert!(total < allotted)
                            }
                            Err(Refusal::AlreadyCancelled) => assert!(head.cancelled),
                            Err(other) => panic!("{other:?}"),
                        }
                    }
                    _ => {
                        let last = shares.iter().filter(|s| !s.cancelled).map(|s| s.id).max();
                        let pick = rng.below(shares.len() as i64 + 1) as usize;
                        if pick == shares.len() {
                            let Some((head, _)) = commission.as_mut() else {
                                continue;
                            };
                            match plan_cancel(AGENT, Some(head), Some(OPEN), None) {
                                Ok(_) => {
                                    seen[4] += 1;
                                    head.cancelled = true
                                }
                                Err(Refusal::HasShares) => assert!(head.allotted > 0),
                                Err(Refusal::AlreadyCancelled) => {}
                                Err(other) => panic!("{other:?}"),
                            }
                        } else {
                            match plan_cancel(AGENT, Some(&shares[pick]), Some(OPEN), last) {
                                Ok(plan) => {
                                    seen[3] += 1;
                                    assert!(plan.releases_share);
                                    let (head, c) = commission.as_mut().unwrap();
                                    c.allotted -= shares[pick].mount;
                                    head.allotted = c.allotted;
                                    shares[pick].cancelled = true;
                                }
                                Err(Refusal::NotLastShare) => {
                                    assert_ne!(last, Some(shares[pick].id))
                                }
                                Err(Refusal::AlreadyCancelled) => assert!(shares[pick].cancelled),
                                Err(other) => panic!("{other:?}"),
                            }
                        }
                    }
                }
                if let Some((head, c)) = &commission {
                    let in_force: i64 = shares
                        .iter()
                        .filter(|s| !s.cancelled)
                        .map(|s| s.mount)
                        .sum();
                    assert_eq!(c.allotted, in_force);
                    assert_eq!(head.allotted, in_force);
                    assert!(in_force <= c.total, "{in_force} > {}", c.total);
                    if head.cancelled {
                        // A cancelled commission had no shares in force, and gets none.
                        assert_eq!(in_force, 0);
                    }
                }
            }
        }
        assert!(seen.iter().all(|n| *n > 10), "{seen:?}");
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
