//! SQLite's one writer, shared by the write transactions that arrive together ("group commit").
//!
//! SQLite writes one transaction at a time, and each durable commit costs a write of every page
//! it changed and an `fsync`: alone, a registration spends more time committing than writing.
//! So writers take turns in this process (in order, never in SQLite's busy handler, which sleeps
//! up to 100 ms between tries), and a writer whose turn comes while another's commit is still
//! pending continues the same SQLite transaction: each writer's work is a savepoint of it, undone
//! alone if that writer fails, and the last writer of the group commits for everyone. A writer's
//! `commit` answers only once the group's `COMMIT` is durable, with its outcome, so nothing is
//! reported written before it is. The writers' lines of the audit trail are written together,
//! just before the `COMMIT`. A group closes when nobody waits for the turn, after
//! [`GROUP_MAX`] writers or after [`GROUP_AGE`].

use std::{
    sync::{
        Arc,
        atomic::{AtomicUsize, Ordering},
    },
    time::{Duration, Instant},
};

use sqlx::{Any, AnyConnection, AnyPool, AssertSqlSafe, Executor, pool::PoolConnection};

use super::{
    audit, idempotency,
    list::{Arg, bind_args},
};
use crate::metrics::{self, Histogram};
use tokio::sync::{Mutex, OwnedMutexGuard, oneshot};

/// Writers committed together at most.
const GROUP_MAX: usize = 32;
/// A group takes no new writer once this old: the first writer's answer waits no longer.
const GROUP_AGE: Duration = Duration::from_millis(20);
/// How long a writer waits for the group it handed over to be committed before committing it
/// itself (the next writer may have given up waiting for its turn).
const HANDED_OVER_WAIT: Duration = Duration::from_millis(50);
/// Each writer's savepoint. A writer that commits leaves it to be released by the next writer of
/// the group, in the statement that opens its own (one round trip less while everyone waits), or
/// by the group's `COMMIT`.
const SAVEPOINT: &str = "SAVEPOINT soute_writer";
const BEGIN_THEN_SAVEPOINT: &str = "BEGIN IMMEDIATE; SAVEPOINT soute_writer";
const RELEASE_THEN_SAVEPOINT: &str = "RELEASE SAVEPOINT soute_writer; SAVEPOINT soute_writer";
const UNDO: &str = "ROLLBACK TO SAVEPOINT soute_writer; RELEASE SAVEPOINT soute_writer";
const UNDO_THEN_SAVEPOINT: &str = "ROLLBACK TO SAVEPOINT soute_writer; \
     RELEASE SAVEPOINT soute_writer; SAVEPOINT soute_writer";

/// The outcome of a group's commit, told to each writer of it.
type Outcome = Result<(), String>;

#[derive(Debug)]
pub(super) struct Writer {
    group: Option<Group>,
    groups: u64,
    /// The connection of the last group that committed, kept for the next one: SQLite keeps a
    /// connection's page cache across its own transactions, so the next group's inserts find
    /// the index pages they change in memory.
    spare: Option<PoolConnection<Any>>,
    /// Writers per committed group (shared with [`Turns`], which shows it).
    group_sizes: Arc<Histogram>,
}

/// A SQLite transaction (`BEGIN IMMEDIATE`) shared by writers one after the other.
#[derive(Debug)]
struct Group {
    id: u64,
    conn: PoolConnection<Any>,
    /// Writers whose work is done and waits for the group's commit.
    committed: Vec<oneshot::Sender<Outcome>>,
    started: Instant,
    /// A writer's savepoint is open: the writer went away without ending it, or is still
    /// working.
    open_savepoint: bool,
    /// The savepoint of the writer that committed last is still to be released.
    to_release: bool,
    /// The audit lines of the writers that committed, written just before the group's `COMMIT`
    /// (one statement for all).
    audit: Vec<Vec<Arg>>,
}

/// The turn to write of one process on one SQLite database.
#[derive(Clone, Debug)]
pub(super) struct Turns {
    writer: Arc<Mutex<Writer>>,
    waiting: Arc<AtomicUsize>,
    /// How long writers waited for their turn, and how many each committed group held.
    waits: Arc<Histogram>,
    group_sizes: Arc<Histogram>,
    /// Counts the commits ended (what was read before may have changed since).
    generation: Arc<std::sync::atomic::AtomicU64>,
}

/// Counts a writer waiting for its turn, even if it stops waiting (its request was dropped).
struct Waiting(Arc<AtomicUsize>);

impl Waiting {
    fn new(count: &Arc<AtomicUsize>) -> Waiting {
        count.fetch_add(1, Ordering::SeqCst);
        Waiting(count.clone())
    }
}

impl Drop for Waiting {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::SeqCst);
    }
}

