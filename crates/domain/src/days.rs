//! Days belong to branches (DESIGN §2): the local date of an instant in a branch's time zone, and
//! the zone a branch gets from where it is.

use jiff::{Timestamp, tz::TimeZone};

/// The zone of a branch whose own is unknown or unreadable: East Africa's main towns are within
/// an hour of it, and it never changes to summer time.
pub const FALLBACK_ZONE: &str = "Africa/Lubumbashi";

/// Whether `name` is a time zone of the IANA database (`Africa/Dar_es_Salaam`).
pub fn is_time_zone(name: &str) -> bool {
    !name.is_empty() && TimeZone::get(name).is_ok()
}

/// The local date (`YYYY-MM-DD`) in `zone` of an instant stored as RFC 3339 text. An unreadable
/// instant falls back to its first ten characters (a stored instant is always readable), an
/// unknown zone to [`FALLBACK_ZONE`].
pub fn local_day(instant: &str, zone: &str) -> String {
    let Ok(at) = instant.parse::<Timestamp>() else {
        return instant.chars().take(10).collect();
    };
    let zone = TimeZone::get(zone)
        .or_else(|_| TimeZone::get(FALLBACK_ZONE))
        .unwrap_or(TimeZone::UTC);
    zone.to_datetime(at).date().to_string()
}

/// The zone of a branch in `country` (ISO code, lower case) and `region` (province): the DR
/// Congo has two, the west on Kinshasa's time and the east on Lubumbashi's.
pub fn zone_for(country: Option<&str>, region: Option<&str>, city: Option<&str>) -> &'static str {
    const WEST_CONGO: [&str; 10] = [
        "kinshasa",
        "kongo-central",
        "kwango",
        "kwilu",
        "mai-ndombe",
        "equateur",
        "équateur",
        "mongala",
        "nord-ubangi",
        "sud-ubangi",
    ];
    let west = |name: Option<&str>| {
        name.map(|n| n.trim().to_lowercase())
            .is_some_and(|n| WEST_CONGO.contains(&n.as_str()) || n == "tshuapa" || n == "matadi")
    };
    match country.map(|c| c.trim().to_lowercase()).as_deref() {
        Some("cd") if west(region) || west(city) => "Africa/Kinshasa",
        Some("cd") => "Africa/Lubumbashi",
        Some("tz") => "Africa/Dar_es_Salaam",
        Some("bi") => "Africa/Bujumbura",
        Some("rw") => "Africa/Kigali",
        Some("ug") => "Africa/Kampala",
        Some("ke") => "Africa/Nairobi",
        Some("cg") => "Africa/Brazzaville",
        Some("zm") => "Africa/Lusaka",
        Some("ss") => "Africa/Juba",
        _ => FALLBACK_ZONE,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn half_past_eleven_in_dar_es_salaam_is_still_that_day() {
        // 23:30 in Dar es Salaam (UTC+3) is 20:30 UTC; 00:30 the next day is 21:30 UTC.
        assert_eq!(
            local_day("2026-11-20T20:30:00.000000Z", "Africa/Dar_es_Salaam"),
            "2026-11-20"
        );
        assert_eq!(
            local_day("2026-11-20T21:30:00.000000Z", "Africa/Dar_es_Salaam"),
            "2026-11-21"
        );
        // The same instant is still the 20th in Kinshasa (UTC+1).
        assert_eq!(
            local_day("2026-11-20T21:30:00.000000Z", "Africa/Kinshasa"),
            "2026-11-20"
        );
    }

    #[test]
    fn unknown_zones_and_instants_fall_back() {
        assert!(is_time_zone("Africa/Bujumbura"));
        assert!(!is_time_zone("Africa/Atlantis"));
        assert!(!is_time_zone(""));
        assert_eq!(
            local_day("2026-11-20T23:30:00.000000Z", "Africa/Atlantis"),
            "2026-11-21"
        );
        assert_eq!(local_day("2026-11-20 garbled", "UTC"), "2026-11-20");
    }

    #[test]
    fn branches_get_the_zone_of_where_they_are() {
        assert_eq!(
            zone_for(Some("cd"), Some("Nord-Kivu"), Some("Goma")),
            "Africa/Lubumbashi"
        );
        assert_eq!(
            zone_for(Some("cd"), Some("Kinshasa"), Some("Kinshasa")),
            "Africa/Kinshasa"
        );
        assert_eq!(zone_for(Some("tz"), None, None), "Africa/Dar_es_Salaam");
        assert_eq!(zone_for(Some("bi"), None, None), "Africa/Bujumbura");
        assert_eq!(zone_for(None, None, None), FALLBACK_ZONE);
    }
}
