//! Once-only writes: the first answer to a request carrying an `Idempotency-Key`, kept 24 hours
//! per person, so a repeat answers the same without writing twice.

use std::sync::{Arc, Mutex};

use sqlx::FromRow;
use tokio::sync::mpsc;

use super::{
    Db, Tx,
    list::{Arg, bind_args},
};

/// How long a key is remembered.
pub const KEPT: time::Duration = time::Duration::hours(24);

/// What a key holds for a request, read before the request runs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Found {
    /// Unknown (or older than [`KEPT`]): the request runs, and its first write claims the key.
    Nothing,
    /// A request with this key and this body already answered.
    Done { status: u16, body: String },
    /// A request with this key and this body is still running.
    InProgress,
    /// The key was used for another request.
    Mismatch,
}

#[derive(FromRow)]
struct Stored {
    request_hash: String,
    status: Option<i64>,
    body: Option<String>,
}

/// What `key` of `user_id` holds for the request whose digest is `hash`.
pub async fn lookup(db: &Db, user_id: i64, key: &str, hash: &str) -> Result<Found, sqlx::Error> {
    let stored: Option<Stored> = sqlx::query_as(
        "SELECT request_hash, status, body FROM idempotency_keys \
         WHERE user_id = $1 AND idem_key = $2 AND created_at >= $3",
    )
    .bind(user_id)
    .bind(key)
    .bind(db.clock().from_now(-KEPT))
    .fetch_optional(db.pool())
    .await?;
    Ok(match stored {
        None => Found::Nothing,
        Some(s) if s.request_hash != hash => Found::Mismatch,
        Some(Stored {
            status: Some(status),
            body,
            ..
        }) => Found::Done {
            status: u16::try_from(status).unwrap_or(200),
            body: body.unwrap_or_default(),
        },
        Some(_) => Found::InProgress,
    })
}

/// Where a request's key stands while it runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClaimState {
    /// Not claimed yet: the next write transaction claims it.
    Waiting,
    /// Claimed by a write transaction still open.
    Carried,
    /// Claimed by a committed transaction: the request's answer is to be kept (or the key
    /// released if it fails).
    Kept,
    /// Another request with the same key claimed it first: this one wrote nothing and answers
    /// what the other answers.
    Lost,
}

/// The key of the request running in this task, claimed by its first write transaction — in
/// that same transaction, so a write and its claim are committed together (one durable
/// transaction, not two) and two requests sent at once with one key never both write.
pub struct Pending {
    user_id: i64,
    key: String,
    hash: String,
    state: Mutex<ClaimState>,
}

tokio::task_local! {
    static PENDING: Arc<Pending>;
}

/// The refusal of a write transaction whose request lost its key to another one.
const KEY_TAKEN: &str = "idempotency key claimed by another request";

/// Whether `e` is [`claimed`]'s refusal.
pub fn is_key_taken(e: &sqlx::Error) -> bool {
    matches!(e, sqlx::Error::Protocol(m) if m == KEY_TAKEN)
}

impl Pending {
    pub fn new(user_id: i64, key: String, hash: String) -> Arc<Pending> {
        Arc::new(Pending {
            user_id,
            key,
            hash,
            state: Mutex::new(ClaimState::Waiting),
        })
    }

    /// Runs `f` (the request) with this key to claim.
    pub async fn scope<F: Future>(self: &Arc<Self>, f: F) -> F::Output {
        PENDING.scope(self.clone(), f).await
    }

