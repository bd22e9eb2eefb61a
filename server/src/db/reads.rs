//! The connections that requests read through, lent one statement at a time.
//!
//! sqlx's pool tests every connection handed back to it (a ping: on SQLite a round trip to the
//! connection's thread, on PostgreSQL one to the server) and returns it in a task of its own, so
//! a read through it costs two round trips instead of one. These connections, once opened by the
//! pool, stay out of it: a read borrows one, runs its statement and puts it back at once. One
//! whose statement was interrupted (its request went away) or failed other than by the database's
//! refusal goes back through the pool, which tests it as before.

use std::sync::{Arc, Mutex};

use futures_util::{StreamExt, TryStreamExt, future::BoxFuture, stream::BoxStream};
use sqlx::{
    Any, AnyConnection, AnyPool, Database, Either, Error, Execute, Executor, SqlStr,
    pool::PoolConnection,
};
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

use crate::metrics::{self, Histogram};

/// Connections for reading: at most `size` lent at once, waiting at most the pool's acquire
/// timeout for one (then the pool's timeout error: the server answers 503).
#[derive(Clone, Debug)]
pub struct Reads {
    pool: AnyPool,
    idle: Arc<Mutex<Vec<PoolConnection<Any>>>>,
    lendable: Arc<Semaphore>,
    size: usize,
    /// How long each read waited for a connection (the metrics' `soute_db_read_wait_seconds`).
    waits: Arc<Histogram>,
}

/// A connection lent for one statement.
struct Lent {
    conn: Option<PoolConnection<Any>>,
    reads: Reads,
    _permit: OwnedSemaphorePermit,
}

impl Reads {
    /// Lends at most `size` connections of `pool` (whose own limit must be at least `size`).
    pub fn new(pool: AnyPool, size: usize) -> Reads {
        Reads {
            pool,
            idle: Arc::new(Mutex::new(Vec::with_capacity(size))),
            lendable: Arc::new(Semaphore::new(size)),
            size,
            waits: Arc::new(Histogram::new(metrics::SECONDS)),
        }
    }

    /// Connections lent right now, and at most.
    pub fn in_use(&self) -> (usize, usize) {
        (self.size - self.lendable.available_permits(), self.size)
    }

    /// How long reads waited for a connection.
    pub fn waits(&self) -> &Histogram {
        &self.waits
    }

    async fn lend(&self) -> Result<Lent, Error> {
        let started = std::time::Instant::now();
        let lent = self.lend_now().await;
        self.waits.observe_duration(started.elapsed());
        lent
    }

    async fn lend_now(&self) -> Result<Lent, Error> {
        let timeout = self.pool.options().get_acquire_timeout();
        let permit = tokio::time::timeout(timeout, self.lendable.clone().acquire_owned())
            .await
            .map_err(|_| Error::PoolTimedOut)?
            .map_err(|_| Error::PoolClosed)?;
        let kept = self.idle.lock().unwrap_or_else(|e| e.into_inner()).pop();
        let conn = match kept {
            Some(conn) => conn,
            None => self.pool.acquire().await?,
        };
        Ok(Lent {
            conn: Some(conn),
            reads: self.clone(),
            _permit: permit,
        })
    }

    /// Closes the connections: those kept here first, then the pool's.
    pub async fn close(&self) {
        let kept = {
            let mut idle = self.idle.lock().unwrap_or_else(|e| e.into_inner());
            // Under the lock: a connection given back from now on goes back to the pool.
            self.lendable.close();
            std::mem::take(&mut *idle)
        };
        drop(kept);
        self.pool.close().await;
    }
}

impl Lent {
    fn conn(&mut self) -> &mut AnyConnection {
        self.conn
            .as_mut()
            .expect("a lent connection is there until given back")
    }

    /// Puts the connection back for the next read, unless `outcome` says it may be broken or
    /// the connections are closing (then it goes back to the pool when this is dropped).
    fn give_back<T>(mut self, outcome: &Result<T, Error>) {
        let sound = match outcome {
            Ok(_) => true,
            Err(e) => matches!(
                e,
                Error::Database(_) | Error::RowNotFound | Error::ColumnDecode { .. }
            ),
        };
        let mut idle = self.reads.idle.lock().unwrap_or_else(|e| e.into_inner());
        if sound
            && !self.reads.lendable.is_closed()
            && let Some(conn) = self.conn.take()
        {
            idle.push(conn);
        }
    }
}

impl<'p> Executor<'p> for &'_ Reads {
    type Database = Any;

    fn fetch_many<'e, 'q: 'e, E>(
        self,
        query: E,
    ) -> BoxStream<'e, Result<Either<<Any as Database>::QueryResult, <Any as Database>::Row>, Error>>
    where
        'p: 'e,
        E: 'q + Execute<'q, Any>,
    {
        let reads = self.clone();
        // The whole answer is read before it is handed on: requests read bounded pages.
        futures_util::stream::once(async move {
            let mut lent = reads.lend().await?;
            let items: Result<Vec<_>, Error> = lent.conn().fetch_many(query).try_collect().await;
            lent.give_back(&items);
            items
        })
        .map_ok(|items| futures_util::stream::iter(items.into_iter().map(Ok)))
        .try_flatten()
        .boxed()
    }

    fn fetch_optional<'e, 'q: 'e, E>(
        self,
        query: E,
    ) -> BoxFuture<'e, Result<Option<<Any as Database>::Row>, Error>>
    where
        'p: 'e,
        E: 'q + Execute<'q, Any>,
    {
        let reads = self.clone();
        Box::pin(async move {
            let mut lent = reads.lend().await?;
            let row = lent.conn().fetch_optional(query).await;
            lent.give_back(&row);
            row
        })
    }

    fn prepare_with<'e>(
        self,
        sql: SqlStr,
        parameters: &'e [<Any as Database>::TypeInfo],
    ) -> BoxFuture<'e, Result<<Any as Database>::Statement, Error>>
    where
        'p: 'e,
    {
        let reads = self.clone();
        Box::pin(async move {
            let mut lent = reads.lend().await?;
            let statement = lent.conn().prepare_with(sql, parameters).await;
            lent.give_back(&statement);
            statement
        })
    }
}
