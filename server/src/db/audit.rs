//! The audit trail: who changed what, written by the same transaction as the change, so a failed
//! write leaves no line and a committed one always has its line. Lines are never deleted.

use serde_json::Value;
use sqlx::{AssertSqlSafe, FromRow};

use super::{
    Db, Tx,
    list::{Arg, PageRequest, Paged, Where, fetch_page, insert_many},
};

/// What was done.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    Create,
    Update,
    Delete,
    Cancel,
    Validate,
    Login,
    LoginFailed,
}

impl Action {
    pub fn as_str(self) -> &'static str {
        match self {
            Action::Create => "create",
            Action::Update => "update",
            Action::Delete => "delete",
            Action::Cancel => "cancel",
            Action::Validate => "validate",
            Action::Login => "login",
            Action::LoginFailed => "login_failed",
        }
    }
}

/// Keys never written to the trail, whatever a caller passes.
const SECRET_KEYS: &[&str] = &[
    "password",
    "password_hash",
    "passwordHash",
    "conf_password",
    "token",
    "token_hash",
];

fn scrub(changes: Value) -> Value {
    match changes {
        Value::Object(map) => Value::Object(
            map.into_iter()
                .filter(|(k, _)| !SECRET_KEYS.contains(&k.as_str()))
                .map(|(k, v)| (k, scrub(v)))
                .collect(),
        ),
        other => other,
    }
}

/// Records one line of the trail in `tx`, written when it commits. `changes` is a JSON object of
/// the fields set or changed; secrets are dropped.
pub async fn record(
    tx: &mut Tx,
    user_id: Option<i64>,
    action: Action,
    resource: &str,
    resource_id: Option<i64>,
    changes: Value,
) -> Result<(), sqlx::Error> {
    let changes = match scrub(changes) {
        Value::Object(map) => Value::Object(map),
        Value::Null => Value::Object(Default::default()),
        other => serde_json::json!({ "value": other }),
    };
    if let (Some(_), Some(id)) = (&tx.claim, resource_id) {
        tx.wrote.push(super::idempotency::Wrote {
            resource: resource.to_string(),
            id,
            created: matches!(action, Action::Create),
        });
    }
    tx.audit.push(vec![
        Arg::Text(tx.now()),
        Arg::OptInt(user_id),
        Arg::Text(action.as_str().to_string()),
        Arg::Text(resource.to_string()),
        Arg::OptInt(resource_id),
        Arg::Text(changes.to_string()),
    ]);
    Ok(())
}

/// Lines of the trail written in one statement at most.
const FLUSHED_AT_ONCE: usize = 1000;

/// Writes lines of the trail (recorded by [`record`]), a statement for up to
/// [`FLUSHED_AT_ONCE`] of them: `Tx::commit` does, just before committing (on SQLite, the commit
/// of its group does, for all the group's writers: db::writer).
pub(super) async fn write_lines(
    conn: &mut sqlx::AnyConnection,
    lines: &[Vec<Arg>],
) -> Result<(), sqlx::Error> {
    for chunk in lines.chunks(FLUSHED_AT_ONCE) {
        let _: Vec<(i64,)> = insert_many(
            conn,
            "audit_log",
            &[
                "created_at",
                "user_id",
                "action",
                "resource",
                "resource_id",
                "changes",
            ],
            chunk,
            "id",
        )
        .await?;
    }
    Ok(())
}

/// Who did what to which row: a line of the trail, written by `write` with what changed.
#[derive(Clone, Copy, Debug)]
pub struct Line {
    action: Action,
    resource: &'static str,
    resource_id: i64,
    user_id: i64,
}

impl Action {
    /// `by` did this to row `id` of `resource`.
    pub fn on(self, resource: &'static str, id: i64, by: i64) -> Line {
        Line {
            action: self,
            resource,
            resource_id: id,
            user_id: by,
        }
    }
}

impl Line {
    /// Writes the line inside `tx` (see `record`).
    pub async fn write(self, tx: &mut Tx, changes: Value) -> Result<(), sqlx::Error> {
        let Line {
            action,
            resource,
            resource_id,
            user_id,
        } = self;
        record(
            tx,
            Some(user_id),
            action,
            resource,
            Some(resource_id),
            changes,
        )
        .await
    }
}

