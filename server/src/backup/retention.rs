//! Which backups to keep: the newest of each of the last `hourly` hours that have one, and the
//! newest of each of the last `daily` days that have one (UTC), as restic and borg count them —
//! the hours and days that have a backup, so a server switched off for a week keeps its
//! last good ones instead of finding them all too old.

use std::{fmt, str::FromStr};

use time::{
    OffsetDateTime, PrimitiveDateTime, format_description::FormatItem, macros::format_description,
};

/// How many hourly and daily backups stay: `24h,30d`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Keep {
    pub hourly: u32,
    pub daily: u32,
}

impl Default for Keep {
    fn default() -> Keep {
        Keep {
            hourly: 24,
            daily: 30,
        }
    }
}

impl FromStr for Keep {
    type Err = String;

    /// `24h,30d`, in either order; a missing part keeps none of that kind (`7d`).
    fn from_str(s: &str) -> Result<Keep, String> {
        let mut keep = Keep {
            hourly: 0,
            daily: 0,
        };
        for part in s.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            let (count, unit) = part.split_at(part.len() - 1);
            let count: u32 = count
                .parse()
                .ok()
                .filter(|n| *n <= 10_000)
                .ok_or_else(|| format!("`{part}`: expected a count such as 24h or 30d"))?;
            match unit {
                "h" => keep.hourly = count,
                "d" => keep.daily = count,
                _ => return Err(format!("`{part}`: expected h (hourly) or d (daily)")),
            }
        }
        if keep.hourly == 0 && keep.daily == 0 {
            return Err("keep at least one backup (e.g. 24h,30d)".into());
        }
        Ok(keep)
    }
}

impl fmt::Display for Keep {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}h,{}d", self.hourly, self.daily)
    }
}

