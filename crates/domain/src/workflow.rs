//! Each aggregate's status changes, declared once as a table, and the one check every change
//! goes through (after Tryton's `_transitions`): a change missing from the table is refused,
//! whoever asks.

use std::fmt::Debug;

use super::{
    depenses::Standing,
    freight::ExpeditionStatus,
    ledger::{ManifestStatus, WaybillStatus},
    tickets::Status as TicketStatus,
};

/// Who may make a change.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum By {
    /// Whoever may change the record.
    Anyone,
    /// Only someone holding `admin` (reopening a validated manifest).
    Admin,
    /// The server alone, deriving the status from what the record holds (nobody sets it).
    Server,
}

/// Why a status change was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refused<S> {
    /// Not in the table at all.
    Undeclared { from: S, to: S },
    /// Declared for `admin` only.
    NeedsAdmin { from: S, to: S },
    /// Derived by the server: nobody asks for it.
    Derived { from: S, to: S },
}

/// A status whose changes are declared in [`Workflow::CHANGES`].
pub trait Workflow: Copy + Eq + Debug + 'static {
    /// Every allowed change: from, to, and who may make it.
    const CHANGES: &'static [(Self, Self, By)];

    /// Who may change `self` into `to`, if anyone.
    fn who(self, to: Self) -> Option<By> {
        Self::CHANGES
            .iter()
            .find(|(from, into, _)| *from == self && *into == to)
            .map(|(_, _, by)| *by)
    }

    /// The one check of a change asked by a person (`admin`: they hold it).
    fn change(self, to: Self, admin: bool) -> Result<(), Refused<Self>> {
        match self.who(to) {
            None => Err(Refused::Undeclared { from: self, to }),
            Some(By::Anyone) => Ok(()),
            Some(By::Admin) if admin => Ok(()),
            Some(By::Admin) => Err(Refused::NeedsAdmin { from: self, to }),
            Some(By::Server) => Err(Refused::Derived { from: self, to }),
        }
    }

    /// Whether the server may derive `to` from `self` (or keep it).
    fn may_derive(self, to: Self) -> bool {
        self == to || self.who(to) == Some(By::Server)
    }
}

impl Workflow for ExpeditionStatus {
    /// Derived from where its pieces are (DESIGN §3): any of the three from any other.
    const CHANGES: &'static [(Self, Self, By)] = {
        use ExpeditionStatus::*;
        &[
            (EnStock, EnCours, By::Server),
            (EnStock, Expedie, By::Server),
            (EnCours, EnStock, By::Server),
            (EnCours, Expedie, By::Server),
            (Expedie, EnCours, By::Server),
            (Expedie, EnStock, By::Server),
        ]
    };
}

impl Workflow for WaybillStatus {
    /// Validated by a person; then `Expedié` when everything on it is on manifests, and back.
    const CHANGES: &'static [(Self, Self, By)] = {
        use WaybillStatus::*;
        &[
            (EnCours, EnAttente, By::Anyone),
            (EnAttente, Expedie, By::Server),
            (Expedie, EnAttente, By::Server),
        ]
    };
}

impl Workflow for ManifestStatus {
    /// Validated (again, to change its departure) by a person; reopened with `admin` only.
    const CHANGES: &'static [(Self, Self, By)] = {
        use ManifestStatus::*;
        &[
            (EnCours, EnCours, By::Anyone),
            (EnCours, Arriver, By::Anyone),
            (Arriver, Arriver, By::Anyone),
            (Arriver, EnCours, By::Admin),
        ]
    };
}

impl Workflow for Standing {
    /// A commission, a share or an expense is edited while in force, and cancelled once: it stays
    /// (money is never erased) and never comes back in force.
    const CHANGES: &'static [(Self, Self, By)] = &[
        (Standing::InForce, Standing::InForce, By::Anyone),
        (Standing::InForce, Standing::Cancelled, By::Anyone),
    ];
}

impl Workflow for TicketStatus {
    /// From *réservé* to boarded, absent or cancelled; between boarded and absent (a mistake at
    /// the gate); back to *réservé* from either; a cancelled ticket stays cancelled.
    const CHANGES: &'static [(Self, Self, By)] = {
        use TicketStatus::*;
        &[
            (Reserve, Embarque, By::Anyone),
            (Reserve, Absent, By::Anyone),
            (Reserve, Annule, By::Anyone),
            (Embarque, Absent, By::Anyone),
            (Embarque, Reserve, By::Anyone),
            (Embarque, Annule, By::Anyone),
            (Absent, Embarque, By::Anyone),
            (Absent, Reserve, By::Anyone),
            (Absent, Annule, By::Anyone),
        ]
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_manifest_is_reopened_by_admin_only() {
        use ManifestStatus::*;
        assert_eq!(EnCours.change(Arriver, false), Ok(()));
        assert_eq!(
            Arriver.change(EnCours, false),
            Err(Refused::NeedsAdmin {
                from: Arriver,
                to: EnCours
            })
        );
        assert_eq!(Arriver.change(EnCours, true), Ok(()));
    }

    #[test]
    fn derived_statuses_are_the_servers_alone() {
        use WaybillStatus::*;
        assert_eq!(EnCours.change(EnAttente, false), Ok(()));
        assert_eq!(
            EnAttente.change(Expedie, true),
            Err(Refused::Derived {
                from: EnAttente,
                to: Expedie
            })
        );
        assert!(EnAttente.may_derive(Expedie));
        assert!(
            !EnCours.may_derive(Expedie),
            "a waybill in preparation stays so"
        );
        assert!(ExpeditionStatus::EnStock.may_derive(ExpeditionStatus::Expedie));
    }

    #[test]
    fn a_cancelled_ticket_stays_cancelled_and_nothing_becomes_itself() {
        use TicketStatus::*;
        for to in [Reserve, Embarque, Absent, Annule] {
            assert!(matches!(
                Annule.change(to, true),
                Err(Refused::Undeclared { .. })
            ));
        }
        for s in [Reserve, Embarque, Absent] {
            assert!(s.change(s, true).is_err(), "{s:?} again");
        }
    }

    /// Every status of every aggregate is reachable from its first one through the table.
    #[test]
    fn every_status_is_reachable() {
        fn reachable<S: Workflow>(first: S, all: &[S]) {
            let mut seen = vec![first];
            let mut i = 0;
            while i < seen.len() {
                for (from, to, _) in S::CHANGES {
                    if *from == seen[i] && !seen.contains(to) {
                        seen.push(*to);
                    }
                }
                i += 1;
            }
            for s in all {
                assert!(seen.contains(s), "{s:?} cannot be reached");
            }
        }
        reachable(ManifestStatus::EnCours, &ManifestStatus::ALL);
        reachable(WaybillStatus::EnCours, &WaybillStatus::ALL);
        reachable(
            TicketStatus::Reserve,
            &[
                TicketStatus::Reserve,
                TicketStatus::Embarque,
                TicketStatus::Absent,
                TicketStatus::Annule,
            ],
        );
        reachable(Standing::InForce, &[Standing::InForce, Standing::Cancelled]);
    }

    #[test]
    fn money_out_is_cancelled_once_and_never_comes_back() {
        assert_eq!(Standing::InForce.change(Standing::Cancelled, false), Ok(()));
        for to in [Standing::InForce, Standing::Cancelled] {
            assert!(matches!(
                Standing::Cancelled.change(to, true),
                Err(Refused::Undeclared { .. })
            ));
        }
    }
}