impl Turns {
    pub(super) fn new() -> Turns {
        let group_sizes = Arc::new(Histogram::new(metrics::GROUP_SIZES));
        Turns {
            writer: Arc::new(Mutex::new(Writer {
                group: None,
                groups: 0,
                spare: None,
                group_sizes: group_sizes.clone(),
            })),
            waiting: Arc::new(AtomicUsize::new(0)),
            waits: Arc::new(Histogram::new(metrics::SECONDS)),
            group_sizes,
            generation: Arc::new(std::sync::atomic::AtomicU64::new(0)),
        }
    }

    /// How many write transactions of this process have ended: a reading taken when it was `n`
    /// holds while it still is.
    pub(super) fn generation(&self) -> u64 {
        self.generation.load(Ordering::SeqCst)
    }

    /// Writers waiting for their turn now.
    pub(super) fn waiting(&self) -> usize {
        self.waiting.load(Ordering::SeqCst)
    }

    pub(super) fn waits(&self) -> &Histogram {
        &self.waits
    }

    pub(super) fn group_sizes(&self) -> &Histogram {
        &self.group_sizes
    }

    /// Hands the connection kept for the next group back to the pool (before closing it).
    pub(super) async fn close(&self) {
        let spare = self.writer.lock().await.spare.take();
        drop(spare);
    }

    async fn lock(&self, within: Duration) -> Result<OwnedMutexGuard<Writer>, sqlx::Error> {
        let _waiting = Waiting::new(&self.waiting);
        tokio::time::timeout(within, self.writer.clone().lock_owned())
            .await
            .map_err(|_| sqlx::Error::PoolTimedOut)
    }

    /// Waits for the turn (at most `within`, then the pool's timeout error: the server is
    /// saturated), joins the open group or begins one, and opens this writer's savepoint. With
    /// `claim` (the arguments of idempotency::CLAIM), claims the request's key in the same round
    /// trip, and answers whether it did.
    pub(super) async fn take(
        &self,
        pool: &AnyPool,
        within: Duration,
        claim: Option<&[Arg]>,
    ) -> Result<(Turn, bool), sqlx::Error> {
        let started = Instant::now();
        let writer = self.lock(within).await;
        self.waits.observe_duration(started.elapsed());
        let mut writer = writer?;
        let begins = writer.group.is_none();
        if begins {
            let conn = match writer.spare.take() {
                Some(conn) => conn,
                None => pool.acquire().await?,
            };
            writer.groups += 1;
            writer.group = Some(Group {
                id: writer.groups,
                conn,
                committed: Vec::new(),
                started: Instant::now(),
                open_savepoint: false,
                to_release: false,
                audit: Vec::new(),
            });
        }
        let group = writer.group.as_mut().expect("a group was begun");
        // One round trip to SQLite's thread whichever it is.
        let open = if begins {
            BEGIN_THEN_SAVEPOINT
        } else if group.open_savepoint {
            // Left open by a writer that went away: its work is undone first.
            UNDO_THEN_SAVEPOINT
        } else if group.to_release {
            RELEASE_THEN_SAVEPOINT
        } else {
            SAVEPOINT
        };
        let opened = match claim {
            None => group.conn.execute(open).await.map(|_| false),
            Some(args) => {
                let sql = format!("{open}; {}", idempotency::CLAIM);
                // All rows: fetch_optional would stop at the savepoint's (empty) result.
                bind_args!(sqlx::query(AssertSqlSafe(sql)), args)
                    .fetch_all(&mut *group.conn)
                    .await
                    .map(|rows| !rows.is_empty())
            }
        };
        let claimed = match opened {
            Ok(claimed) => {
                group.open_savepoint = true;
                group.to_release = false;
                claimed
            }
            Err(e) => {
                abort(&mut writer, &e).await;
                return Err(e);
            }
        };
        let turn = Turn {
            writer: Some(writer),
            turns: self.clone(),
        };
        Ok((turn, claimed))
    }
}

/// One writer's part of a group: its savepoint, open until `commit`, `rollback` or drop.
pub(super) struct Turn {
    /// Present until the writer's part ends.
    writer: Option<OwnedMutexGuard<Writer>>,
    turns: Turns,
}

impl Turn {
    pub(super) fn conn(&self) -> &AnyConnection {
        &self.group_ref().conn
    }

    pub(super) fn conn_mut(&mut self) -> &mut AnyConnection {
        &mut self.group_mut().conn
    }

    fn group_ref(&self) -> &Group {
        let writer = self.writer.as_ref().expect("a turn ends once");
        writer.group.as_ref().expect("a turn has its group")
    }

    fn group_mut(&mut self) -> &mut Group {
        let writer = self.writer.as_mut().expect("a turn ends once");
        writer.group.as_mut().expect("a turn has its group")
    }

    /// Keeps this writer's work, and its lines of the audit trail, and answers once the group's
    /// commit is durable.
    pub(super) async fn commit(mut self, audit: Vec<Vec<Arg>>) -> Result<(), sqlx::Error> {
        let mut writer = self.writer.take().expect("a turn ends once");
        let group = writer.group.as_mut().expect("a turn has its group");
        group.open_savepoint = false;
        group.to_release = true;
        group.audit.extend(audit);
        let (told, outcome) = oneshot::channel();
        group.committed.push(told);
        let id = group.id;
        let done = if self.turns.hand_over(&writer) {
            drop(writer);
            self.turns.await_group(id, outcome).await
        } else {
            let mine = finish(&mut writer).await;
            drop(writer);
            mine
        };
        // Once the commit is visible (or failed): readings taken before it are out of date.
        self.turns.generation.fetch_add(1, Ordering::SeqCst);
        done
    }

