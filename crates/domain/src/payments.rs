//! Money in (DESIGN §3 "Money in and out"): payments of expeditions and tickets alike, at the
//! counter or later, and their cancellation. A payment is never above what is owed; a cancelled
//! one stays, and what it paid is owed again. No I/O; amounts in cents.

/// Why a payment cannot be recorded or cancelled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// No such payment, or no such expedition or ticket.
    NotFound,
    /// The ticket is cancelled: it owes nothing more.
    SubjectCancelled,
    /// Above what is still owed (cents owed).
    AboveDue(i64),
    /// The payment is cancelled already.
    AlreadyCancelled,
}

/// What a payment pays, as read under its lock: an expedition's price or a ticket's fare, what
/// was paid of it (payments in force), and whether it was cancelled (a ticket).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Due {
    pub price: i64,
    pub paid: i64,
    pub cancelled: bool,
}

impl Due {
    /// What is still owed: nothing once cancelled (what was paid of it is kept).
    pub fn owed(&self) -> i64 {
        if self.cancelled {
            0
        } else {
            (self.price - self.paid).max(0)
        }
    }
}

/// Paying `amount` cents: answers what is paid after it.
pub fn plan_payment(due: Option<Due>, amount: i64) -> Result<i64, Refusal> {
    let due = due.ok_or(Refusal::NotFound)?;
    if due.cancelled {
        return Err(Refusal::SubjectCancelled);
    }
    let owed = due.owed();
    if amount > owed || amount <= 0 {
        return Err(Refusal::AboveDue(owed));
    }
    Ok(due.paid + amount)
}

/// A payment as read under the lock of what it pays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Payment {
    pub amount: i64,
    pub cancelled: bool,
}

/// What cancelling a payment changes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cancellation {
    /// Exactly what the payment paid, owed again.
    pub gives_back: i64,
    /// What is paid of its expedition or ticket after it.
    pub paid: i64,
}

/// Cancelling a payment of `due` (none when what it paid was deleted: nothing to give back to).
pub fn plan_cancellation(
    payment: Option<Payment>,
    due: Option<Due>,
) -> Result<Cancellation, Refusal> {
    let payment = payment.ok_or(Refusal::NotFound)?;
    if payment.cancelled {
        return Err(Refusal::AlreadyCancelled);
    }
    let due = due.ok_or(Refusal::NotFound)?;
    Ok(Cancellation {
        gives_back: payment.amount,
        paid: (due.paid - payment.amount).max(0),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::freight::tests::Rng;

    const OPEN: Due = Due {
        price: 10_000,
        paid: 4_000,
        cancelled: false,
    };

    #[test]
    fn a_payment_is_never_above_what_is_owed() {
        assert_eq!(plan_payment(Some(OPEN), 6_000), Ok(10_000));
        assert_eq!(
            plan_payment(Some(OPEN), 6_001),
            Err(Refusal::AboveDue(6_000))
        );
        assert_eq!(plan_payment(None, 1), Err(Refusal::NotFound));
        let cancelled = Due {
            cancelled: true,
            ..OPEN
        };
        assert_eq!(cancelled.owed(), 0);
        assert_eq!(
            plan_payment(Some(cancelled), 1),
            Err(Refusal::SubjectCancelled)
        );
        // Overpaid (a price lowered by an admin's correction) owes nothing, never a negative debt.
        let over = Due {
            price: 1_000,
            paid: 2_000,
            cancelled: false,
        };
        assert_eq!(over.owed(), 0);
        assert_eq!(plan_payment(Some(over), 1), Err(Refusal::AboveDue(0)));
    }

    #[test]
    fn a_cancelled_payment_gives_back_exactly_what_it_paid_once() {
        let p = Payment {
            amount: 4_000,
            cancelled: false,
        };
        assert_eq!(
            plan_cancellation(Some(p), Some(OPEN)),
            Ok(Cancellation {
                gives_back: 4_000,
                paid: 0
            })
        );
        let done = Payment {
            cancelled: true,
            ..p
        };
        assert_eq!(
            plan_cancellation(Some(done), Some(OPEN)),
            Err(Refusal::AlreadyCancelled)
        );
        assert_eq!(plan_cancellation(None, Some(OPEN)), Err(Refusal::NotFound));
        assert_eq!(plan_cancellation(Some(p), None), Err(Refusal::NotFound));
    }

    /// Random payments and cancellations through the plans: what is paid is always the sum of
    /// the payments in force, never above the price, and what is owed is the price less it.
    #[test]
    fn random_payments_and_cancellations_keep_paid_the_sum_in_force() {
        let mut rng = Rng::new(23);
        let mut accepted = 0;
        for _ in 0..2_000 {
            let price = 1 + rng.below(100_000);
            let mut due = Due {
                price,
                paid: 0,
                cancelled: false,
            };
            let mut payments: Vec<Payment> = Vec::new();
            for _ in 0..20 {
                if rng.below(3) == 0 && !payments.is_empty() {
                    let i = rng.below(payments.len() as i64) as usize;
                    match plan_cancellation(Some(payments[i]), Some(due)) {
                        Ok(c) => {
                            assert_eq!(c.gives_back, payments[i].amount);
                            due.paid = c.paid;
                            payments[i].cancelled = true;
                        }
                        Err(r) => assert_eq!(r, Refusal::AlreadyCancelled),
                    }
                } else {
                    let amount = 1 + rng.below(price);
                    match plan_payment(Some(due), amount) {
                        Ok(paid) => {
                            accepted += 1;
                            due.paid = paid;
                            payments.push(Payment {
                                amount,
                                cancelled: false,
                            });
                        }
                        Err(Refusal::AboveDue(owed)) => {
                            assert_eq!(owed, price - due.paid);
                            assert!(amount > owed);
                        }
                        Err(r) => panic!("{r:?}"),
                    }
                }
                let in_force: i64 = payments
                    .iter()
                    .filter(|p| !p.cancelled)
                    .map(|p| p.amount)
                    .sum();
                assert_eq!(due.paid, in_force);
                assert!(due.paid <= price);
                assert_eq!(due.owed(), price - in_force);
            }
        }
        assert!(accepted > 10_000, "{accepted}");
    }
}
