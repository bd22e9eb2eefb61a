//! Once-only writes: the first answer to a request carrying an `Idempotency-Key`, kept 24 hours
//! per person, so a repeat answers the same without writing twice.

use std::{
    collections::HashMap,
    sync::{Arc, Mutex},
};

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
    /// A request with this key and this body wrote `resource` `id` and committed, but its answer
    /// was not kept: it is still answering, or its server stopped before it could. `status` is
    /// what it answered (201 for a creation).
    Written {
        resource: String,
        id: i64,
        status: u16,
    },
}

#[derive(FromRow)]
struct Stored {
    request_hash: String,
    status: Option<i64>,
    body: Option<String>,
    written_resource: Option<String>,
    written_id: Option<i64>,
    written_status: Option<i64>,
}

/// What `key` of `user_id` holds for the request whose digest is `hash`.
pub async fn lookup(db: &Db, user_id: i64, key: &str, hash: &str) -> Result<Found, sqlx::Error> {
    let stored: Option<Stored> = sqlx::query_as(
        "SELECT request_hash, status, body, written_resource, written_id, written_status \
         FROM idempotency_keys \
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
        Some(Stored {
            written_resource: Some(resource),
            written_id: Some(id),
            written_status,
            ..
        }) => Found::Written {
            resource,
            id,
            status: written_status
                .and_then(|s| u16::try_from(s).ok())
                .unwrap_or(200),
        },
        Some(_) => Found::InProgress,
    })
}

/// A row a transaction wrote, as its audit line names it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Wrote {
    pub resource: String,
    pub id: i64,
    pub created: bool,
}

/// Which of the rows a request's transaction wrote the request is about, from its path
/// (`/api/expeditions/12/invoices`): a row of the path's last named segment (a creation first),
/// else of its first (`/api/manifests/3/validate`), else the first row written.
pub fn written_for<'a>(path: &str, wrote: &'a [Wrote]) -> Option<&'a Wrote> {
    let named: Vec<&str> = path
        .split('/')
        .filter(|s| !s.is_empty() && *s != "api" && s.parse::<i64>().is_err())
        .collect();
    let of = |name: Option<&&str>| {
        let name = name?;
        wrote
            .iter()
            .filter(|w| w.resource == *name)
            .max_by_key(|w| w.created)
    };
    of(named.last())
        .or_else(|| of(named.first()))
        .or_else(|| wrote.first())
}