    /// Undoes this writer's work; the others' stays in the group.
    pub(super) async fn rollback(mut self) -> Result<(), sqlx::Error> {
        let writer = self.writer.take().expect("a turn ends once");
        self.turns.clone().undo(writer).await
    }
}

impl Drop for Turn {
    fn drop(&mut self) {
        // Neither committed nor rolled back (an error, or the request went away): undone by a
        // task of its own, or else by the next writer (`open_savepoint` stays set).
        if let Some(writer) = self.writer.take()
            && let Ok(runtime) = tokio::runtime::Handle::try_current()
        {
            let turns = self.turns.clone();
            runtime.spawn(async move {
                if let Err(e) = turns.undo(writer).await {
                    tracing::error!(error = %e, "a write left unfinished could not be undone");
                }
            });
        }
    }
}

impl Turns {
    /// Whether the group stays open for the next writer rather than being committed now.
    fn hand_over(&self, writer: &Writer) -> bool {
        let group = writer.group.as_ref().expect("a turn has its group");
        self.waiting.load(Ordering::SeqCst) > 0
            && group.committed.len() < GROUP_MAX
            && group.started.elapsed() < GROUP_AGE
    }

    async fn undo(self, mut writer: OwnedMutexGuard<Writer>) -> Result<(), sqlx::Error> {
        let group = writer.group.as_mut().expect("a turn has its group");
        let undone = group.conn.execute(UNDO).await;
        if let Err(e) = undone {
            abort(&mut writer, &e).await;
            return Err(e);
        }
        if let Some(group) = writer.group.as_mut() {
            group.open_savepoint = false;
        }
        if !self.hand_over(&writer) {
            let _ = finish(&mut writer).await;
        }
        Ok(())
    }

    /// Waits for the outcome of group `id`, which this writer left to the next one; commits it
    /// itself if nobody did in time.
    async fn await_group(
        &self,
        id: u64,
        mut outcome: oneshot::Receiver<Outcome>,
    ) -> Result<(), sqlx::Error> {
        if let Ok(told) = tokio::time::timeout(HANDED_OVER_WAIT, &mut outcome).await {
            return told_outcome(told);
        }
        let mut writer = self.lock(super::WRITE_TURN_TIMEOUT).await?;
        if writer.group.as_ref().is_some_and(|g| g.id == id) {
            let _ = finish(&mut writer).await;
        }
        drop(writer);
        told_outcome(outcome.await)
    }
}

fn told_outcome(told: Result<Outcome, oneshot::error::RecvError>) -> Result<(), sqlx::Error> {
    let outcome =
        told.map_err(|_| sqlx::Error::Protocol("group commit ended without an outcome".into()))?;
    outcome.map_err(|e| sqlx::Error::Protocol(format!("group commit failed: {e}")))
}

/// Commits the group (undoing an open savepoint first) and tells each of its writers; answers
/// the commit's own error to the writer committing.
async fn finish(writer: &mut Writer) -> Result<(), sqlx::Error> {
    let Some(mut group) = writer.group.take() else {
        return Ok(());
    };
    let undone = if group.open_savepoint {
        group.conn.execute(UNDO).await.map(|_| ())
    } else {
        Ok(())
    };
    let audited = match undone {
        Ok(()) => audit::write_lines(&mut group.conn, &std::mem::take(&mut group.audit)).await,
        Err(e) => Err(e),
    };
    let committed = match audited {
        Ok(()) => group.conn.execute("COMMIT").await.map(|_| ()),
        Err(e) => Err(e),
    };
    match committed {
        Ok(()) => {
            writer.group_sizes.observe(group.committed.len() as f64);
            for told in group.committed {
                let _ = told.send(Ok(()));
            }
            writer.spare = Some(group.conn);
            Ok(())
        }
        Err(e) => {
            end_failed(&mut group, &e).await;
            Err(e)
        }
    }
}

/// Rolls the whole group back after a failure of its own statements, telling its writers.
async fn abort(writer: &mut Writer, e: &sqlx::Error) {
    if let Some(mut group) = writer.group.take() {
        end_failed(&mut group, e).await;
    }
}

async fn end_failed(group: &mut Group, e: &sqlx::Error) {
    tracing::error!(error = %e, writers = group.committed.len(), "a group of writes failed");
    if group.conn.execute("ROLLBACK").await.is_err() {
        // Never hand a connection back to the pool in the middle of a transaction.
        group.conn.close_on_drop();
    }
    for told in group.committed.drain(..) {
        let _ = told.send(Err(e.to_string()));
    }
}