    pub fn state(&self) -> ClaimState {
        *self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn set(&self, state: ClaimState) {
        *self.state.lock().unwrap_or_else(|e| e.into_inner()) = state;
    }

    /// The arguments of [`CLAIM`].
    pub(super) fn claim_args(&self, clock: &crate::clock::Clock) -> Vec<Arg> {
        vec![
            Arg::Int(self.user_id),
            Arg::Text(self.key.clone()),
            Arg::Text(self.hash.clone()),
            Arg::Text(clock.now()),
            Arg::Text(clock.from_now(-KEPT)),
        ]
    }

    pub(super) fn kept(&self) {
        self.set(ClaimState::Kept);
    }

    pub(super) fn unclaimed(&self) {
        self.set(ClaimState::Waiting);
    }
}

/// The running request's key, if it waits to be claimed by the write transaction beginning.
pub(super) fn waiting() -> Option<Arc<Pending>> {
    let pending = PENDING.try_with(Arc::clone).ok()?;
    (pending.state() == ClaimState::Waiting).then_some(pending)
}

/// Claims a key: answers a row only if this request claimed it. A key older than [`KEPT`] that
/// was not purged yet is taken over. Its arguments are [`Pending::claim_args`].
pub(super) const CLAIM: &str = "INSERT INTO idempotency_keys (user_id, idem_key, request_hash, \
     created_at) VALUES ($1, $2, $3, $4) ON CONFLICT (user_id, idem_key) DO UPDATE \
     SET request_hash = excluded.request_hash, created_at = excluded.created_at, \
     status = NULL, body = NULL WHERE idempotency_keys.created_at < $5 RETURNING user_id";

/// Claims `pending` in `tx`, in a statement of its own (on SQLite, db::writer claims it in the
/// statement that opens the writer's savepoint).
pub(super) async fn claim_in(tx: &mut Tx, pending: Arc<Pending>) -> Result<(), sqlx::Error> {
    let args = pending.claim_args(tx.clock());
    let row = bind_args!(sqlx::query(CLAIM), &args)
        .fetch_optional(&mut **tx)
        .await?;
    claimed(tx, pending, row.is_some())
}

/// Records whether `tx` claimed `pending`; a key claimed by another request first is an error
/// that ends the transaction ([`is_key_taken`]).
pub(super) fn claimed(tx: &mut Tx, pending: Arc<Pending>, won: bool) -> Result<(), sqlx::Error> {
    if won {
        pending.set(ClaimState::Carried);
        tx.claim = Some(pending);
        Ok(())
    } else {
        pending.set(ClaimState::Lost);
        Err(sqlx::Error::Protocol(KEY_TAKEN.into()))
    }
}

/// What happens to a claimed key once its request has answered.
enum Outcome {
    /// Keeps the answer of the request that claimed the key.
    Finish {
        user_id: i64,
        key: String,
        status: u16,
        body: String,
    },
    /// Forgets a claim whose request failed: the key may be used again.
    Release { user_id: i64, key: String },
}

/// Keeps requests' answers in the background, many in one write transaction: the request
/// answers as soon as its own write is committed, and a repeat arriving before its answer is
/// kept finds the key in progress and waits for it. Also purges keys older than [`KEPT`], by a
/// range delete on the `created_at` index.
#[derive(Clone)]
pub struct Keeper {
    outcomes: mpsc::UnboundedSender<Outcome>,
}

/// Answers kept in one transaction at most.
const BATCH: usize = 256;

impl Keeper {
    /// Starts the keeper's task; it ends once every clone of the keeper is dropped, after
    /// writing what it was given.
    pub fn start(db: Db) -> (Keeper, tokio::task::JoinHandle<()>) {
        let (outcomes, mut received) = mpsc::unbounded_channel();
        let task = tokio::spawn(async move {
            let mut batch = Vec::new();
            let mut purged: Option<tokio::time::Instant> = None;
            while received.recv_many(&mut batch, BATCH).await > 0 {
                let purge = purged.is_none_or(|at| at.elapsed() > PURGE_EVERY);
                if let Err(e) = keep(&db, &batch, purge).await {
                    // The writes themselves are committed: their keys stay "in progress" until
                    // purged, which never writes twice.
                    tracing::error!(error = %e, "idempotency answers could not be kept");
                } else if purge {
                    purged = Some(tokio::time::Instant::now());
                }
                batch.clear();
            }
        });
        (Keeper { outcomes }, task)
    }

    pub fn finish(&self, user_id: i64, key: String, status: u16, body: String) {
        self.send(Outcome::Finish {
            user_id,
            key,
            status,
            body,
        });
    }

    pub fn release(&self, user_id: i64, key: String) {
        self.send(Outcome::Release { user_id, key });
    }

    fn send(&self, outcome: Outcome) {
        if self.outcomes.send(outcome).is_err() {
            tracing::error!("the idempotency keeper has stopped: an answer was not kept");
        }
    }
}

/// Answers kept by one statement at most.
const KEPT_AT_ONCE: usize = 64;

const PURGE_EVERY: std::time::Duration = std::time::Duration::from_secs(60);

async fn keep(db: &Db, batch: &[Outcome], purge: bool) -> Result<(), sqlx::Error> {
    let mut tx = db.begin_write().await?;
    if purge {
        sqlx::query("DELETE FROM idempotency_keys WHERE created_at < $1")
            .bind(db.clock().from_now(-KEPT))
            .execute(&mut *tx)
            .await?;
    }
    // The answers in one statement per chunk, the released keys one by one (a failure is rare).
    let answers: Vec<Vec<Arg>> = batch
        .iter()
        .filter_map(|outcome| match outcome {
            Outcome::Finish {
                user_id,
                key,
                status,
                body,
            } => Some(vec![
                Arg::Int(*user_id),
                Arg::Text(key.clone()),
                Arg::Int(i64::from(*status)),
                Arg::Text(body.clone()),
            ]),
            Outcome::Release { .. } => None,
        })
        .collect();
    for chunk in answers.chunks(KEPT_AT_ONCE) {
        let values: Vec<String> = (0..chunk.len())
            .map(|r| {
                let n = r * 4;
                format!(
                    "(CAST(${} AS BIGINT), ${}, CAST(${} AS BIGINT), ${})",
                    n + 1,
                    n + 2,
                    n + 3,
                    n + 4
                )
            })
            .collect();
        let sql = format!(
            "UPDATE idempotency_keys SET status = v.column3, body = v.column4 \
             FROM (VALUES {}) AS v \
             WHERE idempotency_keys.user_id = v.column1 AND idempotency_keys.idem_key = v.column2",
            values.join(", ")
        );
        let args: Vec<Arg> = chunk.iter().flatten().cloned().collect();
        bind_args!(sqlx::query(sqlx::AssertSqlSafe(sql)), &args)
            .execute(&mut *tx)
            .await?;
    }
    for outcome in batch {
        if let Outcome::Release { user_id, key } = outcome {
            sqlx::query(
                "DELETE FROM idempotency_keys \
                 WHERE user_id = $1 AND idem_key = $2 AND status IS NULL",
            )
            .bind(*user_id)
            .bind(key.as_str())
            .execute(&mut *tx)
            .await?;
        }
    }
    tx.commit().await
}
