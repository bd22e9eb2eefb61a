//! Countries (ISO 3166-1, French and English names) and, for the countries the agency works in,
//! their regions and cities. The data files in `crates/domain/data/geography/` name their sources.

use std::{collections::HashMap, sync::LazyLock};

use serde::Deserialize;

#[derive(Debug, Deserialize)]
pub struct Country {
    pub code: String,
    pub fr: String,
    pub en: String,
}

#[derive(Debug, Deserialize)]
pub struct Region {
    pub region: String,
    pub cities: Vec<String>,
}

#[derive(Deserialize)]
struct CountriesFile {
    countries: Vec<Country>,
}

#[derive(Deserialize)]
struct RegionsFile {
    regions: Vec<Region>,
}

static COUNTRIES: LazyLock<Vec<Country>> = LazyLock::new(|| {
    serde_json::from_str::<CountriesFile>(include_str!("../data/geography/countries.json"))
        .expect("the embedded country list is valid")
        .countries
});

static REGIONS: LazyLock<HashMap<&'static str, Vec<Region>>> = LazyLock::new(|| {
    [
        ("cd", include_str!("../data/geography/cd.json")),
        ("tz", include_str!("../data/geography/tz.json")),
        ("bi", include_str!("../data/geography/bi.json")),
    ]
    .into_iter()
    .map(|(code, text)| {
        let file: RegionsFile =
            serde_json::from_str(text).expect("the embedded region lists are valid");
        (code, file.regions)
    })
    .collect()
});

/// The agency's countries by default: the DR Congo, Tanzania and Burundi.
pub const DEFAULT_ENABLED: [&str; 3] = ["cd", "tz", "bi"];

/// A country code as stored: lower case, with the old client's `bu` meaning Burundi.
pub fn normalise_code(code: &str) -> String {
    match code.trim().to_ascii_lowercase().as_str() {
        "bu" => "bi".to_string(),
        other => other.to_string(),
    }
}

pub fn countries() -> &'static [Country] {
    &COUNTRIES
}

pub fn country(code: &str) -> Option<&'static Country> {
    let code = normalise_code(code);
    COUNTRIES.iter().find(|c| c.code == code)
}

/// The regions of a country, empty when none are known.
pub fn regions(code: &str) -> &'static [Region] {
    REGIONS
        .get(normalise_code(code).as_str())
        .map(Vec::as_slice)
        .unwrap_or(&[])
}

/// The cities of a region, empty when the region is unknown.
pub fn cities(code: &str, region: &str) -> &'static [String] {
    regions(code)
        .iter()
        .find(|r| r.region.eq_ignore_ascii_case(region.trim()))
        .map(|r| r.cities.as_slice())
        .unwrap_or(&[])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_iso_country_has_both_names() {
        assert_eq!(countries().len(), 250);
        let cd = country("CD").unwrap();
        assert_eq!(cd.fr, "République démocratique du Congo");
        assert_eq!(cd.en, "Democratic Republic of the Congo");
        assert!(
            countries()
                .iter()
                .all(|c| c.code.len() == 2 && !c.fr.is_empty())
        );
    }

    #[test]
    fn the_agency_countries_have_their_regions_and_cities() {
        assert_eq!(regions("cd").len(), 26);
        assert_eq!(regions("tz").len(), 31);
        assert_eq!(regions("bi").len(), 18);
        assert_eq!(regions("bu").len(), 18, "the old client's code for Burundi");
        assert!(cities("cd", "nord-kivu").contains(&"Goma".to_string()));
        assert_eq!(cities("tz", "Dar es Salaam")[0], "Dar es Salaam");
        for code in DEFAULT_ENABLED {
            assert!(country(code).is_some());
            assert!(regions(code).iter().all(|r| !r.cities.is_empty()), "{code}");
        }
    }

    #[test]
    fn other_countries_have_no_regions_yet() {
        assert!(regions("fr").is_empty());
        assert!(cities("fr", "Bretagne").is_empty());
        assert!(cities("cd", "Nowhere").is_empty());
    }
}