/// Writes one line in a transaction of its own (sign-ins, which change nothing else).
pub async fn record_alone(
    db: &Db,
    user_id: Option<i64>,
    action: Action,
    resource: &str,
    resource_id: Option<i64>,
    changes: Value,
) -> Result<(), sqlx::Error> {
    let mut tx = db.begin_write().await?;
    record(&mut tx, user_id, action, resource, resource_id, changes).await?;
    tx.commit().await
}

/// `{field: {from, to}}` for each field whose value differs between `before` and `after`
/// (two JSON objects); fields only in `after` count as changed from null.
pub fn diff(before: &Value, after: &Value) -> Value {
    let mut out = serde_json::Map::new();
    if let Value::Object(after) = after {
        for (k, to) in after {
            let from = before.get(k).cloned().unwrap_or(Value::Null);
            if &from != to {
                out.insert(k.clone(), serde_json::json!({ "from": from, "to": to }));
            }
        }
    }
    Value::Object(out)
}

#[derive(Clone, Debug, FromRow)]
pub struct AuditRow {
    pub id: i64,
    pub created_at: String,
    pub user_id: Option<i64>,
    pub user_name: Option<String>,
    pub action: String,
    pub resource: String,
    pub resource_id: Option<i64>,
    pub changes: String,
}

/// Which lines: by person, resource, and time (`from` inclusive, `until` exclusive, RFC 3339).
#[derive(Clone, Debug, Default)]
pub struct Filter {
    pub user_id: Option<i64>,
    pub resource: Option<String>,
    pub from: Option<String>,
    pub until: Option<String>,
}

/// Lines newest first, through `audit_log_created`, `audit_log_user` or `audit_log_resource`.
pub async fn list(
    db: &Db,
    filter: &Filter,
    page: PageRequest,
) -> Result<Paged<AuditRow>, sqlx::Error> {
    let mut condition = Where::new();
    if let Some(user) = filter.user_id {
        condition.eq_int("a.user_id", user);
    }
    if let Some(resource) = &filter.resource {
        condition.eq_text("a.resource", resource);
    }
    if let Some(from) = &filter.from {
        condition.ge_text("a.created_at", from);
    }
    if let Some(until) = &filter.until {
        condition.lt_text("a.created_at", until);
    }
    fetch_page(
        db,
        "a.id, a.created_at, a.user_id, u.name AS user_name, a.action, a.resource, \
         a.resource_id, a.changes",
        "audit_log a LEFT JOIN users u ON u.id = a.user_id",
        &condition,
        "a.created_at DESC, a.id DESC",
        page,
    )
    .await
}

/// The lines about one record, oldest first (tests and detail screens).
pub async fn of_resource(
    db: &Db,
    resource: &str,
    resource_id: i64,
) -> Result<Vec<AuditRow>, sqlx::Error> {
    sqlx::query_as(AssertSqlSafe(
        "SELECT a.id, a.created_at, a.user_id, u.name AS user_name, a.action, a.resource, \
         a.resource_id, a.changes FROM audit_log a LEFT JOIN users u ON u.id = a.user_id \
         WHERE a.resource = $1 AND a.resource_id = $2 ORDER BY a.id",
    ))
    .bind(resource)
    .bind(resource_id)
    .fetch_all(db.pool())
    .await
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn secrets_never_reach_the_trail() {
        let v = scrub(json!({"name": "A", "password": "x", "nested": {"token": "t", "ok": 1}}));
        assert_eq!(v, json!({"name": "A", "nested": {"ok": 1}}));
    }

    #[test]
    fn diff_keeps_only_changed_fields() {
        let d = diff(&json!({"a": 1, "b": 2}), &json!({"a": 1, "b": 3, "c": "x"}));
        assert_eq!(
            d,
            json!({"b": {"from": 2, "to": 3}, "c": {"from": null, "to": "x"}})
        );
    }
}
