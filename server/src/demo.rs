//! `soute demo`: a realistic data set to try the app with. Each feature adds its part here.
//!
//! The data is made from fixed lists with a fixed seed, so every demo database looks the same.

use crate::{
    app::StartupError,
    db::{Db, profiles, users},
    domain::{geography, people::Person},
    security::Passwords,
};

/// Password of every demo staff account (printed by the command).
pub const STAFF_PASSWORD: &str = "Soute-demo-2026";

const FIRST_NAMES: [&str; 40] = [
    "Amani",
    "Baraka",
    "Neema",
    "Imani",
    "Zawadi",
    "Furaha",
    "Rehema",
    "Upendo",
    "Bahati",
    "Tumaini",
    "Jean-Pierre",
    "Marie-Claire",
    "Christelle",
    "Patrick",
    "Josué",
    "Gloria",
    "Didier",
    "Aline",
    "Espoir",
    "Fiston",
    "Mireille",
    "Héritier",
    "Sifa",
    "Faida",
    "Kahindo",
    "Masika",
    "Kavira",
    "Eric",
    "Claudine",
    "Innocent",
    "Janvier",
    "Esther",
    "Grâce",
    "Emmanuel",
    "Josiane",
    "Consolate",
    "Juma",
    "Halima",
    "Said",
    "Mwanaisha",
];

const SURNAMES: [&str; 40] = [
    "Mwamba",
    "Kabila",
    "Ilunga",
    "Tshisekedi",
    "Mukendi",
    "Kasongo",
    "Mbuyi",
    "Kalala",
    "Lukusa",
    "Bahati",
    "Muhindo",
    "Kambale",
    "Paluku",
    "Kasereka",
    "Mumbere",
    "Nzeyimana",
    "Ndayishimiye",
    "Niyonzima",
    "Hakizimana",
    "Irakoze",
    "Nshimirimana",
    "Bizimana",
    "Ndikumana",
    "Manirakiza",
    "Mushi",
    "Mollel",
    "Kimaro",
    "Massawe",
    "Mrema",
    "Lyimo",
    "Mwakyusa",
    "Mfinanga",
    "Swai",
    "Kiwelu",
    "Uwimana",
    "Mutoni",
    "Habimana",
    "Nkurunziza",
    "Banza",
    "Tambwe",
];

/// Loads the demo data unless it is there already, and answers a summary for the console.
pub async fn load(db: &Db, passwords: &Passwords) -> Result<String, StartupError> {
    if users::counts(db).await?.iter().any(|c| c.count > 0) {
        return Ok("Les données de démonstration sont déjà chargées : rien n'est ajouté.".into());
    }
    let mut rng = Lcg(2026);
    let staff_hash = passwords.hash(STAFF_PASSWORD).await;

    let catalogue = profiles::permissions(db).await?;
    let ids_of = |names: &[&str]| -> Vec<i64> {
        catalogue
            .iter()
            .filter(|p| names.contains(&p.name.as_str()))
            .map(|p| p.id)
            .collect()
    };
    let agent = profiles::create(db, "Agent de comptoir", &ids_of(AGENT_PERMISSIONS), None).await?;
    let manager = profiles::create(
        db,
        "Responsable d'agence",
        &ids_of(MANAGER_PERMISSIONS),
        None,
    )
    .await?;

    let chauffeur = profiles::find_by_code(db, "chauffeur").await?.id;
    let pilote = profiles::find_by_code(db, "pilote").await?.id;
    let externe = profiles::find_by_code(db, "externe").await?.id;
    let client = profiles::find_by_code(db, "client").await?.id;

    let staff: [(i64, usize, Option<&str>); 5] = [
        (manager, 2, Some(&staff_hash)),
        (agent, 4, Some(&staff_hash)),
        (chauffeur, 5, Some(&staff_hash)),
        (pilote, 3, Some(&staff_hash)),
        (externe, 4, None),
    ];
    let mut made = 0;
    let mut logins = Vec::new();
    for (profile_id, count, hash) in staff {
        for _ in 0..count {
            let person = person(&mut rng, made);
            if hash.is_some() && logins.len() < 3 {
                logins.push(person.tel.clone().unwrap_or_default());
            }
            create(db, &person, profile_id, hash).await?;
            made += 1;
        }
    }
    for _ in 0..50 {
        create(db, &person(&mut rng, made), client, None).await?;
        made += 1;
    }
    Ok(format!(
        "Données de démonstration chargées : 18 membres du personnel (responsables, agents, \
         chauffeurs, pilotes, externes) et 50 clients. Le personnel se connecte avec son numéro \
         de téléphone (par exemple {}) et le mot de passe « {STAFF_PASSWORD} ».",
        logins.join(", ")
    ))
}