/// Writes in `tx`, beside its claim of `pending`'s key, which row the request is about.
pub(super) async fn note_written(
    tx: &mut Tx,
    pending: &Pending,
    wrote: &[Wrote],
) -> Result<(), sqlx::Error> {
    let Some(written) = written_for(&pending.path, wrote) else {
        return Ok(());
    };
    sqlx::query(
        "UPDATE idempotency_keys SET written_resource = $1, written_id = $2, \
         written_status = $3 WHERE user_id = $4 AND idem_key = $5",
    )
    .bind(written.resource.as_str())
    .bind(written.id)
    .bind(if written.created { 201_i64 } else { 200 })
    .bind(pending.user_id)
    .bind(pending.key.as_str())
    .execute(&mut **tx)
    .await?;
    Ok(())
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
    /// The request's path, which names what it writes.
    path: String,
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
    pub fn new(user_id: i64, key: String, hash: String, path: String) -> Arc<Pending> {
        Arc::new(Pending {
            user_id,
            key,
            hash,
            path,
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
     status = NULL, body = NULL, written_resource = NULL, written_id = NULL, \
     written_status = NULL WHERE idempotency_keys.created_at < $5 RETURNING user_id";

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

/// The keys whose requests run in this server now, per person, with how many requests run each:
/// a key claimed and written but without an answer, and not among them, belongs to a request
/// whose server stopped (or to another server, whose request wrote all it had to).
type RunningKeys = Arc<Mutex<HashMap<(i64, String), usize>>>;

/// A key counted among the running ones while this lives: from the start of its request until
/// its answer is kept (or the key released) by the [`Keeper`].
pub struct Running {
    keys: RunningKeys,
    user_id: i64,
    key: String,
}

impl Drop for Running {
    fn drop(&mut self) {
        let mut keys = self.keys.lock().unwrap_or_else(|e| e.into_inner());
        let id = (self.user_id, std::mem::take(&mut self.key));
        if let Some(n) = keys.get_mut(&id) {
            *n -= 1;
            if *n == 0 {
                keys.remove(&id);
            }
        }
    }
}

/// What happens to a claimed key once its request has answered.
enum Outcome {
    /// Keeps the answer of the request that claimed the key.
    Finish {
        running: Running,
        status: u16,
        body: String,
    },
    /// Forgets a claim whose request failed: the key may be used again.
    Release { running: Running },
    /// Says when everything given before it has been written.
    Settled {
        done: tokio::sync::oneshot::Sender<()>,
    },
}

/// Keeps requests' answers in the background, many in one write transaction: the request
/// answers as soon as its own write is committed, and a repeat arriving before its answer is
/// kept finds the key in progress and waits for it. Also purges keys older than [`KEPT`], by a
/// range delete on the `created_at` index.
#[derive(Clone)]
pub struct Keeper {
    outcomes: mpsc::UnboundedSender<Outcome>,
    running: RunningKeys,
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
                for outcome in batch.drain(..) {
                    if let Outcome::Settled { done } = outcome {
                        let _ = done.send(());
                    }
                }
            }
        });
        (
            Keeper {
                outcomes,
                running: RunningKeys::default(),
            },
            task,
        )
    }

    /// Counts `key` of `user_id` as running in this server while the answer lives.
    pub fn running(&self, user_id: i64, key: &str) -> Running {
        let mut keys = self.running.lock().unwrap_or_else(|e| e.into_inner());
        *keys.entry((user_id, key.to_string())).or_default() += 1;
        Running {
            keys: self.running.clone(),
            user_id,
            key: key.to_string(),
        }
    }

    /// Whether a request with `key` of `user_id` runs in this server now.
    pub fn is_running(&self, user_id: i64, key: &str) -> bool {
        let keys = self.running.lock().unwrap_or_else(|e| e.into_inner());
        keys.contains_key(&(user_id, key.to_string()))
    }

    /// Keeps the answer of `running`'s request; the key stays running until it is kept.
    pub fn finish(&self, running: Running, status: u16, body: String) {
        self.send(Outcome::Finish {
            running,
            status,
            body,
        });
    }

    pub fn release(&self, running: Running) {
        self.send(Outcome::Release { running });
    }

    /// Returns once every answer given to the keeper before the call is kept (or has failed to
    /// be): a repeat sent then finds it in the table.
    pub async fn settled(&self) {
        let (done, written) = tokio::sync::oneshot::channel();
        self.send(Outcome::Settled { done });
        let _ = written.await;
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
                running,
                status,
                body,
            } => Some(vec![
                Arg::Int(running.user_id),
                Arg::Text(running.key.clone()),
                Arg::Int(i64::from(*status)),
                Arg::Text(body.clone()),
            ]),
            Outcome::Release { .. } | Outcome::Settled { .. } => None,
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
        if let Outcome::Release { running } = outcome {
            sqlx::query(
                "DELETE FROM idempotency_keys \
                 WHERE user_id = $1 AND idem_key = $2 AND status IS NULL",
            )
            .bind(running.user_id)
            .bind(running.key.as_str())
            .execute(&mut *tx)
            .await?;
        }
    }
    tx.commit().await
}

#[cfg(test)]
mod tests {
    use super::*;

    fn wrote(resource: &str, id: i64, created: bool) -> Wrote {
        Wrote {
            resource: resource.into(),
            id,
            created,
        }
    }

    #[test]
    fn a_request_is_about_the_row_its_path_names() {
        // A new sender is created with the expedition: the expedition is what was asked for.
        let both = [wrote("users", 7, true), wrote("expeditions", 3, true)];
        assert_eq!(written_for("/api/expeditions", &both), Some(&both[1]));
        let paid = [wrote("expeditions", 3, false), wrote("invoices", 9, true)];
        assert_eq!(
            written_for("/api/expeditions/3/invoices", &paid),
            Some(&paid[1])
        );
        let validated = [wrote("manifests", 4, false)];
        assert_eq!(
            written_for("/api/manifests/4/validate", &validated),
            Some(&validated[0])
        );
        let entry = [wrote("logbook_entries", 5, true)];
        assert_eq!(
            written_for("/api/logbooks/2/entries", &entry),
            Some(&entry[0])
        );
        assert_eq!(written_for("/api/logout", &[]), None);
    }
}