const NAME_TIME: &[FormatItem<'static>] =
    format_description!("[year][month][day]-[hour][minute][second]");

/// `soute-YYYYMMDD-HHMMSS[-n].tar.gz` for a backup taken at `at`; `n` tells apart two taken in
/// the same second.
pub fn archive_name(at: OffsetDateTime, n: u32) -> String {
    let time = at.format(NAME_TIME).expect("a UTC instant formats");
    if n == 0 {
        format!("soute-{time}.tar.gz")
    } else {
        format!("soute-{time}-{n}.tar.gz")
    }
}

/// When the backup named `name` was taken, if the name is one [`archive_name`] makes.
pub fn taken_at(name: &str) -> Option<OffsetDateTime> {
    order(name).map(|(at, _)| at)
}

/// What orders backups in time: when taken, then the number that tells apart those of one
/// second (`soute-…-2` after `soute-…-1` after `soute-…`, which the names' text order is not).
pub fn order(name: &str) -> Option<(OffsetDateTime, u32)> {
    let rest = name.strip_prefix("soute-")?.strip_suffix(".tar.gz")?;
    let (time, suffix) = rest.split_at_checked(15)?;
    let n = if suffix.is_empty() {
        0
    } else {
        let digits = suffix.strip_prefix('-')?;
        if digits.is_empty() || !digits.chars().all(|c| c.is_ascii_digit()) {
            return None;
        }
        digits.parse().ok()?
    };
    let at = PrimitiveDateTime::parse(time, NAME_TIME).ok()?.assume_utc();
    Some((at, n))
}

/// The hour or the day an instant falls in: (year, day of the year, hour or 0).
type Bucket = fn(OffsetDateTime) -> (i32, u16, u8);

/// The names among `names` (backups, newest or oldest first, in any order) that `keep` lets go.
/// Names that are not backups are never in the answer.
pub fn to_remove(names: &[String], keep: Keep) -> Vec<String> {
    let mut dated: Vec<((OffsetDateTime, u32), &String)> = names
        .iter()
        .filter_map(|n| order(n).map(|o| (o, n)))
        .collect();
    // Newest first; in one second, the later suffix first.
    dated.sort_by_key(|d| std::cmp::Reverse(d.0));
    let mut kept = vec![false; dated.len()];
    let buckets: [(u32, Bucket); 2] = [
        (keep.hourly, |at| (at.year(), at.ordinal(), at.hour())),
        (keep.daily, |at| (at.year(), at.ordinal(), 0)),
    ];
    for (count, bucket) in buckets {
        let mut last = None;
        let mut taken = 0;
        for (i, ((at, _), _)) in dated.iter().enumerate() {
            if taken == count {
                break;
            }
            let b = bucket(*at);
            if last != Some(b) {
                last = Some(b);
                kept[i] = true;
                taken += 1;
            }
        }
    }
    dated
        .iter()
        .zip(kept)
        .filter(|(_, k)| !k)
        .map(|((_, name), _)| (*name).clone())
        .collect()
}

#[cfg(test)]
mod tests {
    use time::{Duration, macros::datetime};

    use super::*;

    #[test]
    fn names_carry_their_time() {
        let at = datetime!(2026-11-27 09:05:03 UTC);
        assert_eq!(archive_name(at, 0), "soute-20261127-090503.tar.gz");
        assert_eq!(archive_name(at, 2), "soute-20261127-090503-2.tar.gz");
        assert_eq!(taken_at("soute-20261127-090503.tar.gz"), Some(at));
        assert_eq!(taken_at("soute-20261127-090503-2.tar.gz"), Some(at));
        assert_eq!(taken_at("soute-20261127-090503-.tar.gz"), None);
        assert_eq!(taken_at("soute-20261127-090503.tar.gz.partial"), None);
        assert_eq!(taken_at("notes.txt"), None);
        // Within one second, by their number, not by their text.
        let mut names = vec![
            archive_name(at, 10),
            archive_name(at, 0),
            archive_name(at, 2),
        ];
        names.sort_by_key(|n| std::cmp::Reverse(order(n)));
        assert_eq!(
            names,
            [
                "soute-20261127-090503-10.tar.gz",
                "soute-20261127-090503-2.tar.gz",
                "soute-20261127-090503.tar.gz"
            ]
        );
        // The hour's newest is the one numbered last.
        let keep = Keep {
            hourly: 1,
            daily: 0,
        };
        let mut gone = to_remove(&names, keep);
        gone.sort();
        assert_eq!(
            gone,
            [
                "soute-20261127-090503-2.tar.gz",
                "soute-20261127-090503.tar.gz"
            ]
        );
    }

    #[test]
    fn keep_reads_counts_of_hours_and_days() {
        assert_eq!("24h,30d".parse(), Ok(Keep::default()));
        assert_eq!(
            "7d".parse(),
            Ok(Keep {
                hourly: 0,
                daily: 7
            })
        );
        assert!("0h,0d".parse::<Keep>().is_err());
        assert!("24x".parse::<Keep>().is_err());
        assert!("h".parse::<Keep>().is_err());
    }

    #[test]
    fn backups_every_twenty_minutes_for_forty_days_keep_exactly_the_configured_counts() {
        let start = datetime!(2026-11-01 00:00:00 UTC);
        // Every 20 minutes for 40 days: three a hour.
        let names: Vec<String> = (0..40 * 24 * 3)
            .map(|i| archive_name(start + Duration::minutes(20 * i), 0))
            .collect();
        let gone = to_remove(&names, Keep::default());
        let kept: Vec<&String> = names.iter().filter(|n| !gone.contains(n)).collect();
        // 24 hourly (the last 24 hours, the newest of each), and 30 daily: the newest of the last
        // day is already the newest hourly one.
        assert_eq!(kept.len(), 24 + 30 - 1);
        let newest = names.last().unwrap();
        assert!(kept.contains(&newest));
        // The oldest kept is the last one of the 30th day back.
        let oldest = kept.iter().map(|n| taken_at(n).unwrap()).min().unwrap();
        assert_eq!(oldest, datetime!(2026-11-11 23:40:00 UTC));
    }

    #[test]
    fn a_server_switched_off_keeps_its_last_backups() {
        let names = vec![
            archive_name(datetime!(2026-01-01 10:00:00 UTC), 0),
            archive_name(datetime!(2026-01-01 11:00:00 UTC), 0),
            "notes.txt".to_string(),
        ];
        assert!(to_remove(&names, Keep::default()).is_empty());
    }
}