const AGENT_PERMISSIONS: &[&str] = &[
    "afficher dashboard",
    "afficher client",
    "ajouter client",
    "modifier client",
    "afficher expedition",
    "ajouter expedition",
    "afficher coli",
    "afficher facture",
    "ajouter facture",
];

const MANAGER_PERMISSIONS: &[&str] = &[
    "afficher dashboard",
    "afficher rapport",
    "afficher personnel",
    "ajouter personnel",
    "modifier personnel",
    "afficher client",
    "ajouter client",
    "modifier client",
    "supprimer client",
    "afficher profil",
    "afficher expedition",
    "ajouter expedition",
    "modifier expedition",
    "afficher coli",
    "afficher facture",
    "ajouter facture",
    "afficher bordereau",
    "ajouter bordereau",
    "valider bordereau",
    "afficher manifeste",
    "ajouter manifeste",
    "valider manifeste",
    "afficher depense",
    "ajouter depense",
];

async fn create(
    db: &Db,
    person: &Person,
    profile_id: i64,
    password_hash: Option<&str>,
) -> Result<i64, sqlx::Error> {
    users::create(
        db,
        users::NewUser {
            person,
            profile_id,
            extension_id: None,
            status: 1,
            password_hash,
            created_by: None,
        },
    )
    .await
}

/// A person of the region: a name, a phone number of their country, a city of a region of it.
/// `n` makes the phone number unique.
fn person(rng: &mut Lcg, n: usize) -> Person {
    let first = FIRST_NAMES[rng.below(FIRST_NAMES.len())];
    let last = SURNAMES[rng.below(SURNAMES.len())];
    let (code, country, prefixes): (&str, &str, &[&str]) = match rng.below(10) {
        0..=4 => (
            "cd",
            "République démocratique du Congo",
            &["24381", "24382", "24397", "24399"],
        ),
        5..=7 => (
            "tz",
            "République unie de Tanzanie",
            &["25571", "25575", "25576"],
        ),
        _ => ("bi", "Burundi", &["25779", "25768", "25761"]),
    };
    let prefix = prefixes[rng.below(prefixes.len())];
    // 7 more digits for the DR Congo and Tanzania, 6 for Burundi: national lengths.
    let digits = if code == "bi" { 6 } else { 7 };
    let number = format!(
        "{prefix}{:0width$}",
        (n * 7919 + 104_729) % 10usize.pow(digits),
        width = digits as usize
    );
    let regions = geography::regions(code);
    let region = &regions[rng.below(regions.len())];
    let city = &region.cities[rng.below(region.cities.len())];
    let street = [
        "Avenue de la Paix",
        "Boulevard du 30 Juin",
        "Avenue du Lac",
        "Rue du Marché",
        "Avenue de l'Aéroport",
    ][rng.below(5)];
    Person {
        name: format!("{first} {last}"),
        email: (rng.below(3) == 0)
            .then(|| format!("{}.{}{n}@example.com", ascii(first), ascii(last))),
        tel: Some(number),
        adress: Some(format!("{street} {}", 1 + rng.below(250))),
        gender: Some(
            if rng.below(2) == 0 {
                "Masculin"
            } else {
                "Feminin"
            }
            .to_string(),
        ),
        country: Some(country.to_string()),
        country_data: None,
        country_code: Some(code.to_string()),
        region: Some(region.region.clone()),
        city: Some(city.clone()),
    }
}

fn ascii(name: &str) -> String {
    name.chars()
        .filter_map(|c| match c {
            'é' | 'è' => Some('e'),
            'â' => Some('a'),
            '-' | ' ' => None,
            c => Some(c.to_ascii_lowercase()),
        })
        .collect()
}

/// A small deterministic generator (numbers from Knuth's MMIX), enough for demo data.
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) % n as u64) as usize
    }
}
